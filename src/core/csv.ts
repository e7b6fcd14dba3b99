// CSV artifacts, written with csv-stringify (the maintained writer of the csv-parse family: quoting of commas,
// quotes and newlines done right). Cells are untrusted generator text, so a cell that a spreadsheet would run
// as a formula (starting with = + - @, or a tab or carriage return) is neutralised with a leading apostrophe,
// the OWASP-recommended defence against CSV injection. Numbers are written as numbers and left alone. A cell
// that already starts with an apostrophe gets one more, so the guard is reversible (`restoreCell` strips exactly
// one) for a tool that reads the CSV. envsieve itself never reads its CSVs back: they render rows whose
// machine-readable form (src/artifacts) holds the original text.
import { stringify } from 'csv-stringify/sync';
import { writeFileAtomic } from './io.js';

export type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r']/;

export function neutralizeCell(cell: Cell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The text of a cell as envsieve wrote it, before neutralizeCell. */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

/** CSV text of a header and rows, every cell neutralised; `\n` line ends, one per row. */
export function toCsv(header: string[], rows: Cell[][]): string {
  return stringify([header, ...rows.map((row) => row.map(neutralizeCell))], { record_delimiter: '\n' });
}

export async function writeCsvAtomic(path: string, header: string[], rows: Cell[][]): Promise<void> {
  await writeFileAtomic(path, toCsv(header, rows));
}

/** A similarity rounded for a CSV cell: four decimals are finer than any threshold and stable across runs. */
export function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * For CSV input: the 1-based line of the record starting at a byte offset, past any blank lines before it.
 * Computed from the bytes because csv-parse's own line count drifts on CRLF inside quoted cells and on mixed
 * line ends, and a reject must name the line a person sees in an editor.
 */
export function lineIndex(data: Buffer): (offset: number) => number {
  const newlines: number[] = [];
  for (let i = data.indexOf(0x0a); i >= 0; i = data.indexOf(0x0a, i + 1)) newlines.push(i);
  return (offset: number) => {
    let at = offset;
    while (at < data.length && (data[at] === 0x0a || data[at] === 0x0d)) at++;
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((newlines[mid] as number) < at) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}
