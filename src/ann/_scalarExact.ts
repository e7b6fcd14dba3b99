// Brute-force search in plain JavaScript: every query against every point, float64 sums. Not used by any
// stage: it is the reference the dense core's exact index is checked against in the tests, and the
// "what a JS loop does" baseline of `npm run bench -- ann`.
//
// The dot products are blocked for the cache and for registers: a block of points small enough to stay in L2
// is scored against the queries four at a time, two points at a time, so that each float loaded from memory
// feeds two to four multiply-adds held in eight accumulators. In V8 this runs about 5x faster than one
// query against one point (≈ 2 GMAC/s against 0.4 on this machine). Sums are in float64 (JS numbers) and
// rounded to float32 before ranking, so ties are ties of the reported similarity and go to the lower index.
// One thread: 50,000 points × 20,000 queries at d = 384 took 208 s here; more cores are used by searching
// slices of the queries in separate processes.
import type { AnnIndex, Neighbours, VectorSet } from './annIndex.js';
import { checkDim, checkK, checkVectors } from './_checks.js';
import { createTopK, offer, toNeighbours, type TopK } from './_topk.js';
import { EXACT_PARAMS } from './params.js';

const fround = Math.fround;

export interface ScalarExactOptions {
  /** Bytes of points per cache block (default in EXACT_PARAMS). */
  pointBlockBytes?: number;
}

export class ScalarExactIndex implements AnnIndex {
  readonly kind = 'exact';
  readonly dim: number;
  readonly size: number;
  private readonly points: Float32Array;
  private readonly blockPoints: number;

  /** Keeps a reference to `points.vectors` (no copy): the caller must not change them while the index lives. */
  constructor(points: VectorSet, options: ScalarExactOptions = {}) {
    checkDim(points.dim);
    this.dim = points.dim;
    this.size = checkVectors(points.vectors, points.dim, 'points');
    this.points = points.vectors;
    const bytes = options.pointBlockBytes ?? EXACT_PARAMS.pointBlockBytes;
    this.blockPoints = Math.max(2, Math.floor(bytes / (4 * points.dim)));
  }

  async search(queries: Float32Array, k: number): Promise<Neighbours> {
    return this.searchNow(queries, k);
  }

  /** The search, synchronously: what the benchmark times. */
  searchNow(queries: Float32Array, k: number): Neighbours {
    checkK(k);
    const count = checkVectors(queries, this.dim, 'queries');
    const top = createTopK(count, k);
    const groups = count - (count % 4);
    // Points outermost: each query still meets the points in ascending order, which the tie rule needs.
    for (let first = 0; first < this.size; first += this.blockPoints) {
      const end = Math.min(this.size, first + this.blockPoints);
      for (let q = 0; q < groups; q += 4) scoreFour(this.points, queries, this.dim, q, first, end, top);
      for (let q = groups; q < count; q++) scoreOne(this.points, queries, this.dim, q, first, end, top);
    }
    return toNeighbours(top);
  }
}

/** Queries q..q+3 against points [first, end). */
function scoreFour(points: Float32Array, queries: Float32Array, d: number, q: number, first: number, end: number, top: TopK): void {
  const a = q * d, b = a + d, c = b + d, e = c + d;
  let p = first;
  for (; p + 1 < end; p += 2) {
    const x0 = p * d, y0 = x0 + d;
    let ax = 0, bx = 0, cx = 0, ex = 0, ay = 0, by = 0, cy = 0, ey = 0;
    for (let j = 0; j < d; j++) {
      const x = points[x0 + j] as number, y = points[y0 + j] as number;
      const qa = queries[a + j] as number, qb = queries[b + j] as number;
      const qc = queries[c + j] as number, qe = queries[e + j] as number;
      ax += qa * x; bx += qb * x; cx += qc * x; ex += qe * x;
      ay += qa * y; by += qb * y; cy += qc * y; ey += qe * y;
    }
    offer(top, q, p, fround(ax)); offer(top, q, p + 1, fround(ay));
    offer(top, q + 1, p, fround(bx)); offer(top, q + 1, p + 1, fround(by));
    offer(top, q + 2, p, fround(cx)); offer(top, q + 2, p + 1, fround(cy));
    offer(top, q + 3, p, fround(ex)); offer(top, q + 3, p + 1, fround(ey));
  }
  if (p < end) {
    for (let i = 0; i < 4; i++) scoreOne(points, queries, d, q + i, p, end, top);
  }
}

/** Query q against points [first, end): the remainder that does not fill a group of four. */
function scoreOne(points: Float32Array, queries: Float32Array, d: number, q: number, first: number, end: number, top: TopK): void {
  const a = q * d;
  for (let p = first; p < end; p++) {
    const x0 = p * d;
    let sum = 0;
    for (let j = 0; j < d; j++) sum += (queries[a + j] as number) * (points[x0 + j] as number);
    offer(top, q, p, fround(sum));
  }
}
