// Environment-to-environment similarity. For each portfolio environment, the suite environments that its
// items' neighbours belong to are the candidates (no all-pairs blow-up); for each candidate pair and facet,
// the exact set-to-set similarity: the mean over the portfolio environment's items of their best cosine
// within the suite environment (`fwd`) and the same the other way (`rev`). The combined score weighs the
// facets both environments have, so a missing state schema neither zeroes nor lifts it.
//
// The cosines come from products on the dense core (pairMaxima.ts), not a scalar loop per item pair: the
// real-data audit scores ~35M item pairs.
import { round4 } from '../core/csv.js';
import { NEIGHBOR_DEFAULTS, type FacetThresholds, type Flag } from '../core/defaults.js';
import { FACETS, type Facet } from '../core/types.js';
import { DenseEngine } from '../dense/index.js';
import { nameOnly } from '../facets/index.js';
import type { FacetMatches } from './candidateSources.js';
import { forEachPairMaxima, type PairMaxima } from './pairMaxima.js';
import { renamedCopy, type EnvInfo, type RunData } from './runData.js';

export interface FacetScore {
  fwd: number;
  rev: number;
  /** Portfolio items with an identical item in the suite environment. */
  exact: number;
  /**
   * Portfolio tools or tables that are a renamed copy (not identical) of one of the suite environment's: the same
   * signature and, for two tools whose purposes were embedded, purposes alike (runData.ts renamedCopy), as the
   * item-level `renamed` asks.
   */
  renamed: number;
  /**
   * Portfolio items identical to one of the suite environment's or whose best cosine there reaches the
   * near-duplicate threshold: the copies the pair holds. A name alone (facets' nameOnly) is none.
   */
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
  return scoreCandidates(data, scorePairsOf(data, facetMatches), o);
}

/** The candidate environments (by key) of each portfolio environment: those its items' neighbours belong to. */
export function scorePairsOf(data: RunData, facetMatches: FacetMatches[]): Map<string, Set<string>> {
  const candidates = new Map<string, Set<string>>();
  for (const { matches } of facetMatches) {
    for (const m of matches) {
      const mine = (data.envOf[m.item] as EnvInfo).key;
      const set = candidates.get(mine) ?? new Set<string>();
      for (const c of m.candidates) set.add((data.envOf[c] as EnvInfo).key);
      candidates.set(mine, set);
    }
  }
  return candidates;
}

/** The exact score of each environment (by key) against each of its candidate environments, best first. */
export async function scoreCandidates(data: RunData, candidates: Map<string, Set<string>>, o: EnvScoreOptions): Promise<Map<string, PairScore[]>> {
  // The engine on a worker thread packs, multiplies and scans each group (pairMaxima.ts) while this thread
  // scores the pairs of the groups before it.
  const engine = await DenseEngine.open(undefined, 'worker');
  const listed = [...candidates]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, others]) => [data.envs.get(key) as EnvInfo, [...others].sort().map((s) => data.envs.get(s) as EnvInfo)] as [EnvInfo, EnvInfo[]]);
  const facetsOf: Array<Array<PairScore['facets']>> = listed.map(([, others]) => others.map(() => ({})));
  const fingerprints = Fingerprints.for(data, o.minShapeSize);
  // Every facet's groups asked for at once, so that the worker is not idle while this thread scores a facet's last pairs.
  await Promise.all(
    FACETS.map((facet) =>
      forEachPairMaxima(engine, data, facet, listed, (e, c, maxima) => {
        const [env, others] = listed[e] as [EnvInfo, EnvInfo[]];
        (facetsOf[e]?.[c] as PairScore['facets'])[facet] = facetScore(fingerprints, env.items[facet], fingerprints.of(others[c] as EnvInfo, facet), maxima, o.thresholds[facet]);
      }),
    ),
  );
  const pairs = new Map<string, PairScore[]>();
  for (const [e, [env, others]] of listed.entries()) {
    const scored = others.map((other, c) => combine(env, other, facetsOf[e]?.[c] ?? {}, o));
    // By the score as reported (four decimals), then key: float32 noise in the last bits must not reorder ties.
    scored.sort((a, b) => round4(b.score) - round4(a.score) || (a.suite.key < b.suite.key ? -1 : 1));
    pairs.set(env.key, scored);
  }
  return pairs;
}

