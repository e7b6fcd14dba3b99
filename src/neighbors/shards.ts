// The neighbors stage in shards (the contract is core/shard.ts): shard i/N matches the portfolio items of its
// parts (parts.ts: a fixed partition of the portfolio's environments, whatever N is) against the whole suite
// and scores their environments' pairs, and writes that into its shard directory (shardFiles.ts); the merge
// reads the N results and writes the artifacts with the one-process stage's own writer. One process computes
// part by part what a shard computes for its parts — the same searched blocks (itemMatches.ts) and the same
// pair products (work.ts), on as many dense threads (part of the shards' key) — so its result is the union of
// the shards' and the merged artifacts are its bytes. The eval side's maxima (each suite task's most similar
// portfolio task) are merged as one process takes them block after block: the highest, ties to the lower item.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ShardContext, StageContext } from '../core/context.js';
import { EnvsieveError } from '../core/errors.js';
import { sha256File, sha256Hex, stableJson } from '../core/hash.js';
import { completedShards, finishShard, holdingShard, shardsToRun, startShard, type Shard } from '../core/shard.js';
import { loadRunData, type PairScore } from '../scoring/index.js';
import type { FacetMatches, FacetReverse } from './itemMatches.js';
import { partsOfShard, portfolioParts } from './parts.js';
import { readShardResult, writeShardResult } from './shardFiles.js';
import { resolveOptions, writeNeighbors, type NeighborOptions, type NeighborSummary } from './stage.js';
import { findNeighbors } from './work.js';

const STAGE = 'neighbors';
/** The run files the stage reads: embed.json records the vectors' and signatures' SHA-256 (and the model). */
const INPUT_FILES = ['environments.index.jsonl', 'items.jsonl', 'embed.json'];

export interface NeighborShardSummary {
  runDir: string;
  shard: Shard;
  dir: string;
  /** The portfolio's parts and this shard's. */
  parts: { total: number; mine: number };
  environments: number;
  items: number;
  /** Environment pairs scored. */
  pairs: number;
  seconds: number;
  itemsPerSecond: number;
}

export interface NeighborMergeSummary extends NeighborSummary {
  shards: number;
  /** Seconds reading the shards' results; the rest of `seconds` is loading the run and writing the artifacts. */
  readSeconds: number;
  seconds: number;
}

/**
 * What the shards are made from: the run files the stage reads, its options, and the dense engine's thread
 * count — a product's last bits depend on it (dense/engine.ts), so shards on machines of other core counts
 * would not add up to one process.
 */
export async function neighborShardKey(runDir: string, options: NeighborOptions): Promise<string> {
  const { cacheDir: _noOutput, ...decisive } = options;
  const files = await Promise.all(INPUT_FILES.map(async (f) => [f, await sha256File(join(runDir, f)).catch(() => null)]));
  return sha256Hex(stableJson({ stage: STAGE, files, options: resolveOptions(decisive), denseThreads: availableParallelism() }));
}

/** Shards below `count` without a completion marker for the run's current inputs (core/shard.ts: shardsToRun). */
export async function missingNeighborShards(runDir: string, count: number, options: NeighborOptions = {}): Promise<number[]> {
  return shardsToRun(runDir, STAGE, await neighborShardKey(runDir, options), count);
}

/** Runs shard `ctx.shard` of the neighbors stage of `runDir`, holding only the shard's own directory. */
export async function neighborsShard(runDir: string, options: NeighborOptions, ctx: ShardContext): Promise<NeighborShardSummary> {
  return holdingShard(runDir, STAGE, ctx.shard, () => runShard(runDir, ctx.shard, options, ctx));
}

async function runShard(runDir: string, shard: Shard, options: NeighborOptions, ctx: StageContext): Promise<NeighborShardSummary> {
  const started = performance.now();
  const o = resolveOptions(options);
  const key = await neighborShardKey(runDir, options);
  const dir = await startShard(runDir, STAGE, shard, key);
  const data = await loadRunData(runDir, { ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}), stage: STAGE, passages: true, purposes: true, descriptions: true });
  const parts = portfolioParts(data, o.partItems);
  const mine = partsOfShard(parts, shard).map((p) => parts[p] as (typeof parts)[number]);
  const items = mine.reduce((n, p) => n + p.items, 0);
  ctx.log?.(`neighbors shard ${shard.index}/${shard.count}: ${mine.length} of the portfolio's ${parts.length} parts, ${items} items`);
  const work = await findNeighbors(data, o, mine, mine.length === parts.length, ctx.progress);
  const pairs = await work.pairs;
  await writeShardResult(dir, data, { facetMatches: work.facetMatches, pairs }, o.topEnvs);
  const environments = mine.reduce((n, p) => n + p.envs.length, 0);
  const scored = [...pairs.values()].reduce((n, list) => n + list.length, 0);
  await finishShard(runDir, STAGE, shard, key, { parts: mine.length, environments, items, denseThreads: availableParallelism() });
  const seconds = (performance.now() - started) / 1000;
  return { runDir, shard, dir, parts: { total: parts.length, mine: mine.length }, environments, items, pairs: scored, seconds, itemsPerSecond: Math.round(items / seconds) };
}

