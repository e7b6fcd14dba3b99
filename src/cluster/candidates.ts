// Exact combined scores of environment pairs, found without scoring all pairs: each query environment's
// nearest environments by environment vector are the candidates — exact, on the dense core: portfolio against
// portfolio from the Gram rows (envGram.ts), portfolio against baseline by an exact top-k search — and each
// candidate pair gets the neighbors stage's combined score (per facet the larger of the two mean best-match
// cosines, facets weighed over those both have). The environment vector only proposes; the score that
// decides is the same one contamination.csv reports.
import { DenseEngine, searchTopK } from '../dense/index.js';
import { scoreCandidates, type EnvInfo, type EnvScoreOptions, type PairScore, type RunData } from '../scoring/index.js';
import type { GramNeighbourhoods } from './envGram.js';

export interface EnvSet {
  envs: EnvInfo[];
  vectors: Float32Array;
  dim: number;
}

/** How candidates were found, recorded in redundancy.json (the place where an ANN index choice used to be). */
export interface CandidateSearch {
  kind: 'exact';
  reason: string;
}

export const GRAM_SEARCH: CandidateSearch = { kind: 'exact', reason: 'environment Gram rows on the dense core, in blocks of rows: every pair of portfolio environments compared' };
const BASELINE_SEARCH: CandidateSearch = { kind: 'exact', reason: 'exact top-k search on the dense core: every portfolio environment against every baseline one' };

export interface CandidateScores {
  /** Per query environment key, its scored candidates, best first. */
  pairs: Map<string, PairScore[]>;
  index: CandidateSearch | null;
  candidatePairs: number;
}

/** Every portfolio environment's `gram.kNearest` nearest other portfolio environments, scored exactly. */
export async function scoreGramNearest(data: RunData, set: EnvSet, gram: GramNeighbourhoods, o: EnvScoreOptions & { progress?: Progress }): Promise<CandidateScores> {
  return scoreLists(data, listsOf(set.envs, set.envs, gram.nearest, gram.kNearest), GRAM_SEARCH, o);
}

/** For every environment of `queries`, its `k` nearest environments of `points` (a different set), scored exactly. */
export async function scoreNearest(data: RunData, queries: EnvSet, points: EnvSet, k: number, o: EnvScoreOptions & { progress?: Progress }): Promise<CandidateScores> {
  if (queries.envs.length === 0 || points.envs.length === 0) return { pairs: new Map(), index: null, candidatePairs: 0 };
  const engine = await DenseEngine.open();
  const width = Math.min(points.envs.length, k);
  const found = await searchTopK(engine, { data: queries.vectors, rows: queries.envs.length, cols: queries.dim }, { data: points.vectors, rows: points.envs.length, cols: points.dim }, width);
  return scoreLists(data, listsOf(queries.envs, points.envs, found.indices, width), BASELINE_SEARCH, o);
}

/** Row q of `indices` (q × width, -1 for none) as environment lists; queries with none are left out. */
export function listsOf(queries: EnvInfo[], points: EnvInfo[], indices: Int32Array, width: number): Map<EnvInfo, EnvInfo[]> {
  const lists = new Map<EnvInfo, EnvInfo[]>();
  queries.forEach((env, q) => {
    const list: EnvInfo[] = [];
    for (let slot = q * width; slot < (q + 1) * width; slot++) {
      const p = indices[slot] as number;
      if (p >= 0) list.push(points[p] as EnvInfo);
    }
    if (list.length > 0) lists.set(env, list);
  });
  return lists;
}

async function scoreLists(data: RunData, candidates: Map<EnvInfo, EnvInfo[]>, index: CandidateSearch, o: EnvScoreOptions & { progress?: Progress }): Promise<CandidateScores> {
  const pairs = await scoreListed(data, candidates, o);
  return { pairs, index, candidatePairs: [...candidates.values()].reduce((s, l) => s + l.length, 0) };
}

/** Reports `done` of `total` environments scored; the caller names the step. */
export type Progress = (done: number, total: number) => void;

/** Environments scored between two progress reports: a few hundred pairs, well under a second. */
const SLICE = 64;

/**
 * The exact combined score of each environment against each of its listed ones, best first per environment,
 * environments in key order. Scored in slices so that a long run reports progress. The engine's worker keeps
 * the run's vectors for the pairs (pairMaxima.ts) until the caller's releasePairVectors: a stage scores several
 * lists, and each hold is a copy of every vector.
 */
export async function scoreListed(data: RunData, listed: Map<EnvInfo, EnvInfo[]>, o: EnvScoreOptions & { progress?: Progress }): Promise<Map<string, PairScore[]>> {
  const entries = [...listed].map(([env, others]) => [env.key, new Set(others.map((other) => other.key))] as const).sort(([a], [b]) => (a < b ? -1 : 1));
  // Every slice is asked for at once, so that the worker computes the next slices' maxima while this thread
  // scores the last one's: awaited slice by slice, the worker idled while a slice's last pairs were scored and
  // this thread while the next slice's first products were computed. The slices (and so the products' shapes
  // and bits) are the same either way.
  const slices: Array<Promise<Map<string, PairScore[]>>> = [];
  for (let start = 0; start < entries.length; start += SLICE) slices.push(scoreCandidates(data, new Map(entries.slice(start, start + SLICE)), o));
  // Awaited in turn below; a failure until then must not count as unhandled.
  for (const slice of slices) slice.catch(() => undefined);
  const out = new Map<string, PairScore[]>();
  for (const [i, slice] of slices.entries()) {
    for (const entry of await slice) out.set(...entry);
    o.progress?.(Math.min((i + 1) * SLICE, entries.length), entries.length);
  }
  return out;
}
