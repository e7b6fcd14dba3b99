// Exact combined scores of environment pairs, found without scoring all pairs: each query environment's
// nearest environments by environment vector (src/ann: exact scan or HNSW, whichever the cost model picks)
// are the candidates, and each candidate pair gets the neighbors stage's combined score (per facet the larger
// of the two mean best-match cosines, facets weighed over those both have). The environment vector only
// proposes; the score that decides is the same one contamination.csv reports.
import { buildIndex, chooseIndex, type IndexChoice } from '../ann/index.js';
import { scoreCandidates, type EnvInfo, type EnvScoreOptions, type PairScore, type RunData } from '../neighbors/index.js';

export interface EnvSet {
  envs: EnvInfo[];
  vectors: Float32Array;
  dim: number;
}

export interface CandidateScores {
  /** Per query environment key, its scored candidates, best first. */
  pairs: Map<string, PairScore[]>;
  index: IndexChoice | null;
  candidatePairs: number;
}

/**
 * For every environment of `queries`, its `k` nearest environments of `points` (itself excluded when the two
 * sets are the same), scored exactly.
 */
export async function scoreNearest(data: RunData, queries: EnvSet, points: EnvSet, k: number, o: EnvScoreOptions & { exact?: boolean; progress?: Progress }): Promise<CandidateScores> {
  if (queries.envs.length === 0 || points.envs.length === 0) return { pairs: new Map(), index: null, candidatePairs: 0 };
  const same = queries === points;
  const index = chooseIndex(points.envs.length, queries.envs.length, { exact: o.exact ?? false });
  const ann = buildIndex({ vectors: points.vectors, dim: points.dim }, { kind: index.kind });
  const found = await ann.search(queries.vectors, Math.min(points.envs.length, k + (same ? 1 : 0)));
  const candidates = new Map<EnvInfo, EnvInfo[]>();
  queries.envs.forEach((env, q) => {
    const list: EnvInfo[] = [];
    for (let slot = q * found.k; slot < (q + 1) * found.k; slot++) {
      const p = found.indices[slot] as number;
      if (p < 0 || (same && p === q)) continue;
      list.push(points.envs[p] as EnvInfo);
    }
    if (list.length > 0) candidates.set(env, list);
  });
  const pairs = await scoreListed(data, candidates, o);
  return { pairs, index, candidatePairs: [...candidates.values()].reduce((s, l) => s + l.length, 0) };
}

/** Reports `done` of `total` environments scored; the caller names the step. */
export type Progress = (done: number, total: number) => void;

/** Environments scored between two progress reports: a few hundred pairs, well under a second. */
const SLICE = 64;

/**
 * The exact combined score of each environment against each of its listed ones, best first per environment,
 * environments in key order. Scored in slices so that a long run reports progress.
 */
export async function scoreListed(data: RunData, listed: Map<EnvInfo, EnvInfo[]>, o: EnvScoreOptions & { progress?: Progress }): Promise<Map<string, PairScore[]>> {
  const entries = [...listed].map(([env, others]) => [env.key, new Set(others.map((other) => other.key))] as const).sort(([a], [b]) => (a < b ? -1 : 1));
  const out = new Map<string, PairScore[]>();
  for (let start = 0; start < entries.length; start += SLICE) {
    for (const entry of await scoreCandidates(data, new Map(entries.slice(start, start + SLICE)), o)) out.set(...entry);
    o.progress?.(Math.min(start + SLICE, entries.length), entries.length);
  }
  return out;
}
