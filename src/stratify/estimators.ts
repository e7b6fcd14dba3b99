// The estimators of the eval side: per-task pass^k (unbiased), a stratum's metrics, seeded bootstrap
// intervals, and Spearman's ρ with its p-value. Kept free of I/O so that each can be checked by hand.
import { quantileSorted, sampleCorrelation } from 'simple-statistics';
import { seededRandom } from '../core/random.js';
import { tTwoSidedP } from './_tdist.js';

/** One eval task's outcome: `c` successes out of `n` trials. */
export interface TaskOutcome {
  n: number;
  c: number;
}

/**
 * The unbiased estimate of pass^k (all of k fresh trials succeed) from c of n: C(c,k)/C(n,k), as the
 * product of (c-i)/(n-i), which never forms the large binomials. Null when k > n: n trials cannot say
 * anything about k, and 0 would read as "always fails".
 */
export function passHatK(outcome: TaskOutcome, k: number): number | null {
  if (k > outcome.n) return null;
  let p = 1;
  for (let i = 0; i < k && p > 0; i++) p *= (outcome.c - i) / (outcome.n - i);
  return Math.max(0, p);
}

export type EvalMetric = 'success' | 'pass@1' | `pass^${number}`;

export function evalMetrics(passK: number[]): EvalMetric[] {
  return ['success', 'pass@1', ...passK.map((k) => `pass^${k}` as const)];
}

/**
 * What a metric averages, per task: `success` pools the trials (Σc / Σn, so `den` holds the trials),
 * `pass@1` and `pass^k` average per-task estimates (every task weighs the same however many trials it had).
 * Null when pass^k is not estimable for some task (fewer than k trials): an average over only the tasks
 * that had enough would describe another population. Computed once per stratum, so that a bootstrap
 * replicate is a sum over indices.
 */
export interface MetricColumns {
  num: Float64Array;
  den: Float64Array | null;
}

export function metricColumns(outcomes: TaskOutcome[], metric: EvalMetric): MetricColumns | null {
  if (metric === 'success') return { num: Float64Array.from(outcomes, (o) => o.c), den: Float64Array.from(outcomes, (o) => o.n) };
  const k = metric === 'pass@1' ? 1 : Number(metric.slice('pass^'.length));
  const num = new Float64Array(outcomes.length);
  for (let i = 0; i < outcomes.length; i++) {
    const p = passHatK(outcomes[i] as TaskOutcome, k);
    if (p === null) return null;
    num[i] = p;
  }
  return { num, den: null };
}

/** The metric over the tasks at `indices` (possibly repeated, as in a bootstrap resample). */
export function columnsValue(columns: MetricColumns, indices: ArrayLike<number>): number {
  let num = 0;
  let den = 0;
  for (let i = 0; i < indices.length; i++) {
    const t = indices[i] as number;
    num += columns.num[t] as number;
    den += columns.den ? (columns.den[t] as number) : 1;
  }
  return num / den;
}

/** A metric over a set of tasks given by index; null for no tasks or when not estimable. */
export function metricValue(outcomes: TaskOutcome[], indices: ArrayLike<number>, metric: EvalMetric): number | null {
  if (indices.length === 0) return null;
  const columns = metricColumns(outcomes, metric);
  return columns ? columnsValue(columns, indices) : null;
}

/**
 * `replicates` bootstrap resamples (with replacement) of `size` indices, from a generator seeded by `seed`:
 * the same seed gives the same resamples, so intervals are reproducible and two metrics of one stratum are
 * computed on the same resamples.
 */
export function bootstrapResamples(size: number, replicates: number, seed: number): Uint32Array[] {
  const random = seededRandom(seed);
  const out: Uint32Array[] = [];
  for (let b = 0; b < replicates; b++) {
    const sample = new Uint32Array(size);
    for (let i = 0; i < size; i++) sample[i] = Math.floor(random() * size);
    out.push(sample);
  }
  return out;
}

export interface Interval {
  low: number;
  high: number;
}

/** The 95% percentile interval of bootstrap replicates; null when no replicate could be computed. */
export function percentileInterval(replicates: Array<number | null>, coverage = 0.95): Interval | null {
  const values = replicates.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (values.length === 0) return null;
  const tail = (1 - coverage) / 2;
  return { low: quantileSorted(values, tail), high: quantileSorted(values, 1 - tail) };
}

/**
 * Mid-ranks (1-based; tied values share the mean of their ranks). simple-statistics' sampleRankCorrelation
 * ranks ties by their position instead, which for 0/1 outcomes would make ρ depend on the file's row order.
 */
export function midRanks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && (order[end + 1] as readonly [number, number])[0] === (order[start] as readonly [number, number])[0]) end++;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) ranks[(order[i] as readonly [number, number])[1]] = rank;
    start = end + 1;
  }
  return ranks;
}

export interface Trend {
  rho: number | null;
  p: number | null;
  n: number;
}

/**
 * Spearman's ρ (Pearson's correlation of mid-ranks, via simple-statistics) with the two-sided p-value of the
 * t approximation t = ρ·√((n−2)/(1−ρ²)) on n−2 degrees of freedom, as scipy.stats.spearmanr computes it.
 * ρ is null when either side is constant (no ranking to correlate) or n < 3; p is null below n = 3.
 */
export function spearman(x: number[], y: number[]): Trend {
  const n = x.length;
  if (n < 3 || new Set(x).size < 2 || new Set(y).size < 2) return { rho: null, p: null, n };
  const rho = Math.max(-1, Math.min(1, sampleCorrelation(midRanks(x), midRanks(y))));
  // |ρ| = 1 up to rounding: a perfect ranking, whose t statistic is infinite.
  const p = 1 - Math.abs(rho) < 1e-12 ? 0 : tTwoSidedP(rho * Math.sqrt((n - 2) / (1 - rho * rho)), n - 2);
  return { rho, p, n };
}
