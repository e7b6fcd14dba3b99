// Writing and reading table artifacts. A producer hands over its rows once, as cells in column order; both
// forms are written from them: the rows file that stages read back, and the CSV render for people (its cells
// exactly the producer's, so the CSV is what it always was). Readers get typed rows validated with the
// table's schema; a missing or broken rows file names the file, the line and the stage that writes it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeCsvAtomic, type Cell } from '../core/csv.js';
import { EnvsieveError } from '../core/errors.js';
import { forEachLine } from '../core/jsonLines.js';
import { writeFileAtomic } from '../core/io.js';
import { csvFile, rowSchema, rowsFile, type Row, type Table } from './table.js';

/** Writes `<name>.jsonl` and its render `<name>.csv`; `cells` are rows of cells in the table's column order. */
export async function writeTable(runDir: string, table: Table, cells: readonly Cell[][]): Promise<void> {
  const columns = Object.entries(table.columns);
  const lines = cells.map((row) => JSON.stringify(Object.fromEntries(columns.map(([name, column], i) => [name, column.value(row[i])]))));
  await writeFileAtomic(join(runDir, rowsFile(table)), lines.length > 0 ? `${lines.join('\n')}\n` : '');
  await writeCsvAtomic(join(runDir, csvFile(table)), Object.keys(table.columns), cells as Cell[][]);
}

export interface ReadOptions {
  /** The stage reading, named in errors. */
  stage: string;
}

/** The table's rows; `null` when `optional` and its stage has not run. */
export async function readTable<T extends Table>(runDir: string, table: T, o: ReadOptions): Promise<Row<T>[]>;
export async function readTable<T extends Table>(runDir: string, table: T, o: ReadOptions & { optional: true }): Promise<Row<T>[] | null>;
export async function readTable<T extends Table>(runDir: string, table: T, o: ReadOptions & { optional?: boolean }): Promise<Row<T>[] | null> {
  const file = join(runDir, rowsFile(table));
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new EnvsieveError('input_unreadable', `cannot read ${rowsFile(table)}: ${(cause as Error).message}`, { stage: o.stage, place: { file }, cause });
    }
    if (o.optional) return null;
    throw new EnvsieveError('artifact_missing', `no ${rowsFile(table)} in the run directory (run 'envsieve ${table.stage}' first)`, { stage: o.stage, place: { file: runDir }, cause });
  }
  const schema = rowSchema(table);
  const rows: Row<T>[] = [];
  forEachLine(bytes, (json, line) => {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch (cause) {
      throw broken(o.stage, file, line, table, `not valid JSON: ${(cause as Error).message}`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path.map(String).join('.') ?? '';
      throw broken(o.stage, file, line, table, `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid row'}`);
    }
    rows.push(parsed.data);
  });
  return rows;
}

function broken(stage: string, file: string, line: number, table: Table, detail: string): EnvsieveError {
  return new EnvsieveError('input_unreadable', `${detail} (re-run 'envsieve ${table.stage}')`, { stage, place: { file, line } });
}
