// The cluster stage's vector work as it was before the dense rewrite, kept only as the reference that
// bench/cluster.ts times and compares the dense path against: ml-kmeans' Lloyd iterations from k-means++
// picks made with float64 loops, float64 loops for assignment and the silhouette's distances, the
// widening exact search for cross-family candidates, a scalar scan for the nearest environment of a family,
// and ml-pca's NIPALS for the report's map. Not used by any stage.
import { kmeans } from 'ml-kmeans';
import { PCA } from 'ml-pca';
import { ExactIndex } from '../src/ann/index.js';
import { meanSilhouette } from '../src/cluster/kmeans.js';
import { sampleIndices } from '../src/cluster/sample.js';
import { seededRandom } from '../src/core/random.js';

export interface ReferenceOptions {
  k?: number;
  seed: number;
  candidates: readonly number[];
  silhouetteSample: number;
  structureSilhouette: number;
  fitSample: number;
  maxIterations: number;
}

/** The old clusterVectors: k by silhouette (or given), fitted on a sample, every point assigned. */
export function referenceClusterVectors(vectors: Float32Array, dim: number, o: ReferenceOptions) {
  const n = vectors.length / dim;
  const choice = o.k !== undefined ? { k: o.k, silhouettes: [] as Array<{ k: number; silhouette: number }> } : chooseK(vectors, dim, n, o);
  const fit = fitKmeans(pack(vectors, dim, sampleIndices(n, o.fitSample, o.seed)), dim, choice.k, o);
  return { k: choice.k, silhouettes: choice.silhouettes, centroids: fit.centroids, iterations: fit.iterations, assignment: assignNearest(vectors, dim, fit.centroids) };
}

function chooseK(vectors: Float32Array, dim: number, n: number, o: ReferenceOptions) {
  const rows = sampleIndices(n, o.silhouetteSample, o.seed);
  const candidates = [...new Set(o.candidates)].filter((k) => k >= 2 && k <= Math.floor(rows.length / 2)).sort((a, b) => a - b);
  const sample = pack(vectors, dim, rows);
  const distances = cosineDistances(vectors, dim, rows);
  const silhouettes = candidates.map((k) => {
    const labels = assignNearest(sample, dim, fitKmeans(sample, dim, k, o).centroids);
    return { k, silhouette: Math.round(meanSilhouette(distances, labels, k) * 1e4) / 1e4 };
  });
  const best = silhouettes.reduce((a, b) => (b.silhouette > a.silhouette ? b : a));
  if (best.silhouette >= o.structureSilhouette) return { k: best.k, silhouettes };
  const thumb = Math.sqrt(n / 2);
  const nearest = candidates.reduce((a, b) => (Math.abs(Math.log(b / thumb)) < Math.abs(Math.log(a / thumb)) ? b : a));
  return { k: Math.max(best.k, nearest), silhouettes };
}

function fitKmeans(packed: Float32Array, dim: number, k: number, o: ReferenceOptions): { centroids: number[][]; iterations: number } {
  const rows: number[][] = [];
  for (let r = 0; r < packed.length / dim; r++) rows.push(Array.from(packed.subarray(r * dim, (r + 1) * dim)));
  if (k >= rows.length) return { centroids: rows, iterations: 0 };
  const result = kmeans(rows, k, { initialization: kmeansPlusPlus(packed, dim, k, o.seed), seed: o.seed, maxIterations: o.maxIterations });
  return { centroids: result.centroids, iterations: result.iterations };
}

function pack(vectors: Float32Array, dim: number, rows: number[]): Float32Array {
  const out = new Float32Array(rows.length * dim);
  rows.forEach((r, i) => out.set(vectors.subarray(r * dim, (r + 1) * dim), i * dim));
  return out;
}

