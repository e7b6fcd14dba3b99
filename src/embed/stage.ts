// The embed stage: a sentence embedding and a MinHash signature for every facet item of a run, computed
// locally and cached by content, so that a text is embedded once per model, ever. Inference runs only on
// cache misses, in length-sorted batches, each committed to the cache as it finishes (a killed run keeps
// everything done before the kill).
import { join, resolve } from 'node:path';
import type { StageContext } from '../core/context.js';
import { EMBED_DEFAULTS } from '../core/defaults.js';
import { EnvsieveError } from '../core/errors.js';
import { writeJsonAtomic } from '../core/io.js';
import { FACETS, vectorTexts, type Facet, type FacetItem } from '../core/types.js';
import { defaultModelDir, modelFingerprint, modelMaxTokens } from '../model/index.js';
import { DEFAULT_BATCH_LIMITS, type BatchLimits } from './batching.js';
import { modelFile, OnnxEmbedder, type Precision } from './onnxEmbedder.js';
import { meanVector, readRunItems, RUN_DESCRIPTIONS, RUN_PASSAGES, RUN_PURPOSES, RUN_SIGNATURES, RUN_VECTORS, textHash, VectorCache, writeRunFile, type CachedVector, type RunFileRecord } from '../vectors/index.js';
import { computeSignatures, embedMisses, uniqueTexts, type UniqueText } from './work.js';
import type { OptionValues } from '../core/options.js';
import type { EMBED_OPTIONS } from './options.js';

/** The declared options (options.ts), and what a caller wires in: the cache, batch limits, a merge's rule. */
export type EmbedOptions = OptionValues<typeof EMBED_OPTIONS.options> & {
  cacheDir?: string;
  batch?: BatchLimits;
  /**
   * Fail instead of embedding when a text has no cached vector: a merge of shards (shards.ts) must find every
   * vector the shards made, and a gap means a shard's output was lost, not work to redo on one machine.
   */
  requireCached?: boolean;
};

export interface EmbedSummary {
  runDir: string;
  cacheDir: string;
  model: { dir: string; precision: Precision; fingerprint: string; dim: number };
  items: Record<Facet, number>;
  uniqueTexts: number;
  cacheHits: number;
  embedded: number;
  truncated: number;
  seconds: number;
  textsPerSecond: number;
  /** Tokens fed to the model per second of inference (real tokens: nothing is padded). */
  tokensPerSecond: number;
}

const poolingOf = (options: EmbedOptions) => ({ pooling: 'mean', normalize: true, longText: options.longText ?? EMBED_DEFAULTS.longText });

/**
 * What the vectors depend on: the model's files, the graph chosen by precision and the pooling. The cache is
 * keyed by it, and the pipeline runner uses it to tell whether embeddings made earlier are still valid.
 */
export async function embeddingFingerprint(options: Pick<EmbedOptions, 'modelDir' | 'precision' | 'longText'> = {}): Promise<string> {
  const modelDir = resolve(options.modelDir ?? defaultModelDir());
  const graph = modelFile(modelDir, options.precision ?? EMBED_DEFAULTS.precision).slice(modelDir.length + 1);
  return modelFingerprint({ modelDir, graph, pooling: poolingOf(options) });
}

export async function embed(runDir: string, options: EmbedOptions = {}, ctx: StageContext = {}): Promise<EmbedSummary> {
  const started = performance.now();
  const precision = options.precision ?? EMBED_DEFAULTS.precision;
  const longText = options.longText ?? EMBED_DEFAULTS.longText;
  const modelDir = resolve(options.modelDir ?? defaultModelDir());
  const cacheDir = resolve(options.cacheDir ?? EMBED_DEFAULTS.cacheDir);
  const items = await readRunItems(runDir, 'embed');
  const texts = uniqueTexts(items);
  const pooling = poolingOf(options);
  const fingerprint = await embeddingFingerprint(options);
  const plan: EmbedPlan = { runDir, modelDir, precision, longText, cacheDir, fingerprint, pooling };

  const cache = VectorCache.open(cacheDir);
  try {
    const { embedded, cached, misses } = lookUpCached(plan, texts, cache, options, ctx);
    const { dim, tokenCounts, fresh, fed, inferSeconds } = await inferMisses(plan, cached, misses, cache, options, ctx);
    const maxTokens = modelMaxTokens(modelDir);
    const tokensOf = (t: UniqueText) => cached.get(t.hash.toString('hex'))?.tokens ?? tokenCounts.get(t.hash.toString('hex')) ?? 0;
    // Items' vector texts only: a part embedded beside its task (FacetItem.passages) is counted with the task.
    const truncated = embedded.filter((t) => t.vectorFacets.size > 0 && tokensOf(t) > maxTokens);
    const { schemes: signatures, byFacet } = computeSignatures(texts, cache);
    const vectorOf = (hex: string) => cached.get(hex)?.vector ?? fresh.get(hex);
    const runFiles = await writeRunFiles(runDir, items, dim, vectorOf, byFacet);
    return await writeEmbedRecord(plan, { items, embedded, misses, truncated, dim, fed, inferSeconds, maxTokens, signatures, runFiles }, started, ctx);
  } finally {
    cache.close();
  }
}

