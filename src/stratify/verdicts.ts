// The sentences a report puts in its headline: for each scheme whether results on the most-similar stratum
// exceed the least-similar beyond the bootstrap interval of the difference, the Spearman trend, ablation
// outcomes per stratum, and unmatched result rows. Only an interval wholly above zero is called inflation.
import type { CleanPart } from './cleanPart.js';
import type { Comparison } from './evalSide.js';
import type { SuiteControlled } from './suiteControl.js';
import type { Trend } from './estimators.js';
import type { PortfolioComparison } from './portfolioSide.js';
import { stratumWord, type Stratum } from './strata.js';

/** The eval metric the verdicts speak of: the per-task success probability, comparable across files. */
export const HEADLINE_METRIC = 'pass@1';

const f2 = (x: number) => x.toFixed(2);
const plural = (word: string) => (word === 'half' ? 'halves' : word.endsWith('stratum') ? `${word.slice(0, -'stratum'.length)}strata` : `${word}s`);
const signed = (x: number) => (x >= 0 ? `+${f2(x)}` : f2(x));
const range = (s: Stratum) => (s.similarityMin === null || s.similarityMax === null ? 'empty' : `${f2(s.similarityMin)}–${f2(s.similarityMax)}`);
const label = (s: Stratum) => `${s.scheme}-${s.stratum}, similarity ${range(s)}, ${s.members.length} ${s.members.length === 1 ? 'task' : 'tasks'}`;

export function evalVerdict(c: Comparison): string {
  const word = stratumWord(c.most.of);
  const most = `the most-similar ${word} (${label(c.most)})`;
  const least = `the least-similar (${label(c.least)})`;
  if (c.tooSmall) {
    const withResults = (s: Stratum) => s.members.filter((t) => (t as { outcome?: unknown }).outcome).length;
    const name = (x: Stratum) => `${x.scheme}-${x.stratum}`;
    return `no verdict on the ${plural(word)}: the most-similar ${word} (${name(c.most)}) and the least-similar (${name(c.least)}) hold ${withResults(c.most)} and ${withResults(c.least)} tasks with results, fewer than the ${c.minTasks} a comparison needs`;
  }
  if (c.difference === null || c.ci === null) return `${c.metric} on ${most} and ${least} cannot be compared: not estimable on one of them`;
  const interval = `${f2(Math.abs(c.difference))} [${f2(c.ci.low)}, ${f2(c.ci.high)}]`;
  if (c.confounded) return `no evidence of inflation by overlap on the ${plural(word)} once suite is controlled for: pooled over suites ${most} exceeds ${least} by ${interval} in ${c.metric}, but within suites ${c.metric} does not rise with similarity (see the suite-controlled test), so the suites' own levels explain the difference`;
  if (c.inflated) return `results on ${most} exceed ${least} by ${interval} in ${c.metric}: likely inflated by overlap`;
  if (c.ci.high < 0) return `results on ${most} are below ${least} by ${f2(-c.difference)} [${f2(c.ci.low)}, ${f2(c.ci.high)}] in ${c.metric}: no sign of inflation by overlap`;
  return `no evidence of inflation by overlap on the ${plural(word)}: ${c.metric} on ${most} differs from ${least} by ${signed(c.difference)} [${f2(c.ci.low)}, ${f2(c.ci.high)}], an interval that includes 0`;
}

/** The pooled verdict controlled for suite: within-suite correlation tested by within-suite permutations. */
export function controlledVerdict(metric: string, c: SuiteControlled): string {
  const how = `outcomes permuted within each of ${c.suites} suites, ${c.permutations} permutations, ${c.tasks} tasks`;
  if (c.statistic === null || c.p === null) return `controlling for suite: no verdict, neither ${metric} nor similarity varies within any suite (${how})`;
  const stat = `within-suite correlation ${f2(c.statistic)}, one-sided p ${formatP(c.p)}`;
  if (c.p < 0.05) return `controlling for suite, ${metric} rises with similarity within suites (${stat}; ${how}): likely inflated by overlap`;
  return `controlling for suite: no evidence that ${metric} rises with similarity within suites (${stat}; ${how})`;
}

export function trendVerdict(metric: string, t: Trend, unit: string): string {
  if (t.rho === null) return `no trend of ${metric} with similarity can be measured (${t.n} ${unit}${t.n < 3 ? ': fewer than 3' : `: ${metric} or the similarity is the same for all`})`;
  const stat = `Spearman ρ = ${f2(t.rho)}, p ${formatP(t.p)}, ${t.n} ${unit}`;
  if (t.p !== null && t.p < 0.05) return `${metric} ${t.rho > 0 ? 'rises' : 'falls'} with similarity to the portfolio (${stat})`;
  return `no significant trend of ${metric} with similarity to the portfolio (${stat})`;
}

/** `= 0.0123`, `< 0.0001`, or `n/a`: the p-value with its relation, for a sentence. */
export function formatP(p: number | null): string {
  if (p === null) return 'n/a';
  return p < 0.0001 ? '< 0.0001' : `= ${p.toFixed(4)}`;
}

export function portfolioVerdict(c: PortfolioComparison): string {
  const word = stratumWord(c.most.of);
  const value = (s: PortfolioComparison['most']) => f2(s.outcomes.find((o) => o.metric === c.metric)?.value ?? Number.NaN);
  const side = (s: PortfolioComparison['most']) => `${s.name}, contamination ${range(s)}`;
  return `training on the most-similar ${word} (${side(c.most)}) gave ${c.metric} ${value(c.most)} against ${value(c.least)} on the least-similar (${side(c.least)}): ${signed(c.difference)} (one run per subset, no interval)`;
}

/** The clean part's headline metric: what the suite scores where training held nothing related. */
export function cleanVerdict(c: CleanPart, minTasks: number): string {
  const what = 'on the part of the suite with no related training material';
  if (c.withResults === 0) return `no score ${what}: none of the ${c.resultsTotal} tasks with results qualifies (each has a related, near-duplicate or identical portfolio task)`;
  const e = c.estimates.find((x) => x.metric === HEADLINE_METRIC);
  const value = e?.value === null || e?.value === undefined ? 'not estimable' : `${f2(e.value)}${e.ci ? ` [${f2(e.ci.low)}, ${f2(e.ci.high)}]` : ''}`;
  const few = c.withResults < minTasks ? `; fewer than ${minTasks} tasks, so the interval covers less than 95%` : '';
  return `${HEADLINE_METRIC} ${what} (${c.withResults} of ${c.resultsTotal} tasks with results): ${value}${few}`;
}

export function unmatchedVerdict(count: number, total: number, examples: string[], what: string): string {
  return `${count} of ${total} ${what} in the results are not in this run and were left out (e.g. ${examples.slice(0, 3).join(', ')})`;
}
