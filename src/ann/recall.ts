// Recall of an approximate search against the exact one: how the HNSW parameters were chosen and how a
// stage can spot-check them on its own data.
import { EnvsieveError } from '../core/errors.js';
import type { Neighbours } from './annIndex.js';

/**
 * How far two indexes' similarities of one pair may differ: HNSW reports hnswlib's float32 sum, the exact
 * index a float64 sum rounded to float32; they differ by a few ulps (at most 3.0e-7 measured, see hnsw.ts).
 */
const ROUNDING = 1e-6;

/**
 * The share of the exact top-k that `found` recovers, over all queries. A found point counts when it is as
 * similar as the exact k-th neighbour, up to rounding, so a tie at the cut that the two searches broke
 * differently is not a miss.
 */
export function recallAtK(exact: Neighbours, found: Neighbours): number {
  if (exact.queries !== found.queries || exact.k !== found.k) {
    throw new EnvsieveError('invalid_option', `cannot compare ${found.queries}×${found.k} neighbours with ${exact.queries}×${exact.k}`, { stage: 'ann' });
  }
  let expected = 0;
  let recovered = 0;
  for (let q = 0; q < exact.queries; q++) {
    const row = q * exact.k;
    let last = row - 1;
    while (last + 1 < row + exact.k && (exact.indices[last + 1] as number) >= 0) last++;
    if (last < row) continue;
    const bar = exact.similarities[last] as number;
    expected += last - row + 1;
    for (let i = row; i <= last; i++) {
      if ((found.indices[i] as number) >= 0 && (found.similarities[i] as number) >= bar - ROUNDING) recovered++;
    }
  }
  return expected === 0 ? 1 : recovered / expected;
}
