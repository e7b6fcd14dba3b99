// The stratify stage's artifacts: the portfolio strata's manifests, strata.csv (one row per side, scheme,
// stratum and metric; every stratum has a `count` row, results add one row per metric) and strata.json, the
// shape the report stage reads. Numbers are rounded (round4) so equal inputs give equal bytes; a value that
// cannot be estimated (pass^k with k > n) is an empty cell and null, never 0.
import { join } from 'node:path';
import { tables, writeTable } from '../artifacts/index.js';
import { round4, type Cell } from '../core/csv.js';
import { STRATIFY_DEFAULTS } from '../core/defaults.js';
import type { CleanPart } from './cleanPart.js';
import type { Comparison, EvalAnalysis } from './evalSide.js';
import { manifestPath, type Manifest } from './manifests.js';
import type { PortfolioAnalysis, PortfolioStratum } from './portfolioSide.js';
import type { LoadedResults, ResolvedStratify } from './stage.js';
import type { Stratum } from './strata.js';
import { cleanVerdict, controlledVerdict, evalVerdict, HEADLINE_METRIC, portfolioVerdict, trendVerdict, unmatchedVerdict } from './verdicts.js';

const r4 = (x: number | null | undefined) => (x === null || x === undefined || !Number.isFinite(x) ? null : round4(x));
/** p-values keep four significant digits: round4 would turn a strong trend's p into 0. */
const p4 = (x: number | null) => (x === null ? null : Number(x.toPrecision(4)));

export function portfolioManifests(p: PortfolioAnalysis): Manifest[] {
  return p.strata.map((s) => ({
    name: s.name,
    comments: [
      `${s.name}: portfolio stratum ${s.stratum} of ${s.of} by contamination score (1 = least similar to the suites, ${s.of} = most similar)`,
      `${s.members.length} environments, contamination score ${s.similarityMin === null ? 'n/a (empty stratum)' : `${round4(s.similarityMin)} to ${round4(s.similarityMax ?? 0)}`}; equal scores always share a stratum`,
      'written by envsieve stratify; one environment id per line below, lowest score first; lines starting with # are comments, a line in double quotes is an id as a JSON string',
    ],
    ids: s.members.map((m) => m.id),
  }));
}

export interface StrataRow {
  side: 'portfolio' | 'eval';
  stratum: Stratum;
  n: number;
  metric: string;
  value: number | null;
  ciLow: number | null;
  ciHigh: number | null;
}

export function strataRows(p: PortfolioAnalysis, e: EvalAnalysis): StrataRow[] {
  const rows: StrataRow[] = [];
  const count = (side: StrataRow['side'], s: Stratum): StrataRow => ({ side, stratum: s, n: s.members.length, metric: 'count', value: s.members.length, ciLow: null, ciHigh: null });
  for (const s of p.strata) {
    rows.push(count('portfolio', s));
    for (const metric of p.metrics) {
      const outcome = s.outcomes.find((o) => o.metric === metric);
      if (outcome) rows.push({ side: 'portfolio', stratum: s, n: s.members.length, metric, value: outcome.value, ciLow: null, ciHigh: null });
    }
  }
  for (const s of e.strata) {
    rows.push(count('eval', s));
    for (const est of s.estimates) rows.push({ side: 'eval', stratum: s, n: est.n, metric: est.metric, value: est.value, ciLow: est.ci?.low ?? null, ciHigh: est.ci?.high ?? null });
  }
  return rows;
}

export async function writeStrataCsv(runDir: string, rows: StrataRow[]): Promise<void> {
  const body: Cell[][] = rows.map((r) => [r.side, r.stratum.scheme, r.stratum.stratum, r.n, r4(r.stratum.similarityMin), r4(r.stratum.similarityMax), r.metric, r4(r.value), r4(r.ciLow), r4(r.ciHigh)]);
  await writeTable(runDir, tables.strata, body);
}

const range = (s: Stratum) => ({ scheme: s.scheme, stratum: s.stratum, n: s.members.length, similarity_min: r4(s.similarityMin), similarity_max: r4(s.similarityMax) });

interface JsonInput {
  o: ResolvedStratify;
  portfolio: PortfolioAnalysis;
  evalSide: EvalAnalysis;
  /** The suite tasks with no related portfolio task, when eval results were joined. */
  clean: CleanPart | null;
  envs: number;
  tasks: number;
  results: LoadedResults;
  unmatched: string[];
}

