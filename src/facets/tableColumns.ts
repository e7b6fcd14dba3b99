// The prose columns of a text's tables, each one part of a task (passages.ts). A conversation exported from a
// database or a DataFrame comes as rows — a session id, a turn number, the turn's text — and a query tool wraps a
// long cell over continuation rows whose other cells are empty (psql, a Spark `show()`, a Markdown table). Each
// row alone is half a turn beside its keys, and the whole text is the report around the table; the column that
// holds the words, its cells joined top to bottom, is what was said (the 231st held-out part: a dbt failure's
// psql rows and a Deequ check's DataFrame of BFCL conversations, 0.06–0.09 whole).
import { foldWhitespace } from '../core/text.js';
import type { Passage } from '../core/types.js';

/** A table's border or rule: pipes, pluses, colons and dashes (`|---|:--|`, `+-----+`, `-----+-----`). */
const RULE = /^[\s|+:=-]*-{3}[\s|+:=-]*$/u;
/** Words a column's cells hold on average to be prose: keys, codes, counts and dates are one or two. */
const PROSE_WORDS = 4;

/** A line's cells when it is a table row (a `|` between two cells), its outer pipes and psql's wrap marks dropped. */
function cellsOf(line: string): string[] | null {
  if (!line.includes('|')) return null;
  const inner = line.trim().replace(/^\|/u, '').replace(/\|$/u, '');
  const cells = inner.split(/(?<!\\)\|/u).map((cell) => cell.trim().replace(/[^\S\n]\+$/u, '').trim());
  return cells.length >= 2 ? cells : null;
}

const wordsOf = (cell: string): number => (cell === '' ? 0 : cell.split(/\s+/u).length);

/**
 * For each run of two rows or more with as many cells each (rules between them allowed), the columns whose
 * non-empty cells hold `PROSE_WORDS` words or more on average and `minWords` in all, each joined as one part; a
 * first row of one-word cells over prose is the header, left out.
 */
export function tableColumns(raw: string, minWords: number): Passage[] {
  if (!raw.includes('|')) return [];
  const lines = raw.split('\n');
  const out: Passage[] = [];
  let run: Array<{ cells: string[]; line: number }> = [];
  const close = (): void => {
    if (run.length >= 2) out.push(...proseColumns(run, minWords));
    run = [];
  };
  lines.forEach((line, i) => {
    if (RULE.test(line)) return;
    const cells = cellsOf(line);
    if (!cells) return close();
    if (run.length > 0 && (run[0] as { cells: string[] }).cells.length !== cells.length) close();
    run.push({ cells, line: i + 1 });
  });
  close();
  return out;
}

function proseColumns(rows: ReadonlyArray<{ cells: string[]; line: number }>, minWords: number): Passage[] {
  const width = (rows[0] as { cells: string[] }).cells.length;
  const header = (rows[0] as { cells: string[] }).cells.every((cell) => !/\s/u.test(cell));
  const body = header ? rows.slice(1) : rows;
  const out: Passage[] = [];
  for (let c = 0; c < width; c++) {
    const cells = body.map((row) => ({ text: row.cells[c] as string, line: row.line })).filter((cell) => cell.text !== '');
    const words = cells.reduce((n, cell) => n + wordsOf(cell.text), 0);
    if (cells.length < 2 || words < minWords || words / cells.length < PROSE_WORDS) continue;
    out.push({ text: foldWhitespace(cells.map((cell) => cell.text).join(' ')), first: (cells[0] as { line: number }).line, last: (cells.at(-1) as { line: number }).line, unit: 'line' });
  }
  return out;
}
