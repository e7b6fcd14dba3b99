// The portfolio's parts (parts.ts): cut greedily in item order whatever N is, and split over N shards in
// contiguous runs that hold every part once, balanced by items.
import { describe, expect, it } from 'vitest';
import type { RunData } from '../scoring/index.js';
import { ownedItems, partsOfShard, portfolioParts } from './parts.js';

/** Run data of environments with these item counts (portfolio), then one suite environment of 3 items. */
function runOf(sizes: number[]): RunData {
  const envs = [...sizes.map((n, e) => ({ key: `p${e}`, side: 'portfolio', n })), { key: 's', side: 'suite', n: 3 }];
  const items = envs.flatMap((env) => Array.from({ length: env.n }, () => ({ side: env.side })));
  const envOf = envs.flatMap((env) => Array.from({ length: env.n }, () => ({ key: env.key, side: env.side })));
  return { items, envOf } as unknown as RunData;
}

describe('portfolioParts', () => {
  it.each([
    [[3, 4, 5, 1], 8, [['p0', 'p1'], ['p2', 'p3']]],
    [[3, 4, 5, 1], 100, [['p0', 'p1', 'p2', 'p3']]],
    // An environment larger than a part is a part of its own; none is ever split.
    [[2, 20, 2], 8, [['p0'], ['p1'], ['p2']]],
    [[1, 1, 1], 1, [['p0'], ['p1'], ['p2']]],
  ])('cuts %j at %i items', (sizes, partItems, expected) => {
    expect(portfolioParts(runOf(sizes), partItems).map((p) => p.envs)).toEqual(expected);
  });
});

describe('partsOfShard', () => {
  const parts = portfolioParts(runOf([5, 9, 2, 7, 7, 3, 8, 1, 6, 4]), 8);
  it.each([1, 2, 3, 4, 7, 12])('gives every part to one of %i shards, in contiguous runs', (count) => {
    const owners = parts.map((_, p) => Array.from({ length: count }, (_, index) => index).filter((index) => partsOfShard(parts, { index, count }).includes(p)));
    expect(owners.every((o) => o.length === 1)).toBe(true);
    const flat = owners.map((o) => o[0] as number);
    expect(flat).toEqual([...flat].sort((a, b) => a - b));
  });

  it('balances the shards to within a part', () => {
    const total = parts.reduce((n, p) => n + p.items, 0);
    const largest = Math.max(...parts.map((p) => p.items));
    for (const count of [2, 3, 4]) {
      const items = Array.from({ length: count }, (_, index) => partsOfShard(parts, { index, count }).reduce((n, p) => n + (parts[p]?.items ?? 0), 0));
      for (const n of items) expect(Math.abs(n - total / count)).toBeLessThanOrEqual(largest);
    }
  });

  it('marks only the portfolio items of the given parts', () => {
    const run = runOf([2, 3]);
    expect(Array.from(ownedItems(run, portfolioParts(run, 2).slice(1)))).toEqual([0, 0, 1, 1, 1, 0, 0, 0]);
  });
});
