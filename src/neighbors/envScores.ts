// Environment-to-environment similarity. For each portfolio environment, the suite environments that its
// items' neighbours belong to are the candidates (no all-pairs blow-up); for each candidate pair and facet,
// the exact set-to-set similarity: the mean over the portfolio environment's items of their best cosine
// within the suite environment (`fwd`) and the same the other way (`rev`). The combined score weighs the
// facets both environments have, so a missing state schema neither zeroes nor lifts it.
//
// Per environment and facet, its items against all its candidates' items are one product on the dense core
// with segmented maxima (src/dense), not a scalar loop per item pair: the real-data audit scores ~40M item
// pairs this way.
import type { FacetThresholds, Flag } from '../core/defaults.js';
import { FACETS, type Facet } from '../core/types.js';
import { DenseEngine, segmentMaxima } from '../dense/index.js';
import type { FacetMatches } from './itemMatches.js';
import { packVectors, type EnvInfo, type RunData } from './runData.js';

export interface FacetScore {
  fwd: number;
  rev: number;
  /** Portfolio items with an identical item in the suite environment. */
  exact: number;
  /** Portfolio tools or tables sharing a signature (and not identical) with one of the suite environment's. */
  renamed: number;
  /** Portfolio items whose best cosine in the suite environment reaches the near-duplicate threshold. */
  nearDuplicates: number;
  items: number;
}

export interface PairScore {
  portfolio: EnvInfo;
  suite: EnvInfo;
  score: number;
  facets: Partial<Record<Facet, FacetScore>>;
  flag: Flag;
}

export interface EnvScoreOptions {
  weights: Record<Facet, number>;
  thresholds: Record<Facet, FacetThresholds>;
  envThresholds: FacetThresholds;
  minShapeSize: number;
}

/** Every candidate pair of each portfolio environment, best first. */
export async function scorePairs(data: RunData, facetMatches: FacetMatches[], o: EnvScoreOptions): Promise<Map<string, PairScore[]>> {
  const candidates = new Map<string, Set<string>>();
  for (const { matches } of facetMatches) {
    for (const m of matches) {
      const mine = (data.envOf[m.item] as EnvInfo).key;
      const set = candidates.get(mine) ?? new Set<string>();
      for (const c of m.candidates) set.add((data.envOf[c] as EnvInfo).key);
      candidates.set(mine, set);
    }
  }
  return scoreCandidates(data, candidates, o);
}

/** The exact score of each environment (by key) against each of its candidate environments, best first. */
export async function scoreCandidates(data: RunData, candidates: Map<string, Set<string>>, o: EnvScoreOptions): Promise<Map<string, PairScore[]>> {
  const engine = await DenseEngine.open();
  const pairs = new Map<string, PairScore[]>();
  for (const [key, others] of [...candidates].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const portfolio = data.envs.get(key) as EnvInfo;
    const suites = [...others].sort().map((s) => data.envs.get(s) as EnvInfo);
    const byFacet = new Map<Facet, Array<FacetScore | undefined>>();
    for (const facet of FACETS) byFacet.set(facet, await facetScores(engine, data, portfolio.items[facet], suites.map((s) => s.items[facet]), o.thresholds[facet], o.minShapeSize, facet));
    const scored = suites.map((suite, j) => combine(portfolio, suite, Object.fromEntries(FACETS.flatMap((f) => { const score = byFacet.get(f)?.[j]; return score ? [[f, score]] : []; })), o));
    scored.sort((a, b) => b.score - a.score || (a.suite.key < b.suite.key ? -1 : 1));
    pairs.set(key, scored);
  }
  return pairs;
}

function combine(portfolio: EnvInfo, suite: EnvInfo, facets: PairScore['facets'], o: EnvScoreOptions): PairScore {
  let weighted = 0;
  let weights = 0;
  for (const [facet, score] of Object.entries(facets) as Array<[Facet, FacetScore]>) {
    weighted += o.weights[facet] * Math.max(score.fwd, score.rev);
    weights += o.weights[facet];
  }
  const score = weights > 0 ? weighted / weights : 0;
  return { portfolio, suite, score, facets, flag: envFlag(score, facets, o) };
}

/**
 * The facet score of `mine` (one environment's items) against each item set of `theirs` (undefined where
 * either side has none): one product of mine against all of theirs, back to back, with segmented maxima.
 */
