// What a neighbors shard leaves in its directory for the merge, and reading it back: its items' matches
// (matches.jsonl), its environments' best pairs (pairs.jsonl) and its searches (search.json: each facet's index
// choice and the task search's reverse). Numbers are JSON's shortest round-trip form, so every value reads
// back as the same double; -Infinity (a reverse no searched block reached) is written as null.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { EnvsieveError } from '../core/errors.js';
import { writeFileAtomic, writeJsonAtomic } from '../core/io.js';
import { FACETS, type Facet } from '../core/types.js';
import type { EnvInfo, PairScore, RunData } from '../scoring/index.js';
import type { FacetMatches, FacetReverse, ItemMatch } from './itemMatches.js';
import { flaggedItems } from './itemsLift.js';
import { flaggedPair } from './outputs.js';

const MATCHES_FILE = 'matches.jsonl';
const PAIRS_FILE = 'pairs.jsonl';
const SEARCH_FILE = 'search.json';

const flag = z.enum(['exact', 'near-duplicate', 'related', 'clean']);
const matchRow = z.strictObject({
  facet: z.enum(FACETS),
  item: z.number().int().nonnegative(),
  match: z.number().int().nonnegative(),
  cosine: z.number(),
  exact: z.boolean(),
  renamed: z.boolean(),
  overlap: z.number(),
  jaccard: z.number(),
  identifiers: z.strictObject({ share: z.number(), theirShare: z.number(), confined: z.boolean(), shared: z.array(z.string()), ofPart: z.string().optional() }),
  rareWording: z.number(),
  rareWordingTheirs: z.number().optional(),
  wordingOfPart: z.string().optional(),
  structure: z.number(),
  shapeHolders: z.number().int().nonnegative(),
  grown: z.boolean().optional(),
  rareEnum: z.string().optional(),
  versionOf: z.boolean().optional(),
  described: z.strictObject({ similarity: z.number(), unit: z.string(), holders: z.number().int().positive() }).optional(),
  kept: z
    .strictObject({ share: z.number(), theirShare: z.number(), shared: z.array(z.string()), holders: z.number().int().nonnegative(), confined: z.boolean(), inLanguage: z.strictObject({ otherRecord: z.boolean() }).optional() })
    .optional(),
  passage: z.strictObject({ first: z.number().int().positive(), last: z.number().int().positive(), unit: z.literal('line').optional(), whole: z.number() }).optional(),
  why: z.array(z.string()),
  flag,
});
const facetScore = z.strictObject({ fwd: z.number(), rev: z.number(), exact: z.number().int(), renamed: z.number().int(), nearDuplicates: z.number().int(), items: z.number().int() });
const pairRow = z.strictObject({
  env: z.string(),
  pairs: z.array(z.strictObject({ suite: z.string(), score: z.number(), facets: z.partialRecord(z.enum(FACETS), facetScore), flag })),
});
const searchRecord = z.strictObject({
  indexes: z.partialRecord(z.enum(FACETS), z.strictObject({ kind: z.enum(['exact', 'hnsw']), reason: z.string() }).nullable()),
  reverse: z.strictObject({ suite: z.array(z.number().int()), similarities: z.array(z.number().nullable()), nearest: z.array(z.number().int()) }).nullable(),
});

export interface ShardResult {
  facetMatches: FacetMatches[];
  pairs: Map<string, PairScore[]>;
}

/**
 * Writes a shard's result: the item matches, each environment's pairs that the merge reads (its first
 * `keepPairs`, which env_pairs shows, and the few below them that its row may report), its searches.
 */
export async function writeShardResult(dir: string, data: RunData, result: ShardResult, keepPairs: number): Promise<void> {
  const matches = result.facetMatches.flatMap((f) => f.matches.map((m) => JSON.stringify(matchRowOf(f.facet, m))));
  await writeFileAtomic(join(dir, MATCHES_FILE), lines(matches));
  // The top pairs env_pairs lists, the one the environment's row reports when it is not among them (a pair of a
  // stricter flag and a lower score), and those its flagged items point at, which the merge may lift once it
  // has every match (itemsLift.ts): the merge reads no other. In score order, as scored.
  const flaggedAt = flaggedItems(data, result.facetMatches.flatMap((f) => f.matches));
  const kept = (env: string, list: PairScore[]) => {
    const flagged = flaggedPair(list);
    const at = flaggedAt.get(env);
    return list.filter((p, i) => i < keepPairs || p === flagged || !!at?.has(p.suite.key));
  };
  const pairs = [...result.pairs].map(([env, list]) => JSON.stringify({ env, pairs: kept(env, list).map((p) => ({ suite: p.suite.key, score: p.score, facets: p.facets, flag: p.flag })) }));
  await writeFileAtomic(join(dir, PAIRS_FILE), lines(pairs));
  const reverse = result.facetMatches.find((f) => f.facet === 'tasks')?.reverse;
  await writeJsonAtomic(join(dir, SEARCH_FILE), {
    indexes: Object.fromEntries(result.facetMatches.map((f) => [f.facet, f.index])),
    reverse: reverse ? { suite: reverse.suite, similarities: Array.from(reverse.similarities, (v) => (v === -Infinity ? null : v)), nearest: Array.from(reverse.nearest) } : null,
  });
}

