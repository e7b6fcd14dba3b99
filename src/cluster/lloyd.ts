// Lloyd's k-means on typed arrays, from k-means++ centres (seeding.ts), with the point-to-centre work on the
// dense core: the nearest centre of every point is the top 1 of x·c − |c|²/2 (the squared distance
// |x|² − 2x·c + |c|² without the term every centre shares), one Gemm + TopK per iteration, and the means are
// one more product. The update and the stopping rule are ml-kmeans' (which this replaces: it ran on
// number[][] with a distance call per pair): a centre is the mean of its points, an emptied centre stays where
// it was, and the fit stops when no centre moved by more than TOLERANCE (squared) or after `maxIterations`.
// Ties go to the lower centre index. Sums are float32 (MLAS) instead of ml-kmeans' float64: a mean of a few
// thousand unit vectors moves by ~1e-7, far below the tolerance.
import { DENSE_PARAMS, searchTopK, type DenseEngine, type Rows } from '../dense/index.js';
import { kmeansPlusPlus } from './seeding.js';

/** ml-kmeans' default: a centre that moved less than this (squared distance) has converged. */
const TOLERANCE = 1e-6;

export interface LloydFit {
  /** k × cols floats. */
  centroids: Float32Array;
  k: number;
  iterations: number;
}

/**
 * k-means of the rows of `points` (unit vectors), seeded; k ≥ the number of points makes every point a centre.
 * `columns`: transposeRows(points), when the caller fits the same points more than once (one per candidate k).
 */
export async function fitLloyd(engine: DenseEngine, points: Rows, k: number, o: { seed: number; maxIterations: number }, columns: Rows = transposeRows(points)): Promise<LloydFit> {
  if (k >= points.rows) return { centroids: points.data.slice(0, points.rows * points.cols), k: points.rows, iterations: 0 };
  let centroids = await kmeansPlusPlus(engine, points, k, o.seed);
  let iterations = 0;
  let converged = false;
  while (!converged && iterations < o.maxIterations) {
    iterations++;
    const assignment = await assignNearest(engine, points, { data: centroids, rows: k, cols: points.cols });
    const next = await updateCentroids(engine, columns, assignment, centroids, k);
    converged = largestMove(next, centroids, points.cols) <= TOLERANCE;
    centroids = next;
  }
  return { centroids, k, iterations };
}

/** Every point's nearest centroid by squared Euclidean distance, ties to the lower index. */
export async function assignNearest(engine: DenseEngine, points: Rows, centroids: Rows): Promise<Int32Array> {
  const bias = new Float32Array(centroids.rows);
  for (let c = 0; c < centroids.rows; c++) {
    let squared = 0;
    for (let d = 0, at = c * centroids.cols; d < centroids.cols; d++) squared += (centroids.data[at + d] as number) ** 2;
    bias[c] = -squared / 2;
  }
  return (await searchTopK(engine, points, centroids, 1, DENSE_PARAMS, bias)).indices;
}

/** The k-means objective: the sum of squared distances of the points to their centroids (float64). */
export function objective(points: Rows, centroids: Rows, assignment: Int32Array): number {
  let total = 0;
  for (let p = 0; p < points.rows; p++) {
    const c = assignment[p] as number;
    for (let d = 0, x = p * points.cols, y = c * points.cols; d < points.cols; d++) total += ((points.data[x + d] as number) - (centroids.data[y + d] as number)) ** 2;
  }
  return total;
}

/**
 * The mean of each centroid's points, as one product: the membership matrix (k × n, 1/size where a point
 * belongs) times the points, i.e. membership · columnsᵀ with the points' columns as rows. A float64 loop over
 * n × dim took most of an iteration's time. A centroid without points keeps its place.
 */
async function updateCentroids(engine: DenseEngine, columns: Rows, assignment: Int32Array, previous: Float32Array, k: number): Promise<Float32Array> {
  const n = columns.cols;
  const dim = columns.rows;
  const sizes = new Int32Array(k);
  for (const c of assignment) sizes[c] = (sizes[c] as number) + 1;
  const membership = new Float32Array(k * n);
  assignment.forEach((c, p) => {
    membership[c * n + p] = 1 / (sizes[c] as number);
  });
  const next = await engine.product({ data: membership, rows: k, cols: n }, columns);
  for (let c = 0; c < k; c++) if (sizes[c] === 0) next.set(previous.subarray(c * dim, (c + 1) * dim), c * dim);
  return next;
}

/** The points' columns as rows (dim × n), so that sums over points are products. */
export function transposeRows(points: Rows): Rows {
  const { rows: n, cols: dim } = points;
  const out = new Float32Array(n * dim);
  for (let p = 0; p < n; p++) for (let d = 0; d < dim; d++) out[d * n + p] = points.data[p * dim + d] as number;
  return { data: out, rows: dim, cols: n };
}

/** The largest squared distance any centroid moved. */
function largestMove(next: Float32Array, previous: Float32Array, dim: number): number {
  let largest = 0;
  for (let c = 0; c < next.length / dim; c++) {
    let squared = 0;
    for (let d = c * dim; d < (c + 1) * dim; d++) squared += ((next[d] as number) - (previous[d] as number)) ** 2;
    largest = Math.max(largest, squared);
  }
  return largest;
}
