// Candidate environment pairs across families, without scoring all pairs: each portfolio environment's `k`
// nearest environments of *other* families by environment vector (src/ann). A plain k-nearest search is not
// enough, because a family of numbered variants fills every environment's nearest slots with its own
// siblings and hides the other families; so queries that got fewer than `k` other-family neighbours are
// searched again with twice the width, until they have `k` or the width covers the whole portfolio. Only
// the few queries in large families pay for the wider searches.
import { buildIndex, chooseIndex, type IndexChoice } from '../ann/index.js';
import type { EnvInfo, EnvScoreOptions, PairScore, RunData } from '../neighbors/index.js';
import { scoreListed, type EnvSet, type Progress } from './candidates.js';

export interface CrossFamilyCandidates {
  /** Per environment, its nearest other-family environments, nearest first. */
  listed: Map<EnvInfo, EnvInfo[]>;
  index: IndexChoice | null;
  /** The widest search any query needed. */
  widest: number;
}

export function crossFamilyCandidates(set: EnvSet, k: number, o: { exact: boolean }): CrossFamilyCandidates {
  const n = set.envs.length;
  const listed = new Map<EnvInfo, EnvInfo[]>();
  if (n < 2 || new Set(set.envs.map((e) => e.family)).size < 2) return { listed, index: null, widest: 0 };
  const index = chooseIndex(n, n, { exact: o.exact });
  const ann = buildIndex({ vectors: set.vectors, dim: set.dim }, { kind: index.kind });
  let pending = set.envs.map((_, i) => i);
  // A first width of 4k leaves room for a few siblings before any second search is needed.
  let width = Math.min(n, 4 * k + 1);
  let widest = 0;
  while (pending.length > 0) {
    widest = width;
    const queries = new Float32Array(pending.length * set.dim);
    pending.forEach((q, row) => queries.set(set.vectors.subarray(q * set.dim, (q + 1) * set.dim), row * set.dim));
    const found = ann.search(queries, width);
    const short: number[] = [];
    pending.forEach((q, row) => {
      const env = set.envs[q] as EnvInfo;
      const others: EnvInfo[] = [];
      for (let slot = row * found.k; slot < (row + 1) * found.k && others.length < k; slot++) {
        const p = found.indices[slot] as number;
        const other = p >= 0 ? set.envs[p] : undefined;
        if (other && other.family !== env.family) others.push(other);
      }
      if (others.length < k && width < n) short.push(q);
      else if (others.length > 0) listed.set(env, others);
    });
    pending = short;
    width = Math.min(n, width * 2);
  }
  return { listed, index, widest };
}

export interface CrossFamilyScores {
  /** Every candidate pair once (the combined score is symmetric), under the environment with the smaller key. */
  scored: PairScore[];
  index: IndexChoice | null;
  widest: number;
}

/** The exact combined score of every cross-family candidate pair. */
export function scoreCrossFamily(data: RunData, set: EnvSet, k: number, o: EnvScoreOptions & { exact: boolean; progress?: Progress }): CrossFamilyScores {
  const { listed, index, widest } = crossFamilyCandidates(set, k, o);
  const once = new Map<EnvInfo, EnvInfo[]>();
  const seen = new Set<string>();
  for (const [env, others] of listed) {
    for (const other of others) {
      const [a, b] = env.key < other.key ? [env, other] : [other, env];
      const key = `${a.key}\u0000${b.key}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const list = once.get(a);
      if (list) list.push(b);
      else once.set(a, [b]);
    }
  }
  return { scored: [...scoreListed(data, once, o).values()].flat(), index, widest };
}
