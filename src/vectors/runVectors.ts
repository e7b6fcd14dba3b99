// Reading a run's vectors back for the stages after embed: the items of a run with their embeddings (and
// signatures) from the run files embed wrote (runFiles.ts), or, for a run directory without them, from the
// cache that embed recorded in embed.json or another cache the caller names.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readRecord } from '../artifacts/index.js';
import { readItemIndexOf } from '../core/envIndex.js';
import { EnvsieveError } from '../core/errors.js';
import { forEachLine } from '../core/jsonLines.js';
import { vectorTexts, type Facet, type FacetItem, type Side } from '../core/types.js';
import { VectorCache, textHash } from './cache.js';
import { meanVector } from './normalize.js';
import { readRunFile, type RunFileRecord } from './runFiles.js';

const runFile = z.looseObject({ file: z.string(), rows: z.number(), width: z.number(), sha256: z.string() });
const signatureSchemes = z.object({ tools: z.string(), state: z.string(), tasks: z.string() });
/** The fields of embed.json the later stages read (validated when read: readEmbedRecord). */
const embedRecord = z.looseObject({
  model: z.looseObject({ fingerprint: z.string(), dim: z.number().int().positive(), precision: z.string() }),
  cache: z.string(),
  signatures: signatureSchemes,
  /** The run files of vectors and signatures (absent in run directories written before them). */
  runFiles: z.looseObject({ vectors: runFile, signatures: runFile, passages: runFile.optional(), purposes: runFile.optional(), descriptions: runFile.optional() }).optional(),
});

export interface EmbedRecord {
  model: { fingerprint: string; dim: number; precision: string };
  cache: string;
  signatures: Record<Facet, string>;
  /** The run files of vectors and signatures (absent in run directories written before them). */
  runFiles?: { vectors: RunFileRecord; signatures: RunFileRecord; passages?: RunFileRecord | undefined; purposes?: RunFileRecord | undefined; descriptions?: RunFileRecord | undefined } | undefined;
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
  /** Read the items' texts too (default true); without, every item's text is empty (core/envIndex.ts). */
  texts?: boolean;
  /** Read the vectors of the items' parts (FacetItem.passages) too (default false; needs the texts). */
  passages?: boolean;
  /** Read the vectors of tools' purposes (FacetItem.purpose_text) too (default false; needs the texts). */
  purposes?: boolean;
  /** Read the vectors of tools' description units (FacetItem.description_units) too (default false; needs the texts). */
  descriptions?: boolean;
}

/** The vectors of tools' purposes: item i's is row row[i] of `vectors`, or none when row[i] is -1. */
export interface PurposeVectors {
  vectors: Float32Array;
  row: Int32Array;
}

/** The vectors of the items' parts: item i's are rows first[i] .. first[i] + count[i] - 1 of `vectors`. */
export interface PassageVectors {
  vectors: Float32Array;
  first: Int32Array;
  count: Int32Array;
}

export interface RunVectors {
  /** Items in items.jsonl order (of the sides asked for). */
  items: FacetItem[];
  dim: number;
  /** Row i is the L2-normalised vector of items[i]. */
  vectors: Float32Array;
  /** Row i is the MinHash signature of items[i] under its facet's scheme. */
  signatures: Uint32Array[];
  /** Present when asked for (RunVectorOptions.passages). */
  passages?: PassageVectors;
  /** Present when asked for (RunVectorOptions.purposes) and the run has them (run directories before them do not). */
  purposes?: PurposeVectors;
  /** Present when asked for (RunVectorOptions.descriptions), laid out as the parts are; none for a run before them. */
  descriptions?: PassageVectors;
  embed: EmbedRecord;
}

export async function readEmbedRecord(runDir: string, stage: string): Promise<EmbedRecord> {
  return (await readRecord(runDir, 'embed.json', embedRecord, { stage })) as EmbedRecord;
}

