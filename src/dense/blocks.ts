// Row blocks of a product A·Bᵀ too large to hold at once (an environment Gram matrix at 10,000+ rows is
// 400 MB of floats): A is cut into blocks of `blockRows` rows, and each block's product with all of B is
// handed to the caller before the next is computed, so memory stays at one block. Block shapes depend only
// on the row counts, so the same inputs give the same bits (engine.ts: MLAS picks kernels by shape).
import { rowSlice, type DenseEngine, type Rows } from './engine.js';
import { DENSE_PARAMS } from './params.js';

/** One block: rows [from, to) of A against every row of B, (to − from) × b.rows, row-major. */
export type ProductBlockVisitor = (from: number, to: number, block: Float32Array) => void | Promise<void>;

/** Calls `visit` with each block of rows of A·Bᵀ, in row order. */
export async function productBlocks(engine: DenseEngine, a: Rows, b: Rows, visit: ProductBlockVisitor, blockRows: number = DENSE_PARAMS.gramBlock): Promise<void> {
  const step = Math.max(2, Math.floor(blockRows));
  for (let from = 0; from < a.rows; from += step) {
    const to = Math.min(a.rows, from + step);
    await visit(from, to, await engine.product(rowSlice(a, from, to), b));
  }
}
