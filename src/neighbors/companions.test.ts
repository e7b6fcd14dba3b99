// The environment's evidence for a clean tool: one to one with the most similar tool of the matched suite
// environment taking the same required arguments, in a pair flagged related or above or sharing a related task;
// nothing for a one-tool suite environment; and with the tools of a suite whose environments its environment
// blends.
import { describe, expect, it } from 'vitest';
import type { FacetItem } from '../core/types.js';
import { companionMatches, companionPairs, suiteCompanionMatches, type CompanionPair } from './companions.js';
import type { ItemMatch } from './itemMatches.js';
import type { EnvInfo, PairScore, RunData } from '../scoring/index.js';

const rule = { identifiers: { minShared: 2, minShare: 0.5 }, rareWording: { minShare: 0.4, minBothWays: 0.3 }, kept: { minShared: 2, minShare: 0.5, minSharedInLanguage: 1, minCosineInLanguage: 0.6, minShareInLanguage: 0.75 }, structure: { minAgreement: 1, minCosine: 0.5, maxHolders: 8, minCosineGrown: 0.6, minDescribed: 0.7, minCosineDescribed: 0.4, maxHoldersDescribed: 64 } };
const one = ['r|string'];
const two = ['r|string', 'o|integer'];

/** Items as [env, side, shape, vector (2-d, normalised here)]. */
function runOf(rows: Array<[string, 'portfolio' | 'suite', string[], [number, number]]>): RunData {
  const envs = new Map<string, EnvInfo>();
  const items = rows.map(([env, side, structure], i) => ({ id: `${env}#tools/t${i}`, env, side, facet: 'tools', structure, text: `tool ${i}` }) as unknown as FacetItem);
  const vectors = new Float32Array(rows.flatMap(([, , , [x, y]]) => [x / Math.hypot(x, y), y / Math.hypot(x, y)]));
  rows.forEach(([env, side], i) => {
    const key = `${side}:${env}`;
    const info = envs.get(key) ?? { key, id: env, side, family: env, suite: 's', items: { tools: [], state: [], tasks: [] } };
    info.items.tools.push(i);
    envs.set(key, info);
  });
  return { items, vectors, dim: 2, signatures: [], envs, envOf: rows.map(([env, side]) => envs.get(`${side}:${env}`) as EnvInfo) } as unknown as RunData;
}

const clean = (item: number, match: number): ItemMatch => ({ item, match, cosine: 0.1, exact: false, renamed: false, overlap: 0, jaccard: 0, identifiers: { share: 0, theirShare: 0, confined: false, shared: [] }, rareWording: 0, structure: 0, shapeHolders: 0, why: [], flag: 'clean', candidates: [match] });
const scoreOf = (data: RunData, portfolio: string, suite: string, flag: PairScore['flag']): PairScore =>
  ({ portfolio: data.envs.get(`portfolio:${portfolio}`), suite: data.envs.get(`suite:${suite}`), score: 0.7, facets: {}, flag }) as PairScore;
/** The pairs companionPairs would give for a best pair of this flag and no related task. */
const pairOf = (data: RunData, portfolio: string, suite: string, flag: PairScore['flag']): Map<string, CompanionPair[]> =>
  companionPairs(data, new Map([[`portfolio:${portfolio}`, [scoreOf(data, portfolio, suite, flag)]]]), []);

