// Normalises an untrusted JSON Schema (a tool's parameters, a state table) into a SchemaNode tree.
// Accepts the dialects seen in real benchmarks: BFCL/ACEBench `dict`, Python type names, `anyOf` unions,
// local `$ref`s. Recursion through a `$ref` is named rather than expanded (recursive schemas are valid and
// real: LiveMCPBench's mind-map tools); a `$ref` chain that loops without any structure is not a schema
// and is rejected. Depth and node budgets keep hostile input from exhausting the stack or memory.
import type { PropertyNode, SchemaNode } from '../core/types.js';
import type { IngestLimits } from '../core/defaults.js';
import { compareCodeUnits, foldWhitespace } from '../core/text.js';
import { describedEnum } from './describedEnum.js';
import { RecordProblem, type WarnFn } from './problems.js';
import { isJsonObject } from '../core/json.js';

const TYPE_NAMES: Record<string, string> = {
  dict: 'object', object: 'object', map: 'object', mapping: 'object',
  str: 'string', string: 'string', text: 'string',
  int: 'integer', integer: 'integer', long: 'integer',
  float: 'number', double: 'number', number: 'number', decimal: 'number',
  bool: 'boolean', boolean: 'boolean',
  list: 'array', tuple: 'array', array: 'array', set: 'array',
  null: 'null', none: 'null', any: 'any',
};

/**
 * Maps a declared type name to its JSON type, reading Python annotations too (`Optional[str]` → `null|string`,
 * `List[int]` → `array`) and xLAM's notes after the type (`int, optional`, `str, default='USD'`); an unknown name
 * is kept, lower-cased, as the type.
 */
export function normalizeTypeName(name: string): string {
  const key = name.trim().toLowerCase().replace(/^typing\./, '').replace(/,\s*(?:optional|default\b).*$/s, '');
  const optional = /^optional\[(.*)\]$/s.exec(key);
  if (optional) return unionOf([normalizeTypeName(optional[1] ?? ''), 'null']);
  const generic = /^(\w+)\[.*\]$/s.exec(key);
  if (generic && generic[1] !== 'union') return TYPE_NAMES[generic[1] ?? ''] ?? key;
  const union = /^union\[(.*)\]$/s.exec(key)?.[1] ?? (key.includes('|') ? key : undefined);
  if (union !== undefined && !union.includes('[')) return unionOf(union.split(/[|,]/).map(normalizeTypeName));
  return TYPE_NAMES[key] ?? key;
}

type Json = Record<string, unknown>;

interface Walk {
  root: unknown;
  field: string;
  limits: IngestLimits;
  warn: WarnFn;
  nodes: number;
  /** `$ref`s whose targets are being expanded on the current path: meeting one again is recursion. */
  expanding: string[];
}

/**
 * Normalises `schema` found at `field` of a record (e.g. `tools[2].parameters`). For a tool's parameters
 * (`toolParameters`), a non-empty schema that says nothing a JSON Schema says (no type, properties, items,
 * enum, combinator or `$ref`) is read as taking anything, and warned about (`schema_unrecognized`): a form
 * nesting the schema one level down (`{json: {...}}`, `{schema: {...}}`) would otherwise lose every parameter
 * silently.
 */
export function normalizeSchema(schema: unknown, field: string, limits: IngestLimits, warn: WarnFn, options: { toolParameters?: boolean; root?: unknown; required?: unknown } = {}): SchemaNode {
  // A part of a larger document (a state schema's table) resolves its `$ref`s against the whole: Pydantic's
  // model_json_schema() puts every model under the document's `$defs`.
  const walk: Walk = { root: options.root ?? schema, field, limits, warn, nodes: 0, expanding: ['#'] };
  if (options.toolParameters && isPropertiesMap(schema)) {
    // Seal-Tools writes the required list beside the map, on the tool (`required`).
    const required = Array.isArray(options.required) ? { required: options.required } : {};
    const object = { type: 'object', properties: schema, ...required };
    return walkNode({ ...walk, root: object }, object, 0, field);
  }
  if (options.toolParameters && isJsonObject(schema) && Object.keys(schema).length > 0 && !SCHEMA_KEYWORDS.some((k) => k in schema)) {
    warn('schema_unrecognized', field, `no JSON Schema keyword among its keys (${Object.keys(schema).slice(0, 5).join(', ')}); read as taking any arguments`);
  }
  return walkNode(walk, schema, 0, field);
}

