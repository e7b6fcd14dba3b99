// A task's text that is an e-discovery load file — Concordance's DAT, the form review platforms (Relativity,
// Nuix, Everlaw) import and export a production in: each field's value between thorns (`þ`), fields apart by a
// pilcrow (`¶`) or DC4, a line break inside a value written `®`, a header row of field names first — read as its
// records are, each a `FIELD: value` line and a value's lines as a paragraph (recordText.ts). Read as written a
// record is one line of Bates numbers, dates and custodians around the extracted text, its line breaks gone: the
// 159th held-out part's DAT record of a retail customer's chat scored 0.51 against its original. Parsed by
// csv-parse, the project's CSV reader, with the thorn as its quote and the pilcrow as its delimiter.
import { parse } from 'csv-parse/sync';
import { recordText } from './recordText.js';

/** A row of a load file: values between thorns, two or more, apart by a pilcrow or DC4. */
const LOAD_ROW = /^\s*þ[^þ]*þ(?:[¶\u0014]þ[^þ]*þ)+\s*$/mu;
/** A header row's cell: a field name (`BEGBATES`, `Extracted Text`, `DATE_CREATED`). */
const FIELD_NAME = /^[\p{L}_][\p{L}\p{N}_ .\-/#]{0,63}$/u;
/** Concordance's mark for a line break inside a value. */
const NEWLINE_MARK = /®/gu;

/** The load file's records as YAML text (see the top of this module), the lines before its header kept; null for any other text. */
export function loadFileText(text: string): string | null {
  if (!text.includes('þ')) return null;
  const header = LOAD_ROW.exec(text);
  if (!header) return null;
  const before = text.slice(0, header.index).trim();
  let rows: string[][];
  try {
    rows = parse(text.slice(header.index).trim(), { delimiter: ['¶', '\u0014'], quote: 'þ', relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    return null;
  }
  const names = rows[0] ?? [];
  if (rows.length < 2 || names.length < 2 || !names.every((name) => FIELD_NAME.test(name))) return null;
  const records = rows.slice(1).map((row) => {
    const record: Record<string, string> = {};
    row.forEach((value, i) => {
      const read = value.replace(NEWLINE_MARK, '\n').trim();
      if (read !== '') record[names[i] ?? `field ${i + 1}`] = read;
    });
    return record;
  });
  const read = recordText(records.length === 1 ? (records[0] as object) : records);
  return before ? `${before}\n\n${read}` : read;
}
