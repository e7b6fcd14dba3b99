// Reading a JSON record artifact (ingest.json, neighbors.json, redundancy.json, …) back, validated with the
// reader's zod schema of the fields it uses, and an id list (decontaminate.txt): a missing artifact names the
// stage that writes it (from the registry), a broken one the file and the field, so every reader fails alike.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { EnvsieveError } from '../core/errors.js';
import { parseIdList, type IdList } from '../core/idList.js';
import { producerOf } from './registry.js';

export interface RecordReadOptions {
  /** The stage reading, named in errors. */
  stage: string;
}

const writer = (file: string) => producerOf(file) ?? 'audit';

/** The record `file` of the run directory, validated; `null` when `optional` and its stage has not run. */
export async function readRecord<S extends z.ZodType>(runDir: string, file: string, schema: S, o: RecordReadOptions): Promise<z.output<S>>;
export async function readRecord<S extends z.ZodType>(runDir: string, file: string, schema: S, o: RecordReadOptions & { optional: true }): Promise<z.output<S> | null>;
export async function readRecord<S extends z.ZodType>(runDir: string, file: string, schema: S, o: RecordReadOptions & { optional?: boolean }): Promise<z.output<S> | null> {
  const path = join(runDir, file);
  const text = await readText(runDir, file, o);
  if (text === null) return null;
  const broken = (detail: string) => new EnvsieveError('input_unreadable', `${detail} (re-run 'envsieve ${writer(file)}')`, { stage: o.stage, place: { file: path } });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw broken(`not valid JSON: ${(cause as Error).message}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue?.path.map(String).join('.') ?? '';
    throw broken(issue ? (at ? `${at}: ${issue.message}` : issue.message) : 'invalid content');
  }
  return parsed.data;
}

/** An id list artifact (core/idList.ts): its comment lines and ids. */
export async function readIdList(runDir: string, file: string, o: RecordReadOptions): Promise<IdList> {
  return parseIdList((await readText(runDir, file, o)) ?? '');
}

async function readText(runDir: string, file: string, o: RecordReadOptions & { optional?: boolean }): Promise<string | null> {
  const path = join(runDir, file);
  try {
    return await readFile(path, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new EnvsieveError('input_unreadable', `cannot read ${file}: ${(cause as Error).message}`, { stage: o.stage, place: { file: path }, cause });
    }
    if (o.optional) return null;
    throw new EnvsieveError('artifact_missing', `no ${file} in the run directory (run 'envsieve ${writer(file)}' first)`, { stage: o.stage, place: { file: runDir }, cause });
  }
}