export function strataJson({ o, portfolio, evalSide, clean, envs, tasks, results, unmatched }: JsonInput) {
  const evalRows = results.eval?.rows.length ?? 0;
  const trends = [
    ...portfolio.trends.map((t) => ({ side: 'portfolio', metric: t.metric, spearman_rho: r4(t.rho), p_value: p4(t.p), n: t.n, scheme: t.scheme })),
    ...(evalSide.trend ? [{ side: 'eval', metric: HEADLINE_METRIC, spearman_rho: r4(evalSide.trend.rho), p_value: p4(evalSide.trend.p), n: evalSide.trend.n, scheme: null }] : []),
  ];
  const comparisons = [
    ...portfolio.comparisons.map((c) => ({ side: 'portfolio', scheme: c.scheme, metric: c.metric, most_similar: r4(valueOf(c.most, c.metric)), least_similar: r4(valueOf(c.least, c.metric)), difference: r4(c.difference), ci_low: null, ci_high: null, inflated: false, most_similar_stratum: c.most.stratum, least_similar_stratum: c.least.stratum })),
    ...evalSide.comparisons.map(evalComparison),
  ];
  const verdicts = [
    ...evalVerdicts(evalSide),
    ...(clean ? [cleanVerdict(clean, o.minStratumTasks)] : []),
    ...evalSide.bySuite.flatMap((s) => evalVerdicts(s.analysis).map((v) => `suite ${s.suite}: ${v}`)),
    ...(unmatched.length > 0 ? [unmatchedVerdict(unmatched.length, evalRows, unmatched, 'task ids')] : []),
    ...portfolio.comparisons.map(portfolioVerdict),
    ...(portfolio.unmatched.length > 0 ? [unmatchedVerdict(portfolio.unmatched.length, new Set(results.portfolio?.rows.map((r) => r.subset)).size, portfolio.unmatched, 'subsets')] : []),
  ];
  return {
    schemaVersion: 1,
    stage: 'stratify',
    seed: o.seed,
    bootstrap: o.bootstrap,
    schemes: o.schemes.map((n) => `q${n}`),
    passK: o.passK,
    portfolio: { environments: envs, strata: portfolio.strata.map((s) => ({ ...range(s), manifest: manifestPath(s.name) })) },
    eval: { tasks, strata: evalSide.strata.map(range) },
    results: {
      portfolio: results.portfolio ? { file: results.portfolio.table.file, sha256: results.portfolio.table.sha256, rows: results.portfolio.rows.length, unmatched: portfolio.unmatched.length } : null,
      eval: results.eval
        ? { file: results.eval.table.file, sha256: results.eval.table.sha256, kind: results.eval.kind, matched: evalRows - unmatched.length, unmatched: unmatched.length, unmatched_examples: [...unmatched].sort().slice(0, 10) }
        : null,
    },
    trends,
    comparisons,
    suite_control: evalSide.controlled
      ? { statistic: r4(evalSide.controlled.statistic), p_value: p4(evalSide.controlled.p), tasks: evalSide.controlled.tasks, suites: evalSide.controlled.suites, permutations: evalSide.controlled.permutations }
      : null,
    by_suite: evalSide.bySuite.map((s) => ({
      suite: s.suite,
      tasks: s.tasks,
      comparisons: s.analysis.comparisons.map(evalComparison),
      trend: s.analysis.trend ? { spearman_rho: r4(s.analysis.trend.rho), p_value: p4(s.analysis.trend.p), n: s.analysis.trend.n } : null,
    })),
    clean_part: clean
      ? { tasks: clean.tasks, with_results: clean.withResults, results_total: clean.resultsTotal, estimates: clean.estimates.map((e) => ({ metric: e.metric, n: e.n, value: r4(e.value), ci_low: r4(e.ci?.low), ci_high: r4(e.ci?.high) })) }
      : null,
    verdicts,
    rules: RULES,
  };
}

function evalComparison(c: Comparison) {
  return { side: 'eval', scheme: c.scheme, metric: c.metric, most_similar: r4(c.mostValue), least_similar: r4(c.leastValue), difference: r4(c.difference), ci_low: r4(c.ci?.low), ci_high: r4(c.ci?.high), inflated: c.inflated, too_small: c.tooSmall, confounded: c.confounded, most_similar_stratum: c.most.stratum, least_similar_stratum: c.least.stratum };
}

/** The headline metric's comparisons, then the trend: the suite-controlled test when there are suites to control for. */
function evalVerdicts(e: EvalAnalysis): string[] {
  return [
    ...e.comparisons.filter((c) => c.metric === HEADLINE_METRIC).map(evalVerdict),
    ...(e.controlled ? [controlledVerdict(HEADLINE_METRIC, e.controlled)] : e.trend ? [trendVerdict(HEADLINE_METRIC, e.trend, 'tasks')] : []),
  ];
}

function valueOf(s: PortfolioStratum, metric: string): number | null {
  return s.outcomes.find((o) => o.metric === metric)?.value ?? null;
}

const RULES = {
  strata: 'items sorted by similarity (portfolio: contamination score; eval: max_similarity), each placed by its mid-distribution quantile rank p = (#below + #at-or-below) / 2n into stratum floor(p*N)+1; 1 = least similar; equal scores share a stratum',
  success: 'pooled share of successful trials in the stratum (sum c / sum n)',
  'pass@1': 'mean over tasks of c/n',
  'pass^k': 'mean over tasks of C(c,k)/C(n,k); not estimable (null) when any task of the stratum has fewer than k trials',
  intervals: '95% percentile bootstrap over the stratum’s tasks, seeded per stratum from the recorded seed; the difference’s interval pairs the two strata’s replicates',
  trend: 'Spearman rho (Pearson on mid-ranks) of per-task pass@1 against max_similarity; two-sided p from the t approximation on n-2 degrees of freedom. Portfolio: rho of the outcome against the strata’s median score over the scheme with the most strata measured',
  inflated: 'the most-similar stratum’s metric exceeds the least-similar’s and the 95% interval of the difference lies above 0; with results on two or more suites, also the suite-controlled test is significant (one-sided p < 0.05)',
  too_small: `no verdict when either stratum holds fewer than ${STRATIFY_DEFAULTS.minStratumTasks} tasks with results: a percentile interval of a mean of 0/1 outcomes over fewer tasks covers far less than 95%`,
  clean_part: 'suite tasks whose nearest portfolio task is flagged clean in eval_tasks.csv (below the tasks facet’s related threshold; overlap through tools or state is not counted), each metric with a 95% percentile bootstrap interval over those tasks, seeded from the recorded seed',
  suite_control: 'with results on two or more suites: similarity as mid-ranks and pass@1, each centred within its suite; the pooled within-suite correlation tested against outcomes permuted within each suite (seeded), one-sided p = (1 + #permutations at least as large) / (permutations + 1)',
};
