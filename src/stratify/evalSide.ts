// The eval side: suite tasks cut into similarity strata and, with per-task results, each stratum's success,
// pass@1 and pass^k with bootstrap intervals, the most- against least-similar difference with its interval,
// and the Spearman trend of per-task pass@1 against similarity.
import { sha256Hex } from '../core/hash.js';
import { bootstrapResamples, columnsValue, evalMetrics, metricColumns, percentileInterval, spearman, type EvalMetric, type Interval, type TaskOutcome, type Trend } from './estimators.js';
import { cutStrata, extremes, type Scored, type Stratum } from './strata.js';

export interface EvalTask extends Scored {
  outcome: TaskOutcome | null;
}

export interface MetricEstimate {
  metric: EvalMetric;
  /** Tasks with results in the stratum. */
  n: number;
  value: number | null;
  ci: Interval | null;
}

export interface EvalStratum extends Stratum<EvalTask> {
  estimates: MetricEstimate[];
}

export interface Comparison {
  scheme: string;
  metric: string;
  most: Stratum<Scored>;
  least: Stratum<Scored>;
  mostValue: number | null;
  leastValue: number | null;
  difference: number | null;
  ci: Interval | null;
  inflated: boolean;
}

export interface EvalAnalysis {
  strata: EvalStratum[];
  comparisons: Comparison[];
  trend: Trend | null;
}

export interface EvalOptions {
  schemes: number[];
  passK: number[];
  bootstrap: number;
  seed: number;
}

/**
 * One seed per stratum, derived from the run's seed and the stratum's name, so that a stratum's intervals do
 * not depend on which other schemes were asked for or in which order they were computed.
 */
export function stratumSeed(seed: number, side: string, scheme: string, stratum: number): number {
  return Number.parseInt(sha256Hex(`${seed}:${side}:${scheme}:${stratum}`, 8), 16) || 1;
}

export function analyseEval(tasks: EvalTask[], withResults: boolean, o: EvalOptions): EvalAnalysis {
  const metrics = evalMetrics(o.passK);
  const strata: EvalStratum[] = [];
  const replicates = new Map<EvalStratum, Map<EvalMetric, Array<number | null>>>();
  const comparisons: Comparison[] = [];
  for (const count of o.schemes) {
    const cut = cutStrata(tasks, count).map((s) => ({ ...s, estimates: [] as MetricEstimate[] }));
    strata.push(...cut);
    if (!withResults) continue;
    for (const s of cut) {
      const outcomes = s.members.flatMap((t) => (t.outcome ? [t.outcome] : []));
      const all = outcomes.map((_, i) => i);
      const resamples = outcomes.length > 0 ? bootstrapResamples(outcomes.length, o.bootstrap, stratumSeed(o.seed, 'eval', s.scheme, s.stratum)) : [];
      const perMetric = new Map<EvalMetric, Array<number | null>>();
      for (const metric of metrics) {
        const columns = outcomes.length > 0 ? metricColumns(outcomes, metric) : null;
        const reps = resamples.map((r) => (columns ? columnsValue(columns, r) : null));
        perMetric.set(metric, reps);
        const value = columns ? columnsValue(columns, all) : null;
        s.estimates.push({ metric, n: outcomes.length, value, ci: value === null ? null : percentileInterval(reps) });
      }
      replicates.set(s, perMetric);
    }
    const withOutcomes = cut.filter((s) => s.members.some((t) => t.outcome));
    const ends = extremes(withOutcomes);
    if (!ends) continue;
    for (const metric of metrics) comparisons.push(compare(ends.most, ends.least, metric, replicates));
  }
  const matched = tasks.filter((t) => t.outcome);
  const trend = withResults ? spearman(matched.map((t) => t.score), matched.map((t) => (t.outcome as TaskOutcome).c / (t.outcome as TaskOutcome).n)) : null;
  return { strata, comparisons, trend };
}

/** Most minus least similar, its interval from the two strata's independent resamples paired by replicate. */
function compare(most: EvalStratum, least: EvalStratum, metric: EvalMetric, replicates: Map<EvalStratum, Map<EvalMetric, Array<number | null>>>): Comparison {
  const value = (s: EvalStratum) => s.estimates.find((e) => e.metric === metric)?.value ?? null;
  const hi = replicates.get(most)?.get(metric) ?? [];
  const lo = replicates.get(least)?.get(metric) ?? [];
  const mostValue = value(most);
  const leastValue = value(least);
  const difference = mostValue === null || leastValue === null ? null : mostValue - leastValue;
  const diffs = hi.map((h, b) => (h === null || lo[b] === null || lo[b] === undefined ? null : h - (lo[b] as number)));
  const ci = difference === null ? null : percentileInterval(diffs);
  return { scheme: most.scheme, metric, most, least, mostValue, leastValue, difference, ci, inflated: ci !== null && ci.low > 0 };
}
