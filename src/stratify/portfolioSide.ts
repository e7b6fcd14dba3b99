// The portfolio side (EnvScaler's analysis): environments cut into contamination-score strata, one manifest
// each for an ablation run, and — once those runs come back as `subset, metric, value` — each stratum's
// outcome beside its score range, the most- against least-similar difference, and a Spearman trend of the
// outcome against the strata's median score. One run per subset gives no interval, so none is claimed.
import { median } from 'simple-statistics';
import { spearman, type Trend } from './estimators.js';
import type { SubsetResult } from './results.js';
import { cutStrata, extremes, type Scored, type Stratum } from './strata.js';

export interface PortfolioStratum extends Stratum<Scored> {
  /** `q4-1`: the manifest's name without `.txt`, and the `subset` that results name. */
  name: string;
  outcomes: Array<{ metric: string; value: number }>;
}

export interface PortfolioComparison {
  scheme: string;
  metric: string;
  most: PortfolioStratum;
  least: PortfolioStratum;
  difference: number;
}

export interface PortfolioTrend extends Trend {
  metric: string;
  scheme: string;
}

export interface PortfolioAnalysis {
  strata: PortfolioStratum[];
  metrics: string[];
  comparisons: PortfolioComparison[];
  trends: PortfolioTrend[];
  /** Result rows whose subset is not one of this run's strata (e.g. a baseline run, or another scheme). */
  unmatched: string[];
}

export const stratumName = (s: Stratum) => `${s.scheme}-${s.stratum}`;

export function analysePortfolio(envs: Scored[], schemes: number[], results: SubsetResult[] | null): PortfolioAnalysis {
  const strata: PortfolioStratum[] = schemes.flatMap((count) => cutStrata(envs, count).map((s) => ({ ...s, name: stratumName(s), outcomes: [] as PortfolioStratum['outcomes'] })));
  const byName = new Map(strata.map((s) => [s.name, s]));
  const unmatched: string[] = [];
  // Metrics in the order the file first names them, so outputs follow the user's file.
  const metrics: string[] = [];
  for (const r of results ?? []) {
    const s = byName.get(r.subset);
    if (!s) {
      unmatched.push(r.subset);
      continue;
    }
    if (!metrics.includes(r.metric)) metrics.push(r.metric);
    s.outcomes.push({ metric: r.metric, value: r.value });
  }
  const comparisons: PortfolioComparison[] = [];
  const trends: PortfolioTrend[] = [];
  for (const metric of metrics) {
    let best: PortfolioStratum[] = [];
    for (const count of schemes) {
      const scheme = strata.filter((s) => s.of === count && s.outcomes.some((o) => o.metric === metric));
      const ends = extremes(scheme);
      if (ends) comparisons.push({ scheme: ends.most.scheme, metric, most: ends.most, least: ends.least, difference: valueOf(ends.most, metric) - valueOf(ends.least, metric) });
      if (scheme.length > best.length) best = scheme;
    }
    // The trend uses the scheme with the most strata measured: strata of different schemes overlap.
    const points = best.filter((s) => s.members.length > 0);
    if (points.length > 0) trends.push({ metric, scheme: points[0]?.scheme ?? '', ...spearman(points.map((s) => median(s.members.map((m) => m.score))), points.map((s) => valueOf(s, metric))) });
  }
  return { strata, metrics, comparisons, trends, unmatched: [...new Set(unmatched)].sort() };
}

function valueOf(s: PortfolioStratum, metric: string): number {
  return s.outcomes.find((o) => o.metric === metric)?.value ?? Number.NaN;
}