/** What embed resolved from its options, handed to its steps so that they all name the same model and cache. */
interface EmbedPlan {
  runDir: string;
  modelDir: string;
  precision: Precision;
  longText: NonNullable<EmbedOptions['longText']>;
  cacheDir: string;
  fingerprint: string;
  pooling: ReturnType<typeof poolingOf>;
}

/** The cache's vectors and misses, looked up before any model loads so that a merge missing vectors fails at once. */
function lookUpCached(plan: EmbedPlan, texts: UniqueText[], cache: VectorCache, options: EmbedOptions, ctx: StageContext) {
  const { runDir, cacheDir, fingerprint } = plan;
  const embedded = texts.filter((t) => t.embedded);
  const cached = cache.getVectors(fingerprint, embedded.map((t) => t.hash));
  const misses = embedded.filter((t) => !cached.has(t.hash.toString('hex')));
  ctx.log?.(`embed: ${embedded.length} distinct texts, ${embedded.length - misses.length} cached, ${misses.length} to embed`);
  if (options.requireCached && misses.length > 0) {
    throw new EnvsieveError('artifact_missing', `${misses.length} of ${embedded.length} distinct texts have no vector in the cache ${cacheDir} after the merge (first: text ${(misses[0] as UniqueText).hash.toString('hex')}); run the shards again`, { stage: 'embed', place: { file: runDir } });
  }
  return { embedded, cached, misses };
}

/** Embeds the cache's misses, loading the model only if there are any: a warm rerun never pays for loading it. */
async function inferMisses(plan: EmbedPlan, cached: Map<string, CachedVector>, misses: UniqueText[], cache: VectorCache, options: EmbedOptions, ctx: StageContext) {
  const { modelDir, precision, longText, cacheDir, fingerprint } = plan;
  let dim = cached.values().next().value?.vector.length ?? 0;
  let tokenCounts = new Map<string, number>();
  const fresh = new Map<string, Float32Array>();
  let fed = 0;
  let inferSeconds = 0;
  if (misses.length > 0) {
    const embedder = await OnnxEmbedder.load({ modelDir, precision, allowRemote: options.allowRemote ?? false, downloadDir: join(cacheDir, 'models'), ...(options.threads ? { threads: options.threads } : {}) });
    dim = embedder.dim;
    const inferStarted = performance.now();
    try {
      ({ counts: tokenCounts, fed } = await embedMisses(embedder, misses, { longText, batch: options.batch ?? DEFAULT_BATCH_LIMITS, fingerprint, cache, ctx, fresh }));
    } finally {
      await embedder.close();
    }
    inferSeconds = (performance.now() - inferStarted) / 1000;
  }
  return { dim, tokenCounts, fresh, fed, inferSeconds };
}

/** What the stage found and made, as its summary and embed.json report it. */
interface EmbedWork {
  items: FacetItem[];
  embedded: UniqueText[];
  misses: UniqueText[];
  truncated: UniqueText[];
  dim: number;
  fed: number;
  inferSeconds: number;
  maxTokens: number;
  signatures: Record<Facet, string>;
  runFiles: Awaited<ReturnType<typeof writeRunFiles>>;
}

