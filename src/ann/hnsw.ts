// Approximate search with an HNSW graph (hnswlib-node 3, hnswlib 0.8): for many points and many queries,
// where the exact scan's n × queries dot products cost more than building a graph and walking it.
//
// Space 'ip' rather than 'cosine': our vectors are unit length (checked), so the inner product is the
// cosine already, and 'cosine' would only make the binding copy and renormalise every vector again.
//
// The binding accepts only plain JS arrays: addPoint and searchKnn check `IsArray()` (a Float32Array is
// refused with "must be an Array") and copy element by element into a std::vector<float>. So one number[]
// of length dim is reused for every point and query rather than built per vector. It has no batch or
// multi-threaded insert, so building is single-threaded.
//
// Memory: the graph keeps its own float32 copy of the points (1,536 bytes a point at d = 384, plus 260 for
// M = 32's level-0 links and 8 for the label), so the index keeps no reference to the caller's vectors and
// can be built from rows read one at a time (VectorRows): the caller need never hold, or pack, a second
// whole copy of the suite beside the graph's. On the benchmark (`npm run bench -- ann`: 50,000 points,
// 20,000 queries) that takes the peak RSS from 2.6x the vectors' bytes to 1.7x.
//
// Similarities are hnswlib's own: 1 − its inner-product distance, a float32 sum in SIMD lanes. Against the
// exact index's float64 sum rounded to float32 it differs by at most a few ulps (measured on the benchmark's
// data: 61% of pairs differ, by at most 3.0e-7, 3.5 ulps; every query found the same 10 points, and 3 rows
// of 20,000 swapped two points that close). Recomputing them exactly would need the points in JS again:
// getPoint costs 33 µs a call here, so 10 of them cost more than the walk that found them (0.26 ms).
// Rows are ordered by that similarity, then by index, so that one graph always gives one result.
import hnswlib, { type HierarchicalNSW } from 'hnswlib-node';
import { EnvsieveError } from '../core/errors.js';
import { emptyNeighbours, type AnnIndex, type Neighbours, type VectorRows, type VectorSet } from './annIndex.js';
import { checkCount, checkDim, checkK, checkUnit, checkVectors } from './_checks.js';
import { HNSW_PARAMS, type HnswParams } from './params.js';

export interface HnswOptions {
  /** Overrides of HNSW_PARAMS. */
  params?: Partial<HnswParams>;
}

export class HnswIndex implements AnnIndex {
  readonly kind = 'hnsw';
  readonly dim: number;
  readonly size: number;
  readonly params: HnswParams;
  private readonly graph: HierarchicalNSW | undefined;

  /**
   * Inserts the points in order, labelled by their position. hnswlib builds the same graph from the same
   * points, order and seed when inserting on one thread, which is the only way this binding inserts.
   * Keeps no reference to `points`: the graph holds its own copy.
   */
  constructor(points: VectorSet | VectorRows, options: HnswOptions = {}) {
    checkDim(points.dim);
    this.dim = points.dim;
    const rows = 'read' in points ? points : wholeRows(points);
    this.size = checkCount(rows.count, 'points');
    this.params = { ...HNSW_PARAMS, ...options.params };
    checkParams(this.params);
    this.graph = this.size === 0 ? undefined : buildGraph(rows, this.size, this.params);
  }

  async search(queries: Float32Array, k: number): Promise<Neighbours> {
    checkK(k);
    const count = checkVectors(queries, this.dim, 'queries');
    const result = emptyNeighbours(count, k);
    if (!this.graph) return result;
    // hnswlib refuses k above the number of points; slots past n stay "no neighbour".
    const found = Math.min(k, this.size);
    this.graph.setEf(Math.max(this.params.efSearch, found));
    const query: number[] = new Array<number>(this.dim).fill(0);
    for (let q = 0; q < count; q++) {
      for (let j = 0, at = q * this.dim; j < this.dim; j++) query[j] = queries[at + j] as number;
      const { neighbors, distances } = this.graph.searchKnn(query, found);
      writeRow(result, q, neighbors, distances);
    }
    return result;
  }
}

/** A whole VectorSet as rows, checked up front so that a bad set fails before any insert. */
function wholeRows(points: VectorSet): VectorRows {
  const { vectors, dim } = points;
  return { count: checkVectors(vectors, dim, 'points'), dim, read: (row, out) => {
    for (let j = 0, at = row * dim; j < dim; j++) out[j] = vectors[at + j] as number;
  } };
}

/** Query q's hits at similarity 1 − distance, sorted as the exact index sorts: similarity descending, then index. */
function writeRow(result: Neighbours, q: number, hits: number[], distances: number[]): void {
  const base = q * result.k;
  for (let i = 0; i < hits.length; i++) {
    const index = hits[i] as number;
    const similarity = Math.fround(1 - (distances[i] as number));
    let slot = base + i;
    while (slot > base && ranksAfter(result, slot - 1, similarity, index)) {
      result.similarities[slot] = result.similarities[slot - 1] as number;
      result.indices[slot] = result.indices[slot - 1] as number;
      slot--;
    }
    result.similarities[slot] = similarity;
    result.indices[slot] = index;
  }
}

function checkParams(params: HnswParams): void {
  // hnswlib derives its level multiplier from 1/ln(m), so m must be at least 2.
  const least: Record<keyof HnswParams, number> = { m: 2, efConstruction: 1, efSearch: 1, randomSeed: 0 };
  for (const [name, min] of Object.entries(least) as Array<[keyof HnswParams, number]>) {
    const value = params[name];
    if (!Number.isInteger(value) || value < min) {
      throw new EnvsieveError('invalid_option', `HNSW parameter ${name} must be an integer of at least ${min}, got ${value}`, { stage: 'ann' });
    }
  }
}

function buildGraph(rows: VectorRows, size: number, params: HnswParams): HierarchicalNSW {
  const graph = new hnswlib.HierarchicalNSW('ip', rows.dim);
  graph.initIndex(size, params.m, params.efConstruction, params.randomSeed);
  const point: number[] = new Array<number>(rows.dim).fill(0);
  for (let p = 0; p < size; p++) {
    rows.read(p, point);
    checkUnit(point, 0, rows.dim, p, 'points');
    graph.addPoint(point, p);
  }
  return graph;
}

function ranksAfter(result: Neighbours, slot: number, similarity: number, index: number): boolean {
  const other = result.similarities[slot] as number;
  return other < similarity || (other === similarity && (result.indices[slot] as number) > index);
}
