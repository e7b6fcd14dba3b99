// A task whose text is a table of its turns, as a spreadsheet or a dataset export writes a conversation: CSV or TSV
// with a header naming a text column (`content`, `text`, `utterance`, `prompt`, …) and, often, a role or speaker
// column (`"conversation_id","turn","role","content"` rows). Read as one `role: content` line per row, as a chat
// record is (chatRecord.ts); the ids, turn numbers and CSV quoting around the words are the export's, not what the
// user asked, and read as written they weighed as identifiers of the task's own and kept its lines from matching
// the suite's turns (the fifty-ninth held-out part's CSV export, doubled quotes and CRLF ends, 0.70). Parsed with
// csv-parse, the project's CSV reader: quoting, doubled quotes and line breaks inside a cell done right.
import { parse } from 'csv-parse/sync';

/** Header cells naming the column of a row's words, and of who said them. */
const TEXT_COLUMN = /^(content|text|message|utterance|prompt|user_?prompt|value|turn_?text|query|instruction)$/i;
const ROLE_COLUMN = /^(role|speaker|from|author|sender|party)$/i;

/** The text as `role: content` lines when it is a table of turns; null for any other text. */
export function tabularTurns(text: string): string | null {
  const firstLine = text.slice(0, text.search(/\r?\n/) >>> 0).trim();
  const delimiter = firstLine.includes('\t') ? '\t' : firstLine.includes(',') ? ',' : null;
  if (!delimiter || !/\r?\n/.test(text)) return null;
  // A first line of prose with a comma in it is no header: parsing the whole text to find that out is most of
  // what reading a portfolio's tasks cost, so a header naming no text column ends here.
  if (!firstLine.split(delimiter).some((cell) => TEXT_COLUMN.test(cell.trim().replace(/^\uFEFF/, '').replace(/^"(.*)"$/, '$1').trim()))) return null;
  let rows: string[][];
  try {
    rows = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    return null;
  }
  const header = rows[0]?.map((c) => c.replace(/^\uFEFF/, '')) ?? [];
  const textAt = header.findIndex((c) => TEXT_COLUMN.test(c));
  if (textAt < 0 || rows.length < 3) return null;
  const roleAt = header.findIndex((c) => ROLE_COLUMN.test(c));
  const lines = rows.slice(1).flatMap((row) => {
    const words = unquoted(row[textAt] ?? '');
    if (!words) return [];
    const role = roleAt >= 0 ? (row[roleAt] ?? '').trim() : '';
    return [role ? `${role}: ${words}` : words];
  });
  return lines.length >= 2 ? lines.join('\n') : null;
}

/** A cell quoted once more inside its quoting (`"Could you …"`, `""minimum""`): those quotes dropped. */
function unquoted(cell: string): string {
  const inner = /^"([\s\S]*)"$/.exec(cell.trim());
  return (inner ? (inner[1] ?? '').replace(/""/g, '"') : cell).trim();
}
