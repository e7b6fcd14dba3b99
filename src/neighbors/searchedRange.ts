// Which rows of a slice of a facet's portfolio items a shard searches: whole query blocks of the exact search
// (aligned to the slice's start, as one process searches them), from the block holding the shard's first item
// to the block holding its last. The other items in those blocks are searched too and their rows dropped, so
// every product has the rows, and so the last bits, it has in one process (dense/engine.ts).
import { DENSE_PARAMS } from '../dense/index.js';

/** The exact search's query block; a slice starts at a multiple of it (itemMatches.ts: SLICE). */
const ALIGN = DENSE_PARAMS.queryBlock;

/**
 * The rows of the slice [start, end) of a facet's portfolio items to search: all of them when every item is
 * owned; else from the aligned block holding its first owned item to the end of the block holding its last
 * (null: none owned).
 */
export function searchedRange(portfolio: readonly number[], start: number, end: number, mine: (item: number) => boolean): { from: number; to: number } | null {
  let first = -1;
  let last = -1;
  for (let row = start; row < end; row++) {
    if (!mine(portfolio[row] as number)) continue;
    if (first < 0) first = row;
    last = row;
  }
  if (first < 0) return null;
  return { from: start + Math.floor((first - start) / ALIGN) * ALIGN, to: Math.min(end, start + (Math.floor((last - start) / ALIGN) + 1) * ALIGN) };
}
