// The kinds of a table artifact's columns: for each, the zod schema a row's value is read back with and how a
// producer's cell becomes that value in the machine-readable rows. The CSV render of the same row keeps the
// cell as the producer gave it (core/csv.ts), so a column's kind never changes a CSV byte.
import { z } from 'zod';
import type { Cell } from '../core/csv.js';

export interface Column<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** The value the rows file holds for a producer's cell (what a CSV reader got back from the cell, typed). */
  value: (cell: Cell) => unknown;
  /** The kind, for the generated artifact docs. */
  kind: string;
}

// A number that is not finite is written as an empty CSV cell (core/csv.ts); the rows file says null.
const finiteOrNull = (cell: Cell): number | null => (typeof cell === 'number' && Number.isFinite(cell) ? cell : null);

export const text: Column<z.ZodString> = { schema: z.string(), value: (cell) => (cell === null || cell === undefined ? '' : String(cell)), kind: 'text' };

/** Text that may be absent (null; an empty CSV cell). */
export const optionalText: Column<z.ZodNullable<z.ZodString>> = {
  schema: z.string().nullable(),
  value: (cell) => (cell === null || cell === undefined || cell === '' ? null : String(cell)),
  kind: 'text or null',
};

export const number: Column<z.ZodNumber> = { schema: z.number(), value: finiteOrNull, kind: 'number' };

/** A number that may be absent: a facet one side lacks, a stratum without an interval. */
export const optionalNumber: Column<z.ZodNullable<z.ZodNumber>> = { schema: z.number().nullable(), value: finiteOrNull, kind: 'number or null' };

export const boolean: Column<z.ZodBoolean> = { schema: z.boolean(), value: (cell) => cell === true || cell === 'true', kind: 'boolean' };

export function oneOf<const T extends readonly [string, ...string[]]>(values: T): Column<z.ZodEnum<{ [K in T[number]]: K }>> {
  return { schema: z.enum(values) as never, value: (cell) => cell, kind: values.map((v) => `\`${v}\``).join(' | ') };
}

export const FLAGS = ['exact', 'near-duplicate', 'related', 'clean'] as const;
export const flag = oneOf(FLAGS);
