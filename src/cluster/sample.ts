// Seeded randomness for the cluster stage: which environments form the silhouette and fitting samples.
// Math.random cannot be seeded, and the stage must give the same clusters for the same input and seed.
import { seededRandom } from '../core/random.js';

/**
 * `size` distinct indices of [0, n), chosen by a seeded partial Fisher–Yates shuffle and returned ascending
 * (so that the sample's rows keep the input order); all of them when size ≥ n.
 */
export function sampleIndices(n: number, size: number, seed: number): number[] {
  if (size >= n) return Array.from({ length: n }, (_, i) => i);
  const random = seededRandom(seed);
  const pool = Int32Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < size; i++) {
    const j = i + Math.floor(random() * (n - i));
    const swap = pool[i] as number;
    pool[i] = pool[j] as number;
    pool[j] = swap;
  }
  return Array.from(pool.subarray(0, size)).sort((a, b) => a - b);
}