const lines = (rows: string[]) => (rows.length > 0 ? `${rows.join('\n')}\n` : '');

/** The fields every artifact reads; `candidates` only fed the shard's own pair scoring. */
function matchRowOf(facet: Facet, m: ItemMatch): z.infer<typeof matchRow> {
  const { candidates: _fed, kept, ...rest } = m;
  return {
    facet,
    ...rest,
    identifiers: { share: m.identifiers.share, theirShare: m.identifiers.theirShare, confined: m.identifiers.confined, shared: m.identifiers.shared, ...(m.identifiers.ofPart ? { ofPart: m.identifiers.ofPart } : {}) },
    ...(kept ? { kept: { share: kept.share, theirShare: kept.theirShare, shared: kept.shared, holders: kept.holders, confined: kept.confined, ...(kept.inLanguage ? { inLanguage: { otherRecord: kept.inLanguage.otherRecord } } : {}) } } : {}),
  };
}

/** A shard's result read back against the run's data; fails naming the file and line of anything malformed. */
export async function readShardResult(dir: string, data: RunData): Promise<ShardResult & { indexes: Partial<Record<Facet, FacetMatches['index']>>; reverse: FacetReverse | null }> {
  const byFacet = new Map<Facet, ItemMatch[]>(FACETS.map((f) => [f, []]));
  for (const [line, row] of await readRows(dir, MATCHES_FILE, matchRow)) {
    if (!data.items[row.item] || !data.items[row.match]) throw malformed(dir, MATCHES_FILE, line, 'an item index outside the run');
    const { facet, ...m } = row;
    byFacet.get(facet)?.push({ ...m, candidates: [] });
  }
  const pairs = new Map<string, PairScore[]>();
  for (const [line, row] of await readRows(dir, PAIRS_FILE, pairRow)) {
    const portfolio = envOf(data, row.env, dir, line);
    pairs.set(row.env, row.pairs.map((p) => ({ portfolio, suite: envOf(data, p.suite, dir, line), score: p.score, facets: p.facets, flag: p.flag })));
  }
  const search = searchRecord.safeParse(JSON.parse(await readFile(join(dir, SEARCH_FILE), 'utf8')));
  if (!search.success) throw malformed(dir, SEARCH_FILE, 1, search.error.issues[0]?.message ?? 'not a search record');
  const r = search.data.reverse;
  const reverse = r ? { suite: r.suite, similarities: Float32Array.from(r.similarities, (v) => v ?? -Infinity), nearest: Int32Array.from(r.nearest) } : null;
  const facetMatches = FACETS.map((facet) => ({ facet, matches: byFacet.get(facet) ?? [], index: search.data.indexes[facet] ?? null }));
  return { facetMatches, pairs, indexes: search.data.indexes, reverse };
}

async function readRows<T>(dir: string, file: string, schema: z.ZodType<T>): Promise<Array<[number, T]>> {
  const text = await readFile(join(dir, file), 'utf8');
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l, i) => {
      const parsed = schema.safeParse(JSON.parse(l));
      if (!parsed.success) throw malformed(dir, file, i + 1, parsed.error.issues[0]?.message ?? 'not a row');
      return [i + 1, parsed.data] as [number, T];
    });
}

function envOf(data: RunData, key: string, dir: string, line: number): EnvInfo {
  const env = data.envs.get(key);
  if (!env) throw malformed(dir, PAIRS_FILE, line, `an environment the run does not have (${JSON.stringify(key)})`);
  return env;
}

function malformed(dir: string, file: string, line: number, why: string): EnvsieveError {
  return new EnvsieveError('artifact_missing', `a neighbors shard's ${file} is not what this version writes: ${why}; run the shard again`, { stage: 'neighbors', place: { file: join(dir, file), line } });
}