/**
 * Merges the neighbors shards of `runDir`: checks that all N completed (N as pinned, or `shards`, which must
 * then agree), reads their results in shard order and writes the stage's artifacts. The caller holds the run
 * directory, as for the stage itself.
 */
export async function mergeNeighborShards(runDir: string, options: NeighborOptions & { shards?: number } = {}, ctx: StageContext = {}): Promise<NeighborMergeSummary> {
  const started = performance.now();
  const { shards, ...stageOptions } = options;
  const o = resolveOptions(stageOptions);
  const key = await neighborShardKey(runDir, stageOptions);
  const { count, dirs } = await completedShards(runDir, STAGE, key, shards);
  const data = await loadRunData(runDir, { ...(stageOptions.cacheDir ? { cacheDir: stageOptions.cacheDir } : {}), stage: STAGE, passages: true, purposes: true, descriptions: true });
  const readStarted = performance.now();
  const results = [];
  for (const dir of dirs) results.push(await readShardResult(dir, data));
  const facetMatches = mergeFacets(results.map((r) => r.facetMatches), results.map((r) => r.reverse), runDir);
  const pairs = new Map<string, PairScore[]>(results.flatMap((r) => [...r.pairs]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const readSeconds = (performance.now() - readStarted) / 1000;
  ctx.log?.(`neighbors merge: ${count} shards complete; ${facetMatches.reduce((n, f) => n + f.matches.length, 0)} item matches and ${pairs.size} environments' pairs read in ${readSeconds.toFixed(2)} s`);
  const summary = await writeNeighbors(runDir, data, o, { facetMatches, pairs: Promise.resolve(pairs) }, ctx);
  return { ...summary, shards: count, readSeconds, seconds: (performance.now() - started) / 1000 };
}

/** Per facet: every shard's matches in item order, the index choice they share, and their reverses merged. */
function mergeFacets(perShard: FacetMatches[][], reverses: Array<FacetReverse | null>, runDir: string): FacetMatches[] {
  const first = perShard[0] ?? [];
  return first.map((facet, f) => {
    const all = perShard.map((shard) => shard[f] as FacetMatches);
    if (all.some((s) => stableJson(s.index) !== stableJson(facet.index))) {
      throw new EnvsieveError('internal', `the neighbors shards of ${runDir} chose different ${facet.facet} searches`, { stage: STAGE });
    }
    const matches = all.flatMap((s) => s.matches).sort((a, b) => a.item - b.item);
    const reverse = facet.facet === 'tasks' ? mergeReverses(reverses) : null;
    return { facet: facet.facet, matches, index: facet.index, ...(reverse ? { reverse } : {}) };
  });
}

/**
 * Each suite task's most similar portfolio task over the shards' reverses: the highest similarity, ties to the
 * lower item — one process's rule over its blocks in item order. A block two shards both searched gives both
 * the same values, so counting it twice changes nothing.
 */
export function mergeReverses(reverses: ReadonlyArray<FacetReverse | null>): FacetReverse | null {
  const present = reverses.filter((r): r is FacetReverse => r !== null);
  const [first] = present;
  if (!first) return null;
  const similarities = new Float32Array(first.suite.length).fill(-Infinity);
  const nearest = new Int32Array(first.suite.length).fill(-1);
  for (const r of present) {
    if (r.suite.length !== first.suite.length) throw new EnvsieveError('internal', 'neighbors shards of one run searched different suite tasks', { stage: STAGE });
    r.similarities.forEach((v, p) => {
      const n = r.nearest[p] as number;
      const best = similarities[p] as number;
      if (v > best || (v === best && n >= 0 && ((nearest[p] as number) < 0 || (nearest[p] as number) > n))) {
        similarities[p] = v;
        nearest[p] = n;
      }
    });
  }
  return { suite: first.suite, similarities, nearest };
}
