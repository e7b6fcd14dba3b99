// The k best (similarity, point) pairs of every query, kept in two flat typed arrays that become the result
// as they are. A row is a sorted insertion buffer: for k ≤ a few dozen, shifting a handful of slots beats a
// heap, and most candidates never get that far because they fail the one comparison with the row's k-th best.
import type { Neighbours } from './annIndex.js';

export interface TopK extends Neighbours {
  /** The k-th best similarity of each row so far (-Infinity until the row is full): the bar to enter it. */
  bars: Float64Array;
}

export function createTopK(queries: number, k: number): TopK {
  return {
    queries,
    k,
    indices: new Int32Array(queries * k).fill(-1),
    similarities: new Float32Array(queries * k).fill(-Infinity),
    bars: new Float64Array(queries).fill(-Infinity),
  };
}

/**
 * Offers `point` at float32 similarity `similarity` to query `query`. Callers offer each query's points in
 * ascending index order, so an equal similarity never displaces an earlier point: ties go to the lower index.
 */
export function offer(top: TopK, query: number, point: number, similarity: number): void {
  if (!(similarity > (top.bars[query] as number))) return;
  const { k, indices, similarities } = top;
  const base = query * k;
  let slot = k - 1;
  while (slot > 0 && (similarities[base + slot - 1] as number) < similarity) {
    similarities[base + slot] = similarities[base + slot - 1] as number;
    indices[base + slot] = indices[base + slot - 1] as number;
    slot--;
  }
  similarities[base + slot] = similarity;
  indices[base + slot] = point;
  top.bars[query] = similarities[base + k - 1] as number;
}

export function toNeighbours(top: TopK): Neighbours {
  return { queries: top.queries, k: top.k, indices: top.indices, similarities: top.similarities };
}
