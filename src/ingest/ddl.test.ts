import { describe, expect, it } from 'vitest';
import { parseDdl } from './ddl.js';
import { RecordProblem, type Warning } from './problems.js';

function parse(sql: string) {
  const warnings: Warning[] = [];
  const tables = parseDdl(sql, 'state_schema', (code, field, message) => warnings.push({ code, field, message }));
  return { tables, warnings };
}

const columns = (sql: string) =>
  parse(sql).tables.map((t) => [t.name, t.fields.map((f) => `${f.name}:${f.node.type}${f.required ? '!' : ''}`)]);

describe('parseDdl', () => {
  it.each([
    [
      'SQLite with constraints, CHECK lists and foreign keys',
      "CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT UNIQUE NOT NULL, org_id INTEGER, kind TEXT CHECK (kind IN ('a','b')), FOREIGN KEY (org_id) REFERENCES orgs(id) ON DELETE SET NULL);",
      [['users', ['email:string!', 'id:integer!', 'kind:string', 'org_id:integer']]],
    ],
    [
      'PostgreSQL quoted, schema-qualified names and typed defaults',
      `CREATE TABLE IF NOT EXISTS public."Orders" ("Id" SERIAL PRIMARY KEY, total NUMERIC(10, 2) NOT NULL DEFAULT 0, meta JSONB DEFAULT '{}'::jsonb, created TIMESTAMP WITH TIME ZONE);`,
      [['Orders', ['Id:integer!', 'created:timestamp with time zone', 'meta:object', 'total:number!']]],
    ],
    [
      'MySQL backticks and a composite primary key',
      'CREATE TABLE `line_items` (`order_id` INT UNSIGNED NOT NULL, `sku` VARCHAR(64), `qty` INT, PRIMARY KEY (`order_id`, `sku`)) ENGINE=InnoDB;',
      [['line_items', ['order_id:integer!', 'qty:integer', 'sku:string!']]],
    ],
    [
      'several tables, comments, and other statements',
      '-- schema\nCREATE TABLE a (x TEXT); /* note, with (parens) */\nCREATE INDEX a_x ON a(x);\nCREATE TEMP TABLE b (y REAL);',
      [['a', ['x:string']], ['b', ['y:number']]],
    ],
  ])('%s', (_name, sql, expected) => {
    expect(columns(sql)).toEqual(expected);
  });

  it('records a foreign key in the column description', () => {
    const { tables } = parse('CREATE TABLE orders (user_id TEXT NOT NULL REFERENCES users(user_id));');
    expect(tables[0]?.fields[0]?.node.description).toBe('references users(user_id)');
  });

  it('reads the columns of a table whose closing parenthesis is missing, with a warning', () => {
    const { tables, warnings } = parse('CREATE TABLE q (id INTEGER, kind TEXT CHECK ((kind IN (1,2)) OR (kind IS NULL));');
    expect(tables[0]?.fields.map((f) => f.name)).toEqual(['id', 'kind']);
    expect(warnings.map((w) => w.code)).toEqual(['ddl_unbalanced']);
  });

  it.each([
    ['a query', 'SELECT * FROM users WHERE id = 1'],
    ['prose', 'the users table has an id and an email'],
    ['an insert', "INSERT INTO users VALUES (1, 'a')"],
  ])('rejects SQL that is not DDL: %s', (_name, sql) => {
    expect(() => parse(sql)).toThrow(RecordProblem);
    try {
      parse(sql);
    } catch (error) {
      expect((error as RecordProblem).code).toBe('not_ddl');
    }
  });
});

describe('parseDdl: what a column says beyond its name', () => {
  const field = (sql: string, table: string, column: string) => parse(sql).tables.find((t) => t.name === table)?.fields.find((f) => f.name === column)?.node;

  it('records a table-level foreign key as an inline one is recorded', () => {
    const sql = 'CREATE TABLE `bookings` (`id` INT, `member_id` INT NOT NULL, CONSTRAINT `fk_member` FOREIGN KEY (`member_id`) REFERENCES `members` (`id`)) ENGINE=InnoDB;';
    expect(field(sql, 'bookings', 'member_id')).toEqual({ type: 'integer', description: 'references members(id)' });
  });

  it("reads PostgreSQL's enumerated types, MySQL's inline enums and array types as JSON Schema would", () => {
    const sql = [
      "CREATE TYPE shop.order_state AS ENUM ('pending', 'processed', 'no longer needed');",
      "CREATE TABLE purchase_orders (id SERIAL PRIMARY KEY, state shop.order_state NOT NULL, tracking TEXT[], kind ENUM('Gift Card', 'card') DEFAULT 'card');",
    ].join('\n');
    expect(field(sql, 'purchase_orders', 'state')).toEqual({ type: 'string', enum: ['pending', 'processed', 'no longer needed'] });
    expect(field(sql, 'purchase_orders', 'tracking')).toEqual({ type: 'array', items: { type: 'string' } });
    expect(field(sql, 'purchase_orders', 'kind')).toEqual({ type: 'string', enum: ['Gift Card', 'card'] });
  });

  it('counts the statements it skipped without splitting one at a semicolon inside a quoted comment', () => {
    const { warnings } = parse("CREATE TABLE a (x TEXT COMMENT 'one; two'); CREATE INDEX a_x ON a(x);");
    expect(warnings.map((w) => w.message)).toEqual(['1 statement(s) other than CREATE TABLE were skipped']);
  });
});