export async function readRunItems(runDir: string, stage: string): Promise<FacetItem[]> {
  const bytes = await readFile(join(runDir, 'items.jsonl')).catch((cause: unknown) => {
    throw new EnvsieveError('artifact_missing', `no items.jsonl in the run directory (run 'envsieve ingest' first)`, { stage, place: { file: runDir }, cause });
  });
  const items: FacetItem[] = [];
  forEachLine(bytes, (line) => items.push(JSON.parse(line) as FacetItem));
  return items;
}

/** Every item of the run (of `sides`) with its vector and signature; fails naming the run if any is missing. */
export async function loadRunVectors(runDir: string, options: RunVectorOptions): Promise<RunVectors> {
  const record = await readEmbedRecord(runDir, options.stage);
  const sides = options.sides;
  const { items, keep, total } = await readItems(runDir, options);
  const dim = record.model.dim;
  const withSignatures = options.signatures !== false;
  const fromFiles = await readFromRunFiles(runDir, record, total, keep, withSignatures);
  const passages = options.passages ? await readPassages(runDir, record, items, options, keep === null) : undefined;
  const purposes = options.purposes ? await readPurposes(runDir, record, items, options, keep === null) : undefined;
  const descriptions = options.descriptions ? await readDescriptions(runDir, record, items, options, keep === null) : undefined;
  const read = { items, dim, ...(passages ? { passages } : {}), ...(purposes ? { purposes } : {}), ...(descriptions ? { descriptions } : {}), embed: record };
  if (fromFiles) return { ...read, ...fromFiles };
  // The cache is keyed by text: a caller that left the texts out gets them read for the lookup.
  const keyed = options.texts === false ? (await readRunItems(runDir, options.stage)).filter((item) => !sides || sides.includes(item.side)) : items;
  const cache = VectorCache.open(options.cacheDir ?? record.cache);
  try {
    return { ...read, ...readFromCache(cache, record, keyed, options.cacheDir ?? record.cache, options.stage, runDir, withSignatures) };
  } finally {
    cache.close();
  }
}

/**
 * The part vectors of `items`: from passages.f32 when it holds all the run's items (`whole`) and matches
 * its record, else from the cache by text; fails naming the item of the first part without a vector.
 */
async function readPassages(runDir: string, record: EmbedRecord, items: FacetItem[], options: RunVectorOptions, whole: boolean): Promise<PassageVectors> {
  const texts = (item: FacetItem) => (item.passages ?? []).map((p) => p.text);
  return (await readItemRows(runDir, record, items, options, whole, { file: record.runFiles?.passages, texts, what: 'a part' })).rows;
}

/**
 * The description unit vectors of `items`, laid out as the parts are: from descriptions.f32 when it holds all the
 * run's items (`whole`) and matches its record, else from the cache by text. Undefined when no item has any (a
 * run ingested before them among them): the channel is then never compared, as before it existed.
 */
async function readDescriptions(runDir: string, record: EmbedRecord, items: FacetItem[], options: RunVectorOptions, whole: boolean): Promise<PassageVectors | undefined> {
  const texts = (item: FacetItem) => item.description_units ?? [];
  const { rows, any } = await readItemRows(runDir, record, items, options, whole, { file: record.runFiles?.descriptions, texts, what: 'a description unit' });
  return any ? rows : undefined;
}

/**
 * The vectors of each item's texts (its parts, its description units) item by item, from `file` or the cache;
 * fails naming the item of the first text without a vector. `any`: whether some item has a text.
 */
