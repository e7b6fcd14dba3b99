// Candidate environment pairs across families, without scoring all pairs: each portfolio environment's `k`
// nearest environments of *other* families by environment vector, read from the Gram rows (envGram.ts). A
// plain k-nearest search would not do, because a family of numbered variants fills every environment's
// nearest slots with its own siblings and hides the other families; a whole Gram row skips the siblings.
// Then the completion step (completeFamilyPairs) and the reuse of pairs the near-duplicate search scored.
import type { EnvInfo, EnvScoreOptions, PairScore, RunData } from '../scoring/index.js';
import { GRAM_SEARCH, listsOf, scoreListed, type CandidateSearch, type EnvSet, type Progress } from './candidates.js';
import type { GramNeighbourhoods } from './envGram.js';
import { compareCodeUnits } from '../core/text.js';

export interface CrossFamilyCandidates {
  /** Per environment, its nearest other-family environments, nearest first. */
  listed: Map<EnvInfo, EnvInfo[]>;
  index: CandidateSearch | null;
  /** Environments each query was compared with: all of the portfolio (a Gram row), 0 with one family. */
  widest: number;
}

export function crossFamilyCandidates(set: EnvSet, gram: GramNeighbourhoods): CrossFamilyCandidates {
  const n = set.envs.length;
  if (n < 2 || gram.families.length < 2) return { listed: new Map(), index: null, widest: 0 };
  return { listed: listsOf(set.envs, set.envs, gram.crossFamily, gram.kCross), index: GRAM_SEARCH, widest: n };
}

export interface CrossFamilyScores {
  /** Every candidate pair once (the combined score is symmetric), under the environment with the smaller key. */
  scored: PairScore[];
  index: CandidateSearch | null;
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
  gram: GramNeighbourhoods,
  scored: Map<string, PairScore[]>,
  o: EnvScoreOptions & { progress?: Progress; completionProgress?: Progress },
): Promise<CrossFamilyScores> {
  const { listed, index, widest } = crossFamilyCandidates(set, gram);
  const pairKey = pairKeys(set.envs);
  const known = new Map<number, PairScore>();
  for (const list of scored.values()) for (const p of list) if (p.portfolio.family !== p.suite.family) known.set(pairKey(p.portfolio, p.suite), p);
  const once = new Map<EnvInfo, EnvInfo[]>();
  const seen = new Set<number>();
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
  const completed = await completeFamilyPairs(data, set, gram, [...reused, ...fresh], { ...o, ...(o.completionProgress ? { progress: o.completionProgress } : {}) });
  // Sorted so that the pairs' order does not depend on which of them were reused: by the pair's keys (the
  // numbers of pairKeys order as the keys do), computed once per pair rather than per comparison.
  const keyed = [...reused, ...fresh, ...completed].map((p) => ({ p, key: pairKey(p.portfolio, p.suite) }));
  const all = keyed.sort((x, y) => x.key - y.key).map(({ p }) => p);
  return { scored: all, index, widest, completed: completed.length };
}

/**
 * A pair's number, the same for (a, b) and (b, a), for environments of `envs`: their ranks in key order
 * combined, so that numbers order as (smaller key, larger key) do. Numbers, not joined key strings: 147,000
 * real-data pairs built, hashed and compared two 40-character strings each.
 */
function pairKeys(envs: readonly EnvInfo[]): (a: EnvInfo, b: EnvInfo) => number {
  const rank = new Map([...envs].sort((x, y) => compareCodeUnits(x.key, y.key)).map((e, i) => [e, i]));
  const n = envs.length;
  return (a, b) => {
    const [x, y] = [rank.get(a) as number, rank.get(b) as number];
    return x < y ? x * n + y : y * n + x;
  };
}


/**
 * For every pair of families F, G linked by at least one scored pair, each environment of F with no scored
 * pair into G gets one: with its nearest environment of G by environment vector (from the Gram rows), scored
 * exactly. Without this, an environment whose nearest other-family slots went to other families would add 0
 * to F→G and the family similarity of weakly linked families would fall far below its value over all pairs.
 * The cost is one exact score per missing environment.
 */
export async function completeFamilyPairs(data: RunData, set: EnvSet, gram: GramNeighbourhoods, scored: PairScore[], o: EnvScoreOptions & { progress?: Progress }): Promise<PairScore[]> {
  const F = gram.families.length;
  const members: number[][] = gram.families.map(() => []);
  gram.familyOf.forEach((f, i) => members[f]?.push(i));
  const row = new Map(set.envs.map((e, i) => [e, i]));
  // (environment row, family index) and (family, family) as numbers: string keys for 146,000 pairs were slow.
  const has = new Set<number>();
  const linked = new Set<number>();
  for (const p of scored) {
    const [a, b] = [row.get(p.portfolio) as number, row.get(p.suite) as number];
    const [fa, fb] = [gram.familyOf[a] as number, gram.familyOf[b] as number];
    has.add(a * F + fb);
    has.add(b * F + fa);
    linked.add(Math.min(fa, fb) * F + Math.max(fa, fb));
  }
  const byName = (x: number, y: number) => compareCodeUnits(gram.families[x] as string, gram.families[y] as string);
  const pairs = [...linked].map((l) => {
    const [x, y] = [Math.floor(l / F), l % F];
    return byName(x, y) < 0 ? [x, y] : [y, x];
  }).sort(([a1, b1], [a2, b2]) => byName(a1 as number, a2 as number) || byName(b1 as number, b2 as number));
  const requests: Array<[number, number]> = [];
  for (const [f, g] of pairs as Array<[number, number]>) {
    for (const [from, to] of [[f, g], [g, f]] as const) {
      for (const q of members[from] ?? []) if (!has.has(q * F + to)) requests.push([q, to]);
    }
  }
  const nearest = await gram.nearestInFamily(requests);
  const pairKey = pairKeys(set.envs);
  const once = new Map<EnvInfo, EnvInfo[]>();
  const seen = new Set<number>();
  requests.forEach(([q], r) => {
    const p = nearest[r] as number;
    if (p < 0) return;
    const [a, b] = [set.envs[q] as EnvInfo, set.envs[p] as EnvInfo];
    const [x, y] = a.key < b.key ? [a, b] : [b, a];
    const key = pairKey(x, y);
    if (seen.has(key)) return;
    seen.add(key);
    const list = once.get(x);
    if (list) list.push(y);
    else once.set(x, [y]);
  });
  return [...(await scoreListed(data, once, o)).values()].flat();
}
