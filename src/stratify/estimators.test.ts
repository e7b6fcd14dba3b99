// The eval-side estimators against values computed by hand: pass^k (including k > n, all-success, all-fail),
// the stratum metrics, bootstrap determinism, Spearman with ties, and the t distribution behind its p-value.
import { describe, expect, it } from 'vitest';
import { tCritical, tTwoSidedP } from './_tdist.js';
import { bootstrapResamples, metricValue, midRanks, passHatK, percentileInterval, spearman } from './estimators.js';

describe('passHatK', () => {
  it.each([
    // n, c, k, expected C(c,k)/C(n,k)
    [4, 2, 1, 2 / 4],
    [4, 2, 2, 1 / 6],
    [8, 6, 4, 15 / 70],
    [8, 8, 8, 1],
    [8, 0, 1, 0],
    [5, 3, 4, 0],
    [10, 7, 3, 35 / 120],
  ])('n=%i c=%i k=%i', (n, c, k, expected) => {
    expect(passHatK({ n, c }, k)).toBeCloseTo(expected, 12);
  });

  it('is not estimable, not 0, when k exceeds the trials', () => {
    expect(passHatK({ n: 3, c: 3 }, 4)).toBeNull();
    expect(passHatK({ n: 1, c: 0 }, 2)).toBeNull();
  });
});

describe('metricValue', () => {
  const tasks = [{ n: 1, c: 1 }, { n: 3, c: 0 }, { n: 4, c: 4 }];
  it('pools trials for success and averages tasks for pass@1 and pass^k', () => {
    expect(metricValue(tasks, [0, 1, 2], 'success')).toBeCloseTo(5 / 8, 12);
    expect(metricValue(tasks, [0, 1, 2], 'pass@1')).toBeCloseTo((1 + 0 + 1) / 3, 12);
    expect(metricValue(tasks.slice(1), [0, 1], 'pass^2')).toBeCloseTo((0 + 1) / 2, 12);
  });

  it('reports pass^k of a stratum as not estimable when any task has fewer than k trials', () => {
    expect(metricValue(tasks, [0, 1, 2], 'pass^2')).toBeNull();
    expect(metricValue(tasks, [], 'pass@1')).toBeNull();
  });

  it('gives 1 and 0 for all-success and all-fail strata', () => {
    const ok = [{ n: 8, c: 8 }, { n: 8, c: 8 }];
    const bad = [{ n: 8, c: 0 }, { n: 8, c: 0 }];
    for (const metric of ['success', 'pass@1', 'pass^8'] as const) {
      expect(metricValue(ok, [0, 1], metric)).toBe(1);
      expect(metricValue(bad, [0, 1], metric)).toBe(0);
    }
  });

  it('counts repeated indices, as a bootstrap resample does', () => {
    expect(metricValue(tasks, [0, 0, 1], 'pass@1')).toBeCloseTo(2 / 3, 12);
  });
});

describe('bootstrap', () => {
  it('draws the same resamples for the same seed and others for another', () => {
    const a = bootstrapResamples(50, 20, 7);
    expect(bootstrapResamples(50, 20, 7)).toEqual(a);
    expect(bootstrapResamples(50, 20, 8)).not.toEqual(a);
    expect(a.every((r) => r.length === 50 && r.every((i) => i < 50))).toBe(true);
  });

  it('gives a percentile interval around the estimate that narrows with more tasks', () => {
    const width = (size: number) => {
      const outcomes = Array.from({ length: size }, (_, i) => ({ n: 1, c: i % 2 }));
      const ci = percentileInterval(bootstrapResamples(size, 1000, 3).map((r) => metricValue(outcomes, r, 'pass@1')));
      expect(ci).not.toBeNull();
      expect(ci?.low).toBeLessThan(0.5);
      expect(ci?.high).toBeGreaterThan(0.5);
      return (ci?.high ?? 0) - (ci?.low ?? 0);
    };
    // Binomial standard error at p = 0.5: 0.1 on 25 tasks, 0.025 on 400: a 95% interval about 0.39 and 0.1 wide.
    expect(width(25)).toBeCloseTo(0.39, 1);
    expect(width(400)).toBeCloseTo(0.098, 1);
  });

  it('skips replicates that are not estimable and is null when none is', () => {
    expect(percentileInterval([null, 0.5, 0.5])).toEqual({ low: 0.5, high: 0.5 });
    expect(percentileInterval([null, null])).toBeNull();
  });
});

describe('spearman', () => {
  it('matches the hand-computed ρ = 1 − 6Σd²/(n(n²−1)) and scipy’s p-value', () => {
    const t = spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5]);
    expect(t.rho).toBeCloseTo(0.8, 12);
    // scipy.stats.spearmanr([1,2,3,4,5],[2,1,4,3,5]).pvalue = 0.10408803866182788
    expect(t.p).toBeCloseTo(0.104088, 5);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toMatchObject({ rho: -1, p: 0 });
  });

  it('ranks ties by their mean rank, so row order does not change ρ', () => {
    expect(midRanks([0, 1, 1, 0, 1])).toEqual([1.5, 4, 4, 1.5, 4]);
    const x = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6];
    const y = [0, 0, 1, 0, 1, 1];
    const forward = spearman(x, y);
    const reversed = spearman([...x].reverse(), [...y].reverse());
    expect(reversed.rho).toBeCloseTo(forward.rho as number, 12);
    // Pearson of mid-ranks [1..6] and [2,2,5,2,5,5], by hand: 10.5 / sqrt(17.5 * 13.5) (scipy: 0.6831).
    expect(forward.rho).toBeCloseTo(10.5 / Math.sqrt(17.5 * 13.5), 12);
    expect(forward.p).toBeCloseTo(0.134702, 5);
  });

  it('has no ρ for a constant side or fewer than 3 points', () => {
    expect(spearman([1, 2, 3], [1, 1, 1])).toEqual({ rho: null, p: null, n: 3 });
    expect(spearman([1, 2], [1, 2])).toEqual({ rho: null, p: null, n: 2 });
  });
});

describe('t distribution', () => {
  it.each([
    // t, df, two-sided p (R: 2 * pt(-t, df))
    [2.776445, 4, 0.05],
    [12.7062, 1, 0.05],
    [3.5, 20, 0.002255],
    [0, 5, 1],
  ])('P(|T| ≥ %f; df %i) = %f', (t, df, p) => {
    expect(tTwoSidedP(t, df)).toBeCloseTo(p, 5);
  });

  it.each([
    [1, 12.706205],
    [2, 4.302653],
    [10, 2.228139],
  ])('the 97.5th percentile on %i degrees of freedom is %f', (df, t) => {
    expect(tCritical(0.95, df)).toBeCloseTo(t, 5);
  });
});