function combine(portfolio: EnvInfo, suite: EnvInfo, facets: PairScore['facets'], o: EnvScoreOptions): PairScore {
  const score = facetMean(facets, o, Math.max);
  return { portfolio, suite, score, facets, flag: envFlag(score, facets, o) };
}

/** The weighted mean over the facets both environments have of `direction` (fwd, rev): the combined score with Math.max. */
function facetMean(facets: PairScore['facets'], o: EnvScoreOptions, direction: (fwd: number, rev: number) => number): number {
  let weighted = 0;
  let weights = 0;
  for (const facet of FACETS) {
    const f = facets[facet];
    if (!f) continue;
    weighted += o.weights[facet] * direction(f.fwd, f.rev);
    weights += o.weights[facet];
  }
  return weights > 0 ? weighted / weights : 0;
}

/**
 * Environments' exact and rename-invariant fingerprints per facet, made once per run however many pairs (and
 * scoring calls: the cluster stage scores in slices) an environment is in. Fingerprints are interned as small
 * integers: 147,000 cluster pair scores hashing 32-character strings were a visible share of the stage.
 */
class Fingerprints {
  private static readonly made = new WeakMap<RunData, Map<number, Fingerprints>>();
  /** Per item: its exact fingerprint's number, and its shape's (-1 when the shape is too small to count). */
  readonly exactOf: Int32Array;
  readonly shapeOf: Int32Array;
  /** Per item: 1 for a name alone (nameOnly), which no pair counts as a copy. */
  readonly nameOnly: Uint8Array;
  private readonly envs = new Map<Facet, Map<EnvInfo, EnvFingerprints>>();

  static for(data: RunData, minShapeSize: number): Fingerprints {
    let bySize = Fingerprints.made.get(data);
    if (!bySize) Fingerprints.made.set(data, (bySize = new Map()));
    let found = bySize.get(minShapeSize);
    if (!found) bySize.set(minShapeSize, (found = new Fingerprints(data, minShapeSize)));
    return found;
  }

  private constructor(
    private readonly data: RunData,
    private readonly minShapeSize: number,
  ) {
    const numbers = new Map<string, number>();
    const number = (fp: string) => {
      let n = numbers.get(fp);
      if (n === undefined) numbers.set(fp, (n = numbers.size));
      return n;
    };
    this.exactOf = Int32Array.from(data.items, (item) => number(`x${item.fp_exact}`));
    this.shapeOf = Int32Array.from(data.items, (item) => (item.facet !== 'tasks' && (item.shape_size ?? 0) >= minShapeSize ? number(`s${item.fp_shape}`) : -1));
    this.nameOnly = Uint8Array.from(data.items, (item) => (nameOnly(item) ? 1 : 0));
  }

  of(env: EnvInfo, facet: Facet): EnvFingerprints {
    let byEnv = this.envs.get(facet);
    if (!byEnv) this.envs.set(facet, (byEnv = new Map()));
    let found = byEnv.get(env);
    if (!found) {
      const items = env.items[facet];
      const shape = new Map<number, number[]>();
      for (const i of items) {
        const n = this.shapeOf[i] as number;
        if (n < 0) continue;
        const list = shape.get(n);
        if (list) list.push(i);
        else shape.set(n, [i]);
      }
      found = { exact: new Set(items.map((i) => this.exactOf[i] as number)), shape };
      byEnv.set(env, found);
    }
    return found;
  }

