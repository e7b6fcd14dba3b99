// Candidate environment pairs across families, without scoring all pairs: each portfolio environment's `k`
// nearest environments of *other* families by environment vector (src/ann). A plain k-nearest search is not
// enough, because a family of numbered variants fills every environment's nearest slots with its own
// siblings and hides the other families; so queries that got fewer than `k` other-family neighbours are
// searched again with twice the width, until they have `k` or the width covers the whole portfolio. Only
// the few queries in large families pay for the wider searches.
import { buildIndex, chooseIndex, type IndexChoice } from '../ann/index.js';
import type { EnvInfo, EnvScoreOptions, PairScore, RunData } from '../neighbors/index.js';
import { scoreListed, type EnvSet, type Progress } from './candidates.js';
import { compareCodeUnits } from '../core/text.js';

export interface CrossFamilyCandidates {
  /** Per environment, its nearest other-family environments, nearest first. */
  listed: Map<EnvInfo, EnvInfo[]>;
  index: IndexChoice | null;
  /** The widest search any query needed. */
  widest: number;
}

export async function crossFamilyCandidates(set: EnvSet, k: number, o: { exact: boolean }): Promise<CrossFamilyCandidates> {
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
    const found = await ann.search(queries, width);
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
  /** Pairs added by completeFamilyPairs. */
  completed: number;
}

/**
 * The exact combined score of every cross-family candidate pair. Pairs already in `scored` (the near-duplicate
 * candidates, scored from either side: the combined score is symmetric) are taken from there, not rescored.
 */
export async function scoreCrossFamily(
  data: RunData,
  set: EnvSet,
  k: number,
  scored: Map<string, PairScore[]>,
  o: EnvScoreOptions & { exact: boolean; progress?: Progress; completionProgress?: Progress },
): Promise<CrossFamilyScores> {
  const { listed, index, widest } = await crossFamilyCandidates(set, k, o);
  const known = new Map<string, PairScore>();
  for (const list of scored.values()) for (const p of list) if (p.portfolio.family !== p.suite.family) known.set(pairKey(p.portfolio, p.suite), p);
  const once = new Map<EnvInfo, EnvInfo[]>();
  const seen = new Set<string>();
  const reused: PairScore[] = [];
  for (const [env, others] of listed) {
    for (const other of others) {
      const [a, b] = env.key < other.key ? [env, other] : [other, env];
      const key = pairKey(a, b);
      if (seen.has(key)) continue;
      seen.add(key);
      const found = known.get(key);
      if (found) {
        reused.push(found);
        continue;
      }
      const list = once.get(a);
      if (list) list.push(b);
      else once.set(a, [b]);
    }
  }
  const fresh = [...(await scoreListed(data, once, o)).values()].flat();
  const completed = await completeFamilyPairs(data, set, [...reused, ...fresh], { ...o, ...(o.completionProgress ? { progress: o.completionProgress } : {}) });
  // Sorted so that the pairs' order does not depend on which of them were reused.
  const all = [...reused, ...fresh, ...completed].sort((x, y) => compareCodeUnits(pairKey(x.portfolio, x.suite), pairKey(y.portfolio, y.suite)));
  return { scored: all, index, widest, completed: completed.length };
}

/** The same key for (a, b) and (b, a). */
function pairKey(a: EnvInfo, b: EnvInfo): string {
  return a.key < b.key ? `${a.key}\u0000${b.key}` : `${b.key}\u0000${a.key}`;
}


/**
 * For every pair of families F, G linked by at least one scored pair, each environment of F with no scored
 * pair into G gets one: with its nearest environment of G by environment vector, scored exactly. Without
 * this, an environment whose nearest other-family slots went to other families would add 0 to F→G and the
 * family similarity of weakly linked families would fall far below its value over all pairs. The cost is one
 * dot product per environment pair of linked families and one exact score per missing environment.
 */
export async function completeFamilyPairs(data: RunData, set: EnvSet, scored: PairScore[], o: EnvScoreOptions & { progress?: Progress }): Promise<PairScore[]> {
  const members = new Map<string, number[]>();
  set.envs.forEach((e, i) => {
    const list = members.get(e.family);
    if (list) list.push(i);
    else members.set(e.family, [i]);
  });
  const has = new Set<string>();
  const linked = new Map<string, [string, string]>();
  for (const p of scored) {
    has.add(`${p.portfolio.key}\u0000${p.suite.family}`);
    has.add(`${p.suite.key}\u0000${p.portfolio.family}`);
    const [f, g] = p.portfolio.family < p.suite.family ? [p.portfolio.family, p.suite.family] : [p.suite.family, p.portfolio.family];
    linked.set(`${f}\u0000${g}`, [f, g]);
  }
  const once = new Map<EnvInfo, EnvInfo[]>();
  const seen = new Set<string>();
  const add = (q: number, p: number) => {
    const [a, b] = [set.envs[q] as EnvInfo, set.envs[p] as EnvInfo];
    const [x, y] = a.key < b.key ? [a, b] : [b, a];
    const key = pairKey(x, y);
    if (seen.has(key)) return;
    seen.add(key);
    const list = once.get(x);
    if (list) list.push(y);
    else once.set(x, [y]);
  };
  for (const [f, g] of [...linked.values()].sort(([a1, b1], [a2, b2]) => compareCodeUnits(a1, a2) || compareCodeUnits(b1, b2))) {
    for (const [from, to] of [[f, g], [g, f]] as const) {
      const targets = members.get(to) ?? [];
      for (const q of members.get(from) ?? []) {
        if (has.has(`${(set.envs[q] as EnvInfo).key}\u0000${to}`)) continue;
        add(q, nearestRow(set, q, targets));
      }
    }
  }
  return [...(await scoreListed(data, once, o)).values()].flat();
}

/** The row of `targets` whose environment vector is most similar to row q's; the first on a tie. */
function nearestRow(set: EnvSet, q: number, targets: number[]): number {
  let best = targets[0] as number;
  let bestDot = -Infinity;
  for (const t of targets) {
    let dot = 0;
    for (let d = 0, x = q * set.dim, y = t * set.dim; d < set.dim; d++) dot += (set.vectors[x + d] as number) * (set.vectors[y + d] as number);
    if (dot > bestDot) {
      bestDot = dot;
      best = t;
    }
  }
  return best;
}
