// Results files coming back from training and eval runs: untrusted CSV, validated row by row. A bad row stops
// the stage with one line naming file, line and column, since a silently skipped result would bias a
// stratum's estimate. Which kind a file is follows from its header: `subset, metric, value` (ablation runs
// on the portfolio strata), `task_id` with `success` or `n, c` (per-task eval outcomes), or `subset` or
// `n_envs` with `score` (the scaling ablation of `envsieve subsets`).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { lineIndex } from '../core/csv.js';
import { EnvsieveError } from '../core/errors.js';

export type ResultsKind = 'portfolio' | 'success' | 'trials' | 'scaling';

export interface ResultsTable {
  file: string;
  sha256: string;
  header: string[];
  rows: Array<{ line: number; cell: (column: string) => string }>;
}

export interface SubsetResult {
  subset: string;
  metric: string;
  value: number;
  line: number;
}

export interface TaskResult {
  taskId: string;
  n: number;
  c: number;
  line: number;
}

export interface ScalingResult {
  subset: string | null;
  nEnvs: number | null;
  score: number;
  line: number;
}

const fail = (stage: string, file: string, line: number | undefined, field: string | undefined, message: string) =>
  new EnvsieveError('input_unreadable', message, { stage, place: { file, ...(line !== undefined ? { line } : {}), ...(field ? { field } : {}) } });

/** The file's rows with their 1-based starting lines (quoted cells may span lines), header names trimmed and lower-cased. */
export async function readResultsTable(file: string, stage: string): Promise<ResultsTable> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new EnvsieveError(code === 'ENOENT' ? 'input_missing' : 'input_unreadable', code === 'ENOENT' ? 'results file not found' : `results file cannot be read (${code ?? 'error'})`, { stage, place: { file }, cause: error });
  }
  const lineAt = lineIndex(data);
  const records: Array<{ record: string[]; line: number }> = [];
  let start = 0;
  try {
    parse(data, {
      bom: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        records.push({ record, line: lineAt(start) });
        start = context.bytes;
        return null;
      },
    });
  } catch (error) {
    throw fail(stage, file, lineAt(start), undefined, `not valid CSV from here on: ${(error as Error).message.replace(/\s+/g, ' ')}`);
  }
  const [head, ...body] = records;
  if (!head) throw fail(stage, file, undefined, undefined, 'results file is empty (expected a header line)');
  const header = head.record.map((h) => h.trim().toLowerCase());
  const columns = new Map(header.map((name, i) => [name, i]));
  const rows = body.map(({ record, line }) => ({ line, cell: (column: string) => (record[columns.get(column) ?? -1] ?? '').trim() }));
  return { file, sha256: createHash('sha256').update(data).digest('hex'), header, rows };
}


export function resultsKind(table: ResultsTable): ResultsKind | null {
  const has = (c: string) => table.header.includes(c);
  if (has('task_id') && has('n') && has('c')) return 'trials';
  if (has('task_id') && has('success')) return 'success';
  if (has('subset') && has('metric') && has('value')) return 'portfolio';
  if ((has('subset') || has('n_envs')) && has('score')) return 'scaling';
  return null;
}

export const KIND_HELP = '`subset, metric, value` (per-stratum ablation results), `task_id` with `success` (0/1) or `n, c` (per-task eval outcomes), or `subset` or `n_envs` with `score` (scaling ablation)';

function number(table: ResultsTable, stage: string, line: number, column: string, text: string): number {
  const value = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value)) throw fail(stage, table.file, line, column, `expected a number, got ${JSON.stringify(text.slice(0, 40))}`);
  return value;
}

function wholeNumber(table: ResultsTable, stage: string, line: number, column: string, text: string, least: number): number {
  const value = number(table, stage, line, column, text);
  if (!Number.isInteger(value) || value < least) throw fail(stage, table.file, line, column, `expected a whole number of at least ${least}, got ${JSON.stringify(text.slice(0, 40))}`);
  return value;
}

function required(table: ResultsTable, stage: string, line: number, column: string, text: string): string {
  if (text === '') throw fail(stage, table.file, line, column, `empty ${column}`);
  return text;
}

/** Per-subset ablation outcomes; a (subset, metric) pair given twice is an error, not a silent overwrite. */
export function subsetResults(table: ResultsTable, stage: string): SubsetResult[] {
  const seen = new Map<string, number>();
  return table.rows.map(({ line, cell }) => {
    const subset = required(table, stage, line, 'subset', cell('subset'));
    const metric = required(table, stage, line, 'metric', cell('metric'));
    const key = `${subset}\u0000${metric}`;
    const first = seen.get(key);
    if (first !== undefined) throw fail(stage, table.file, line, 'subset', `${subset} ${metric} already given on line ${first}`);
    seen.set(key, line);
    return { subset, metric, value: number(table, stage, line, 'value', cell('value')), line };
  });
}

/**
 * Per-task eval outcomes, one entry per task: in a `success` file every row is one trial (a task may repeat,
 * and its rows are counted as n trials with c successes); in a trials file rows of one task add up.
 */
export function taskResults(table: ResultsTable, kind: 'success' | 'trials', stage: string): TaskResult[] {
  const byTask = new Map<string, TaskResult>();
  for (const { line, cell } of table.rows) {
    const taskId = required(table, stage, line, 'task_id', cell('task_id'));
    let n = 1;
    let c: number;
    if (kind === 'success') {
      const text = cell('success').toLowerCase();
      if (!['0', '1', 'true', 'false'].includes(text)) throw fail(stage, table.file, line, 'success', `expected 0 or 1, got ${JSON.stringify(text.slice(0, 40))}`);
      c = text === '1' || text === 'true' ? 1 : 0;
    } else {
      n = wholeNumber(table, stage, line, 'n', cell('n'), 1);
      c = wholeNumber(table, stage, line, 'c', cell('c'), 0);
      if (c > n) throw fail(stage, table.file, line, 'c', `more successes (${c}) than trials (${n})`);
    }
    const prior = byTask.get(taskId);
    if (prior) {
      prior.n += n;
      prior.c += c;
    } else byTask.set(taskId, { taskId, n, c, line });
  }
  return [...byTask.values()];
}

/** Scores of scaling runs, each naming its subset (a manifest name) or its number of environments. */
export function scalingResults(table: ResultsTable, stage: string): ScalingResult[] {
  return table.rows.map(({ line, cell }) => {
    const subset = cell('subset');
    const nText = cell('n_envs');
    if (subset === '' && nText === '') throw fail(stage, table.file, line, 'subset', 'a row needs a subset or an n_envs value');
    return {
      subset: subset === '' ? null : subset,
      nEnvs: nText === '' ? null : wholeNumber(table, stage, line, 'n_envs', nText, 1),
      score: number(table, stage, line, 'score', cell('score')),
      line,
    };
  });
}

/**
 * Which kind of results a file holds, told by its columns: the pipeline gives scaling files to `subsets` and
 * the rest to `stratify`. A file of no known kind fails here, before any stage runs.
 */
export async function resultsFileKind(file: string, stage: string): Promise<ResultsKind> {
  const kind = resultsKind(await readResultsTable(file, stage));
  if (kind === null) throw new EnvsieveError('input_unreadable', `cannot tell what the results are from the header; expected ${KIND_HELP}`, { stage, place: { file, line: 1 } });
  return kind;
}
