// Reading a run's vectors back for the stages after embed: the items of a run with their embeddings (and
// signatures) from the cache that embed recorded in embed.json, or from another cache the caller names.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EnvsieveError } from '../core/errors.js';
import type { Facet, FacetItem, Side } from '../core/types.js';
import { VectorCache, textHash } from './cache.js';

export interface EmbedRecord {
  model: { fingerprint: string; dim: number; precision: string };
  cache: string;
  signatures: Record<Facet, string>;
}

export interface RunVectorOptions {
  cacheDir?: string;
  stage: string;
  /**
   * Only the items of these sides (default: all). The cluster stage and the report's map read the portfolio
   * and baseline only; on the real-data audit the suites are half of the 49,000 items to read from the cache.
   */
  sides?: readonly Side[];
  /** Read the MinHash signatures too (default true); without, every item's signature is empty. */
  signatures?: boolean;
}

export interface RunVectors {
  /** Items in items.jsonl order (of the sides asked for). */
  items: FacetItem[];
  dim: number;
  /** Row i is the L2-normalised vector of items[i]. */
  vectors: Float32Array;
  /** Row i is the MinHash signature of items[i] under its facet's scheme. */
  signatures: Uint32Array[];
  embed: EmbedRecord;
}

export async function readEmbedRecord(runDir: string, stage: string): Promise<EmbedRecord> {
  const text = await readFile(join(runDir, 'embed.json'), 'utf8').catch((cause: unknown) => {
    throw new EnvsieveError('artifact_missing', `no embed.json in the run directory (run 'envsieve embed' first)`, { stage, place: { file: runDir }, cause });
  });
  return JSON.parse(text) as EmbedRecord;
}

export async function readRunItems(runDir: string, stage: string): Promise<FacetItem[]> {
  const text = await readFile(join(runDir, 'items.jsonl'), 'utf8').catch((cause: unknown) => {
    throw new EnvsieveError('artifact_missing', `no items.jsonl in the run directory (run 'envsieve ingest' first)`, { stage, place: { file: runDir }, cause });
  });
  return text.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as FacetItem);
}

/** Every item of the run (of `sides`) with its vector and signature; fails naming the run if any is not in the cache. */
export async function loadRunVectors(runDir: string, options: RunVectorOptions): Promise<RunVectors> {
  const record = await readEmbedRecord(runDir, options.stage);
  const sides = options.sides;
  const all = await readRunItems(runDir, options.stage);
  const items = sides ? all.filter((item) => sides.includes(item.side)) : all;
  const cache = VectorCache.open(options.cacheDir ?? record.cache);
  try {
    const hashes = items.map((item) => textHash(item.text));
    const found = cache.getVectors(record.model.fingerprint, [...new Map(hashes.map((h) => [h.toString('hex'), h])).values()]);
    const dim = record.model.dim;
    const vectors = new Float32Array(items.length * dim);
    const missing: string[] = [];
    hashes.forEach((hash, i) => {
      const vector = found.get(hash.toString('hex'))?.vector;
      if (vector && vector.length === dim) vectors.set(vector, i * dim);
      else missing.push((items[i] as FacetItem).id);
    });
    if (missing.length > 0) {
      throw new EnvsieveError('artifact_missing', `${missing.length} items have no vector in the cache ${options.cacheDir ?? record.cache} (first: ${missing[0]}); run 'envsieve embed' with this cache`, {
        stage: options.stage,
        place: { file: runDir },
      });
    }
    const signatures = options.signatures === false ? items.map(() => new Uint32Array(0)) : loadSignatures(cache, record, items, hashes);
    return { items, dim, vectors, signatures, embed: record };
  } finally {
    cache.close();
  }
}

function loadSignatures(cache: VectorCache, record: EmbedRecord, items: FacetItem[], hashes: Buffer[]): Uint32Array[] {
  const byFacet = new Map<Facet, Map<string, Uint32Array>>();
  for (const facet of Object.keys(record.signatures) as Facet[]) {
    const mine = hashes.filter((_, i) => (items[i] as FacetItem).facet === facet);
    byFacet.set(facet, cache.getSignatures(record.signatures[facet], mine));
  }
  return items.map((item, i) => byFacet.get(item.facet)?.get((hashes[i] as Buffer).toString('hex')) ?? new Uint32Array(0));
}