/**
 * Parameters written as the properties map alone (`{store_id: {type: "string"}, sku: {type: "string"}}`, as one
 * of apollo's generated environments has them): every value a schema saying something, and no `type` of its
 * own. Read as an object of those properties, none required but those marked `required: true` (draft 3) or
 * listed in the tool's own `required` (Seal-Tools), where reading it as a schema lost them all.
 */
function isPropertiesMap(schema: unknown): schema is Json {
  if (!isJsonObject(schema)) return false;
  const values = Object.values(schema);
  if (values.length === 0 || typeof schema.type === 'string' || Array.isArray(schema.type)) return false;
  return values.every((v) => isJsonObject(v) && (typeof v.type === 'string' || Array.isArray(v.type) || typeof v.description === 'string' || Array.isArray(v.enum) || Array.isArray(v.anyOf) || Array.isArray(v.oneOf) || typeof v.$ref === 'string'));
}

/** Keywords any of which makes an object a JSON Schema that says something about the arguments. */
const SCHEMA_KEYWORDS = ['type', 'properties', 'additionalProperties', 'items', 'enum', 'anyOf', 'oneOf', 'allOf', '$ref', 'required', 'const', 'description', 'title', '$defs', 'definitions', 'not'];

function walkNode(w: Walk, schema: unknown, depth: number, at: string): SchemaNode {
  if (depth > w.limits.maxSchemaDepth) {
    throw new RecordProblem('schema_too_deep', at, `schema nested deeper than ${w.limits.maxSchemaDepth} levels`);
  }
  if (++w.nodes > w.limits.maxSchemaNodes) {
    throw new RecordProblem('schema_too_large', w.field, `schema expands to more than ${w.limits.maxSchemaNodes} nodes`);
  }
  if (typeof schema === 'string') return { type: normalizeTypeName(schema) };
  if (!isJsonObject(schema)) return { type: 'any' };
  if (typeof schema.$ref === 'string') return walkRef(w, schema, depth, at);

  const node: SchemaNode = { type: declaredType(w, schema, depth, at) };
  const described = describe(schema);
  const listed = Array.isArray(schema.enum) ? undefined : describedEnum(described);
  const description = listed ? listed.description : described;
  if (description) node.description = description;
  const values = enumValues(w, listed ? { enum: listed.values } : schema, at);
  if (values) node.enum = values;
  const properties = walkProperties(w, schema, depth, at);
  if (properties) node.properties = properties;
  if (isJsonObject(schema.additionalProperties)) {
    node.additional = walkNode(w, schema.additionalProperties, depth + 1, `${at}.additionalProperties`);
  }
  const items = Array.isArray(schema.items) ? { anyOf: schema.items } : schema.items;
  if (items !== undefined && items !== null && typeof items !== 'boolean') {
    node.items = walkNode(w, items, depth + 1, `${at}.items`);
  }
  return node;
}

function describe(schema: Json): string {
  const text = typeof schema.description === 'string' ? schema.description : typeof schema.title === 'string' ? schema.title : '';
  return foldWhitespace(text);
}

