// The embed stage in shards (the contract is core/shard.ts): shard i/N embeds the run's distinct texts whose
// hash falls in shard i, into a cache file of its own inside its shard directory; the merge folds the N shard
// caches into the shared cache and then runs the one-process stage on it, which finds every vector cached and
// writes the run files and embed.json from the cache alone — so the artifacts are those of one process by
// construction (vectors do not depend on what a text is batched with: onnxEmbedder.ts). A shard only reads the
// shared cache, to skip texts embedded before; only the merge writes it.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ShardContext, StageContext } from '../core/context.js';
import { EMBED_DEFAULTS } from '../core/defaults.js';
import { sha256File, sha256Hex, stableJson } from '../core/hash.js';
import { completedShards, finishShard, holdingShard, shardOfHash, shardsToRun, startShard, type Shard } from '../core/shard.js';
import { defaultModelDir } from '../model/index.js';
import { DEFAULT_BATCH_LIMITS } from './batching.js';
import { OnnxEmbedder } from './onnxEmbedder.js';
import { embed, embeddingFingerprint, type EmbedOptions, type EmbedSummary } from './stage.js';
import { CACHE_FILE, readRunItems, VectorCache } from '../vectors/index.js';
import { computeSignatures, embedMisses, uniqueTexts } from './work.js';

const STAGE = 'embed';

export interface EmbedShardSummary {
  runDir: string;
  shard: Shard;
  /** Where the shard's cache and completion marker are. */
  dir: string;
  /** Distinct texts of the run that are this shard's. */
  texts: number;
  cacheHits: number;
  embedded: number;
  seconds: number;
  textsPerSecond: number;
}

export interface EmbedMergeSummary extends EmbedSummary {
  shards: number;
  /** Rows copied from the shard caches into the shared cache. */
  folded: { vectors: number; signatures: number };
  /** Seconds spent folding the shard caches (the rest of `seconds` is the stage reading the cache). */
  foldSeconds: number;
}

/** What the shards of a run are made from: the bytes of items.jsonl and everything the vectors depend on. */
export async function embedShardKey(runDir: string, options: EmbedOptions): Promise<string> {
  return sha256Hex(stableJson({ stage: STAGE, items: await sha256File(join(runDir, 'items.jsonl')), fingerprint: await embeddingFingerprint(options) }));
}

/** Shards below `count` that have not completed for the run's current items and these options (core/shard.ts: shardsToRun). */
export async function missingEmbedShards(runDir: string, count: number, options: EmbedOptions = {}): Promise<number[]> {
  return shardsToRun(runDir, STAGE, await embedShardKey(runDir, options), count);
}

/** Runs shard `ctx.shard` of the embed stage of `runDir`, holding only the shard's own directory. */
export async function embedShard(runDir: string, options: EmbedOptions, ctx: ShardContext): Promise<EmbedShardSummary> {
  return holdingShard(runDir, STAGE, ctx.shard, () => runShard(runDir, ctx.shard, options, ctx));
}

async function runShard(runDir: string, shard: Shard, options: EmbedOptions, ctx: StageContext): Promise<EmbedShardSummary> {
  const started = performance.now();
  const cacheDir = resolve(options.cacheDir ?? EMBED_DEFAULTS.cacheDir);
  const items = await readRunItems(runDir, STAGE);
  const key = await embedShardKey(runDir, options);
  const fingerprint = await embeddingFingerprint(options);
  const mine = uniqueTexts(items).filter((t) => shardOfHash(t.hash, shard.count) === shard.index);
  // A text kept only for its signature (an item's canonical text beside its vector text) is not embedded.
  const vectorTexts = mine.filter((t) => t.embedded);
  const dir = await startShard(runDir, STAGE, shard, key);
  // A fresh cache file per attempt: nothing of an earlier, failed attempt is folded in unchecked.
  await Promise.all(['', '-journal', '-wal', '-shm'].map((suffix) => rm(join(dir, CACHE_FILE + suffix), { force: true })));
  const shared = existsSync(join(cacheDir, CACHE_FILE)) ? VectorCache.open(cacheDir) : null;
  const own = VectorCache.open(dir, { journal: 'delete' });
  let embedded = 0;
  let inferSeconds = 0;
  try {
    const cached = shared?.getVectors(fingerprint, vectorTexts.map((t) => t.hash)) ?? new Map();
    const misses = vectorTexts.filter((t) => !cached.has(t.hash.toString('hex')));
    ctx.log?.(`embed shard ${shard.index}/${shard.count}: ${vectorTexts.length} of the run's distinct texts, ${vectorTexts.length - misses.length} cached, ${misses.length} to embed`);
    if (misses.length > 0) {
      const modelDir = resolve(options.modelDir ?? defaultModelDir());
      const embedder = await OnnxEmbedder.load({ modelDir, precision: options.precision ?? EMBED_DEFAULTS.precision, allowRemote: options.allowRemote ?? false, downloadDir: join(cacheDir, 'models'), ...(options.threads ? { threads: options.threads } : {}) });
      const inferStarted = performance.now();
      try {
        await embedMisses(embedder, misses, { longText: options.longText ?? EMBED_DEFAULTS.longText, batch: options.batch ?? DEFAULT_BATCH_LIMITS, fingerprint, cache: own, ctx, fresh: new Map() });
      } finally {
        await embedder.close();
      }
      inferSeconds = (performance.now() - inferStarted) / 1000;
      embedded = misses.length;
    }
    computeSignatures(mine, shared, own);
  } finally {
    own.close();
    shared?.close();
  }
  await finishShard(runDir, STAGE, shard, key, { texts: vectorTexts.length, embedded });
  return {
    runDir,
    shard,
    dir,
    texts: vectorTexts.length,
    cacheHits: vectorTexts.length - embedded,
    embedded,
    seconds: (performance.now() - started) / 1000,
    textsPerSecond: embedded > 0 ? Math.round(embedded / inferSeconds) : 0,
  };
}

/**
 * Merges the embed shards of `runDir`: checks that all N completed (N as pinned, or `shards` when given, which
 * must then agree with the pin), folds their caches into the shared cache in shard order, and runs the stage,
 * which then embeds nothing. The caller holds the run directory, as for the stage itself.
 */
export async function mergeEmbedShards(runDir: string, options: EmbedOptions & { shards?: number } = {}, ctx: StageContext = {}): Promise<EmbedMergeSummary> {
  const { shards, ...embedOptions } = options;
  const key = await embedShardKey(runDir, embedOptions);
  const { count, dirs } = await completedShards(runDir, STAGE, key, shards);
  const foldStarted = performance.now();
  const folded = { vectors: 0, signatures: 0 };
  const cacheDir = resolve(embedOptions.cacheDir ?? EMBED_DEFAULTS.cacheDir);
  const cache = VectorCache.open(cacheDir);
  try {
    for (const dir of dirs) {
      const rows = cache.fold(dir);
      folded.vectors += rows.vectors;
      folded.signatures += rows.signatures;
    }
  } finally {
    cache.close();
  }
  const foldSeconds = (performance.now() - foldStarted) / 1000;
  ctx.log?.(`embed merge: ${count} shards complete; ${folded.vectors} vectors and ${folded.signatures} signatures folded into ${cacheDir}`);
  const summary = await embed(runDir, { ...embedOptions, cacheDir, requireCached: true }, ctx);
  return { ...summary, seconds: summary.seconds + foldSeconds, shards: count, folded, foldSeconds };
}
