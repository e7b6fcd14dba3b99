// Shards of a stage: the part of a run that one task of a job array (Slurm, a Kubernetes Indexed Job, an AWS
// Batch array) does, and the files through which the shards and their merge agree. The contract, the same for
// every sharded stage:
// - a shard is `i/N` (0 ≤ i < N); which work is shard i's is decided by the stage from content alone (embed: a
//   text's hash; neighbors: a fixed partition of the portfolio), so any process computes the same split;
// - a run pins N (`shards/<stage>/pin.json`, with the key of the inputs the shards are made from): a shard of
//   another N for the same inputs is refused, so shards of two splits can never be merged together;
// - each shard writes only inside its own directory `shards/<stage>/<i>/`, and its completion marker
//   `done.json` last, carrying the key and N: a marker of other inputs or another N does not count;
// - the merge checks all N markers, names every missing shard, and merges in shard order.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { EnvsieveError } from './errors.js';
import { makeDirs, writeJsonAtomic } from './io.js';
import { withRunDir } from './runDir.js';

export interface Shard {
  index: number;
  count: number;
}

export const SHARDS_DIR = 'shards';
const PIN_FILE = 'pin.json';
const MARKER_FILE = 'done.json';

/** The index variables job-array engines set, in the order they are looked for. */
export const SHARD_INDEX_VARIABLES = ['SLURM_ARRAY_TASK_ID', 'JOB_COMPLETION_INDEX', 'AWS_BATCH_JOB_ARRAY_INDEX'] as const;
/** Added to the engine's index: Slurm array indices stop below MaxArraySize, so larger N is several arrays. */
export const SHARD_OFFSET_VARIABLE = 'ENVSIEVE_SHARD_OFFSET';

/**
 * A shard from `i/N`, `auto/N` (the index from the engine's variable, plus ENVSIEVE_SHARD_OFFSET) or `auto`
 * (Slurm's SLURM_ARRAY_TASK_COUNT as N too; only Slurm says N, and only for an array of all N tasks).
 * `env` is the caller's environment: stages never read the process's own.
 */
export function parseShard(spec: string, env: Readonly<Record<string, string | undefined>> = {}): Shard {
  const [indexText, countText, ...rest] = spec.trim().split('/');
  const bad = (why: string) => new EnvsieveError('invalid_option', `--shard ${JSON.stringify(spec)}: ${why}`, { stage: 'shard' });
  if (indexText === undefined || rest.length > 0) throw bad('give i/N, auto/N or auto');
  let index: number;
  if (indexText === 'auto') {
    const variable = SHARD_INDEX_VARIABLES.find((name) => env[name] !== undefined && env[name] !== '');
    if (!variable) throw bad(`none of ${SHARD_INDEX_VARIABLES.join(', ')} is set`);
    index = wholeNumber(env[variable] as string, variable, bad) + wholeNumber(env[SHARD_OFFSET_VARIABLE] ?? '0', SHARD_OFFSET_VARIABLE, bad);
  } else {
    index = wholeNumber(indexText, 'the index', bad);
  }
  const count = countText !== undefined ? wholeNumber(countText, 'N', bad) : indexText === 'auto' && env.SLURM_ARRAY_TASK_COUNT ? wholeNumber(env.SLURM_ARRAY_TASK_COUNT, 'SLURM_ARRAY_TASK_COUNT', bad) : NaN;
  if (Number.isNaN(count)) throw bad('N is missing (give i/N or auto/N)');
  if (count < 1) throw bad('N must be at least 1');
  if (index >= count) throw bad(`index ${index} is not below N = ${count}`);
  return { index, count };
}

function wholeNumber(text: string, what: string, bad: (why: string) => EnvsieveError): number {
  if (!/^\d+$/.test(text.trim())) throw bad(`${what} is not a whole number (${JSON.stringify(text)})`);
  return Number(text.trim());
}

/** The shard a content hash belongs to: its first four bytes as a big-endian number, modulo N. */
export function shardOfHash(hash: Uint8Array, count: number): number {
  if (hash.length < 4) throw new EnvsieveError('internal', 'a shard hash needs at least 4 bytes', { stage: 'shard' });
  const word = (((hash[0] as number) << 24) | ((hash[1] as number) << 16) | ((hash[2] as number) << 8) | (hash[3] as number)) >>> 0;
  return word % count;
}

export function shardDir(runDir: string, stage: string, index: number): string {
  return join(runDir, SHARDS_DIR, stage, String(index));
}

const pinSchema = z.object({ stage: z.string(), count: z.number().int().positive(), key: z.string() });
const markerSchema = pinSchema.extend({ index: z.number().int().nonnegative() }).loose();
export type ShardMarker = z.infer<typeof markerSchema>;

async function readJsonFile<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The N a run's shards of `stage` were pinned to, for inputs of `key` (null: none pinned for those inputs). */
export async function pinnedCount(runDir: string, stage: string, key: string): Promise<number | null> {
  const pin = await readJsonFile(join(runDir, SHARDS_DIR, stage, PIN_FILE), pinSchema);
  return pin && pin.key === key ? pin.count : null;
}

