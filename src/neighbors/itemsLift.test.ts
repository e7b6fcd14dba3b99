// The lift of environment pairs by their items' flags: one item flagged near-duplicate or above, or a facet's
// majority (and at least three items, two tasks) flagged against one suite environment makes that pair related;
// fewer do not, nor tools spread over single functions; tasks, and tools over one suite's toolkits, spread over
// several environments of one suite lift the one holding most, and so do items of two facets or more; tasks
// spread over several suites too.
import { describe, expect, it } from 'vitest';
import type { Flag } from '../core/defaults.js';
import type { EnvInfo, PairScore, RunData } from '../scoring/index.js';
import type { ItemMatch } from './itemMatches.js';
import { liftPairs, liftTargets } from './itemsLift.js';

const env = (key: string, side: 'portfolio' | 'suite', items: number[], facet: 'tasks' | 'tools', suite = 's'): EnvInfo =>
  ({ key, id: key, side, family: key, suite, items: { tools: facet === 'tools' ? items : [], state: [], tasks: facet === 'tasks' ? items : [] } });

/**
 * Portfolio environment P with items 0–4, Q with 5–6; suite environments A (items 7–9) and B (10) of suite s,
 * C (11) of suite t; every item a task, or every item a tool.
 */
function run(facet: 'tasks' | 'tools' = 'tasks'): RunData {
  const envs = [env('P', 'portfolio', [0, 1, 2, 3, 4], facet), env('Q', 'portfolio', [5, 6], facet), env('A', 'suite', [7, 8, 9], facet), env('B', 'suite', [10], facet), env('C', 'suite', [11], facet, 't')];
  const envOf = [0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 3, 4].map((i) => envs[i] as EnvInfo);
  return { items: envOf.map(() => ({ facet })), envs: new Map(envs.map((e) => [e.key, e])), envOf } as unknown as RunData;
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

  it('lifts the pair of any one item flagged near-duplicate or exact, whatever flagged it; not of a related one', () => {
    const data = run('tools');
    expect([...(liftTargets(data, [match(0, 10, 'near-duplicate'), match(1, 7, 'clean')]).get('P') ?? [])]).toEqual(['B']);
    expect([...(liftTargets(data, [match(0, 11, 'exact')]).get('P') ?? [])]).toEqual(['C']);
    expect(liftTargets(data, [match(0, 10)]).size).toBe(0);
  });

  it('leaves two related items of five, or tools spread over suite environments, and a stricter flag, alone', () => {
    const data = run();
    expect(liftTargets(data, [match(0, 7), match(1, 8)]).size).toBe(0);
    expect(liftTargets(run('tools'), [match(0, 7), match(1, 10), match(2, 8), match(3, 10)]).size).toBe(0);
    // Q's two tools, related to two suite environments: not all of Q's against one environment, and tools count
    // per suite from three only (two tasks would: below).
    expect(liftTargets(run('tools'), [match(5, 7), match(6, 10)]).size).toBe(0);
    const pairs = new Map([['P', [pair(data, 'P', 'A', 'near-duplicate')]]]);
    expect(liftPairs(pairs, new Map([['P', new Set(['A'])]])).get('P')?.[0]?.flag).toBe('near-duplicate');
  });

  it('lifts the pair two tasks are flagged against when they are most of the environment\'s tasks; not two tools of five', () => {
    const data = run();
    // Q's two tasks, both related to tasks of A.
    expect([...(liftTargets(data, [match(5, 7), match(6, 8)]).get('Q') ?? [])]).toEqual(['A']);
    expect(liftTargets(run('tools'), [match(5, 7), match(6, 8)]).get('Q')).toEqual(new Set(['A']));
    // Two of P's five tasks: not most of them. Two of P's five tools: neither.
    expect(liftTargets(data, [match(0, 7), match(1, 7)]).size).toBe(0);
    expect(liftTargets(run('tools'), [match(0, 7), match(1, 8)]).size).toBe(0);
  });

  it('lifts, for tasks spread over environments of one suite, the environment holding most of them, then across suites', () => {
    const data = run();
    // A blend: 4 of P's 5 tasks related, 2 to A's and 2 to B's (both suite s): A, the first of the tie.
    expect([...(liftTargets(data, [match(0, 7), match(1, 10), match(2, 8), match(3, 10)]).get('P') ?? [])]).toEqual(['A']);
    expect([...(liftTargets(data, [match(0, 10), match(1, 7), match(2, 10)]).get('P') ?? [])]).toEqual(['B']);
    // Three of five, one of them to suite t's C: no suite holds most of them, and all suites together do (a pack
    // of tasks translated from several benchmarks): A, the first of the tie.
    expect([...(liftTargets(data, [match(0, 7), match(1, 10), match(2, 11)]).get('P') ?? [])]).toEqual(['A']);
    expect([...(liftTargets(data, [match(0, 11), match(1, 10), match(2, 11)]).get('P') ?? [])]).toEqual(['C']);
    // Two of five across suites: not most of them.
    expect(liftTargets(data, [match(0, 7), match(1, 11)]).size).toBe(0);
    // Q's two tasks, one related to A's and one to B's: both of Q's, of suite s; A, the first of the tie.
    expect([...(liftTargets(data, [match(5, 7), match(6, 10)]).get('Q') ?? [])]).toEqual(['A']);
  });

  it('counts the items of all facets together: two tools and two tasks flagged against one suite environment lift it', () => {
    // P: tasks 0-1, tools 2-3, a table 4; suite environment A: task 5, tools 6-7.
    const P: EnvInfo = { key: 'P', id: 'P', side: 'portfolio', family: 'P', suite: 'p', items: { tasks: [0, 1], tools: [2, 3], state: [4] } };
    const A: EnvInfo = { key: 'A', id: 'A', side: 'suite', family: 'A', suite: 's', items: { tasks: [5], tools: [6, 7], state: [] } };
    const facets = ['tasks', 'tasks', 'tools', 'tools', 'state', 'tasks', 'tools', 'tools'];
    const data = { items: facets.map((facet) => ({ facet })), envs: new Map([['P', P], ['A', A]]), envOf: [P, P, P, P, P, A, A, A] } as unknown as RunData;
    expect([...(liftTargets(data, [match(0, 5), match(1, 5), match(2, 6), match(3, 7)]).get('P') ?? [])]).toEqual(['A']);
    expect([...(liftTargets(data, [match(0, 5), match(2, 6), match(3, 7)]).get('P') ?? [])]).toEqual(['A']);
    // Two of five: not most of them.
    expect(liftTargets(data, [match(0, 5), match(2, 6)]).size).toBe(0);
    // Q of two items, both flagged against A: all it holds.
    const Q: EnvInfo = { key: 'Q', id: 'Q', side: 'portfolio', family: 'Q', suite: 'p', items: { tasks: [8], tools: [9], state: [] } };
    const two = { items: [...facets, 'tasks', 'tools'].map((facet) => ({ facet })), envs: new Map([['Q', Q], ['A', A]]), envOf: [P, P, P, P, P, A, A, A, Q, Q] } as unknown as RunData;
    expect([...(liftTargets(two, [match(8, 5), match(9, 6)]).get('Q') ?? [])]).toEqual(['A']);
    expect(liftTargets(two, [match(8, 5)]).size).toBe(0);
  });

  it('counts a task and a tool flagged against two environments of one suite, half the environment; not two tools, nor across suites', () => {
    // R: a task 0 and tools 1-2; suite s's environments A (task 3) and B (tool 4), suite t's C (tool 5).
    const R: EnvInfo = { key: 'R', id: 'R', side: 'portfolio', family: 'R', suite: 'p', items: { tasks: [0], tools: [1, 2], state: [] } };
    const A: EnvInfo = { key: 'A', id: 'A', side: 'suite', family: 'A', suite: 's', items: { tasks: [3], tools: [], state: [] } };
    const B: EnvInfo = { key: 'B', id: 'B', side: 'suite', family: 'B', suite: 's', items: { tasks: [], tools: [4, 6], state: [] } };
    const C: EnvInfo = { key: 'C', id: 'C', side: 'suite', family: 'C', suite: 't', items: { tasks: [], tools: [5], state: [] } };
    const facets = ['tasks', 'tools', 'tools', 'tasks', 'tools', 'tools', 'tools'];
    const data = { items: facets.map((facet) => ({ facet })), envs: new Map([['R', R], ['A', A], ['B', B], ['C', C]]), envOf: [R, R, R, A, B, C, B] } as unknown as RunData;
    // A blend of suite s in two facets, two of three items: A, the first of the tie.
    expect([...(liftTargets(data, [match(0, 3), match(1, 4)]).get('R') ?? [])]).toEqual(['A']);
    // Two tools of one facet, against two of suite s's environments: tools alone count from three.
    expect(liftTargets(data, [match(1, 4), match(2, 6)]).size).toBe(0);
    // A task of suite s and a tool of suite t: no suite holds two.
    expect(liftTargets(data, [match(0, 3), match(1, 5)]).size).toBe(0);
  });

  it('lifts tools spread over one suite\'s toolkits, three and most of them, to the toolkit holding most; not over single functions', () => {
    // P's tools 0–4; suite s: toolkits A (7–9) and D (10–12), single functions E (13) and F (14).
    const envs = [env('P', 'portfolio', [0, 1, 2, 3, 4], 'tools'), env('A', 'suite', [7, 8, 9], 'tools'), env('D', 'suite', [10, 11, 12], 'tools'), env('E', 'suite', [13], 'tools'), env('F', 'suite', [14], 'tools')];
    const at = [0, 0, 0, 0, 0, -1, -1, 1, 1, 1, 2, 2, 2, 3, 4];
    const data = { items: at.map(() => ({ facet: 'tools' })), envs: new Map(envs.map((e) => [e.key, e])), envOf: at.map((i) => envs[i]) } as unknown as RunData;
    expect([...(liftTargets(data, [match(0, 7), match(1, 10), match(2, 8)]).get('P') ?? [])]).toEqual(['A']);
    // Two of them single functions: one toolkit's one tool is no blend.
    expect(liftTargets(data, [match(0, 7), match(1, 13), match(2, 14)]).size).toBe(0);
    // Three of five spread over toolkits, but two of them clean: not most.
    expect(liftTargets(data, [match(0, 7), match(1, 10), match(2, 8, 'clean'), match(3, 11, 'clean')]).size).toBe(0);
  });
});