export function assignNearest(vectors: Float32Array, dim: number, centroids: number[][]): Int32Array {
  const flat = new Float64Array(centroids.length * dim);
  const norms = centroids.map((c, i) => (flat.set(c, i * dim), c.reduce((s, x) => s + x * x, 0)));
  const out = new Int32Array(vectors.length / dim);
  for (let p = 0; p < out.length; p++) {
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

function kmeansPlusPlus(rows: Float32Array, dim: number, k: number, seed: number): number[][] {
  const n = rows.length / dim;
  const random = seededRandom(seed);
  const trials = 2 + Math.floor(Math.log(k));
  const closest = new Float64Array(n);
  const chosen: number[] = [Math.floor(random() * n)];
  distancesTo(rows, dim, chosen[0] as number, closest);
  const candidate = new Float64Array(n);
  const best = new Float64Array(n);
  while (chosen.length < k) {
    const potential = closest.reduce((s, x) => s + x, 0);
    let bestPotential = Infinity;
    let bestIndex = -1;
    for (let t = 0; t < trials; t++) {
      const pick = potential > 0 ? drawWeighted(closest, potential * random()) : Math.floor(random() * n);
      distancesTo(rows, dim, pick, candidate);
      let sum = 0;
      for (let i = 0; i < n; i++) sum += Math.min(closest[i] as number, candidate[i] as number);
      if (sum < bestPotential) {
        bestPotential = sum;
        bestIndex = pick;
        for (let i = 0; i < n; i++) best[i] = Math.min(closest[i] as number, candidate[i] as number);
      }
    }
    chosen.push(bestIndex);
    closest.set(best);
  }
  return chosen.map((r) => Array.from(rows.subarray(r * dim, (r + 1) * dim)));
}

function distancesTo(rows: Float32Array, dim: number, from: number, out: Float64Array): void {
  for (let i = 0; i < out.length; i++) {
    let dot = 0;
    for (let d = 0, x = i * dim, y = from * dim; d < dim; d++) dot += (rows[x + d] as number) * (rows[y + d] as number);
    out[i] = Math.max(0, 2 - 2 * dot);
  }
}

function drawWeighted(weights: Float64Array, target: number): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i] as number;
    if (sum > target && (weights[i] as number) > 0) return i;
  }
  for (let i = weights.length - 1; i >= 0; i--) if ((weights[i] as number) > 0) return i;
  return 0;
}

/** The old candidate search: k + 1 nearest (self dropped), and the widening search for other-family neighbours. */
export async function referenceCandidates(vectors: Float32Array, dim: number, families: Int32Array, kNearest: number, kCross: number) {
  const n = families.length;
  const index = new ExactIndex({ vectors, dim });
  const found = await index.search(vectors, Math.min(n, kNearest + 1));
  const nearest = new Int32Array(n * kNearest).fill(-1);
  for (let q = 0; q < n; q++) {
    let slot = 0;
    for (let s = q * found.k; s < (q + 1) * found.k && slot < kNearest; s++) if (found.indices[s] !== q && (found.indices[s] as number) >= 0) nearest[q * kNearest + slot++] = found.indices[s] as number;
  }
  const cross = new Int32Array(n * kCross).fill(-1);
  let pending = Array.from({ length: n }, (_, i) => i);
  let width = Math.min(n, 4 * kCross + 1);
  while (pending.length > 0) {
    const queries = pack(vectors, dim, pending);
    const wide = await index.search(queries, width);
    const short: number[] = [];
    pending.forEach((q, row) => {
      const others: number[] = [];
      for (let s = row * wide.k; s < (row + 1) * wide.k && others.length < kCross; s++) {
        const p = wide.indices[s] as number;
        if (p >= 0 && families[p] !== families[q]) others.push(p);
      }
      if (others.length < kCross && width < n) short.push(q);
      else others.forEach((p, i) => (cross[q * kCross + i] = p));
    });
    pending = short;
    width = Math.min(n, width * 2);
  }
  return { nearest, cross };
}

/** The old completion scan: the first most similar member of the family, float64 dot products. */
export function referenceNearestInFamily(vectors: Float32Array, dim: number, families: Int32Array, requests: ReadonlyArray<readonly [number, number]>): Int32Array {
  const members = new Map<number, number[]>();
  families.forEach((f, i) => members.set(f, [...(members.get(f) ?? []), i]));
  return Int32Array.from(requests, ([q, f]) => {
    let best = -1;
    let bestDot = -Infinity;
    for (const t of members.get(f) ?? []) {
      let dot = 0;
      for (let d = 0, x = q * dim, y = t * dim; d < dim; d++) dot += (vectors[x + d] as number) * (vectors[y + d] as number);
      if (dot > bestDot) {
        bestDot = dot;
        best = t;
      }
    }
    return best;
  });
}

/** ml-pca's NIPALS, as the report's projection ran it: the two components (rows of d) and the scores. */
export function referencePca(vectors: Float32Array, n: number, dim: number) {
  const rows = Array.from({ length: n }, (_, i) => Array.from(vectors.subarray(i * dim, (i + 1) * dim)));
  const pca = new PCA(rows, { method: 'NIPALS', nCompNIPALS: 2, center: true });
  return { components: pca.getLoadings().to2DArray(), scores: pca.predict(rows, { nComponents: 2 }).to2DArray() };
}
