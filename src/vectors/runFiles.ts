// The run's vectors and signatures as two flat files in the run directory, written once by embed and read by
// every later stage (neighbors, cluster, report): one read of a file instead of tens of thousands of cache
// lookups per stage (~1.8 s each on the real-data audit against ~0.05 s for the file). Rows follow
// items.jsonl; vectors are float32 and signatures uint32, little-endian, as the cache stores them, so a run
// read from the files is bit-identical to one read from the cache.
import { createHash } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../core/io.js';

export const RUN_VECTORS = 'vectors.f32';
export const RUN_SIGNATURES = 'signatures.u32';
/** The vectors of the items' parts (FacetItem.passages), item by item in items.jsonl order. */
export const RUN_PASSAGES = 'passages.f32';
/** The vectors of tools' purposes (FacetItem.purpose_text), one row per item that has one, in items.jsonl order. */
export const RUN_PURPOSES = 'purposes.f32';
/** The vectors of tools' description units (FacetItem.description_units), item by item in items.jsonl order. */
export const RUN_DESCRIPTIONS = 'descriptions.f32';
/** The cluster stage's environment vectors of the portfolio (scoring/envVectors.ts), environments by id, for the report's map. */
export const ENVIRONMENT_VECTORS = 'environment_vectors.f32';

export interface RunFileRecord {
  file: string;
  rows: number;
  /** Floats (vectors) or hashes (signatures) per row. */
  width: number;
  sha256: string;
}

export async function writeRunFile(runDir: string, file: string, rows: number, width: number, data: Float32Array | Uint32Array): Promise<RunFileRecord> {
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  await writeFileAtomic(join(runDir, file), bytes);
  return { file, rows, width, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * The rows of a run file (all, or the rows `keep` in that order), or null when it is absent or does not match
 * its record (a run directory written before these files existed, or a file changed since): the caller then
 * reads the cache instead. Kept rows are read as runs of consecutive rows straight into one buffer: the
 * cluster stage and the report's map want the portfolio's rows only, a part of the file.
 */
export async function readRunFile(runDir: string, record: RunFileRecord | undefined, rows: number, width: number, keep: readonly number[] | null = null): Promise<ArrayBuffer | null> {
  if (!record || record.rows !== rows || record.width !== width) return null;
  const file = await open(join(runDir, record.file), 'r').catch(() => null);
  if (!file) return null;
  try {
    const rowBytes = width * 4;
    if ((await file.stat()).size !== rows * rowBytes) return null;
    const wanted = keep ?? null;
    const out = new Uint8Array((wanted ? wanted.length : rows) * rowBytes);
    if (!wanted) {
      await readFully(file, out, 0);
      return out.buffer;
    }
    for (let start = 0; start < wanted.length; ) {
      const first = wanted[start] as number;
      let end = start + 1;
      while (end < wanted.length && wanted[end] === first + (end - start)) end++;
      if (first < 0 || first + (end - start) > rows) return null;
      await readFully(file, out.subarray(start * rowBytes, end * rowBytes), first * rowBytes);
      start = end;
    }
    return out.buffer;
  } finally {
    await file.close();
  }
}

/** Fills `into` from `position` on (a read may return fewer bytes than asked). */
async function readFully(file: FileHandle, into: Uint8Array, position: number): Promise<void> {
  for (let done = 0; done < into.length; ) {
    const { bytesRead } = await file.read(into, done, into.length - done, position + done);
    if (bytesRead === 0) throw new Error('run file ended early');
    done += bytesRead;
  }
}