  /** Whether `item` is a renamed copy of one of `holders`, the other environment's items of its signature. */
  renamedOf(item: number, holders: readonly number[] | undefined): boolean {
    return !!holders && holders.some((other) => renamedCopy(this.data, item, other, { minShapeSize: this.minShapeSize, minPurpose: NEIGHBOR_DEFAULTS.renamedMinPurpose }));
  }
}

/** An environment's items of one facet by exact fingerprint, and by signature (its items of each). */
interface EnvFingerprints {
  exact: Set<number>;
  shape: Map<number, number[]>;
}

/** The facet score of `mine` (one environment's items) against another environment, from the pair's maxima. */
function facetScore(fingerprints: Fingerprints, mine: number[], theirs: EnvFingerprints, maxima: PairMaxima, t: FacetThresholds): FacetScore {
  let fwd = 0;
  let exact = 0;
  let renamed = 0;
  let nearDuplicates = 0;
  for (let i = 0; i < mine.length; i++) {
    const item = mine[i] as number;
    const best = maxima.rowMax[maxima.rowAt + i] as number;
    fwd += best;
    const isExact = theirs.exact.has(fingerprints.exactOf[item] as number);
    if (isExact) exact++;
    else if (fingerprints.renamedOf(item, theirs.shape.get(fingerprints.shapeOf[item] as number))) renamed++;
    if ((isExact || best >= t.nearDuplicate) && fingerprints.nameOnly[item] === 0) nearDuplicates++;
  }
  let rev = 0;
  for (let j = maxima.colAt; j < maxima.colAt + maxima.cols; j++) rev += maxima.colMax[j] as number;
  return { fwd: fwd / mine.length, rev: rev / maxima.cols, exact, renamed, nearDuplicates, items: mine.length };
}

/**
 * exact: every item of every shared facet has an identical counterpart. Otherwise by the combined score, but
 * at least `related` when one facet alone reaches its near-duplicate threshold: an environment built on an
 * eval environment's database (apollo's retail variants on tau-bench's) overlaps it even with new tools.
 * `near-duplicate` also asks the weaker direction of every facet, combined, to reach `related`: otherwise one
 * environment only contains the other (a one-tool ToolBench environment inside a 40-tool Seal-Tools field
 * scores 0.98 one way and 0.60 the other), which is an overlap — `related` — but not a copy to drop whole.
 * Any item identical to one of the suite environment's, or within its facet's near-duplicate cosine, makes
 * the pair at least `related`.
 */
function envFlag(score: number, facets: PairScore['facets'], o: EnvScoreOptions): Flag {
  // Plain loops over FACETS, not Object.entries and callbacks: this runs for every scored pair (84,000 in
  // neighbors and 147,000 in cluster on the real-data audit).
  let shared = 0;
  let allExact = true;
  let holdsCopy = false;
  let facetNear = false;
  for (const facet of FACETS) {
    const f = facets[facet];
    if (!f) continue;
    shared++;
    if (f.exact !== f.items) allExact = false;
    if (f.nearDuplicates > 0) holdsCopy = true;
    if (Math.max(f.fwd, f.rev) >= o.thresholds[facet].nearDuplicate) facetNear = true;
  }
  if (shared > 0 && allExact) return 'exact';
  if (score >= o.envThresholds.nearDuplicate && mutualScore(facets, o) >= o.envThresholds.related) return 'near-duplicate';
  if (score >= o.envThresholds.related) return 'related';
  // An environment holding even one copied item overlaps the suite environment it came from, however diluted
  // by its other items (3 of tau-bench retail's tools verbatim among new ones scored 0.45–0.65 combined).
  return holdsCopy || facetNear ? 'related' : 'clean';
}

/** The combined score of each shared facet's weaker direction: how much each environment covers the other. */
function mutualScore(facets: PairScore['facets'], o: EnvScoreOptions): number {
  return facetMean(facets, o, Math.min);
}
