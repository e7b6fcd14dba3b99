// Seeded synthetic embeddings for the ANN tests and benchmark: unit vectors scattered around shared cluster
// centres, the shape of suites and portfolios that hold families of similar items. Seeded so that a failing
// recall figure can be reproduced exactly.
import { seededRandom } from '../core/random.js';

function gaussian(random: () => number): number {
  // Box-Muller; 1 - u keeps the logarithm away from 0.
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function normaliseInPlace(vectors: Float32Array, dim: number): void {
  for (let start = 0; start < vectors.length; start += dim) {
    let squared = 0;
    for (let j = start; j < start + dim; j++) squared += (vectors[j] as number) ** 2;
    const scale = 1 / Math.sqrt(squared);
    for (let j = start; j < start + dim; j++) vectors[j] = (vectors[j] as number) * scale;
  }
}

export interface ClusteredOptions {
  dim: number;
  /** Unit cluster centres, back to back. */
  centres: Float32Array;
  count: number;
  /** Length of the Gaussian offset from the centre before normalising (0.5: cosine ≈ 0.9 to the centre). */
  noise: number;
  seed: number;
}

/** `count` unit vectors of dimension `dim`, uniformly random directions. */
export function randomUnitVectors(count: number, dim: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const vectors = new Float32Array(count * dim);
  for (let i = 0; i < vectors.length; i++) vectors[i] = gaussian(random);
  normaliseInPlace(vectors, dim);
  return vectors;
}

/** `count` unit vectors, each a uniformly chosen centre plus Gaussian noise of length about `noise`. */
export function clusteredVectors(options: ClusteredOptions): Float32Array {
  const { dim, centres, count, noise, seed } = options;
  const random = seededRandom(seed);
  const clusters = centres.length / dim;
  const vectors = new Float32Array(count * dim);
  const spread = noise / Math.sqrt(dim);
  for (let v = 0; v < count; v++) {
    const centre = Math.floor(random() * clusters) * dim;
    for (let j = 0; j < dim; j++) vectors[v * dim + j] = (centres[centre + j] as number) + spread * gaussian(random);
  }
  normaliseInPlace(vectors, dim);
  return vectors;
}