/**
 * Starts shard `shard` of `stage`: pins N for these inputs (refusing another N), then clears the shard's own
 * directory, so that a marker of an earlier attempt cannot outlive a failed rerun. Returns that directory.
 */
export async function startShard(runDir: string, stage: string, shard: Shard, key: string): Promise<string> {
  const pinned = await pinnedCount(runDir, stage, key);
  if (pinned !== null && pinned !== shard.count) {
    throw new EnvsieveError('invalid_option', `this run's ${stage} shards are pinned to N = ${pinned} (${join(SHARDS_DIR, stage, PIN_FILE)}), not ${shard.count}: run shards i/${pinned}, or remove ${join(runDir, SHARDS_DIR, stage)} to split anew`, { stage, place: { file: runDir } });
  }
  // Inputs changed since the pin (or none yet): a new split starts. Shards racing here write the same pin.
  if (pinned === null) {
    await makeDirs(join(runDir, SHARDS_DIR, stage));
    await writeJsonAtomic(join(runDir, SHARDS_DIR, stage, PIN_FILE), { stage, count: shard.count, key });
  }
  const dir = shardDir(runDir, stage, shard.index);
  await rm(join(dir, MARKER_FILE), { force: true });
  await makeDirs(dir);
  return dir;
}

/** The completion marker, written last: whatever a shard wrote before it is complete when it exists. */
export async function finishShard(runDir: string, stage: string, shard: Shard, key: string, summary: Record<string, unknown>): Promise<void> {
  await writeJsonAtomic(join(shardDir(runDir, stage, shard.index), MARKER_FILE), { ...summary, stage, index: shard.index, count: shard.count, key });
}

/**
 * Runs `work` for shard `shard` of `stage` holding only the shard's own directory (core/runDir.ts), so the N
 * tasks of an array run at once and a second process on the same shard is refused.
 */
export function holdingShard<T>(runDir: string, stage: string, shard: Shard, work: () => Promise<T>): Promise<T> {
  return withRunDir(shardDir(runDir, stage, shard.index), `envsieve ${stage} --shard ${shard.index}/${shard.count}`, work, { create: true });
}

/**
 * The shards below `count` an executor must (re)submit: those without a marker for inputs `key`; refused when
 * the run's shards of these inputs are pinned to another N (a submission that could only fail in every shard).
 */
export async function shardsToRun(runDir: string, stage: string, key: string, count: number): Promise<number[]> {
  const pinned = await pinnedCount(runDir, stage, key);
  if (pinned !== null && pinned !== count) {
    throw new EnvsieveError('invalid_option', `this run's ${stage} shards are pinned to N = ${pinned}, not ${count}: give --shards ${pinned}, or remove ${join(runDir, SHARDS_DIR, stage)} to split anew`, { stage, place: { file: runDir } });
  }
  return missingShards(runDir, stage, key, count);
}

/** Indices below `count` without a valid marker for inputs `key` (all of them when nothing is pinned). */
export async function missingShards(runDir: string, stage: string, key: string, count: number): Promise<number[]> {
  const missing: number[] = [];
  for (let index = 0; index < count; index++) {
    const marker = await readJsonFile(join(shardDir(runDir, stage, index), MARKER_FILE), markerSchema);
    if (!marker || marker.key !== key || marker.count !== count || marker.index !== index || marker.stage !== stage) missing.push(index);
  }
  return missing;
}

/**
 * The markers of all N shards (N as pinned, or `count` when the caller says it), in shard order; otherwise one
 * error naming every missing shard. A merge calls this before it reads any shard's output.
 */
export async function completedShards(runDir: string, stage: string, key: string, count?: number): Promise<{ count: number; dirs: string[]; markers: ShardMarker[] }> {
  const pinned = await pinnedCount(runDir, stage, key);
  const n = count ?? pinned;
  if (n === null || n === undefined) {
    throw new EnvsieveError('shard_missing', `no ${stage} shards of this run's current inputs to merge (nothing pinned in ${join(SHARDS_DIR, stage)}); run 'envsieve ${stage} <run> --shard i/N' for every i first`, { stage, place: { file: runDir } });
  }
  if (pinned !== null && pinned !== n) {
    throw new EnvsieveError('invalid_option', `this run's ${stage} shards are pinned to N = ${pinned}, not ${n}`, { stage, place: { file: runDir } });
  }
  const missing = await missingShards(runDir, stage, key, n);
  if (missing.length > 0) {
    const listed = missing.length > 20 ? `${missing.slice(0, 20).join(', ')} and ${missing.length - 20} more` : missing.join(', ');
    throw new EnvsieveError('shard_missing', `${missing.length} of ${n} ${stage} shards have not completed: shard ${listed} (no ${MARKER_FILE} for the current inputs in ${join(SHARDS_DIR, stage, '<i>')}); run them again, then merge`, { stage, place: { file: runDir } });
  }
  const dirs = Array.from({ length: n }, (_, index) => shardDir(runDir, stage, index));
  const markers = await Promise.all(dirs.map(async (dir) => (await readJsonFile(join(dir, MARKER_FILE), markerSchema)) as ShardMarker));
  return { count: n, dirs, markers };
}
