// The eval side: suite tasks cut into similarity strata and, with per-task results, each stratum's success,
// pass@1 and pass^k with bootstrap intervals, the most- against least-similar difference with its interval,
// and the Spearman trend of per-task pass@1 against similarity. With results on two or more suites, the same
// per suite, and the pooled verdict controlled for suite (suiteControl.ts); a comparison whose strata hold
// fewer than STRATIFY_DEFAULTS.minStratumTasks tasks with results gets no verdict.
import { sha256Hex } from '../core/hash.js';
import { bootstrapResamples, columnsValue, evalMetrics, metricColumns, percentileInterval, spearman, type EvalMetric, type Interval, type TaskOutcome, type Trend } from './estimators.js';
import { cutStrata, extremes, type Scored, type Stratum } from './strata.js';
import { suiteControlled, type SuiteControlled } from './suiteControl.js';

export interface EvalTask extends Scored {
  /** The suite the task belongs to (eval_tasks.csv's `suite`). */
  suite: string;
  /** The flag of the task's nearest portfolio task (eval_tasks.csv's `flag`): 'clean' is below related. */
  flag: string;
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
  /** One of the two strata has fewer tasks with results than the minimum: no verdict. */
  tooSmall: boolean;
  /** The minimum that decided `tooSmall`. */
  minTasks: number;
  /** The pooled interval lies above 0, but within suites there is no evidence: the suites' levels explain it. */
  confounded: boolean;
}

export interface EvalAnalysis {
  strata: EvalStratum[];
  comparisons: Comparison[];
  trend: Trend | null;
  /** The within-suite test, when results cover two or more suites; null otherwise. */
  controlled: SuiteControlled | null;
  /** The same analysis on each suite alone, when results cover two or more suites. */
  bySuite: Array<{ suite: string; tasks: number; analysis: EvalAnalysis }>;
}

export interface EvalOptions {
  schemes: number[];
  passK: number[];
  bootstrap: number;
  seed: number;
  minStratumTasks: number;
  permutations: number;
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
      const estimated = estimateOutcomes(s.members, metrics, o.bootstrap, stratumSeed(o.seed, 'eval', s.scheme, s.stratum));
      s.estimates.push(...estimated.estimates);
      replicates.set(s, estimated.replicates);
    }
    const withOutcomes = cut.filter((s) => s.members.some((t) => t.outcome));
    const ends = extremes(withOutcomes);
    if (!ends) continue;
    for (const metric of metrics) comparisons.push(compare(ends.most, ends.least, metric, replicates, o.minStratumTasks));
  }
  const matched = tasks.filter((t) => t.outcome);
  const trend = withResults ? spearman(matched.map((t) => t.score), matched.map((t) => (t.outcome as TaskOutcome).c / (t.outcome as TaskOutcome).n)) : null;
  const suites = [...new Set(matched.map((t) => t.suite))].sort();
  if (suites.length < 2) return { strata, comparisons, trend, controlled: null, bySuite: [] };
  const controlled = suiteControlled(
    matched.map((t) => ({ suite: t.suite, score: t.score, outcome: t.outcome as TaskOutcome })),
    o.permutations,
    stratumSeed(o.seed, 'eval', 'suite-permutation', 0),
  );
  const evidence = controlled.p !== null && controlled.p < 0.05;
  for (const c of comparisons) {
    const above = c.ci !== null && c.ci.low > 0 && !c.tooSmall;
    c.inflated = above && evidence;
    c.confounded = above && !evidence;
  }
  const bySuite = suites.map((suite) => {
    const own = tasks.filter((t) => t.suite === suite);
    return { suite, tasks: own.length, analysis: analyseEval(own, true, o) };
  });
  return { strata, comparisons, trend, controlled, bySuite };
}

/** Each metric's value on the tasks with results among `tasks`, with its bootstrap interval and replicates. */
export function estimateOutcomes(tasks: EvalTask[], metrics: EvalMetric[], replicateCount: number, seed: number): { estimates: MetricEstimate[]; replicates: Map<EvalMetric, Array<number | null>> } {
  const outcomes = tasks.flatMap((t) => (t.outcome ? [t.outcome] : []));
  const all = outcomes.map((_, i) => i);
  const resamples = outcomes.length > 0 ? bootstrapResamples(outcomes.length, replicateCount, seed) : [];
  const replicates = new Map<EvalMetric, Array<number | null>>();
  const estimates = metrics.map((metric): MetricEstimate => {
    const columns = outcomes.length > 0 ? metricColumns(outcomes, metric) : null;
    const reps = resamples.map((r) => (columns ? columnsValue(columns, r) : null));
    replicates.set(metric, reps);
    const value = columns ? columnsValue(columns, all) : null;
    return { metric, n: outcomes.length, value, ci: value === null ? null : percentileInterval(reps) };
  });
  return { estimates, replicates };
}

/** Most minus least similar, its interval from the two strata's independent resamples paired by replicate. */
function compare(most: EvalStratum, least: EvalStratum, metric: EvalMetric, replicates: Map<EvalStratum, Map<EvalMetric, Array<number | null>>>, minTasks: number): Comparison {
  const value = (s: EvalStratum) => s.estimates.find((e) => e.metric === metric)?.value ?? null;
  const hi = replicates.get(most)?.get(metric) ?? [];
  const lo = replicates.get(least)?.get(metric) ?? [];
  const mostValue = value(most);
  const leastValue = value(least);
  const difference = mostValue === null || leastValue === null ? null : mostValue - leastValue;
  const diffs = hi.map((h, b) => (h === null || lo[b] === null || lo[b] === undefined ? null : h - (lo[b] as number)));
  const ci = difference === null ? null : percentileInterval(diffs);
  const withResults = (s: EvalStratum) => s.members.filter((t) => t.outcome).length;
  const tooSmall = withResults(most) < minTasks || withResults(least) < minTasks;
  return { scheme: most.scheme, metric, most, least, mostValue, leastValue, difference, ci, inflated: !tooSmall && ci !== null && ci.low > 0, tooSmall, minTasks, confounded: false };
}