/** The node's type: declared, or implied by its keywords, or the union of its `anyOf`/`oneOf` branches. */
function declaredType(w: Walk, schema: Json, depth: number, at: string): string {
  const declared = schema.type;
  if (typeof declared === 'string') return normalizeTypeName(declared);
  if (Array.isArray(declared)) {
    return unionOf(declared.filter((t): t is string => typeof t === 'string').map(normalizeTypeName));
  }
  const branches = [schema.anyOf, schema.oneOf, schema.allOf].find(Array.isArray);
  if (branches) {
    const types = branches.map((b, i) => walkNode(w, b, depth + 1, `${at}.anyOf[${i}]`).type);
    return unionOf(types);
  }
  if (isJsonObject(schema.properties) || isJsonObject(schema.additionalProperties)) return 'object';
  if (schema.items !== undefined) return 'array';
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return unionOf(schema.enum.map(jsonTypeOf));
  return 'any';
}

function unionOf(types: string[]): string {
  const unique = [...new Set(types.flatMap((t) => t.split('|')))].sort();
  if (unique.length === 0) return 'any';
  return unique.join('|');
}

/** JSON type of a value, as inferred from data (also used for sample state). */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'object') return 'object';
  return typeof value;
}

function enumValues(w: Walk, schema: Json, at: string): string[] | undefined {
  if (!Array.isArray(schema.enum)) return undefined;
  const all = schema.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? 'null'));
  if (all.length <= w.limits.maxEnumValues) return all;
  w.warn('enum_cut', `${at}.enum`, `enum of ${all.length} values cut to ${w.limits.maxEnumValues} in the canonical form`);
  return all.slice(0, w.limits.maxEnumValues);
}

function walkProperties(w: Walk, schema: Json, depth: number, at: string): PropertyNode[] | undefined {
  if (!isJsonObject(schema.properties)) return undefined;
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : []);
  const properties = schema.properties;
  const names = Object.keys(properties).sort(compareCodeUnits);
  return names.map((name) => ({
    name,
    // JSON Schema draft 3 (old Swagger exports, some generators) marks a property itself `required: true`.
    required: required.has(name) || (isJsonObject(properties[name]) && (properties[name] as Json).required === true),
    node: walkNode(w, properties[name], depth + 1, `${at}.properties.${name}`),
  }));
}

function walkRef(w: Walk, schema: Json, depth: number, at: string): SchemaNode {
  const ref = schema.$ref as string;
  const name = ref.split('/').pop() || ref;
  if (!ref.startsWith('#')) {
    w.warn('remote_ref', at, `$ref ${ref} is not local and is not fetched`);
    return { type: 'any', recursive: name };
  }
  if (w.expanding.includes(ref)) return { type: 'object', recursive: name };
  const target = followAliases(w, ref, at);
  if (target === undefined) {
    w.warn('dangling_ref', at, `$ref ${ref} points at nothing in the schema`);
    return { type: 'any', recursive: name };
  }
  w.expanding.push(ref);
  try {
    const node = walkNode(w, target, depth + 1, at);
    const description = describe(schema);
    return description ? { ...node, description } : node;
  } finally {
    w.expanding.pop();
  }
}

/** Resolves `ref`, following refs that point at bare refs; a loop among those has no schema behind it. */
function followAliases(w: Walk, ref: string, at: string): unknown {
  const seen = new Set<string>();
  let current = ref;
  for (;;) {
    if (seen.has(current)) {
      throw new RecordProblem('ref_cycle', at, `$ref cycle with no schema behind it: ${[...seen, current].join(' -> ')}`);
    }
    seen.add(current);
    const target = resolvePointer(w.root, current);
    // Siblings of `$ref` do not add structure (JSON Schema draft 7), so any target with a local `$ref` is an alias.
    if (isJsonObject(target) && typeof target.$ref === 'string' && target.$ref.startsWith('#')) {
      current = target.$ref;
      continue;
    }
    return target;
  }
}

/** Resolves a local JSON pointer (`#/definitions/Node`, with `~0`/`~1` escapes) against the schema root. */
function resolvePointer(root: unknown, ref: string): unknown {
  const pointer = ref.slice(1);
  if (pointer === '' || pointer === '/') return root;
  let current: unknown = root;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isJsonObject(current) && Object.hasOwn(current, key)) current = current[key];
    else return undefined;
  }
  return current;
}
