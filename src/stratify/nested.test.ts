// Nested subsets: every subset contains the smaller ones, a subset covers as many clusters as it can hold,
// near-duplicate copies come after their cluster's representatives, and the order is fixed by the seed; the
// scaling fit against a hand-computed regression.
import { describe, expect, it } from 'vitest';
import { breadthOrder, subsetSize } from './nested.js';
import { fit, scalingVerdict } from './subsets.js';

/** Clusters of the given sizes; in each, the first half (rounded up) are group representatives. */
function portfolio(sizes: number[]) {
  return sizes.flatMap((size, c) => Array.from({ length: size }, (_, i) => ({ id: `c${c}-e${i}`, cluster: String(c + 1), kept: i < Math.ceil(size / 2) })));
}

describe('breadthOrder', () => {
  const envs = portfolio([40, 20, 10, 5, 3, 1, 1]);

  it('orders every environment once, and prefixes nest', () => {
    const order = breadthOrder(envs, 11);
    expect(new Set(order.map((e) => e.id)).size).toBe(envs.length);
    const fractions = [0.125, 0.25, 0.5, 1];
    const subsets = fractions.map((f) => new Set(order.slice(0, subsetSize(f, envs.length)).map((e) => e.id)));
    for (let i = 1; i < subsets.length; i++) for (const id of subsets[i - 1] as Set<string>) expect(subsets[i]?.has(id)).toBe(true);
    expect(subsets.map((s) => s.size)).toEqual([10, 20, 40, 80]);
  });

  it('covers every cluster as soon as there is room, then follows cluster sizes', () => {
    const order = breadthOrder(envs, 11);
    expect(new Set(order.slice(0, 7).map((e) => e.cluster)).size).toBe(7);
    // Largest clusters first when there is not room for all.
    expect(order.slice(0, 3).map((e) => e.cluster)).toEqual(['1', '2', '3']);
    // At half the portfolio, the big cluster holds about its share (40 of 80) of the 40 taken.
    const half = order.slice(0, 40);
    expect(half.filter((e) => e.cluster === '1').length).toBeGreaterThanOrEqual(18);
    expect(half.filter((e) => e.cluster === '1').length).toBeLessThanOrEqual(21);
  });

  it('takes a cluster’s group representatives before its near-duplicate copies', () => {
    const order = breadthOrder(envs, 11);
    for (const cluster of ['1', '2', '3']) {
      const kept = order.filter((e) => e.cluster === cluster).map((e) => e.kept);
      expect(kept.indexOf(false)).toBe(kept.lastIndexOf(true) + 1);
    }
  });

  it('is fixed by the seed and independent of input order', () => {
    const ids = (o: ReturnType<typeof breadthOrder>) => o.map((e) => e.id);
    expect(ids(breadthOrder([...envs].reverse(), 11))).toEqual(ids(breadthOrder(envs, 11)));
    expect(ids(breadthOrder(envs, 12))).not.toEqual(ids(breadthOrder(envs, 11)));
  });

  it('keeps environments without a cluster, each on its own', () => {
    const order = breadthOrder([{ id: 'a', cluster: null, kept: true }, { id: 'b', cluster: null, kept: true }, { id: 'c', cluster: '1', kept: true }], 3);
    expect(order.map((e) => e.id).sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('scaling fit', () => {
  it('matches a hand-computed regression on log2(n) with its t interval', () => {
    // x = log2 n = 1..4, y = 1, 3, 2, 5: slope 5.5/5 = 1.1, intercept 0, SSE 2.7, SE sqrt(1.35/5), t(0.975, 2) = 4.3027.
    const s = fit([{ nEnvs: 2, score: 1 }, { nEnvs: 4, score: 3 }, { nEnvs: 8, score: 2 }, { nEnvs: 16, score: 5 }]);
    expect(s?.slope).toBeCloseTo(1.1, 10);
    expect(s?.intercept).toBeCloseTo(0, 10);
    expect(s?.standardError).toBeCloseTo(Math.sqrt(1.35 / 5), 10);
    expect(s?.ci?.low).toBeCloseTo(1.1 - 4.302653 * Math.sqrt(0.27), 4);
    expect(s?.ci?.high).toBeCloseTo(1.1 + 4.302653 * Math.sqrt(0.27), 4);
    expect(scalingVerdict(s)).toMatch(/^no evidence that more environments help: slope 1\.100 per doubling/);
  });

  it('says more environments help when the interval is above 0, and cannot fit one size', () => {
    const s = fit([10, 20, 40, 80].flatMap((n, i) => [{ nEnvs: n, score: 0.3 + 0.05 * i + 0.001 }, { nEnvs: n, score: 0.3 + 0.05 * i - 0.001 }]));
    expect(s?.slope).toBeCloseTo(0.05, 10);
    expect(scalingVerdict(s)).toMatch(/^score gains 0\.050 per doubling of environments \[0\.04\d, 0\.05\d\] \(8 runs at 4 sizes, 10–80 environments\): more environments help$/);
    expect(fit([{ nEnvs: 8, score: 0.1 }, { nEnvs: 8, score: 0.2 }])).toBeNull();
    expect(fit([{ nEnvs: 8, score: 0.1 }, { nEnvs: 16, score: 0.2 }])?.ci).toBeNull();
  });
});
