// The contract of a nearest-neighbour index: built once from the suite's unit vectors, searched with a batch of
// portfolio vectors for the k most cosine-similar points. Vectors travel as one contiguous Float32Array
// (n × dim), or as rows read one at a time by an index that copies them anyway, and results as typed
// arrays, because at 50,000 × 384 a JS array per vector would cost more memory and time than the search.

export type IndexKind = 'exact' | 'hnsw';

/** n unit-length vectors of `dim` floats each, stored back to back. */
export interface VectorSet {
  vectors: Float32Array;
  dim: number;
}

/**
 * n unit-length vectors handed over one at a time, for an index that keeps its own copy (HNSW): it never
 * needs the caller to hold all of them at once, or to pack a selection of a larger set into a new array.
 * `read(row, out)` writes vector `row` into `out` (length `dim`); rows are read once each, in order 0..count-1.
 */
export interface VectorRows {
  count: number;
  dim: number;
  read(row: number, out: number[]): void;
}

/** Rows `indices` of `vectors` (vectors of `dim` floats back to back), read in place. */
export function selectRows(vectors: Float32Array, dim: number, indices: readonly number[]): VectorRows {
  return {
    count: indices.length,
    dim,
    read(row, out) {
      for (let j = 0, at = (indices[row] as number) * dim; j < dim; j++) out[j] = vectors[at + j] as number;
    },
  };
}

/** The rows packed back to back, for an index that scans contiguous memory (exact). */
export function packRows(rows: VectorRows): VectorSet {
  const vectors = new Float32Array(rows.count * rows.dim);
  const row: number[] = new Array<number>(rows.dim).fill(0);
  for (let r = 0; r < rows.count; r++) {
    rows.read(r, row);
    vectors.set(row, r * rows.dim);
  }
  return { vectors, dim: rows.dim };
}

/**
 * The k nearest points of every query, row by row: query q's neighbours are at [q·k, (q+1)·k).
 * A row is in descending similarity; slots past the last point (k > n) hold index -1 and similarity -Infinity,
 * so that the row stays descending.
 */
export interface Neighbours {
  queries: number;
  k: number;
  indices: Int32Array;
  similarities: Float32Array;
}

export interface AnnIndex {
  readonly kind: IndexKind;
  readonly dim: number;
  /** Points in the index. */
  readonly size: number;
  /**
   * The k nearest points to each of the unit vectors in `queries` (a multiple of `dim` floats). CPU-bound
   * (seconds for an exact 50,000 × 20,000 search): a caller that reports progress or shards the work passes
   * its queries in slices, whose results are the matching rows of the whole.
   */
  search(queries: Float32Array, k: number): Promise<Neighbours>;
}

/** An empty result whose every slot says "no neighbour". */
export function emptyNeighbours(queries: number, k: number): Neighbours {
  return {
    queries,
    k,
    indices: new Int32Array(queries * k).fill(-1),
    similarities: new Float32Array(queries * k).fill(-Infinity),
  };
}
