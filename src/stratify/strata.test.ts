// Cutting into quantile strata: equal sizes up to one, ties never straddling a boundary, tiny inputs (fewer
// items than strata), and an order that depends on scores and ids only.
import { describe, expect, it } from 'vitest';
import { cutStrata, extremes, type Scored } from './strata.js';

const items = (scores: number[]): Scored[] => scores.map((score, i) => ({ id: `e${String(i).padStart(2, '0')}`, score }));
const sizes = (scores: number[], n: number) => cutStrata(items(scores), n).map((s) => s.members.length);
const range = (n: number) => Array.from({ length: n }, (_, i) => i / n);

describe('cutStrata', () => {
  it.each([
    // scores, strata, expected sizes (1 = least similar)
    [range(8), 4, [2, 2, 2, 2]],
    [range(10), 4, [2, 3, 2, 3]],
    [range(10), 2, [5, 5]],
    [range(20), 10, Array(10).fill(2)],
    [range(3), 4, [1, 0, 1, 1]],
    [range(8), 10, [1, 1, 0, 1, 1, 1, 1, 0, 1, 1]],
    [range(1), 4, [0, 0, 1, 0]],
    [[], 4, [0, 0, 0, 0]],
  ])('%j into %i strata → sizes %j', (scores, n, expected) => {
    expect(sizes(scores, n)).toEqual(expected);
  });

  it('numbers strata from least to most similar and records each range', () => {
    const strata = cutStrata(items([0.9, 0.1, 0.5, 0.3]), 2);
    expect(strata.map((s) => [s.scheme, s.stratum, s.similarityMin, s.similarityMax])).toEqual([
      ['q2', 1, 0.1, 0.3],
      ['q2', 2, 0.5, 0.9],
    ]);
  });

  it('keeps equal scores in one stratum even when that makes strata unequal or empty', () => {
    const scores = [0, 0, 0, 0, 0, 0, 0.5, 0.9];
    const strata = cutStrata(items(scores), 4);
    expect(strata.map((s) => s.members.length)).toEqual([0, 6, 0, 2]);
    expect(strata[0]?.similarityMin).toBeNull();
    const ends = extremes(strata);
    expect([ends?.least.stratum, ends?.most.stratum]).toEqual([2, 4]);
    // A tie at a boundary: 0.3 four times around the median of 8 goes wholly to one side.
    const boundary = cutStrata(items([0.1, 0.2, 0.3, 0.3, 0.3, 0.3, 0.8, 0.9]), 2);
    expect(boundary.map((s) => s.members.map((m) => m.score))).toEqual([[0.1, 0.2], [0.3, 0.3, 0.3, 0.3, 0.8, 0.9]]);
  });

  it('puts everything in one stratum when all scores are equal, and then there is nothing to compare', () => {
    const strata = cutStrata(items([0.4, 0.4, 0.4]), 2);
    expect(strata.map((s) => s.members.length)).toEqual([0, 3]);
    expect(extremes(strata)).toBeNull();
  });

  it('depends on scores and ids, not on input order', () => {
    const list = items([0.3, 0.1, 0.3, 0.7, 0.2, 0.3, 0.9]);
    const a = cutStrata(list, 4).map((s) => s.members.map((m) => m.id));
    const b = cutStrata([...list].reverse(), 4).map((s) => s.members.map((m) => m.id));
    expect(b).toEqual(a);
    expect(a.flat()).toHaveLength(7);
  });
});