/** The summary, counters and embed.json, from which later stages and reruns learn what made the vectors. */
async function writeEmbedRecord(plan: EmbedPlan, work: EmbedWork, started: number, ctx: StageContext): Promise<EmbedSummary> {
  const { runDir, cacheDir, modelDir, precision, fingerprint, pooling } = plan;
  const { items, embedded, misses, truncated, dim, fed, inferSeconds, maxTokens, signatures, runFiles } = work;
  const itemCounts = Object.fromEntries(FACETS.map((f) => [f, items.filter((i) => i.facet === f).length])) as Record<Facet, number>;
  const summary: EmbedSummary = {
    runDir,
    cacheDir,
    model: { dir: modelDir, precision, fingerprint, dim },
    items: itemCounts,
    uniqueTexts: embedded.length,
    cacheHits: embedded.length - misses.length,
    embedded: misses.length,
    truncated: truncated.length,
    seconds: (performance.now() - started) / 1000,
    textsPerSecond: misses.length > 0 ? Math.round(misses.length / inferSeconds) : 0,
    tokensPerSecond: misses.length > 0 ? Math.round(fed / inferSeconds) : 0,
  };
  ctx.count?.('distinct texts', embedded.length);
  ctx.count?.('cache hits', summary.cacheHits);
  ctx.count?.('embedded', misses.length);
  await writeJsonAtomic(join(runDir, 'embed.json'), {
    schemaVersion: 1,
    stage: 'embed',
    model: { dir: modelDir, precision, fingerprint, dim, maxTokens, ...pooling },
    cache: cacheDir,
    items: itemCounts,
    uniqueTexts: embedded.length,
    truncated: Object.fromEntries(FACETS.map((f) => [f, truncated.filter((t) => t.vectorFacets.has(f)).length])),
    signatures,
    runFiles,
    generatedAt: (ctx.now?.() ?? new Date()).toISOString(),
  });
  return summary;
}

/**
 * vectors.f32 and signatures.u32 (runFiles.ts): every item's vector and signature in item order, and
 * passages.f32, the vectors of the items' parts (FacetItem.passages) in item order, purposes.f32, those
 * of tools' purposes (FacetItem.purpose_text), and descriptions.f32, those of tools' description units
 * (FacetItem.description_units) in item order, so later
 * stages read these files instead of the cache. Made from what this stage already holds (the vectors it looked
 * up or computed, the signatures it looked up or made), with no second pass over the cache. Not written (later
 * stages then read the cache) if an item or a part lacks either, which a file of fixed-width rows could not say.
 */
async function writeRunFiles(
  runDir: string,
  items: FacetItem[],
  dim: number,
  vectorOf: (hex: string) => Float32Array | undefined,
  signatures: Map<Facet, Map<string, Uint32Array>>,
): Promise<{ vectors: RunFileRecord; signatures: RunFileRecord; passages: RunFileRecord; purposes: RunFileRecord; descriptions: RunFileRecord } | undefined> {
  const perms = EMBED_DEFAULTS.minhashPerms;
  const vectors = new Float32Array(items.length * dim);
  const packed = new Uint32Array(items.length * perms);
  const hexOf = new Map<string, string>();
  const hex = (text: string): string => {
    let found = hexOf.get(text);
    if (found === undefined) hexOf.set(text, (found = textHash(text).toString('hex')));
    return found;
  };
  for (const [i, item] of items.entries()) {
    const vector = meanVector(vectorTexts(item).map((text) => vectorOf(hex(text))));
    const signature = signatures.get(item.facet)?.get(hex(item.text));
    if (!vector || vector.length !== dim || !signature || signature.length !== perms) return undefined;
    vectors.set(vector, i * dim);
    packed.set(signature, i * perms);
  }
  // The rows of `texts`, one after another; undefined when one has no vector.
  const packTexts = (texts: readonly string[]): Float32Array | undefined => {
    const out = new Float32Array(texts.length * dim);
    for (const [i, text] of texts.entries()) {
      const vector = vectorOf(hex(text));
      if (!vector || vector.length !== dim) return undefined;
      out.set(vector, i * dim);
    }
    return out;
  };
  const passages = items.flatMap((item) => (item.passages ?? []).map((p) => p.text));
  const purposes = items.flatMap((item) => (item.purpose_text === undefined ? [] : [item.purpose_text]));
  const descriptions = items.flatMap((item) => item.description_units ?? []);
  const passageVectors = packTexts(passages);
  const purposeVectors = packTexts(purposes);
  const descriptionVectors = packTexts(descriptions);
  if (!passageVectors || !purposeVectors || !descriptionVectors) return undefined;
  return {
    vectors: await writeRunFile(runDir, RUN_VECTORS, items.length, dim, vectors),
    signatures: await writeRunFile(runDir, RUN_SIGNATURES, items.length, perms, packed),
    passages: await writeRunFile(runDir, RUN_PASSAGES, passages.length, dim, passageVectors),
    purposes: await writeRunFile(runDir, RUN_PURPOSES, purposes.length, dim, purposeVectors),
    descriptions: await writeRunFile(runDir, RUN_DESCRIPTIONS, descriptions.length, dim, descriptionVectors),
  };
}
