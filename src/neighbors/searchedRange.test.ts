// A shard's searched rows of a slice (searchedRange.ts): whole aligned query blocks, never a block cut short.
import { describe, expect, it } from 'vitest';
import { DENSE_PARAMS } from '../dense/index.js';
import { searchedRange } from './searchedRange.js';

const portfolio = Array.from({ length: 5000 }, (_, i) => i);
const owning = (from: number, to: number) => (item: number) => item >= from && item < to;

describe('searchedRange', () => {
  it('is written for blocks of 512 rows', () => expect(DENSE_PARAMS.queryBlock).toBe(512));
  it.each([
    ['every item', 2048, 4096, owning(0, 5000), { from: 2048, to: 4096 }],
    ['items in the slice\'s second block', 2048, 4096, owning(2600, 2700), { from: 2560, to: 3072 }],
    ['items in its first block', 2048, 4096, owning(2100, 2200), { from: 2048, to: 2560 }],
    ['items across two of its blocks', 2048, 4096, owning(2500, 2600), { from: 2048, to: 3072 }],
    ['items in its last block', 2048, 4096, owning(4000, 4096), { from: 3584, to: 4096 }],
    ['the last item of a short last slice', 4096, 5000, owning(4999, 5000), { from: 4608, to: 5000 }],
    ['no item', 0, 2048, owning(4000, 5000), null],
  ])('%s', (_what, start, end, mine, expected) => {
    expect(searchedRange(portfolio, start, end, mine)).toEqual(expected);
  });
});
