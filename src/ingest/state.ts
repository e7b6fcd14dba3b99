// Reads an environment's state schema, whatever form it was given in, into a list of state tables:
// SQL DDL text, `{dialect, tables: [{name, ddl}]}` (Agent World Model), a JSON Schema whose properties are
// the entities (BFCL, ACEBench), a map of table schemas (tau-bench, `x-count` rows), a map of class
// summaries with `fields` (tau2-bench), or sample data from which a schema is inferred.
import type { IngestLimits } from '../core/defaults.js';
import type { SchemaNode, StateSchema, StateTable } from '../core/types.js';
import { parseDdl } from './ddl.js';
import { compareCodeUnits } from '../core/text.js';
import { normalizeSchema } from './jsonSchema.js';
import { RecordProblem, type WarnFn } from './problems.js';
import { inferSchema } from './sampleState.js';
import { isJsonObject } from '../core/json.js';

type Json = Record<string, unknown>;
const SCHEMA_KEYWORDS = ['type', 'properties', 'items', '$ref', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'enum'];

function looksLikeSchema(value: unknown): boolean {
  return isJsonObject(value) && SCHEMA_KEYWORDS.some((k) => k in value);
}

/** The state schema of a record; `sample` is sample state data given beside or instead of a schema. */
export function readState(schema: unknown, sample: unknown, limits: IngestLimits, warn: WarnFn, options: { unreadDdl?: 'warn' | 'reject' } = {}): StateSchema | null {
  if (schema !== undefined && schema !== null) return readSchema(schema, 'state_schema', limits, warn, options.unreadDdl ?? 'warn');
  if (sample !== undefined && sample !== null) return fromSample(sample, 'state', limits, warn);
  return null;
}

function readSchema(schema: unknown, field: string, limits: IngestLimits, warn: WarnFn, unreadDdl: 'warn' | 'reject'): StateSchema | null {
  if (typeof schema === 'string') {
    const tables = readDdl(schema, field, warn, unreadDdl);
    return tables.length > 0 ? { format: 'sql-ddl', tables } : null;
  }
  if (!isJsonObject(schema)) {
    throw new RecordProblem('invalid_field', field, `expected a schema object or DDL text, got ${Array.isArray(schema) ? 'an array' : typeof schema}`);
  }
  if (Array.isArray(schema.tables)) {
    const format = schema.tables.length > 0 && schema.tables.every(isDynamoTable) ? 'dynamodb' : 'sql-ddl';
    return { format, tables: ddlTables(schema.tables, `${field}.tables`, limits, warn, unreadDdl) };
  }
  if (schema.type === 'object' && isJsonObject(schema.properties)) {
    return { format: 'json-schema', tables: schemaTables(schema.properties, `${field}.properties`, limits, warn, schema) };
  }
  const entries = Object.entries(schema);
  if (entries.length === 0) return null;
  if (entries.every(([, v]) => isJsonObject(v) && isJsonObject(v.fields))) {
    return { format: 'classes', tables: classTables(schema, field, limits, warn) };
  }
  if (entries.every(([, v]) => looksLikeSchema(v))) {
    return { format: 'tables', tables: schemaTables(schema, field, limits, warn, schema) };
  }
  return fromSample(schema, field, limits, warn);
}

function fromSample(sample: unknown, field: string, limits: IngestLimits, warn: WarnFn): StateSchema | null {
  const inferred = inferSchema(sample, 0, limits.maxSchemaDepth);
  const tables = isJsonObject(inferred.properties)
    ? schemaTables(inferred.properties, field, limits, warn)
    : [table('state', normalizeSchema(inferred, field, limits, warn))];
  // Text of another language (TypeScript, Prisma, GraphQL) wrapped in an object reads as sample data of a few
  // string fields: tables without one field say the state was not understood.
  if (tables.length > 0 && tables.every((t) => t.fields.length === 0)) {
    warn('state_unrecognized', field, `read as sample data, but none of its ${tables.length} entries has fields; the state says nothing comparable`);
  }
  return tables.length > 0 ? { format: 'sample', tables } : null;
}

/**
 * SQL DDL's tables; for text that is no DDL (a Prisma schema, TypeScript interfaces, GraphQL SDL), with
 * `unreadDdl` `warn`, none, warned about (`state_unrecognized`): the environment's tools and tasks are still
 * audited, where rejecting the record lost them too. With `reject`, parseDdl's `not_ddl`.
 */
function readDdl(sql: string, field: string, warn: WarnFn, unreadDdl: 'warn' | 'reject'): StateTable[] {
  if (unreadDdl === 'reject') return parseDdl(sql, field, warn);
  try {
    return parseDdl(sql, field, warn);
  } catch (problem) {
    if (!(problem instanceof RecordProblem) || problem.code !== 'not_ddl') throw problem;
    warn('state_unrecognized', field, `${problem.message}; the state is not read (SQL DDL, JSON Schema, table maps, class summaries and sample data are)`);
    return [];
  }
}

