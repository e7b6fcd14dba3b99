// k-means over environment vectors with ml-kmeans (k-means++ initialisation, seeded: seeding.ts), with k given or chosen
// among candidates by the mean silhouette on a seeded sample. Above `fitSample` points k-means is fitted on a
// seeded sample and every point is assigned to its nearest centroid: ml-kmeans works on number[][] and is
// quadratic-ish in memory churn, and a sample of a few thousand places the centroids about as well.
// Every point is (re)assigned to the final centroids here, in both paths, so that the assignment always
// matches the centroids reported, and ties go to the lower centroid index.
import { kmeans } from 'ml-kmeans';
import { EnvsieveError } from '../core/errors.js';
import { sampleIndices } from './sample.js';
import { kmeansPlusPlus } from './seeding.js';

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
  centroids: number[][];
  k: number;
  iterations: number;
  method: 'direct' | 'sample-then-assign';
  /** Points k-means was fitted on. */
  fitted: number;
  criterion: string;
  silhouettes: Array<{ k: number; silhouette: number }>;
}

/** Clusters the n unit vectors of `dim` floats in `vectors`. */
export function clusterVectors(vectors: Float32Array, dim: number, o: KmeansOptions): Clustering {
  const n = vectors.length / dim;
  if (o.k !== undefined && (!Number.isInteger(o.k) || o.k < 1)) {
    throw new EnvsieveError('invalid_option', `clusters must be a positive whole number (got ${o.k})`, { stage: 'cluster' });
  }
  const choice = o.k !== undefined ? fixedK(o.k, n) : chooseK(vectors, dim, n, o);
  if (n === 0) return { assignment: new Int32Array(0), centroids: [], iterations: 0, method: 'direct', fitted: 0, ...choice, k: 0 };
  const fitRows = sampleIndices(n, o.fitSample, o.seed);
  const fit = fitKmeans(packRows(vectors, dim, fitRows), dim, choice.k, o);
  o.progress?.(choice.silhouettes.length + 1, choice.silhouettes.length + 1);
  return {
    assignment: assignNearest(vectors, dim, fit.centroids),
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
function chooseK(vectors: Float32Array, dim: number, n: number, o: KmeansOptions): Pick<Clustering, 'k' | 'criterion' | 'silhouettes'> {
  const rows = sampleIndices(n, o.silhouetteSample, o.seed);
  const candidates = [...new Set(o.candidates)].filter((k) => k >= 2 && k <= Math.floor(rows.length / 2)).sort((a, b) => a - b);
  if (candidates.length === 0) return { k: Math.min(1, n), criterion: `automatic: too few environments (${n}) to compare candidates; one cluster`, silhouettes: [] };
  const sample = packRows(vectors, dim, rows);
  const distances = cosineDistances(vectors, dim, rows);
  const silhouettes = candidates.map((k, i) => {
    o.progress?.(i, candidates.length + 1);
    const { centroids } = fitKmeans(sample, dim, k, o);
    const labels = assignNearest(sample, dim, centroids);
    return { k, silhouette: Math.round(meanSilhouette(distances, labels, k) * 1e4) / 1e4 };
  });
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

/** ml-kmeans' Lloyd iterations from our seeded k-means++ centres (seeding.ts says why not its own). */
function fitKmeans(packed: Float32Array, dim: number, k: number, o: KmeansOptions): { centroids: number[][]; iterations: number } {
  const rows: number[][] = [];
  for (let r = 0; r < packed.length / dim; r++) rows.push(Array.from(packed.subarray(r * dim, (r + 1) * dim)));
  if (k >= rows.length) return { centroids: rows, iterations: 0 };
  const initialization = kmeansPlusPlus(packed, dim, k, o.seed);
  const result = kmeans(rows, k, { initialization, seed: o.seed, maxIterations: o.maxIterations });
  return { centroids: result.centroids, iterations: result.iterations };
}

function packRows(vectors: Float32Array, dim: number, rows: number[]): Float32Array {
  const out = new Float32Array(rows.length * dim);
  rows.forEach((r, i) => out.set(vectors.subarray(r * dim, (r + 1) * dim), i * dim));
  return out;
}

/** Nearest centroid of every point by squared Euclidean distance, |c|² − 2 x·c (|x|² is the same for all c). */
export function assignNearest(vectors: Float32Array, dim: number, centroids: number[][]): Int32Array {
  const n = vectors.length / dim;
  const flat = new Float64Array(centroids.length * dim);
  const norms = centroids.map((c, i) => {
    flat.set(c, i * dim);
    return c.reduce((s, x) => s + x * x, 0);
  });
  const out = new Int32Array(n);
  for (let p = 0; p < n; p++) {
    let best = Infinity;
    for (let c = 0; c < centroids.length; c++) {
      let dot = 0;
      for (let d = 0, x = p * dim, y = c * dim; d < dim; d++) dot += (vectors[x + d] as number) * (flat[y + d] as number);
      const distance = (norms[c] as number) - 2 * dot;
      if (distance < best) {
        best = distance;
        out[p] = c;
      }
    }
  }
  return out;
}

/** 1 − cosine between every two sampled rows, row-major s × s. */
function cosineDistances(vectors: Float32Array, dim: number, rows: number[]): Float32Array {
  const s = rows.length;
  const out = new Float32Array(s * s);
  for (let i = 0; i < s; i++) {
    for (let j = i + 1; j < s; j++) {
      let dot = 0;
      for (let d = 0, x = (rows[i] as number) * dim, y = (rows[j] as number) * dim; d < dim; d++) dot += (vectors[x + d] as number) * (vectors[y + d] as number);
      out[i * s + j] = out[j * s + i] = 1 - dot;
    }
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
