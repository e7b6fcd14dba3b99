// Approximate search with an HNSW graph (hnswlib-node 3, hnswlib 0.8): for many points and many queries,
// where the exact scan's n × queries dot products cost more than building a graph and walking it.
//
// Space 'ip' rather than 'cosine': our vectors are unit length (checked), so the inner product is the
// cosine already, and 'cosine' would only make the binding copy and renormalise every vector again.
//
// The binding accepts only plain JS arrays: addPoint and searchKnn check `IsArray()` (a Float32Array is
// refused with "must be an Array") and copy element by element into a std::vector<float>. So one number[]
// of length dim is reused for every point and query rather than built per vector; the graph keeps its own
// float32 copy of the points. It has no batch or multi-threaded insert, so building is single-threaded.
//
// The graph only picks the neighbours. Their similarities are recomputed from our vectors the way the exact
// index computes them (float64 sum, rounded to float32), because hnswlib's 1 − distance is a float32 sum
// that differs in the last bits: the same pair then has the same similarity whichever index found it, and
// ties sort by index the same way.
import hnswlib, { type HierarchicalNSW } from 'hnswlib-node';
import { EnvsieveError } from '../core/errors.js';
import { emptyNeighbours, type AnnIndex, type Neighbours, type VectorSet } from './annIndex.js';
import { checkDim, checkK, checkVectors } from './_checks.js';
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
  private readonly points: Float32Array;

  /**
   * Inserts the points in order, labelled by their position. hnswlib builds the same graph from the same
   * points, order and seed when inserting on one thread, which is the only way this binding inserts.
   * Keeps a reference to `points.vectors` (no copy) to score the hits: the caller must not change them.
   */
  constructor(points: VectorSet, options: HnswOptions = {}) {
    checkDim(points.dim);
    this.dim = points.dim;
    this.size = checkVectors(points.vectors, points.dim, 'points');
    this.params = { ...HNSW_PARAMS, ...options.params };
    checkParams(this.params);
    this.points = points.vectors;
    this.graph = this.size === 0 ? undefined : buildGraph(points.vectors, this.dim, this.size, this.params);
  }

  search(queries: Float32Array, k: number): Neighbours {
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
      const { neighbors } = this.graph.searchKnn(query, found);
      this.writeRow(result, queries, q, neighbors);
    }
    return result;
  }

  /** Query q's hits, scored and sorted as the exact index would: similarity descending, then index. */
  private writeRow(result: Neighbours, queries: Float32Array, q: number, hits: number[]): void {
    const { dim, points } = this;
    const base = q * result.k;
    for (let i = 0; i < hits.length; i++) {
      const index = hits[i] as number;
      let sum = 0;
      for (let j = 0, a = q * dim, b = index * dim; j < dim; j++) sum += (queries[a + j] as number) * (points[b + j] as number);
      const similarity = Math.fround(sum);
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

function buildGraph(vectors: Float32Array, dim: number, size: number, params: HnswParams): HierarchicalNSW {
  const graph = new hnswlib.HierarchicalNSW('ip', dim);
  graph.initIndex(size, params.m, params.efConstruction, params.randomSeed);
  const point: number[] = new Array<number>(dim).fill(0);
  for (let p = 0; p < size; p++) {
    for (let j = 0, at = p * dim; j < dim; j++) point[j] = vectors[at + j] as number;
    graph.addPoint(point, p);
  }
  return graph;
}

function ranksAfter(result: Neighbours, slot: number, similarity: number, index: number): boolean {
  const other = result.similarities[slot] as number;
  return other < similarity || (other === similarity && (result.indices[slot] as number) > index);
}
