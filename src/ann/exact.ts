// Exact search: every query against every point, on the dense core (onnxruntime GEMM + TopK blocks). The
// default at the sizes envsieve meets on one machine (see CHOOSE_PARAMS), and the reference HNSW is checked
// against. Similarities are float32 products (fused multiply-adds), within 1e-6 of a float64 sum; rows are
// by descending similarity, ties to the lower index; a query's row does not depend on its batch companions.
import { DenseEngine, searchTopK, searchTopKBothWays, sharedRows, type EngineThread, type ReverseBest, type SearchBlocks } from '../dense/index.js';
import type { AnnIndex, Neighbours, VectorSet } from './annIndex.js';
import { checkDim, checkK, checkVectors } from './_checks.js';

export interface ExactOptions {
  /** Block sizes of the products (default DENSE_PARAMS). */
  blocks?: SearchBlocks;
  /** Threads of the dense engine (default: every core). */
  threads?: number;
  /** Where the dense engine runs (default here; 'worker' lets the caller work on while a search is computed). */
  thread?: EngineThread;
}

export class ExactIndex implements AnnIndex {
  readonly kind = 'exact';
  readonly dim: number;
  readonly size: number;
  private readonly points: Float32Array;

  /** Keeps a reference to `points.vectors` (no copy; a copy with thread 'worker'): the caller must not change them while the index lives. */
  constructor(
    points: VectorSet,
    private readonly options: ExactOptions = {},
  ) {
    checkDim(points.dim);
    this.dim = points.dim;
    this.size = checkVectors(points.vectors, points.dim, 'points');
    // In shared memory for an engine on a worker thread, which then copies the points once, not per block.
    this.points = options.thread === 'worker' ? sharedRows(points.vectors) : points.vectors;
  }

  async search(queries: Float32Array, k: number): Promise<Neighbours> {
    checkK(k);
    const count = checkVectors(queries, this.dim, 'queries');
    const engine = await DenseEngine.open(this.options.threads, this.options.thread);
    const found = await searchTopK(engine, { data: queries, rows: count, cols: this.dim }, { data: this.points, rows: this.size, cols: this.dim }, k, this.options.blocks);
    return { queries: found.queries, k: found.k, indices: found.indices, similarities: found.similarities };
  }

  /** search(), and each point's most similar query (ties to the lower query) from the same products. */
  async searchBothWays(queries: Float32Array, k: number): Promise<Neighbours & { reverse: ReverseBest }> {
    checkK(k);
    const count = checkVectors(queries, this.dim, 'queries');
    const engine = await DenseEngine.open(this.options.threads, this.options.thread);
    const found = await searchTopKBothWays(engine, { data: queries, rows: count, cols: this.dim }, { data: this.points, rows: this.size, cols: this.dim }, k, this.options.blocks);
    return { queries: found.queries, k: found.k, indices: found.indices, similarities: found.similarities, reverse: found.reverse };
  }
}
