// Reading a run directory's JSON and text artifacts for the report: JSON validated with zod, text files as
// lines (tables are read through the artifact registry, artifacts/tableIo.ts). A required artifact that is
// absent fails with one line naming the file and the stage that writes it (from the registry); an optional one
// (a stage that has not run) reads as null, so the report can say "not run" instead of failing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { producerOf } from '../artifacts/index.js';
import { EnvsieveError } from '../core/errors.js';

const STAGE = 'report';

async function readText(runDir: string, name: string, required: boolean): Promise<string | null> {
  try {
    return await readFile(join(runDir, name), 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new EnvsieveError('input_unreadable', `cannot read ${name}: ${(cause as Error).message}`, { stage: STAGE, place: { file: join(runDir, name) }, cause });
    }
    if (!required) return null;
    throw new EnvsieveError('artifact_missing', `no ${name} in the run directory (run 'envsieve ${producerOf(name) ?? 'audit'}' first)`, { stage: STAGE, place: { file: runDir }, cause });
  }
}

function invalid(runDir: string, name: string, detail: string, line?: number): EnvsieveError {
  return new EnvsieveError('input_unreadable', `${detail} (re-run 'envsieve ${producerOf(name) ?? 'audit'}')`, {
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

export async function readLinesArtifact(runDir: string, name: string, required: boolean): Promise<string[] | null> {
  const text = await readText(runDir, name, required);
  return text === null ? null : text.split('\n').filter((line) => line !== '');
}