describe('companionMatches', () => {
  // Suite env S: t0 (one string) near direction (1, 0.2), t1 (string + optional integer) near (0.2, 1).
  // Portfolio env P: t2 one string near t0 (cosine ~0.8), t3 two fields near t1, t4 one string pointing away.
  const data = runOf([
    ['S', 'suite', one, [1, 0.2]],
    ['S', 'suite', two, [0.2, 1]],
    ['P', 'portfolio', one, [1, 0.9]],
    ['P', 'portfolio', two, [0.3, 1]],
    ['P', 'portfolio', one, [-1, 0.3]],
  ]);
  const matches = [clean(2, 1), clean(3, 0), clean(4, 0)];

  it('relates each clean tool to the most similar suite tool taking the same required arguments, one to one, in a related pair', () => {
    const out = companionMatches(data, matches, pairOf(data, 'P', 'S', 'related'), rule, 3);
    expect(out.map((m) => [m.item, m.match, m.flag])).toEqual([[2, 0, 'related'], [3, 1, 'related'], [4, 0, 'clean']]);
    expect(out[0]?.why[0]).toMatch(/^in a related environment pair: .* cosine 0\.\d{3}$/);
  });

  it('leaves a clean pair, a suite tool a sibling already matches, and a one-tool suite environment alone', () => {
    expect(companionMatches(data, matches, pairOf(data, 'P', 'S', 'clean'), rule, 3)).toEqual(matches);
    const siblingHasT0 = [{ ...clean(4, 0), flag: 'related' as const }, clean(2, 1), clean(3, 0)];
    expect(companionMatches(data, siblingHasT0, pairOf(data, 'P', 'S', 'related'), rule, 3).map((m) => m.flag)).toEqual(['related', 'clean', 'related']);
    const lone = runOf([['S', 'suite', one, [1, 0.2]], ['P', 'portfolio', one, [1, 0.3]]]);
    expect(companionMatches(lone, [clean(1, 0)], pairOf(lone, 'P', 'S', 'related'), rule, 3)[0]?.flag).toBe('clean');
  });

  it('sets aside an optional field or a spelled-out enum a rewrite adds, but not another required argument', () => {
    const run = runOf([
      ['S', 'suite', one, [1, 0.2]],
      ['S', 'suite', two, [0.2, 1]],
      ['P', 'portfolio', ['r|string|enum:start,stop', 'o|boolean'], [1, 0.5]],
      ['P', 'portfolio', ['r|string', 'r|boolean'], [0.3, 1]],
    ]);
    const named = { ...run, items: run.items.map((item, i) => (i === 0 ? { ...item, text: 'startEngine\nignitionMode: string. [Enum]: ["START", "STOP"]' } : item)) };
    const out = companionMatches(named, [clean(2, 0), clean(3, 1)], pairOf(named, 'P', 'S', 'related'), rule, 3);
    expect(out.map((m) => [m.item, m.match, m.flag])).toEqual([[2, 0, 'related'], [3, 1, 'clean']]);
    // Values the suite tool never names are another argument.
    expect(companionMatches(run, [clean(2, 0)], pairOf(run, 'P', 'S', 'related'), rule, 3)[0]?.flag).toBe('clean');
  });

  it("names a tool related by its cosine alone to another suite environment's tool after the pair's, once two other tools are matched there", () => {
    // Suite environments S (t0, t1, t2) and O (t3); portfolio environment P copies S: p4 ~ t0 and p5 ~ t1 are
    // matched there, p6 is nearest O's t3 (5°) and S's t2 (10°) is its most similar in S, of its shape.
    const at = (degrees: number): [number, number] => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
    const num = ['r|number'];
    const run = runOf([
      ['S', 'suite', one, at(100)],
      ['S', 'suite', two, at(170)],
      ['S', 'suite', num, at(20)],
      ['O', 'suite', num, at(5)],
      ['P', 'portfolio', one, at(100)],
      ['P', 'portfolio', two, at(170)],
      ['P', 'portfolio', num, at(10)],
    ]);
    const related = (item: number, match: number, cosine: number): ItemMatch => ({ ...clean(item, match), cosine, flag: 'related', why: [`cosine ${cosine}`] });
    const out = companionMatches(run, [related(4, 0, 0.9), related(5, 1, 0.9), related(6, 3, 0.72)], pairOf(run, 'P', 'S', 'related'), rule, 3);
    expect(out.map((m) => [m.item, m.match, m.flag])).toEqual([[4, 0, 'related'], [5, 1, 'related'], [6, 2, 'related']]);
    expect(out[2]?.why[1]).toMatch(/^nearer O#tools\/t3 by cosine \(0\.720\), a tool of another suite environment$/);
    // One other tool matched in S is not enough: the pair may be that tool's doing alone.
    const once = companionMatches(run, [related(4, 0, 0.9), clean(5, 1), related(6, 3, 0.72)], pairOf(run, 'P', 'S', 'related'), rule, 3);
    expect(once[2]?.match).toBe(3);
  });

  it('compares within each suite environment holding a task the environment has a related task of, or its text', () => {
    // Suite environments A and B (B also files A's task's text, as BFCL files a task under each class it calls),
    // C holding another task; portfolio environment P with a task related to A's and one clean to C's.
    const envs = new Map<string, EnvInfo>();
    const envOf = (['suite:A', 'suite:B', 'suite:C', 'portfolio:P', 'portfolio:P'] as const).map((key) => {
      const [side, id] = key.split(':') as ['suite' | 'portfolio', string];
      const env = envs.get(key) ?? { key, id, side, family: id, suite: 's', items: { tools: [], state: [], tasks: [] } };
      envs.set(key, env);
      return env;
    });
    const items = [['suite', 'x'], ['suite', 'x'], ['suite', 'y'], ['portfolio', 'p1'], ['portfolio', 'p2']].map(([side, fp], i) => ({ id: `t${i}`, local: `t${i}`, side, facet: 'tasks', fp_exact: fp }));
    const run = { items, envs, envOf } as unknown as RunData;
    const scored = new Map([['portfolio:P', [scoreOf(run, 'P', 'C', 'clean'), scoreOf(run, 'P', 'B', 'clean'), scoreOf(run, 'P', 'A', 'clean')]]]);
    const task = (item: number, match: number, flag: PairScore['flag']) => ({ ...clean(item, match), flag });
    const pairs = companionPairs(run, scored, [task(3, 0, 'related'), task(4, 2, 'clean')]).get('portfolio:P') ?? [];
    expect(pairs.map((p) => [p.pair.suite.id, p.because])).toEqual([
      ['B', 'an environment pair sharing the related task t3'],
      ['A', 'an environment pair sharing the related task t3'],
    ]);
    // A best pair related or above comes first, whatever the tasks.
    const related = new Map([['portfolio:P', [scoreOf(run, 'P', 'C', 'related'), scoreOf(run, 'P', 'A', 'clean')]]]);
    expect(companionPairs(run, related, []).get('portfolio:P')?.map((p) => [p.pair.suite.id, p.because])).toEqual([['C', 'a related environment pair']]);
  });

  describe('suiteCompanionMatches', () => {
    const at = (degrees: number): [number, number] => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
    // Suite environments A, B, C of one suite, two tools each; portfolio environment P copies A's t0 and B's t2
    // and holds p8, 20° from C's t4 (cosine 0.940, the same required argument) and 50° from A's t1.
    const rows: Array<[string, 'portfolio' | 'suite', string[], [number, number]]> = [
      ['A', 'suite', one, at(0)],
      ['A', 'suite', two, at(90)],
      ['B', 'suite', one, at(180)],
      ['B', 'suite', two, at(270)],
      ['C', 'suite', one, at(135)],
      ['C', 'suite', two, at(225)],
      ['P', 'portfolio', one, at(0)],
      ['P', 'portfolio', one, at(180)],
      ['P', 'portfolio', one, at(155)],
    ];
    const related = (item: number, match: number): ItemMatch => ({ ...clean(item, match), cosine: 0.9, flag: 'related', why: ['cosine 0.9'] });
    const open = (item: number, match: number, cosine: number): ItemMatch => ({ ...clean(item, match), cosine, candidates: [match] });
    const blend = [related(6, 0), related(7, 2), open(8, 4, 0.9)];

    it("relates a clean tool of an environment blending a suite's environments to that suite's most similar tool", () => {
      const out = suiteCompanionMatches(runOf(rows), blend, rule, 3);
      expect(out.map((m) => [m.item, m.match, m.flag])).toEqual([[6, 0, 'related'], [7, 2, 'related'], [8, 4, 'related']]);
      expect(out[2]?.why[0]).toMatch(/^in an environment 2 of whose 3 tools are matched to tools of 2 of s's 3 environments: that suite's most similar tool, taking the same required arguments, one to one, with cosine 0\.940$/);
    });

    it('leaves it clean when the copies come from one suite environment, when another suite holds a nearer tool, or when under a third of the tools are copies', () => {
      const oneEnv = [related(6, 0), { ...related(7, 2), match: 1 }, open(8, 4, 0.9)];
      expect(suiteCompanionMatches(runOf(rows), oneEnv, rule, 3)[2]?.flag).toBe('clean');
      // A tool of another suite nearer than C's t4: the blend's suite is not where it comes from.
      const other = runOf([...rows, ['O', 'suite', one, at(150)]]);
      other.envs.get('suite:O')!.suite = 'o';
      expect(suiteCompanionMatches(other, [...blend.slice(0, 2), { ...open(8, 4, 0.9), candidates: [4, 9] }], rule, 3)[2]?.flag).toBe('clean');
      // Two copies among seven tools: no blend.
      const big = runOf([...rows, ...[200, 210, 220, 230].map((d) => ['P', 'portfolio', two, at(d)] as (typeof rows)[number])]);
      expect(suiteCompanionMatches(big, [...blend, ...[9, 10, 11, 12].map((i) => clean(i, 5))], rule, 3)[2]?.flag).toBe('clean');
    });

    it('asks a suite of many environments for copies from a tenth of them', () => {
      // Twenty more one-tool environments in the suite: two of 23 is under a tenth.
      const many = runOf([...rows, ...Array.from({ length: 20 }, (_, i) => [`E${i}`, 'suite', one, at(300 + i)] as (typeof rows)[number])]);
      expect(suiteCompanionMatches(many, blend, rule, 3)[2]?.flag).toBe('clean');
    });
  });
});
