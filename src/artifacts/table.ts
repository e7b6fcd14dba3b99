// A table artifact: rows that one stage writes and later stages read, in two forms. `<name>.jsonl` holds the
// rows for machines (one JSON object per line, typed, the text as written) and is the only form any stage
// reads back; `<name>.csv` is the same rows rendered for people (formula-neutralised, core/csv.ts) and is
// never parsed by envsieve.
import { z } from 'zod';
import type { Column } from './columns.js';

export type Columns = Readonly<Record<string, Column>>;

export interface Table<C extends Columns = Columns> {
  /** The file stem: `<name>.jsonl` and `<name>.csv`. */
  name: string;
  /** The stage (or command) that writes it. */
  stage: string;
  /** Columns in CSV order; a producer's cells come in this order. */
  columns: C;
  /** One line for the generated artifact docs. */
  about: string;
}

export type Row<T extends Table> = { [K in keyof T['columns']]: z.output<T['columns'][K]['schema']> };

export const rowsFile = (table: Table): string => `${table.name}.jsonl`;
export const csvFile = (table: Table): string => `${table.name}.csv`;

export function defineTable<const C extends Columns>(table: Table<C>): Table<C> {
  return Object.freeze(table);
}

const schemas = new WeakMap<Table, z.ZodType>();

/** The row schema of a table, built once from its columns. */
export function rowSchema<T extends Table>(table: T): z.ZodType<Row<T>> {
  let schema = schemas.get(table);
  if (!schema) {
    schema = z.object(Object.fromEntries(Object.entries(table.columns).map(([name, column]) => [name, column.schema])));
    schemas.set(table, schema);
  }
  return schema as z.ZodType<Row<T>>;
}
