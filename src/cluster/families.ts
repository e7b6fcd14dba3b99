// Family × family similarity from environment similarities, the way an environment's score is built from its
// items': for families F and G, F→G is the mean over F's environments of each one's best combined score to
// an environment of G, and the family similarity is the larger of F→G and G→F — so a small family whose
// every environment has a copy inside a big one counts as overlapping it, as the environment score does for a
// training environment that contains an eval environment. The best scores come from the exactly scored
// cross-family pairs (familyCandidates.ts: nearest other-family candidates, completed so that every
// environment of two linked families has a scored pair into the other); an environment without one adds 0.
// Pairs of environments of different families at or above `related` are kept for the hold-out stage.
import type { EnvInfo, PairScore } from '../scoring/index.js';
import type { SuiteScore } from './suiteScores.js';
import { compareCodeUnits } from '../core/text.js';

export interface FamilyPair {
  a: string;
  b: string;
  similarity: number;
  /** Mean over a's environments of their best score to one of b's (0 for those with no b candidate). */
  aToB: number;
  bToA: number;
  /** The highest combined score of one of a's environments to one of b's. */
  maxPair: number;
  relatedPairs: number;
  candidatePairs: number;
}

export interface FamilyRow {
  family: string;
  environments: number;
  nearest: { family: string; similarity: number; maxPair: number } | null;
  /** Other families with at least one environment pair at or above `related`. */
  relatedFamilies: number;
  relatedPairs: number;
  /** From the contamination table; null when neighbors has not run. */
  suite: { mean: number; max: number; flagged: number; nearestSuiteEnv: string } | null;
}

export interface FamilyAnalysis {
  rows: FamilyRow[];
  pairs: FamilyPair[];
  /** Cross-family environment pairs at or above `related`, highest first; a is the (family, id)-smaller one. */
  related: PairScore[];
}

const envOrder = (a: EnvInfo, b: EnvInfo) => compareCodeUnits(a.family, b.family) || compareCodeUnits(a.id, b.id);

export function familyAnalysis(portfolio: EnvInfo[], scored: PairScore[], related: number, suite: Map<string, SuiteScore> | null): FamilyAnalysis {
  const members = new Map<string, EnvInfo[]>();
  for (const env of portfolio) {
    const list = members.get(env.family);
    if (list) list.push(env);
    else members.set(env.family, [env]);
  }
  // best.get(env key).get(family) = the env's best score to that family among its scored pairs.
  const best = new Map<string, Map<string, number>>();
  const note = (env: EnvInfo, family: string, score: number) => {
    const row = best.get(env.key) ?? new Map<string, number>();
    row.set(family, Math.max(row.get(family) ?? 0, score));
    best.set(env.key, row);
  };
  const links = new Map<string, { maxPair: number; relatedPairs: number; candidatePairs: number }>();
  for (const p of scored) {
    note(p.portfolio, p.suite.family, p.score);
    note(p.suite, p.portfolio.family, p.score);
    const key = pairKey(p.portfolio.family, p.suite.family);
    const link = links.get(key) ?? { maxPair: 0, relatedPairs: 0, candidatePairs: 0 };
    link.maxPair = Math.max(link.maxPair, p.score);
    link.candidatePairs++;
    if (p.score >= related) link.relatedPairs++;
    links.set(key, link);
  }
  const towards = (from: string, to: string) => {
    const envs = members.get(from) ?? [];
    return envs.reduce((s, e) => s + (best.get(e.key)?.get(to) ?? 0), 0) / Math.max(1, envs.length);
  };
  const pairs: FamilyPair[] = [...links].map(([key, link]) => {
    const [a, b] = key.split('\u0000') as [string, string];
    const aToB = towards(a, b);
    const bToA = towards(b, a);
    return { a, b, similarity: Math.max(aToB, bToA), aToB, bToA, ...link };
  });
  pairs.sort((x, y) => y.similarity - x.similarity || compareCodeUnits(x.a, y.a) || compareCodeUnits(x.b, y.b));
  const byFamily = new Map<string, FamilyPair[]>();
  for (const p of pairs) {
    for (const f of [p.a, p.b]) {
      const list = byFamily.get(f);
      if (list) list.push(p);
      else byFamily.set(f, [p]);
    }
  }
  const rows = [...members].sort(([a], [b]) => compareCodeUnits(a, b)).map(([family, envs]) => familyRow(family, envs, byFamily.get(family) ?? [], suite));
  const relatedPairs = scored
    .filter((p) => p.score >= related)
    .map((p) => (envOrder(p.portfolio, p.suite) <= 0 ? p : { ...p, portfolio: p.suite, suite: p.portfolio }))
    .sort((x, y) => y.score - x.score || envOrder(x.portfolio, y.portfolio) || envOrder(x.suite, y.suite));
  return { rows, pairs, related: relatedPairs };
}

function pairKey(f: string, g: string): string {
  return f < g ? `${f}\u0000${g}` : `${g}\u0000${f}`;
}

/** `mine`: the family's pairs, in the order of all pairs. */
function familyRow(family: string, envs: EnvInfo[], mine: FamilyPair[], suite: Map<string, SuiteScore> | null): FamilyRow {
  // Pairs are sorted by similarity, then names: the first one is the nearest family, ties by name.
  const top = mine[0];
  const nearest = top ? { family: top.a === family ? top.b : top.a, similarity: top.similarity, maxPair: top.maxPair } : null;
  const linked = mine.filter((p) => p.relatedPairs > 0);
  return {
    family,
    environments: envs.length,
    nearest,
    relatedFamilies: linked.length,
    relatedPairs: linked.reduce((s, p) => s + p.relatedPairs, 0),
    suite: suite ? suiteOfFamily(envs, suite) : null,
  };
}

function suiteOfFamily(envs: EnvInfo[], suite: Map<string, SuiteScore>): FamilyRow['suite'] {
  const scores = envs.map((e) => suite.get(e.id)).filter((s): s is SuiteScore => s !== undefined);
  if (scores.length === 0) return null;
  const top = scores.reduce((a, b) => (b.score > a.score ? b : a));
  return {
    mean: scores.reduce((s, x) => s + x.score, 0) / scores.length,
    max: top.score,
    flagged: scores.filter((s) => s.flag !== 'clean').length,
    nearestSuiteEnv: top.nearestSuiteEnv,
  };
}