async function facetScores(engine: DenseEngine, data: RunData, mine: number[], theirs: number[][], t: FacetThresholds, minShapeSize: number, facet: Facet): Promise<Array<FacetScore | undefined>> {
  const present = theirs.flatMap((items, j) => (items.length > 0 ? [j] : []));
  if (mine.length === 0 || present.length === 0) return theirs.map(() => undefined);
  const starts: number[] = [];
  const columns: number[] = [];
  for (const j of present) {
    starts.push(columns.length);
    columns.push(...(theirs[j] as number[]));
  }
  const a = { data: packVectors(data, mine), rows: mine.length, cols: data.dim };
  const b = { data: packVectors(data, columns), rows: columns.length, cols: data.dim };
  const { rowMax, colMax } = await segmentMaxima(engine, a, b, starts);
  const out: Array<FacetScore | undefined> = theirs.map(() => undefined);
  present.forEach((j, s) => {
    const items = theirs[j] as number[];
    const { exactOf, shapeOf } = fingerprintsOf(data, items, minShapeSize);
    let fwd = 0;
    let exact = 0;
    let renamed = 0;
    let nearDuplicates = 0;
    mine.forEach((a, i) => {
      const best = rowMax[i * present.length + s] as number;
      fwd += best;
      const item = data.items[a];
      const isExact = exactOf.has(item?.fp_exact);
      if (isExact) exact++;
      else if (facet !== 'tasks' && (item?.shape_size ?? 0) >= minShapeSize && shapeOf.has(item?.fp_shape)) renamed++;
      if (isExact || best >= t.nearDuplicate) nearDuplicates++;
    });
    let rev = 0;
    for (let c = starts[s] as number, end = c + items.length; c < end; c++) rev += colMax[c] as number;
    out[j] = { fwd: fwd / mine.length, rev: rev / items.length, exact, renamed, nearDuplicates, items: mine.length };
  });
  return out;
}

/** Per item list (an environment's items of one facet) and minimum shape size, the sets of its fingerprints. */
const fingerprintCache = new WeakMap<number[], { minShapeSize: number; exactOf: Set<string | undefined>; shapeOf: Set<string | undefined> }>();

/**
 * The exact and shape fingerprints of `items`, made once per item list: the cluster stage scores one
 * environment against ~100 others on the real-data audit, and rebuilding these sets per pair cost more than
 * the sets' lookups.
 */
function fingerprintsOf(data: RunData, items: number[], minShapeSize: number) {
  const cached = fingerprintCache.get(items);
  if (cached && cached.minShapeSize === minShapeSize) return cached;
  const exactOf = new Set(items.map((i) => data.items[i]?.fp_exact));
  const shapeOf = new Set(items.filter((i) => (data.items[i]?.shape_size ?? 0) >= minShapeSize).map((i) => data.items[i]?.fp_shape));
  const made = { minShapeSize, exactOf, shapeOf };
  fingerprintCache.set(items, made);
  return made;
}

/**
 * exact: every item of every shared facet has an identical counterpart. Otherwise by the combined score, but
 * at least `related` when one facet alone reaches its near-duplicate threshold: an environment built on an
 * eval environment's database (apollo's retail variants on tau-bench's) overlaps it even with new tools.
 * `near-duplicate` also asks the weaker direction of every facet, combined, to reach `related`: otherwise one
 * environment only contains the other (a one-tool ToolBench environment inside a 40-tool Seal-Tools field
 * scores 0.98 one way and 0.60 the other), which is an overlap — `related` — but not a copy to drop whole.
 */
function envFlag(score: number, facets: PairScore['facets'], o: EnvScoreOptions): Flag {
  const shared = Object.entries(facets) as Array<[Facet, FacetScore]>;
  if (shared.length > 0 && shared.every(([, f]) => f.exact === f.items)) return 'exact';
  if (score >= o.envThresholds.nearDuplicate && mutualScore(facets, o) >= o.envThresholds.related) return 'near-duplicate';
  if (score >= o.envThresholds.related) return 'related';
  return shared.some(([facet, f]) => Math.max(f.fwd, f.rev) >= o.thresholds[facet].nearDuplicate) ? 'related' : 'clean';
}

/** The combined score of each shared facet's weaker direction: how much each environment covers the other. */
function mutualScore(facets: PairScore['facets'], o: EnvScoreOptions): number {
  let weighted = 0;
  let weights = 0;
  for (const [facet, f] of Object.entries(facets) as Array<[Facet, FacetScore]>) {
    weighted += o.weights[facet] * Math.min(f.fwd, f.rev);
    weights += o.weights[facet];
  }
  return weights > 0 ? weighted / weights : 0;
}
