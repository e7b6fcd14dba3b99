// Reads SQL DDL text (`CREATE TABLE ...`) into state tables: table names, column names, types, NOT NULL and
// foreign keys. Written here rather than with node-sql-parser, the maintained SQL parser: tried on the real
// Agent World Model run it rejected 1 of 159 SQLite DDLs (a CHECK ... IN list), it must be told the dialect
// up front, and it weighs 89 MB; envsieve needs only tables and columns, which a tolerant tokenizer takes
// from any dialect (SQLite, PostgreSQL, MySQL) without judging the rest of the statement.
import type { PropertyNode, SchemaNode, StateTable } from '../core/types.js';
import { RecordProblem, type WarnFn } from './problems.js';
import { closingBracket, compareCodeUnits, splitTopLevel } from '../core/text.js';

const CREATE_TABLE =
  /\bcreate\s+(?:or\s+replace\s+)?(?:(?:global|local)\s+)?(?:temp(?:orary)?\s+|unlogged\s+|virtual\s+)?table\s+(?:if\s+not\s+exists\s+)?/gi;
const TABLE_CONSTRAINT = new Set(['constraint', 'primary', 'foreign', 'unique', 'check', 'key', 'index', 'exclude', 'fulltext', 'spatial', 'period']);
const COLUMN_CONSTRAINT = new Set([
  'not', 'null', 'primary', 'unique', 'default', 'references', 'check', 'constraint', 'collate', 'generated',
  'autoincrement', 'auto_increment', 'identity', 'as', 'on', 'comment', 'unsigned', 'zerofill',
]);

/** Tables defined by `text`; throws when the text holds no CREATE TABLE at all (it is not DDL). */
export function parseDdl(text: string, field: string, warn: WarnFn): StateTable[] {
  const sql = stripComments(text);
  const enums = enumTypes(sql);
  const tables: StateTable[] = [];
  CREATE_TABLE.lastIndex = 0;
  for (let match = CREATE_TABLE.exec(sql); match; match = CREATE_TABLE.exec(sql)) {
    const start = match.index + match[0].length;
    const { name, rest } = readName(sql, start);
    if (!name) throw new RecordProblem('invalid_ddl', field, `CREATE TABLE at offset ${match.index} has no table name`);
    const open = sql.slice(rest).search(/\S/) + rest;
    if (sql[open] !== '(') {
      warn('ddl_without_columns', field, `table ${name} has no column list (CREATE TABLE ... AS?)`);
      tables.push({ name, description: '', fields: [] });
      continue;
    }
    let close = matchingParen(sql, open);
    if (close < 0) {
      // Generated DDL sometimes drops the table's closing parenthesis (seen in a real Agent World Model run);
      // the columns are still all there, so read up to the end of the statement rather than lose the table.
      const end = sql.indexOf(';', open);
      close = end < 0 ? sql.length : end;
      warn('ddl_unbalanced', field, `CREATE TABLE ${name}: unbalanced parentheses; columns read up to the end of the statement`);
    }
    tables.push({ name, description: '', fields: readColumns(sql.slice(open + 1, close), enums) });
    CREATE_TABLE.lastIndex = close;
  }
  if (tables.length === 0) {
    throw new RecordProblem('not_ddl', field, 'text is not SQL DDL: no CREATE TABLE statement found');
  }
  const other = splitTopLevelSql(sql, ';').filter((s) => !/\bcreate\s+[\w\s]*table\b/i.test(s)).length;
  if (other > 0) warn('ddl_statements_skipped', field, `${other} statement(s) other than CREATE TABLE were skipped`);
  return tables;
}

/**
 * PostgreSQL's enumerated types (`CREATE TYPE order_state AS ENUM ('pending', 'shipped')`), by name, lower-cased:
 * a column of such a type reads as a string of those values, as the same column given in JSON Schema would.
 */
function enumTypes(sql: string): Map<string, string[]> {
  const types = new Map<string, string[]>();
  const re = /\bcreate\s+type\s+((?:"[^"]*"|[\w$]+)(?:\s*\.\s*(?:"[^"]*"|[\w$]+))*)\s+as\s+enum\s*\(([^)]*)\)/gi;
  for (const m of sql.matchAll(re)) {
    const name = unquote((m[1] ?? '').split('.').pop() ?? '').toLowerCase();
    const values = quotedValues(m[2] ?? '');
    if (name && values.length > 0) types.set(name, values);
  }
  return types;
}

function stripComments(sql: string): string {
  return sql.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
}

/** Reads a possibly quoted, possibly schema-qualified name; returns the last part unquoted. */
function readName(sql: string, from: number): { name: string; rest: number } {
  const re = /\s*((?:"[^"]*"|`[^`]*`|\[[^\]]*\]|[\w$]+)(?:\s*\.\s*(?:"[^"]*"|`[^`]*`|\[[^\]]*\]|[\w$]+))*)/y;
  re.lastIndex = from;
  const m = re.exec(sql);
  if (!m || !m[1]) return { name: '', rest: from };
  const parts = m[1].match(/"[^"]*"|`[^`]*`|\[[^\]]*\]|[\w$]+/g) ?? [m[1]];
  return { name: unquote(parts[parts.length - 1] ?? m[1]), rest: re.lastIndex };
}

function unquote(name: string): string {
  const t = name.trim();
  if (/^(".*"|`.*`|\[.*\])$/s.test(t)) return t.slice(1, -1);
  return t;
}

/** Index of the parenthesis closing the one at `open`, skipping quoted text (a quote doubled, not escaped); -1 if none. */
function matchingParen(sql: string, open: number): number {
  return closingBracket(sql, open, { open: '(', close: ')', quotes: `'"\`` });
}

