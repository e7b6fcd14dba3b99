// One vector per environment, for clustering and for finding candidate near-duplicates: per facet, the
// normalised mean of the environment's item vectors; the facet blocks concatenated with weights √(w_f / W),
// W the sum of the weights of the facets the environment has. The square root makes the dot product of two
// environments with the same facets Σ w_f cos_f / W — the facets weighed as in the combined environment score
// (NEIGHBOR_DEFAULTS.facetWeights). A missing facet is a zero block and the others are renormalised, so an
// environment without a state schema is not pulled towards the origin (and towards other state-less ones).
// Between an environment with a facet and one without, that facet contributes nothing and the weights of the
// shared ones are not renormalised for the pair: env-vector cosine is then below the combined score, which is
// why near-duplicates are decided by the exact combined score, not by these vectors.
import { FACETS, type Facet } from '../core/types.js';
import { normalize } from '../vectors/index.js';
import type { EnvInfo, RunData } from './runData.js';

export interface EnvVectors {
  envs: EnvInfo[];
  /** envs.length unit vectors of `dim` floats, back to back, in the order of `envs`. */
  vectors: Float32Array;
  /** FACETS.length × the item dimension. */
  dim: number;
}

/** Environment vectors of `envs` (in that order) from the run's item vectors. */
export function environmentVectors(data: RunData, envs: EnvInfo[], weights: Record<Facet, number>): EnvVectors {
  const itemDim = data.dim;
  const dim = itemDim * FACETS.length;
  const vectors = new Float32Array(envs.length * dim);
  const block = new Float64Array(itemDim);
  envs.forEach((env, row) => {
    const present = FACETS.filter((f) => env.items[f].length > 0);
    const total = present.reduce((s, f) => s + weights[f], 0);
    if (total <= 0) return;
    for (const facet of present) {
      meanDirection(data, env.items[facet], block);
      const scale = Math.sqrt(weights[facet] / total);
      const offset = row * dim + FACETS.indexOf(facet) * itemDim;
      for (let d = 0; d < itemDim; d++) vectors[offset + d] = (block[d] as number) * scale;
    }
    // Rounding leaves |v| within 1e-7 of 1; normalising again keeps the ANN layer's unit-length check happy.
    normalize(vectors.subarray(row * dim, (row + 1) * dim));
  });
  return { envs, vectors, dim };
}

/** The unit mean of the item vectors `items` into `out` (zeros when they cancel out exactly). */
function meanDirection(data: RunData, items: number[], out: Float64Array): void {
  out.fill(0);
  const { vectors, dim } = data;
  for (const item of items) {
    for (let d = 0, at = item * dim; d < dim; d++) out[d] = (out[d] as number) + (vectors[at + d] as number);
  }
  let squared = 0;
  for (let d = 0; d < dim; d++) squared += (out[d] as number) ** 2;
  const scale = squared > 0 ? 1 / Math.sqrt(squared) : 0;
  for (let d = 0; d < dim; d++) out[d] = (out[d] as number) * scale;
}