async function readItemRows(runDir: string, record: EmbedRecord, items: FacetItem[], options: RunVectorOptions, whole: boolean, of: { file: RunFileRecord | undefined; texts: (item: FacetItem) => readonly string[]; what: string }): Promise<{ rows: PassageVectors; any: boolean }> {
  const first = new Int32Array(items.length).fill(-1);
  const count = new Int32Array(items.length);
  const texts: string[] = [];
  items.forEach((item, i) => {
    const own = of.texts(item);
    if (own.length === 0) return;
    first[i] = texts.length;
    count[i] = own.length;
    texts.push(...own);
  });
  if (texts.length === 0) return { rows: { vectors: new Float32Array(0), first, count }, any: false };
  const { vectors, missing, cacheDir } = await textVectors(runDir, record, of.file, texts, options, whole);
  if (missing.length > 0) {
    const at = missing[0] as number;
    const owner = items.find((_, j) => (first[j] as number) <= at && at < (first[j] as number) + (count[j] as number));
    throw new EnvsieveError('artifact_missing', `${of.what} of ${owner?.id ?? 'an item'} has no vector in the cache ${cacheDir}; run 'envsieve embed' with this cache`, { stage: options.stage, place: { file: runDir } });
  }
  return { rows: { vectors, first, count }, any: true };
}

/**
 * The purpose vectors of `items`: from purposes.f32 when it holds all the run's items (`whole`) and matches its
 * record, else from the cache by text. Undefined for a run embedded before purposes were (no record of the file
 * and no item with a purpose): its renamed copies are then told by their calling signature alone, as they were.
 */
async function readPurposes(runDir: string, record: EmbedRecord, items: FacetItem[], options: RunVectorOptions, whole: boolean): Promise<PurposeVectors | undefined> {
  const row = new Int32Array(items.length).fill(-1);
  const texts: string[] = [];
  items.forEach((item, i) => {
    if (item.purpose_text === undefined) return;
    row[i] = texts.length;
    texts.push(item.purpose_text);
  });
  if (texts.length === 0) return undefined;
  const { vectors, missing, cacheDir } = await textVectors(runDir, record, record.runFiles?.purposes, texts, options, whole);
  if (missing.length > 0) {
    const owner = items[row.indexOf(missing[0] as number)];
    throw new EnvsieveError('artifact_missing', `the purpose of ${owner?.id ?? 'a tool'} has no vector in the cache ${cacheDir}; run 'envsieve embed' with this cache`, { stage: options.stage, place: { file: runDir } });
  }
  return { vectors, row };
}

/**
 * The vectors of `texts` (items' parts or purposes): from the run file `file` when it holds all the run's items'
 * (`whole`) and matches its record, else from the cache by text, with the positions it lacks. None are looked up
 * for no texts.
 */
async function textVectors(runDir: string, record: EmbedRecord, file: RunFileRecord | undefined, texts: readonly string[], options: RunVectorOptions, whole: boolean): Promise<{ vectors: Float32Array; missing: number[]; cacheDir: string }> {
  const cacheDir = options.cacheDir ?? record.cache;
  const fromFile = whole ? await readRunFile(runDir, file, texts.length, record.model.dim) : null;
  if (fromFile || texts.length === 0) return { vectors: fromFile ? new Float32Array(fromFile) : new Float32Array(0), missing: [], cacheDir };
  const cache = VectorCache.open(cacheDir);
  try {
    const { vectors, missing } = vectorsByText(cache, record, texts);
    return { vectors, missing, cacheDir };
  } finally {
    cache.close();
  }
}

/** The vectors of `texts` from `cache`, in their order, their hashes, and the positions of those it lacks. */
function vectorsByText(cache: VectorCache, record: Pick<EmbedRecord, 'model'>, texts: readonly string[]): { vectors: Float32Array; hashes: Buffer[]; missing: number[] } {
  const hashes = texts.map((text) => textHash(text));
  const found = cache.getVectors(record.model.fingerprint, [...new Map(hashes.map((h) => [h.toString('hex'), h])).values()]);
  const dim = record.model.dim;
  const vectors = new Float32Array(texts.length * dim);
  const missing: number[] = [];
  hashes.forEach((hash, i) => {
    const vector = found.get(hash.toString('hex'))?.vector;
    if (vector && vector.length === dim) vectors.set(vector, i * dim);
    else missing.push(i);
  });
  return { vectors, hashes, missing };
}

