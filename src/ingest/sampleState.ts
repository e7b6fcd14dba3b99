// Infers a JSON Schema from sample state data (an initial database as JSON), so that a generator that ships
// data instead of a schema still gets a state facet. Rows are sampled, not all read: a schema is settled by
// the first rows, and a million-row table must not cost a million merges.
import { jsonTypeOf } from './jsonSchema.js';
import { isJsonObject } from '../core/json.js';

const ROWS_SAMPLED = 50;
type Schema = Record<string, unknown>;

/**
 * A JSON Schema describing `value`. An object whose values are all objects with mostly the same keys is read
 * as a table keyed by id (`{"u1": {...}, "u2": {...}}`), as tau-bench stores its data.
 */
export function inferSchema(value: unknown, depth = 0, maxDepth = 64): Schema {
  if (depth > maxDepth) return { type: 'any' };
  if (Array.isArray(value)) {
    return { type: 'array', items: mergeAll(value.slice(0, ROWS_SAMPLED).map((v) => inferSchema(v, depth + 1, maxDepth))) };
  }
  if (!isJsonObject(value)) return { type: jsonTypeOf(value) };
  if (isKeyedTable(value)) {
    const rows = Object.values(value).slice(0, ROWS_SAMPLED);
    return { type: 'object', additionalProperties: mergeAll(rows.map((v) => inferSchema(v, depth + 1, maxDepth))) };
  }
  const properties: Record<string, Schema> = {};
  for (const [key, child] of Object.entries(value)) properties[key] = inferSchema(child, depth + 1, maxDepth);
  return { type: 'object', properties };
}

function isKeyedTable(value: Record<string, unknown>): boolean {
  const rows = Object.values(value).slice(0, ROWS_SAMPLED);
  if (rows.length < 2 || !rows.every(isJsonObject)) return false;
  const first = new Set(Object.keys(rows[0] as object));
  return rows.every((row) => {
    const keys = Object.keys(row as object);
    const shared = keys.filter((k) => first.has(k)).length;
    return shared / Math.max(keys.length, first.size, 1) >= 0.5;
  });
}

function mergeAll(schemas: Schema[]): Schema {
  if (schemas.length === 0) return { type: 'any' };
  return schemas.reduce(merge);
}

/** Union of two inferred schemas: types joined, properties merged (a field present in any row is listed). */
function merge(a: Schema, b: Schema): Schema {
  const types = new Set([...String(a.type).split('|'), ...String(b.type).split('|')]);
  if (types.size > 1) types.delete('null');
  const out: Schema = { type: [...types].sort().join('|') };
  if (isJsonObject(a.properties) || isJsonObject(b.properties)) {
    const props: Record<string, Schema> = { ...((a.properties as Record<string, Schema>) ?? {}) };
    for (const [key, schema] of Object.entries((b.properties as Record<string, Schema>) ?? {})) {
      props[key] = props[key] ? merge(props[key], schema) : schema;
    }
    out.properties = props;
  }
  const items = [a.items, b.items].filter(isJsonObject) as Schema[];
  if (items.length > 0) out.items = mergeAll(items);
  const additional = [a.additionalProperties, b.additionalProperties].filter(isJsonObject) as Schema[];
  if (additional.length > 0) out.additionalProperties = mergeAll(additional);
  return out;
}
