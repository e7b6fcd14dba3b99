import { describe, expect, it } from 'vitest';
import { INGEST_DEFAULTS } from '../core/defaults.js';
import { readState } from './state.js';

const read = (schema: unknown, sample?: unknown) => readState(schema, sample, INGEST_DEFAULTS, () => {});
const summary = (schema: unknown, sample?: unknown) => {
  const state = read(schema, sample);
  return state && { format: state.format, tables: state.tables.map((t) => [t.name, t.fields.map((f) => `${f.name}:${f.node.type}`)]) };
};

describe('readState', () => {
  it.each([
    [
      'a map of table schemas (tau-bench)',
      { users: { type: 'object', properties: { email: { type: 'string' } }, 'x-count': 500 } },
      { format: 'tables', tables: [['users', ['email:string']]] },
    ],
    [
      'a JSON Schema root whose properties are entities (BFCL, ACEBench)',
      { type: 'object', properties: { BaseApi: { type: 'object', properties: { wifi: { type: 'boolean' } } } } },
      { format: 'json-schema', tables: [['BaseApi', ['wifi:boolean']]] },
    ],
    [
      'class summaries with fields (tau2-bench)',
      { Address: { fields: { zip: { type: 'str', description: 'Postal code' }, city: { type: 'Optional[str]' } }, bases: ['BaseModel'], doc: null } },
      { format: 'classes', tables: [['Address', ['city:null|string', 'zip:string']]] },
    ],
    [
      'DDL text',
      'CREATE TABLE t (a INTEGER NOT NULL, b TEXT);',
      { format: 'sql-ddl', tables: [['t', ['a:integer', 'b:string']]] },
    ],
    [
      'a list of DDL statements (Agent World Model)',
      { dialect: 'sqlite', tables: [{ name: 't', ddl: 'CREATE TABLE t (a INTEGER);' }, { name: 'u', ddl: 'CREATE TABLE u (b TEXT);' }] },
      { format: 'sql-ddl', tables: [['t', ['a:integer']], ['u', ['b:string']]] },
    ],
    [
      'sample data: rows as a list and as a map keyed by id',
      {
        orders: [{ id: 'o1', total: 9.5, items: ['a'] }, { id: 'o2', total: 3, note: null }],
        users: { u1: { name: 'Ann', age: 30 }, u2: { name: 'Bo', age: 41 } },
      },
      {
        format: 'sample',
        tables: [
          ['orders', ['id:string', 'items:array', 'note:null', 'total:integer|number']],
          ['users', ['age:integer', 'name:string']],
        ],
      },
    ],
  ])('reads %s', (_name, schema, expected) => {
    expect(summary(schema)).toEqual(expected);
  });

  it('keeps the row count a source states', () => {
    expect(read({ users: { type: 'object', properties: {}, 'x-count': 500 } })?.tables[0]?.rows).toBe(500);
  });

  it('reads sample state given in the `state` field when there is no schema', () => {
    expect(summary(undefined, { meal_plan: { mon: 'r1', tue: null } })).toEqual({ format: 'sample', tables: [['meal_plan', ['mon:string', 'tue:null']]] });
  });

  it('treats no schema and an empty object as no state', () => {
    expect(read(null)).toBeNull();
    expect(read({})).toBeNull();
  });
});
