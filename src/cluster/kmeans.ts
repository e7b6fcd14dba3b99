// k-means over environment vectors (Lloyd from seeded k-means++ centres, on the dense core: lloyd.ts), with k
// given or chosen among candidates by the mean silhouette on a seeded sample, whose cosine distances are one
// product. Above `fitSample` points k-means is fitted on a seeded sample and every point is then assigned to
// its nearest centroid: a sample of a few thousand places the centroids about as well, and keeps the fit's
// time bounded. Every point is (re)assigned to the final centroids here, in both paths, so that the assignment
// always matches the centroids reported, and ties go to the lower centroid index.
//
// ml-kmeans, which ran the iterations before, is no longer used here: on number[][] with a distance call per
// point-centre pair it took 8.5 s of the real-data audit's cluster stage, and nothing it did (Lloyd, empty
// centres kept, a squared-move tolerance) is lost by doing the same on typed arrays. It remains a dev
// dependency as the reference in bench/cluster.ts.
import { EnvsieveError } from '../core/errors.js';
import { DenseEngine, type Rows } from '../dense/index.js';
import { assignNearest, fitLloyd, transposeRows } from './lloyd.js';
import { sampleIndices } from './sample.js';

export interface KmeansOptions {
  /** A fixed number of clusters; otherwise chosen among `candidates`. */
  k?: number;
  seed: number;
  candidates: readonly number[];
  silhouetteSample: number;
  /** Below this best mean silhouette the silhouette cannot choose, and k is the candidate nearest √(n/2). */
  structureSilhouette: number;
  fitSample: number;
  maxIterations: number;
  /** Called after each k-means fit with the fits done and the fits planned (candidate k and the final one). */
  progress?: (done: number, total: number) => void;
}

export interface Clustering {
  /** Cluster index (into `centroids`) of every point. */
  assignment: Int32Array;
  /** k × dim floats. */
  centroids: Float32Array;
  k: number;
  iterations: number;
  method: 'direct' | 'sample-then-assign';
  /** Points k-means was fitted on. */
  fitted: number;
  criterion: string;
  silhouettes: Array<{ k: number; silhouette: number }>;
}

/** Clusters the n unit vectors of `dim` floats in `vectors`. */
export async function clusterVectors(vectors: Float32Array, dim: number, o: KmeansOptions): Promise<Clustering> {
  const n = vectors.length / dim;
  if (o.k !== undefined && (!Number.isInteger(o.k) || o.k < 1)) {
    throw new EnvsieveError('invalid_option', `clusters must be a positive whole number (got ${o.k})`, { stage: 'cluster' });
  }
  const engine = await DenseEngine.open();
  const choice = o.k !== undefined ? fixedK(o.k, n) : await chooseK(engine, vectors, dim, n, o);
  if (n === 0) return { assignment: new Int32Array(0), centroids: new Float32Array(0), iterations: 0, method: 'direct', fitted: 0, ...choice, k: 0 };
  const fitRows = sampleIndices(n, o.fitSample, o.seed);
  const fit = await fitLloyd(engine, packRows(vectors, dim, fitRows), choice.k, o);
  o.progress?.(choice.silhouettes.length + 1, choice.silhouettes.length + 1);
  const assignment = await assignNearest(engine, { data: vectors, rows: n, cols: dim }, { data: fit.centroids, rows: fit.k, cols: dim });
  return {
    assignment,
    centroids: fit.centroids,
    k: choice.k,
    iterations: fit.iterations,
    method: fitRows.length < n ? 'sample-then-assign' : 'direct',
    fitted: fitRows.length,
    criterion: choice.criterion,
    silhouettes: choice.silhouettes,
  };
}

function fixedK(k: number, n: number): Pick<Clustering, 'k' | 'criterion' | 'silhouettes'> {
  const used = Math.min(k, n);
  const criterion = used < k ? `given: ${k} clusters asked, ${used} used (there are only ${n} environments)` : `given: ${k} clusters`;
  return { k: used, criterion, silhouettes: [] };
}

/**
 * The candidate with the highest mean silhouette (cosine distance) on a seeded sample, each candidate fitted
 * on that sample; a tie keeps the smaller k. Candidates above half the sample are dropped. When even the best
 * silhouette shows no substantial structure, k is at least the candidate nearest √(n/2).
 */
