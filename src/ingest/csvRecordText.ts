// A task that is a spreadsheet's rows with a cell of several lines — a test scenario exported from Excel, one
// row of ids and dates and a quoted script cell — read as records, as a JSON record is (recordText.ts): one
// `column: value` line per cell, the long cell's lines as a paragraph of their own. Read line by line, the row's
// first line held the ids, dates and codes before its script's first sentence, and the script's last line ended in
// the cell's closing quote (the 263rd held-out part's semicolon CSV, `sep=;` first, of airline test_17: 0.61 whole).
// A table whose rows are one line each is left to the line readers (facets/tableColumns.ts reads its prose column),
// and a table of turns to tabularTurns.ts. Parsed with csv-parse, the project's CSV reader.
import { parse } from 'csv-parse/sync';
import { recordText } from './recordText.js';

/** Excel's first line naming the separator of the lines after it. */
const SEPARATOR_LINE = /^sep=(.)\s*$/;

/**
 * A header cell: a column's name (a few words, letters first), no sentence in it. Quoted or not; `"` and
 * sentence punctuation (`.`, `!`, `?`, `:`) keep a line of prose from being read as a header.
 */
const COLUMN_NAME = /^"?[\p{L}_][\p{L}\p{N}_ \-/#()]{0,39}"?$/u;

/** Separators a header line is split by, in the order tried: the first giving three names or more is its. */
const DELIMITERS = [';', '\t', ',', '|'] as const;

/** The text's rows as `column: value` records when it is a delimited table with a cell of several lines; null for any other text. */
export function csvRecordText(text: string): string | null {
  // Cheap refusals first: every task text passes here, and a quoted cell of several lines needs a quote and a break.
  if (!text.includes('"')) return null;
  const unmarked = text.replace(/^\uFEFF/, '');
  const lines = unmarked.split(/\r?\n/, 2);
  const hint = SEPARATOR_LINE.exec(lines[0] ?? '');
  const headerLine = (hint ? lines[1] : lines[0]) ?? '';
  const delimiter = hint ? (hint[1] as string) : DELIMITERS.find((d) => isHeader(headerLine, d));
  if (delimiter === undefined || (hint && !isHeader(headerLine, delimiter))) return null;
  const body = hint ? unmarked.replace(/^[^\n]*\n/, '') : unmarked;
  let rows: string[][];
  try {
    rows = parse(body, { delimiter, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    return null;
  }
  const [header, ...data] = rows;
  if (!header || data.length === 0 || !data.some((row) => row.some((cell) => /\n/.test(cell)))) return null;
  const records = data.map((row) => Object.fromEntries(header.flatMap((name, i) => (row[i] ? [[name, row[i]]] : []))));
  return recordText(records.length === 1 ? (records[0] as object) : records);
}

/** Whether a line split by `delimiter` is a header: three column names or more, each a COLUMN_NAME, none repeated. */
function isHeader(line: string, delimiter: string): boolean {
  const cells = line.split(delimiter).map((cell) => cell.trim());
  return cells.length >= 3 && cells.every((cell) => COLUMN_NAME.test(cell)) && new Set(cells).size === cells.length;
}
