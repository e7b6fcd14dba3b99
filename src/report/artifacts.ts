// Reading a run directory's artifacts for the report: JSON validated with zod, CSV parsed with csv-parse and
// validated row by row, text files as lines. A required artifact that is absent fails with one line naming the
// file and the stage that writes it; an optional one (a stage that has not run) reads as null, so the report
// can say "not run" instead of failing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { restoreRecord } from '../core/csv.js';
import { EnvsieveError } from '../core/errors.js';

const STAGE = 'report';

/** Which artifact comes from which command, for "run 'envsieve <stage>' first". */
export const WRITTEN_BY: Record<string, string> = {
  'ingest.json': 'ingest',
  'embed.json': 'embed',
  'neighbors.json': 'neighbors',
  'contamination.csv': 'neighbors',
  'env_pairs.csv': 'neighbors',
  'task_matches.csv': 'neighbors',
  'item_matches.csv': 'neighbors',
  'eval_tasks.csv': 'neighbors',
  'decontaminate.txt': 'neighbors',
  'redundancy.json': 'cluster',
  'clusters.csv': 'cluster',
  'near_duplicates.csv': 'cluster',
  'novelty.csv': 'cluster',
  'strata.json': 'stratify',
  'strata.csv': 'stratify',
  'subsets.json': 'subsets',
  'families.csv': 'holdout',
  'holdout.json': 'holdout',
  'sizing.csv': 'holdout',
};

async function readText(runDir: string, name: string, required: boolean): Promise<string | null> {
  try {
    return await readFile(join(runDir, name), 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new EnvsieveError('input_unreadable', `cannot read ${name}: ${(cause as Error).message}`, { stage: STAGE, place: { file: join(runDir, name) }, cause });
    }
    if (!required) return null;
    throw new EnvsieveError('artifact_missing', `no ${name} in the run directory (run 'envsieve ${WRITTEN_BY[name] ?? 'audit'}' first)`, { stage: STAGE, place: { file: runDir }, cause });
  }
}

function invalid(runDir: string, name: string, detail: string, line?: number): EnvsieveError {
  return new EnvsieveError('input_unreadable', `${detail} (re-run 'envsieve ${WRITTEN_BY[name] ?? 'audit'}')`, {
    stage: STAGE,
    place: { file: join(runDir, name), ...(line !== undefined ? { line } : {}) },
  });
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid content';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export async function readJsonArtifact<S extends z.ZodType>(runDir: string, name: string, schema: S, required: true): Promise<z.output<S>>;
export async function readJsonArtifact<S extends z.ZodType>(runDir: string, name: string, schema: S, required: false): Promise<z.output<S> | null>;
export async function readJsonArtifact<S extends z.ZodType>(runDir: string, name: string, schema: S, required: boolean): Promise<z.output<S> | null> {
  const text = await readText(runDir, name, required);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw invalid(runDir, name, `not valid JSON: ${(cause as Error).message}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(runDir, name, firstIssue(parsed.error));
  return parsed.data;
}

export async function readCsvArtifact<S extends z.ZodType>(runDir: string, name: string, row: S, required: true): Promise<z.output<S>[]>;
export async function readCsvArtifact<S extends z.ZodType>(runDir: string, name: string, row: S, required: false): Promise<z.output<S>[] | null>;
export async function readCsvArtifact<S extends z.ZodType>(runDir: string, name: string, row: S, required: boolean): Promise<z.output<S>[] | null> {
  const text = await readText(runDir, name, required);
  if (text === null) return null;
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
  } catch (cause) {
    throw invalid(runDir, name, `not valid CSV: ${(cause as Error).message}`);
  }
  return records.map((record, i) => {
    const parsed = row.safeParse(restoreRecord(record));
    // Line i + 2: the header is line 1 (multi-line quoted cells make this approximate, the field is exact).
    if (!parsed.success) throw invalid(runDir, name, firstIssue(parsed.error), i + 2);
    return parsed.data;
  });
}

export async function readLinesArtifact(runDir: string, name: string, required: boolean): Promise<string[] | null> {
  const text = await readText(runDir, name, required);
  return text === null ? null : text.split('\n').filter((line) => line !== '');
}

/** CSV cell schemas: every cell arrives as a string; an empty numeric cell means "not applicable" (null). */
export const cell = {
  text: z.string(),
  number: z.string().transform((s, ctx) => {
    const n = Number(s);
    if (s.trim() === '' || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: `expected a number, got '${s.slice(0, 40)}'` });
      return z.NEVER;
    }
    return n;
  }),
  optionalNumber: z.string().transform((s, ctx) => {
    if (s.trim() === '') return null;
    const n = Number(s);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: `expected a number or nothing, got '${s.slice(0, 40)}'` });
      return z.NEVER;
    }
    return n;
  }),
  boolean: z.enum(['true', 'false']).transform((s) => s === 'true'),
};
