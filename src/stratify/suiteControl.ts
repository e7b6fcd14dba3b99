// The inflation test controlled for suite. Pooled over suites, "results rise with similarity" is confounded
// whenever the suites differ both in difficulty and in similarity to the portfolio (tau-bench easy and close
// to a tau-bench-like portfolio, BFCL hard and far): the most-similar stratum is then mostly the easy suite.
// Here similarity and outcome are compared only within each suite — both centred on their suite's mean, the
// similarity as mid-ranks within the suite — and the pooled within-suite correlation is tested against
// outcomes permuted within each suite (a stratified permutation test: under the null that outcome does not
// depend on similarity inside any suite, every within-suite shuffle is as likely as the data).
import { seededRandom } from '../core/random.js';
import { midRanks, type TaskOutcome } from './estimators.js';

export interface SuiteTask {
  suite: string;
  score: number;
  outcome: TaskOutcome;
}

export interface SuiteControlled {
  /** Pooled within-suite correlation of similarity rank and pass@1 (null when nothing varies within a suite). */
  statistic: number | null;
  /** One-sided p of a correlation this large under within-suite permutation; null with the statistic. */
  p: number | null;
  tasks: number;
  suites: number;
  permutations: number;
}

interface Group {
  x: Float64Array;
  y: Float64Array;
}

function centred(values: number[]): Float64Array {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Float64Array.from(values, (v) => v - mean);
}

function dot(groups: Group[]): number {
  let sum = 0;
  for (const g of groups) for (let i = 0; i < g.x.length; i++) sum += (g.x[i] as number) * (g.y[i] as number);
  return sum;
}

export function suiteControlled(tasks: SuiteTask[], permutations: number, seed: number): SuiteControlled {
  const bySuite = new Map<string, SuiteTask[]>();
  for (const t of tasks) bySuite.set(t.suite, [...(bySuite.get(t.suite) ?? []), t]);
  const groups: Group[] = [...bySuite.values()]
    .filter((g) => g.length >= 2)
    .map((g) => ({ x: centred(midRanks(g.map((t) => t.score))), y: centred(g.map((t) => t.outcome.c / t.outcome.n)) }));
  const base = { tasks: tasks.length, suites: bySuite.size, permutations };
  const sxx = groups.reduce((n, g) => n + g.x.reduce((a, v) => a + v * v, 0), 0);
  const syy = groups.reduce((n, g) => n + g.y.reduce((a, v) => a + v * v, 0), 0);
  if (sxx === 0 || syy === 0) return { ...base, statistic: null, p: null };
  const observed = dot(groups);
  const random = seededRandom(seed);
  let atLeast = 0;
  // Shuffling y within a group leaves sxx and syy unchanged, so the dot product alone orders the permutations.
  const shuffled = groups.map((g) => ({ x: g.x, y: Float64Array.from(g.y) }));
  for (let b = 0; b < permutations; b++) {
    for (const g of shuffled) {
      for (let i = g.y.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        const t = g.y[i] as number;
        g.y[i] = g.y[j] as number;
        g.y[j] = t;
      }
    }
    if (dot(shuffled) >= observed - 1e-12) atLeast++;
  }
  return { ...base, statistic: observed / Math.sqrt(sxx * syy), p: (atLeast + 1) / (permutations + 1) };
}