/**
 * A list of tables: each DDL text (`{ddl}`, `{sql}` or the text itself) or a DynamoDB table description (what
 * `describe-table` and CreateTable write: `TableName`, `KeySchema`, `AttributeDefinitions`). An entry of neither
 * kind is warned about and left out when the environment has tools or tasks to audit (the 187th held-out part's
 * DynamoDB tables had rejected their environment, with its five rewrites, whole); alone, it rejects the record.
 */
function ddlTables(entries: unknown[], field: string, limits: IngestLimits, warn: WarnFn, unreadDdl: 'warn' | 'reject'): StateTable[] {
  return entries.flatMap((entry, i) => {
    if (isDynamoTable(entry)) return [dynamoTable(entry, `${field}[${i}]`, limits, warn)];
    const ddl = isJsonObject(entry) ? entry.ddl ?? entry.sql : entry;
    if (typeof ddl !== 'string') {
      if (unreadDdl === 'reject') throw new RecordProblem('invalid_field', `${field}[${i}].ddl`, 'expected DDL text');
      warn('state_unrecognized', `${field}[${i}]`, 'expected DDL text or a DynamoDB table description; this table is not read');
      return [];
    }
    return readDdl(ddl, `${field}[${i}].ddl`, warn, unreadDdl);
  });
}

function isDynamoTable(entry: unknown): entry is Json {
  return isJsonObject(entry) && typeof entry.TableName === 'string' && Array.isArray(entry.AttributeDefinitions);
}

/** DynamoDB's attribute types as JSON Schema's: strings, numbers and binary (base64 text), and their sets. */
const DYNAMO_TYPES: Readonly<Record<string, Json>> = { S: { type: 'string' }, N: { type: 'number' }, B: { type: 'string' }, SS: { type: 'array', items: { type: 'string' } }, NS: { type: 'array', items: { type: 'number' } }, BS: { type: 'array', items: { type: 'string' } } };

/** A DynamoDB table description as a table of its declared attributes, its key attributes required. */
function dynamoTable(entry: Json, field: string, limits: IngestLimits, warn: WarnFn): StateTable {
  const properties: Json = {};
  for (const definition of entry.AttributeDefinitions as unknown[]) {
    if (!isJsonObject(definition) || typeof definition.AttributeName !== 'string') continue;
    properties[definition.AttributeName] = DYNAMO_TYPES[String(definition.AttributeType)] ?? {};
  }
  const keys = Array.isArray(entry.KeySchema) ? entry.KeySchema.flatMap((k) => (isJsonObject(k) && typeof k.AttributeName === 'string' ? [k.AttributeName] : [])) : [];
  const out = table(entry.TableName as string, normalizeSchema({ type: 'object', properties, required: keys.filter((k) => k in properties) }, `${field}.AttributeDefinitions`, limits, warn));
  if (typeof entry.ItemCount === 'number' && Number.isFinite(entry.ItemCount)) out.rows = entry.ItemCount;
  return out;
}

function schemaTables(entities: Json, field: string, limits: IngestLimits, warn: WarnFn, root?: Json): StateTable[] {
  return Object.keys(entities)
    .sort(compareCodeUnits)
    .map((name) => {
      const raw = entities[name];
      const out = table(name, normalizeSchema(raw, `${field}.${name}`, limits, warn, root ? { root } : {}));
      const rows = isJsonObject(raw) ? raw['x-count'] : undefined;
      if (typeof rows === 'number' && Number.isFinite(rows)) out.rows = rows;
      return out;
    });
}

/** tau2-bench's data-model summaries: `{Class: {fields: {f: {type, description}}, doc}}`. */
function classTables(classes: Json, field: string, limits: IngestLimits, warn: WarnFn): StateTable[] {
  return Object.keys(classes)
    .sort(compareCodeUnits)
    .map((name) => {
      const entry = classes[name] as Json;
      const fields = entry.fields as Json;
      const properties: Json = {};
      for (const [key, spec] of Object.entries(fields)) {
        properties[key] = isJsonObject(spec) ? { type: spec.type, description: spec.description } : { type: spec };
      }
      const node = normalizeSchema({ type: 'object', properties }, `${field}.${name}.fields`, limits, warn);
      const doc = typeof entry.doc === 'string' ? entry.doc : '';
      return { ...table(name, node), description: doc.replace(/\s+/g, ' ').trim() };
    });
}

/** A table from its schema node: the row's fields, whether rows are a list, a keyed map, or one object. */
function table(name: string, node: SchemaNode): StateTable {
  const row = node.items ?? node.additional ?? node;
  return { name, description: node.description ?? '', fields: row.properties ?? [] };
}
