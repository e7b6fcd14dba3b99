// Reads a separate tasks file (CSV or JSONL) whose rows are joined to environments by id. CSV goes through
// csv-parse (quoted fields, embedded newlines, BOM, CRLF); line numbers are computed here from byte offsets
// because csv-parse counts a CRLF inside a quoted field as two lines.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { lineIndex } from '../core/csv.js';
import { foldWhitespace } from '../core/text.js';
import { taskPassages } from '../facets/index.js';
import type { Passage } from '../core/types.js';
import { readLines } from './lines.js';
import { taskTextAsRead } from './record.js';
import type { RejectCode } from './problems.js';

export interface TaskRow {
  line: number;
  env?: string;
  id?: string;
  text?: string;
  /** The text's parts (Task.passages). */
  passages?: Passage[];
  side?: string;
  problem?: { code: RejectCode; field: string; message: string };
}

const COLUMNS = {
  env: ['env_id', 'environment_id', 'env', 'environment'],
  id: ['task_id', 'id'],
  text: ['text', 'task', 'instruction', 'query', 'prompt', 'question'],
  side: ['side'],
} as const;

export function isCsv(file: string): boolean {
  return /\.(csv|tsv)$/i.test(file);
}

export async function* readTaskRows(file: string, maxRecordBytes: number): AsyncGenerator<TaskRow> {
  if (isCsv(file)) yield* readCsv(file);
  else yield* readJsonl(file, maxRecordBytes);
}

/** How a tasks file's CSV is cut into records: one dialect for ingest and for decontaminate, which cuts the same records. */
export function tasksCsvDialect(file: string): { bom: true; relax_column_count: true; skip_empty_lines: true; delimiter: string } {
  return { bom: true, relax_column_count: true, skip_empty_lines: true, delimiter: file.toLowerCase().endsWith('.tsv') ? '\t' : ',' };
}

async function* readCsv(file: string): AsyncGenerator<TaskRow> {
  const data = await readFile(file);
  const lineOf = lineIndex(data);
  // Records are taken as they are parsed (on_record), so those before a malformed one survive its error.
  const records: Array<{ record: string[]; end: number }> = [];
  let failure: Error | undefined;
  try {
    parse(data, {
      ...tasksCsvDialect(file),
      on_record: (record: string[], context) => {
        records.push({ record, end: context.bytes });
        return null;
      },
    });
  } catch (error) {
    failure = error as Error;
  }
  const [head, ...body] = records;
  const header = new Map((head?.record ?? []).map((name, i) => [name.trim().toLowerCase(), i]));
  const missing = (['env', 'text'] as const).filter((k) => !COLUMNS[k].some((c) => header.has(c))).map((k) => COLUMNS[k][0]);
  const cellOf = (record: string[], key: keyof typeof COLUMNS): string | undefined => {
    const index = COLUMNS[key].map((c) => header.get(c)).find((i) => i !== undefined);
    return index === undefined ? undefined : record[index];
  };
  let start = head?.end ?? 0;
  for (const { record, end } of body) {
    const line = lineOf(start);
    start = end;
    if (missing.length > 0) {
      const accepted = missing.map(aliases).join('; ');
      yield { line, problem: { code: 'missing_column', field: missing.join(', '), message: `the header has no ${missing.join(' or ')} column (accepted names: ${accepted})` } };
    } else {
      yield row(line, cellOf(record, 'env'), cellOf(record, 'id'), cellOf(record, 'text'), cellOf(record, 'side'));
    }
  }
  if (failure) {
    // csv-parse stops at a malformed record (an unclosed quote); what follows cannot be cut into rows.
    yield { line: lineOf(start), problem: { code: 'invalid_csv', field: '', message: `CSV cannot be read from here on: ${failure.message}` } };
  }
}

function aliases(first: string): string {
  const group = Object.values(COLUMNS).find((names) => (names as readonly string[])[0] === first) ?? [];
  return group.join('|');
}

async function* readJsonl(file: string, maxRecordBytes: number): AsyncGenerator<TaskRow> {
  for await (const line of readLines(createReadStream(file), maxRecordBytes)) {
    if (line.problem) {
      yield { line: line.number, problem: { ...line.problem, field: '' } };
      continue;
    }
    if (!line.text?.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line.text);
    } catch (error) {
      yield { line: line.number, problem: { code: 'invalid_json', field: '', message: (error as Error).message } };
      continue;
    }
    const obj = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const pick = (key: keyof typeof COLUMNS) => {
      const found = COLUMNS[key].map((c) => obj[c]).find((v) => v !== undefined && v !== null);
      return typeof found === 'number' ? String(found) : typeof found === 'string' ? found : undefined;
    };
    yield row(line.number, pick('env'), pick('id'), pick('text'), pick('side'));
  }
}

function row(line: number, env: string | undefined, id: string | undefined, given: string | undefined, side: string | undefined): TaskRow {
  const text = given === undefined ? undefined : taskTextAsRead(given);
  // Ids are matched as given, white space included, like the manifests' ids (ingest/record.ts says why).
  const envId = env?.trim() ? env : undefined;
  if (!envId) return { line, problem: { code: 'invalid_field', field: 'env_id', message: 'row has no environment id' } };
  const folded = foldWhitespace(text ?? '');
  if (!folded) return { line, env: envId, problem: { code: 'invalid_field', field: 'text', message: 'row has no task text' } };
  const passages = taskPassages(text ?? '');
  const out: TaskRow = { line, env: envId, id: id?.trim() ? id : `line-${line}`, text: folded, ...(passages.length > 0 ? { passages } : {}) };
  if (side?.trim()) out.side = side.trim().toLowerCase();
  return out;
}

