import { describe, expect, it } from 'vitest';
import { INGEST_DEFAULTS } from '../core/defaults.js';
import { normalizeSchema, normalizeTypeName } from './jsonSchema.js';
import { RecordProblem, type Warning } from './problems.js';

function normalize(schema: unknown, limits = INGEST_DEFAULTS) {
  const warnings: Warning[] = [];
  const node = normalizeSchema(schema, 'parameters', limits, (code, field, message) => warnings.push({ code, field, message }));
  return { node, warnings };
}

function problemOf(fn: () => unknown): RecordProblem {
  try {
    fn();
  } catch (error) {
    if (error instanceof RecordProblem) return error;
    throw error;
  }
  throw new Error('expected a RecordProblem');
}

function nested(depth: number): unknown {
  let schema: unknown = { type: 'string' };
  for (let i = 0; i < depth; i++) schema = { type: 'object', properties: { child: schema } };
  return schema;
}

describe('normalizeTypeName', () => {
  it.each([
    ['dict', 'object'],
    ['float', 'number'],
    ['str', 'string'],
    ['Optional[str]', 'null|string'],
    ['List[int]', 'array'],
    ['Dict[str, Any]', 'object'],
    ['Union[int, str]', 'integer|string'],
    ['Literal["a"]', 'literal["a"]'],
  ])('%s → %s', (name, type) => expect(normalizeTypeName(name)).toBe(type));
});

describe('normalizeSchema', () => {
  it('reads BFCL dict schemas as objects, sorted by property name, with required flags', () => {
    const { node } = normalize({ type: 'dict', properties: { b: { type: 'float' }, a: { type: 'str', description: ' the  a ' } }, required: ['a'] });
    expect(node).toEqual({
      type: 'object',
      properties: [
        { name: 'a', required: true, node: { type: 'string', description: 'the a' } },
        { name: 'b', required: false, node: { type: 'number' } },
      ],
    });
  });

  it("reads draft 3's `required: true` on a property, in a schema and in a properties map alone", () => {
    const { node } = normalize({ type: 'object', properties: { a: { type: 'string', required: true }, b: { type: 'integer', required: false } } });
    expect(node.properties?.map((p) => [p.name, p.required])).toEqual([['a', true], ['b', false]]);
    const tool = normalizeSchema({ folder_name: { type: 'string', required: true }, parent: { type: 'string' } }, 'parameters', INGEST_DEFAULTS, () => undefined, { toolParameters: true });
    expect(tool.properties?.map((p) => [p.name, p.required])).toEqual([['folder_name', true], ['parent', false]]);
  });

  it('names recursion through a $ref instead of expanding it', () => {
    const tree = { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#' } } } };
    const { node } = normalize(tree);
    expect(node.properties?.[0]?.node.items).toEqual({ type: 'object', recursive: '#' });
  });

  it('resolves $defs and names a recursive definition', () => {
    const schema = {
      type: 'object',
      properties: { head: { $ref: '#/$defs/Node' } },
      $defs: { Node: { type: 'object', properties: { value: { type: 'integer' }, next: { $ref: '#/$defs/Node' } } } },
    };
    const next = normalize(schema).node.properties?.[0]?.node.properties?.find((p) => p.name === 'next');
    expect(next?.node).toEqual({ type: 'object', recursive: 'Node' });
  });

  it('rejects a $ref cycle with no schema behind it', () => {
    const schema = { type: 'object', properties: { x: { $ref: '#/$defs/A' } }, $defs: { A: { $ref: '#/$defs/B' }, B: { $ref: '#/$defs/A' } } };
    const problem = problemOf(() => normalize(schema));
    expect(problem.code).toBe('ref_cycle');
    expect(problem.message).toContain('#/$defs/A -> #/$defs/B -> #/$defs/A');
  });

  it('warns about a dangling $ref and keeps going', () => {
    const { node, warnings } = normalize({ type: 'object', properties: { x: { $ref: '#/$defs/Missing' } } });
    expect(node.properties?.[0]?.node.type).toBe('any');
    expect(warnings.map((w) => w.code)).toEqual(['dangling_ref']);
  });

  it('accepts the nesting real schemas use and rejects depth 1000 with the place', () => {
    expect(() => normalize(nested(20))).not.toThrow();
    const problem = problemOf(() => normalize(nested(1000)));
    expect(problem.code).toBe('schema_too_deep');
    expect(problem.field).toMatch(/^parameters\.properties\.child\.properties\.child/);
  });

  it('stops a schema whose $refs expand exponentially', () => {
    const defs: Record<string, unknown> = { L0: { type: 'string' } };
    for (let i = 1; i <= 12; i++) {
      defs[`L${i}`] = { type: 'object', properties: Object.fromEntries([...'abcdefgh'].map((k) => [k, { $ref: `#/$defs/L${i - 1}` }])) };
    }
    const problem = problemOf(() => normalize({ $ref: '#/$defs/L12', $defs: defs }));
    expect(problem.code).toBe('schema_too_large');
  });

  it('infers types from keywords and unions anyOf branches', () => {
    expect(normalize({ anyOf: [{ type: 'string' }, { type: 'null' }] }).node.type).toBe('null|string');
    expect(normalize({ properties: {} }).node.type).toBe('object');
    expect(normalize({ enum: [1, 2] }).node).toEqual({ type: 'integer', enum: ['1', '2'] });
  });
});
