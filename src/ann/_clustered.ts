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

/**
 * The vectors of clusteredVectors(options) one at a time, in the same order and bit for bit: each call
 * returns the next one, in a buffer that the following call overwrites. `count` is not used: the stream goes
 * on as long as it is read. For a caller (the benchmark) that must not hold them all at once.
 */
export function clusteredStream(options: Omit<ClusteredOptions, 'count'>): () => Float32Array {
  const { dim, centres, noise, seed } = options;
  const random = seededRandom(seed);
  const clusters = centres.length / dim;
  const spread = noise / Math.sqrt(dim);
  const row = new Float32Array(dim);
  return () => {
    const centre = Math.floor(random() * clusters) * dim;
    for (let j = 0; j < dim; j++) row[j] = (centres[centre + j] as number) + spread * gaussian(random);
    normaliseInPlace(row, dim);
    return row;
  };
}

/** `count` unit vectors, each a uniformly chosen centre plus Gaussian noise of length about `noise`. */
export function clusteredVectors(options: ClusteredOptions): Float32Array {
  const next = clusteredStream(options);
  const vectors = new Float32Array(options.count * options.dim);
  for (let v = 0; v < options.count; v++) vectors.set(next(), v * options.dim);
  return vectors;
}