/** The items of the sides asked for, their rows in items.jsonl (null: all of them) and the rows in all. */
async function readItems(runDir: string, options: RunVectorOptions): Promise<{ items: FacetItem[]; keep: number[] | null; total: number }> {
  const sides = options.sides;
  if (options.texts === false) {
    const { items, rows, total } = await readItemIndexOf(runDir, options.stage, sides);
    return { items, keep: sides ? rows : null, total };
  }
  const all = await readRunItems(runDir, options.stage);
  const keep = sides ? all.flatMap((item, i) => (sides.includes(item.side) ? [i] : [])) : null;
  return { items: keep ? keep.map((i) => all[i] as FacetItem) : all, keep, total: all.length };
}

/** The rows `keep` (all when null) of the run files, signatures only when asked for (else empty ones). */
async function readFromRunFiles(runDir: string, record: EmbedRecord, count: number, keep: number[] | null, withSignatures: boolean): Promise<Pick<RunVectors, 'vectors' | 'signatures'> | null> {
  if (!record.runFiles) return null;
  const rows = keep ? keep.length : count;
  const vectors = await readRunFile(runDir, record.runFiles.vectors, count, record.model.dim, keep);
  if (!vectors) return null;
  if (!withSignatures) return { vectors: new Float32Array(vectors), signatures: Array.from({ length: rows }, () => new Uint32Array(0)) };
  const perms = record.runFiles.signatures.width;
  const signatures = await readRunFile(runDir, record.runFiles.signatures, count, perms, keep);
  if (!signatures) return null;
  const all = new Uint32Array(signatures);
  return { vectors: new Float32Array(vectors), signatures: Array.from({ length: rows }, (_, i) => all.subarray(i * perms, (i + 1) * perms)) };
}

/** Vectors and signatures of `items` from `cache`, in item order; fails naming the first item without a vector. */
export function readFromCache(cache: VectorCache, record: Pick<EmbedRecord, 'model' | 'signatures'>, items: FacetItem[], cacheDir: string, stage: string, runDir: string, withSignatures = true): Pick<RunVectors, 'vectors' | 'signatures'> {
  const texts = items.map(vectorTexts);
  const { vectors: parts, missing: partsMissing } = vectorsByText(cache, record, texts.flat());
  const lacking = new Set(partsMissing);
  const dim = record.model.dim;
  const vectors = new Float32Array(items.length * dim);
  const missing: number[] = [];
  let at = 0;
  texts.forEach((list, i) => {
    const first = at;
    at += list.length;
    if (list.some((_, k) => lacking.has(first + k))) missing.push(i);
    else vectors.set(meanVector(list.map((_, k) => parts.subarray((first + k) * dim, (first + k + 1) * dim))) as Float32Array, i * dim);
  });
  if (missing.length > 0) {
    throw new EnvsieveError('artifact_missing', `${missing.length} items have no vector in the cache ${cacheDir} (first: ${items[missing[0] as number]?.id}); run 'envsieve embed' with this cache`, {
      stage,
      place: { file: runDir },
    });
  }
  return { vectors, signatures: withSignatures ? loadSignatures(cache, record, items, items.map((item) => textHash(item.text))) : items.map(() => new Uint32Array(0)) };
}

function loadSignatures(cache: VectorCache, record: Pick<EmbedRecord, 'signatures'>, items: FacetItem[], hashes: Buffer[]): Uint32Array[] {
  const byFacet = new Map<Facet, Map<string, Uint32Array>>();
  for (const facet of Object.keys(record.signatures) as Facet[]) {
    const mine = hashes.filter((_, i) => (items[i] as FacetItem).facet === facet);
    byFacet.set(facet, cache.getSignatures(record.signatures[facet], mine));
  }
  return items.map((item, i) => byFacet.get(item.facet)?.get((hashes[i] as Buffer).toString('hex')) ?? new Uint32Array(0));
}