/**
 * A column list split at its top-level commas, or a script at its statements' semicolons: outside quoted text
 * (a column COMMENT may hold either) and parentheses; empty parts dropped.
 */
function splitTopLevelSql(body: string, separator = ','): string[] {
  return splitTopLevel(body, separator, { open: '(', close: ')', quotes: `'"\`` })
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

function readColumns(body: string, enums: Map<string, string[]>): PropertyNode[] {
  const columns = new Map<string, PropertyNode>();
  const primaryKeys = new Set<string>();
  const foreignKeys: Array<{ column: string; references: string }> = [];
  for (const part of splitTopLevelSql(body)) {
    const first = /^\s*(\S+)/.exec(part)?.[1]?.toLowerCase() ?? '';
    if (TABLE_CONSTRAINT.has(first)) {
      const pk = /primary\s+key\s*\(([^)]*)\)/i.exec(part);
      for (const col of pk?.[1]?.split(',') ?? []) primaryKeys.add(unquote(col));
      // A table-level foreign key of one column says what an inline REFERENCES says (MySQL writes only these).
      const fk = /foreign\s+key\s*\(([^),]*)\)\s*references\s+((?:"[^"]*"|`[^`]*`|[\w$.]+))\s*(?:\(([^)]*)\))?/i.exec(part);
      if (fk) foreignKeys.push({ column: unquote(fk[1] ?? ''), references: references(fk[2] ?? '', fk[3]) });
      continue;
    }
    const column = readColumn(part, enums);
    if (column) columns.set(column.name, column);
  }
  for (const key of primaryKeys) {
    const column = columns.get(key);
    if (column) column.required = true;
  }
  for (const { column: key, references: description } of foreignKeys) {
    const column = columns.get(key);
    if (column && !column.node.description) column.node = { ...column.node, description };
  }
  return [...columns.values()].sort((a, b) => compareCodeUnits(a.name, b.name));
}

/** `references users(user_id)`: a foreign key as a column's description. */
function references(table: string, columns: string | undefined): string {
  return `references ${unquote(table)}${columns ? `(${columns.split(',').map(unquote).join(', ')})` : ''}`;
}

function readColumn(part: string, enums: Map<string, string[]>): PropertyNode | undefined {
  const { name, rest } = readName(part, 0);
  if (!name) return undefined;
  const words = part.slice(rest).trim();
  const typeWords: string[] = [];
  for (const token of words.match(/[\w$]+(?:\s*\([^)]*\))?|\S/g) ?? []) {
    if (COLUMN_CONSTRAINT.has(token.toLowerCase().replace(/\s*\(.*$/s, ''))) break;
    typeWords.push(token.replace(/\s+/g, ''));
  }
  const sqlType = typeWords.join(' ').toLowerCase();
  const required = /\bnot\s+null\b|\bprimary\s+key\b/i.test(words);
  const ref = /\breferences\s+((?:"[^"]*"|`[^`]*`|[\w$.]+))\s*(?:\(([^)]*)\))?/i.exec(words);
  const description = ref ? references(ref[1] ?? '', ref[2]) : '';
  return { name, required, node: { ...columnType(sqlType, words, enums), ...(description ? { description } : {}) } };
}

/**
 * A column's type as JSON Schema reads it: an enumerated type's name as a string of its values (PostgreSQL's
 * CREATE TYPE … AS ENUM, MySQL's inline `enum('a','b')` as `written`), `text[]` as an array of strings, else
 * jsonTypeOfSql.
 */
function columnType(sql: string, written: string, enums: Map<string, string[]>): SchemaNode {
  const array = /^(.*?)\s*(\[\s*\d*\s*\])+$/.exec(sql);
  if (array) return { type: 'array', items: columnType(array[1] ?? '', '', enums) };
  const named = enums.get((sql.split('.').pop() ?? '').replace(/"/g, '').trim());
  if (named) return { type: 'string', enum: named };
  // The values as written (case and spaces kept), not from the lower-cased, joined type words.
  const inline = /^(?:enum|set)\s*\(([^)]*)\)/i.exec(written);
  const values = quotedValues(inline?.[1] ?? '');
  if (values.length > 0) return { type: 'string', enum: values };
  return { type: jsonTypeOfSql(sql) };
}

/** The single-quoted SQL strings of a value list, `''` read as a quote. */
function quotedValues(list: string): string[] {
  return [...list.matchAll(/'((?:[^']|'')*)'/g)].map((v) => (v[1] ?? '').replace(/''/g, "'"));
}

const SQL_TYPES: Array<[RegExp, string]> = [
  [/^(tiny|small|medium|big)?int(eger)?\d*\b|^(small|big)?serial\b|^long\b/, 'integer'],
  [/^(real|float\d*|double( precision)?|numeric|decimal|dec|number|money)\b/, 'number'],
  [/^(bool|boolean|bit)\b/, 'boolean'],
  [/^(n?(var)?char|character( varying)?|n?text|clob|string|uuid|citext|tinytext|mediumtext|longtext|enum)\b/, 'string'],
  [/^(json|jsonb)\b/, 'object'],
  [/^(blob|bytea|binary|varbinary)\b/, 'binary'],
];

/**
 * The JSON type of an SQL column type (`VARCHAR(64)` → string, `BIGINT` → integer), so that a table given
 * as DDL reads like the same table given as JSON Schema; dates and unknown types keep their SQL name.
 */
export function jsonTypeOfSql(sql: string): string {
  if (!sql) return 'any';
  return SQL_TYPES.find(([re]) => re.test(sql))?.[1] ?? sql.replace(/\s*\(.*$/s, '');
}