async function chooseK(engine: DenseEngine, vectors: Float32Array, dim: number, n: number, o: KmeansOptions): Promise<Pick<Clustering, 'k' | 'criterion' | 'silhouettes'>> {
  const rows = sampleIndices(n, o.silhouetteSample, o.seed);
  const candidates = [...new Set(o.candidates)].filter((k) => k >= 2 && k <= Math.floor(rows.length / 2)).sort((a, b) => a - b);
  if (candidates.length === 0) return { k: Math.min(1, n), criterion: `automatic: too few environments (${n}) to compare candidates; one cluster`, silhouettes: [] };
  const sample = packRows(vectors, dim, rows);
  const columns = transposeRows(sample);
  const distances = await cosineDistances(engine, sample);
  const silhouettes: Array<{ k: number; silhouette: number }> = [];
  for (const [i, k] of candidates.entries()) {
    o.progress?.(i, candidates.length + 1);
    const fit = await fitLloyd(engine, sample, k, o, columns);
    const assignment = await assignNearest(engine, sample, { data: fit.centroids, rows: fit.k, cols: dim });
    silhouettes.push({ k, silhouette: Math.round(meanSilhouette(distances, assignment, k) * 1e4) / 1e4 });
  }
  const best = silhouettes.reduce((a, b) => (b.silhouette > a.silhouette ? b : a));
  const among = `on a seeded sample of ${rows.length} environments among k = ${candidates.join(', ')}`;
  if (best.silhouette >= o.structureSilhouette) {
    return { k: best.k, criterion: `automatic: highest mean silhouette (cosine distance) ${among}; ties keep the smaller k`, silhouettes };
  }
  // Without structure the silhouette drifts toward the coarsest split, which says nothing about redundancy; so
  // no coarser than the rule-of-thumb size, the candidate nearest √(n/2) on a log scale (the grid is geometric).
  const thumb = Math.sqrt(n / 2);
  const nearest = candidates.reduce((a, b) => (Math.abs(Math.log(b / thumb)) < Math.abs(Math.log(a / thumb)) ? b : a));
  const k = Math.max(best.k, nearest);
  const criterion = `automatic: no candidate reached a mean silhouette (cosine distance) of ${o.structureSilhouette} ${among} (best ${best.silhouette} at k = ${best.k}: no substantial cluster structure), so k is the larger of that and the candidate nearest √(n/2) = ${thumb.toFixed(1)}`;
  return { k, criterion, silhouettes };
}

function packRows(vectors: Float32Array, dim: number, rows: number[]): Rows {
  const data = new Float32Array(rows.length * dim);
  rows.forEach((r, i) => data.set(vectors.subarray(r * dim, (r + 1) * dim), i * dim));
  return { data, rows: rows.length, cols: dim };
}

/** 1 − cosine between every two rows of `sample` (one product), row-major s × s: exactly symmetric, 0 on the diagonal. */
async function cosineDistances(engine: DenseEngine, sample: Rows): Promise<Float32Array> {
  const s = sample.rows;
  const out = await engine.product(sample, sample);
  for (let i = 0; i < s; i++) {
    out[i * s + i] = 0;
    // The upper triangle decides both halves, as the float64 loop this replaces computed each pair once.
    for (let j = i + 1; j < s; j++) out[i * s + j] = out[j * s + i] = 1 - (out[i * s + j] as number);
  }
  return out;
}

/** Mean silhouette (Rousseeuw): s = (b − a) / max(a, b), 0 for a point alone in its cluster. */
export function meanSilhouette(distances: Float32Array, labels: Int32Array, k: number): number {
  const s = labels.length;
  const sizes = new Int32Array(k);
  for (const l of labels) sizes[l] = (sizes[l] as number) + 1;
  const sums = new Float64Array(k);
  let total = 0;
  for (let i = 0; i < s; i++) {
    sums.fill(0);
    for (let j = 0; j < s; j++) {
      const l = labels[j] as number;
      sums[l] = (sums[l] as number) + (distances[i * s + j] as number);
    }
    const own = labels[i] as number;
    if ((sizes[own] as number) <= 1) continue;
    const a = (sums[own] as number) / ((sizes[own] as number) - 1);
    let b = Infinity;
    for (let c = 0; c < k; c++) if (c !== own && (sizes[c] as number) > 0) b = Math.min(b, (sums[c] as number) / (sizes[c] as number));
    if (Number.isFinite(b)) total += (b - a) / Math.max(a, b, 1e-12);
  }
  return s > 0 ? total / s : 0;
}
