// The run's environments and items without their contents, written by ingest beside environments.jsonl and
// items.jsonl: per environment its id, side, family and the file it came from (environments.index.jsonl), per
// item everything but its text (items.index.jsonl). The stages after embed need only these, while
// environments.jsonl holds every tool, state schema and task in full and items.jsonl every text (32 and 34 MB
// on the real-data audit): parsing them whole cost each of neighbors, cluster, holdout and report up to two
// thirds of a second. A run directory written before the indexes existed is read from the full files.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EnvsieveError } from './errors.js';
import { forEachLine } from './jsonLines.js';
import type { Environment, FacetItem, Side } from './types.js';

export const ENV_INDEX_FILE = 'environments.index.jsonl';
export const ITEM_INDEX_FILE = 'items.index.jsonl';

export interface EnvIndexEntry {
  id: string;
  side: Side;
  family: string;
  origin: { file: string };
}

/** What the index keeps of an environment (the same fields, in the same shape, as environments.jsonl). */
export function envIndexEntry(env: Environment): EnvIndexEntry {
  return { id: env.id, side: env.side, family: env.family, origin: { file: env.origin.file } };
}

/** Every environment of the run, in environments.jsonl order, from the index when there is one. */
export async function readEnvIndex(runDir: string, stage: string): Promise<EnvIndexEntry[]> {
  const text = await readEither(runDir, ENV_INDEX_FILE, 'environments.jsonl', stage);
  const out: EnvIndexEntry[] = [];
  try {
    forEachLine(text, (line) => {
      const env = JSON.parse(line) as EnvIndexEntry;
      out.push({ id: env.id, side: env.side, family: env.family, origin: { file: env.origin.file } });
    });
  } catch (cause) {
    throw new EnvsieveError('artifact_missing', `cannot read the run's environments (run 'envsieve ingest' again): ${(cause as Error).message}`, { stage, place: { file: runDir }, cause });
  }
  return out;
}

/** What the item index keeps of an item: all but its texts (the whole, its vector's and its parts). */
export function itemIndexEntry(item: FacetItem): Omit<FacetItem, 'text' | 'vector_text' | 'purpose_text' | 'brief_text' | 'passages' | 'description_units'> {
  const { text: _text, vector_text: _vectorText, purpose_text: _purposeText, brief_text: _briefText, passages: _passages, description_units: _units, ...rest } = item;
  return rest;
}

/**
 * Every item of the run, in items.jsonl order, with an empty text: from the item index when there is one.
 * For the stages that never read a text (cluster, the report's map).
 */
export async function readItemIndex(runDir: string, stage: string): Promise<FacetItem[]> {
  return (await readItemIndexOf(runDir, stage)).items;
}

/**
 * The items of `sides` (all when absent) with their rows in items.jsonl (`rows`) and the number of rows in
 * all. A line of another side is not parsed: it is told by its `"side":"…"` member, which a line holds once
 * and which no string value can hold (JSON escapes the quotes inside strings) — on the real-data audit the
 * suites are half of the 49,000 lines that cluster and the report's map would otherwise parse and drop.
 */
export async function readItemIndexOf(runDir: string, stage: string, sides?: readonly Side[]): Promise<{ items: FacetItem[]; rows: number[]; total: number }> {
  const text = await readEither(runDir, ITEM_INDEX_FILE, 'items.jsonl', stage);
  const wanted = sides?.map((side) => `"side":${JSON.stringify(side)}`);
  const items: FacetItem[] = [];
  const rows: number[] = [];
  let total = 0;
  try {
    forEachLine(text, (line) => {
      const row = total++;
      if (wanted && !wanted.some((member) => line.includes(member))) return;
      const item = JSON.parse(line) as FacetItem;
      if (sides && !sides.includes(item.side)) return;
      item.text = '';
      items.push(item);
      rows.push(row);
    });
  } catch (cause) {
    throw new EnvsieveError('artifact_missing', `cannot read the run's items (run 'envsieve ingest' again): ${(cause as Error).message}`, { stage, place: { file: runDir }, cause });
  }
  return { items, rows, total };
}

/** The index file, or else the full file it indexes; neither is an error naming the full one. */
async function readEither(runDir: string, index: string, full: string, stage: string): Promise<Buffer> {
  return readFile(join(runDir, index)).catch(() =>
    readFile(join(runDir, full)).catch((cause: unknown) => {
      throw new EnvsieveError('artifact_missing', `no ${full} in the run directory (run 'envsieve ingest' first)`, { stage, place: { file: runDir }, cause });
    }),
  );
}
