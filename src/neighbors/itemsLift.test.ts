// The lift of environment pairs by their items' flags: a facet's majority (and at least three items) flagged
// against one suite environment makes that pair related; fewer, or spread over several, do not.
import { describe, expect, it } from 'vitest';
import type { Flag } from '../core/defaults.js';
import type { EnvInfo, PairScore, RunData } from '../scoring/index.js';
import type { ItemMatch } from './itemMatches.js';
import { liftPairs, liftTargets } from './itemsLift.js';

const env = (key: string, side: 'portfolio' | 'suite', tasks: number[]): EnvInfo => ({ key, id: key, side, family: key, suite: 's', items: { tools: [], state: [], tasks } });

/** Portfolio environment P with tasks 0–4, Q with 5–6; suite environments A (tasks 7–9) and B (10). */
function run(): RunData {
  const envs = [env('P', 'portfolio', [0, 1, 2, 3, 4]), env('Q', 'portfolio', [5, 6]), env('A', 'suite', [7, 8, 9]), env('B', 'suite', [10])];
  const envOf = [0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 3].map((i) => envs[i] as EnvInfo);
  return { items: envOf.map(() => ({ facet: 'tasks' })), envs: new Map(envs.map((e) => [e.key, e])), envOf } as unknown as RunData;
}

const match = (item: number, to: number, flag: Flag = 'related') => ({ item, match: to, flag }) as ItemMatch;
const pair = (data: RunData, p: string, s: string, flag: Flag = 'clean'): PairScore => ({ portfolio: data.envs.get(p) as EnvInfo, suite: data.envs.get(s) as EnvInfo, score: 0.3, facets: {}, flag });

describe('itemsLift', () => {
  it('lifts the pair that most of a facet\'s items, three or more, are flagged against', () => {
    const data = run();
    const targets = liftTargets(data, [match(0, 7), match(1, 8), match(2, 9, 'near-duplicate'), match(3, 10), match(4, 7, 'clean')]);
    expect([...(targets.get('P') ?? [])]).toEqual(['A']);
    const pairs = new Map([['P', [pair(data, 'P', 'B', 'clean'), pair(data, 'P', 'A')]]]);
    const lifted = liftPairs(pairs, targets);
    expect(lifted.get('P')?.map((p) => [p.suite.key, p.flag])).toEqual([['B', 'clean'], ['A', 'related']]);
    expect(pairs.get('P')?.[1]?.flag).toBe('clean');
  });

  it('leaves two related items of five, or items spread over suite environments, and a stricter flag, alone', () => {
    const data = run();
    expect(liftTargets(data, [match(0, 7), match(1, 8)]).size).toBe(0);
    expect(liftTargets(data, [match(0, 7), match(1, 10), match(2, 8), match(3, 10)]).size).toBe(0);
    // Q: two tasks, both related — a majority, but fewer than three.
    expect(liftTargets(data, [match(5, 7), match(6, 8)]).size).toBe(0);
    const pairs = new Map([['P', [pair(data, 'P', 'A', 'near-duplicate')]]]);
    expect(liftPairs(pairs, new Map([['P', new Set(['A'])]])).get('P')?.[0]?.flag).toBe('near-duplicate');
  });
});
