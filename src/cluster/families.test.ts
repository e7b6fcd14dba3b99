import { describe, expect, it } from 'vitest';
import type { EnvInfo, PairScore } from '../scoring/index.js';
import { familyAnalysis } from './families.js';
import { gramNeighbourhoods } from './envGram.js';
import { crossFamilyCandidates } from './familyCandidates.js';

const env = (id: string, family: string): EnvInfo => ({ key: `portfolio\u0000${id}`, id, side: 'portfolio', family, suite: 'p', items: { tools: [], state: [], tasks: [] } });
const pair = (a: EnvInfo, b: EnvInfo, score: number): PairScore => ({ portfolio: a, suite: b, score, facets: {}, flag: score >= 0.85 ? 'near-duplicate' : score >= 0.7 ? 'related' : 'clean' });

describe('familyAnalysis', () => {
  const [a1, a2, b1, c1] = [env('a1', 'A'), env('a2', 'A'), env('b1', 'B'), env('c1', 'C')];

  it('takes the larger direction of the mean best match, finds nearest families and keeps related cross-family pairs', () => {
    const result = familyAnalysis([a1, a2, b1, c1], [pair(b1, a1, 0.9), pair(a2, b1, 0.5), pair(a1, c1, 0.6)], 0.7, null);
    // A→B = (0.9 + 0.5) / 2 = 0.7; B→A = 0.9 (b1's best in A): the family similarity is 0.9.
    expect(result.pairs[0]).toMatchObject({ a: 'A', b: 'B', similarity: 0.9, aToB: 0.7, bToA: 0.9, maxPair: 0.9, relatedPairs: 1, candidatePairs: 2 });
    // A→C = 0.6 / 2; C→A = 0.6.
    expect(result.pairs[1]).toMatchObject({ a: 'A', b: 'C', similarity: 0.6, aToB: 0.3, bToA: 0.6, relatedPairs: 0 });
    expect(result.rows.map((r) => [r.family, r.environments, r.nearest?.family, r.relatedFamilies])).toEqual([['A', 2, 'B', 1], ['B', 1, 'A', 1], ['C', 1, 'A', 0]]);
    expect(result.related.map((p) => [p.portfolio.id, p.suite.id, p.score])).toEqual([['a1', 'b1', 0.9]]);
    expect(result.rows[0]?.suite).toBeNull();
  });

  it('summarises each family’s suite scores when contamination.csv was read', () => {
    const suite = new Map([
      ['a1', { score: 0.8, flag: 'related', nearestSuiteEnv: 's/x' }],
      ['a2', { score: 0.4, flag: 'clean', nearestSuiteEnv: 's/y' }],
    ]);
    const [row] = familyAnalysis([a1, a2], [], 0.7, suite).rows;
    expect(row).toMatchObject({ family: 'A', nearest: null, suite: { max: 0.8, flagged: 1, nearestSuiteEnv: 's/x' } });
    expect(row?.suite?.mean).toBeCloseTo(0.6, 10);
  });
});

describe('crossFamilyCandidates', () => {
  it('reaches the other families past a family of siblings nearer than all of them', async () => {
    // 30 siblings of family S almost on one direction, and one environment of family T a little further away.
    const dim = 2;
    const envs = [...Array.from({ length: 30 }, (_, i) => env(`s${String(i).padStart(2, '0')}`, 'S')), env('t', 'T')];
    const vectors = new Float32Array(envs.length * dim);
    envs.forEach((_, i) => {
      const angle = i < 30 ? i * 0.001 : 0.5;
      vectors[i * dim] = Math.cos(angle);
      vectors[i * dim + 1] = Math.sin(angle);
    });
    const set = { envs, vectors, dim };
    const found = crossFamilyCandidates(set, await gramNeighbourhoods(set, { kNearest: 3, kCross: 1 }));
    expect(found.listed.get(envs[0] as EnvInfo)?.map((e) => e.id)).toEqual(['t']);
    expect(found.listed.get(envs[30] as EnvInfo)?.map((e) => e.id)).toEqual(['s29']);
    expect(found.widest).toBe(31);
  });
});
