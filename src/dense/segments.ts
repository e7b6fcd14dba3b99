// Set-to-set similarity on the dense core: one set of rows A against rows B cut into consecutive segments
// (the items of several environments, back to back), as the product A·Bᵀ followed by segmented maxima. This is
// what an environment-pair facet score needs: each A row's best similarity within each segment, and each B
// row's best similarity over all of A.
import { rowSlice, type DenseEngine, type Rows } from './engine.js';
import { DENSE_PARAMS } from './params.js';

export interface SegmentMaxima {
  segments: number;
  /** a.rows × segments: the largest similarity of A row i within segment s, at [i · segments + s]. */
  rowMax: Float32Array;
  /** b.rows: the largest similarity of B row j to any row of A. */
  colMax: Float32Array;
}

/**
 * `starts` holds the first B row of each segment, ascending, starting at 0; the last segment runs to b.rows.
 * Products larger than `productFloats` are computed in blocks of A rows whose maxima combine exactly.
 */
export async function segmentMaxima(engine: DenseEngine, a: Rows, b: Rows, starts: readonly number[], productFloats: number = DENSE_PARAMS.productFloats): Promise<SegmentMaxima> {
  const segments = starts.length;
  const rowMax = new Float32Array(a.rows * segments).fill(-Infinity);
  const colMax = new Float32Array(b.rows).fill(-Infinity);
  const ends = starts.map((_, s) => (s + 1 < segments ? (starts[s + 1] as number) : b.rows));
  const step = Math.max(2, Math.floor(productFloats / Math.max(1, b.rows)));
  for (let from = 0; from < a.rows; from += step) {
    const to = Math.min(a.rows, from + step);
    const product = await engine.product(rowSlice(a, from, to), b);
    for (let r = 0; r < to - from; r++) {
      const row = r * b.rows;
      const out = (from + r) * segments;
      for (let s = 0; s < segments; s++) {
        let best = -Infinity;
        for (let j = starts[s] as number, end = ends[s] as number; j < end; j++) {
          const v = product[row + j] as number;
          if (v > best) best = v;
          if (v > (colMax[j] as number)) colMax[j] = v;
        }
        rowMax[out + s] = best;
      }
    }
  }
  return { segments, rowMax, colMax };
}
