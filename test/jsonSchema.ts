// A small validator for the JSON Schema keywords report.schema.json uses (type, const, enum, pattern,
// properties, required, additionalProperties, items, $ref into $defs), so the tests hold report.json to its
// published schema without a validator dependency. Returns the paths of the violations.
export type JsonSchema = { [key: string]: unknown };

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);

export function validate(root: JsonSchema, value: unknown): string[] {
  const errors: string[] = [];
  const resolve = (s: JsonSchema): JsonSchema => {
    const ref = s.$ref;
    if (typeof ref !== 'string') return s;
    const name = ref.replace('#/$defs/', '');
    const target = (root.$defs as Record<string, JsonSchema>)[name];
    if (!target) throw new Error(`unknown $ref ${ref}`);
    return { ...resolve(target), ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== '$ref')) };
  };
  const check = (raw: JsonSchema, v: unknown, path: string): void => {
    const s = resolve(raw);
    if ('const' in s && v !== s.const) errors.push(`${path}: expected ${JSON.stringify(s.const)}`);
    if (Array.isArray(s.enum) && !s.enum.includes(v as never)) errors.push(`${path}: not one of ${JSON.stringify(s.enum)}`);
    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
      const t = typeOf(v);
      if (!types.includes(t) && !(t === 'integer' && types.includes('number'))) {
        errors.push(`${path}: expected ${types.join('|')}, got ${t}`);
        return;
      }
    }
    if (typeof s.pattern === 'string' && typeof v === 'string' && !new RegExp(s.pattern).test(v)) errors.push(`${path}: does not match ${s.pattern}`);
    if (typeOf(v) === 'object') {
      const obj = v as Record<string, unknown>;
      for (const key of (s.required as string[] | undefined) ?? []) if (!(key in obj)) errors.push(`${path}: missing ${key}`);
      const props = (s.properties as Record<string, JsonSchema> | undefined) ?? {};
      for (const [key, child] of Object.entries(obj)) {
        if (props[key]) check(props[key], child, `${path}.${key}`);
        else if (s.additionalProperties === false) errors.push(`${path}: unexpected ${key}`);
        else if (typeof s.additionalProperties === 'object') check(s.additionalProperties as JsonSchema, child, `${path}.${key}`);
      }
    }
    if (Array.isArray(v) && s.items) v.forEach((item, i) => check(s.items as JsonSchema, item, `${path}[${i}]`));
  };
  check(root, value, '$');
  return errors;
}
