// The cosines a match skips must be those that could not change it: an exact search's float32 products bound
// every candidate's float64 cosine, top-k or not, so the largest, the ties and the floors come out as if
// every cosine were computed.
import { describe, expect, it } from 'vitest';
import { ExactIndex } from '../ann/index.js';
import { seededRandom } from '../core/random.js';
import { cosineOf, type RunData } from '../scoring/index.js';
import { CandidateCosines, PRODUCT_SLACK, searchBounds } from './candidateCosines.js';

/** n unit vectors of `dim`, clustered around a few centres so that near-ties are common. */
function unitVectors(n: number, dim: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const centres = Array.from({ length: 4 }, () => Float32Array.from({ length: dim }, () => random() - 0.5));
  const out = new Float32Array(n * dim);
  for (let i = 0; i < n; i++) {
    const centre = centres[i % centres.length] as Float32Array;
    let norm = 0;
    for (let d = 0; d < dim; d++) norm += (out[i * dim + d] = (centre[d] as number) + 0.05 * (random() - 0.5)) ** 2;
    for (let d = 0; d < dim; d++) out[i * dim + d] = (out[i * dim + d] as number) / Math.sqrt(norm);
  }
  return out;
}

describe('CandidateCosines', () => {
  const dim = 384;
  const [queries, points, k] = [40, 600, 10];
  const vectors = unitVectors(queries + points, dim, 7);
  const data = { vectors, dim } as RunData;

  it('bounds every candidate by the products, and finds the largest cosine as computing them all does', async () => {
    const index = new ExactIndex({ vectors: vectors.slice(queries * dim), dim });
    const found = await index.search(vectors.slice(0, queries * dim), k);
    for (let q = 0; q < queries; q++) {
      // The top-k first (as the neighbors stage lists them), then every other point: proposals beyond the ranks.
      const top = Array.from(found.indices.subarray(q * k, (q + 1) * k), (p) => queries + p);
      const rest = Array.from({ length: points }, (_, p) => queries + p).filter((c) => !top.includes(c));
      const candidates = [...top, ...rest];
      const cosines = new CandidateCosines(data, q, candidates, searchBounds(found.similarities, found.indices, q, k));
      const all = candidates.map((c) => cosineOf(data, q, c));
      expect(cosines.max()).toBe(Math.max(...all));
      all.forEach((v, i) => {
        expect(cosines.canReach(i, v)).toBe(true);
        expect(cosines.at(i)).toBe(v);
      });
    }
  });

  it('says a candidate beyond the top-k cannot reach the k-th product plus more than the slack', async () => {
    const index = new ExactIndex({ vectors: vectors.slice(queries * dim), dim });
    const found = await index.search(vectors.slice(0, queries * dim), k);
    const top = Array.from(found.indices.subarray(0, k), (p) => queries + p);
    const other = Array.from({ length: points }, (_, p) => queries + p).find((c) => !top.includes(c)) as number;
    const cosines = new CandidateCosines(data, 0, [...top, other], searchBounds(found.similarities, found.indices, 0, k));
    expect(cosines.canReach(k, (found.similarities[k - 1] as number) + 2 * PRODUCT_SLACK)).toBe(false);
    expect(cosines.canReach(k, found.similarities[k - 1] as number)).toBe(true);
    expect(cosines.canReach(0, found.similarities[0] as number)).toBe(true);
  });

  it('takes for a task of several paragraphs the nearer of its whole text and its nearest part, unbounded by the search', async () => {
    const index = new ExactIndex({ vectors: vectors.slice(queries * dim), dim });
    const found = await index.search(vectors.slice(0, queries * dim), k);
    // Query 0's parts are the vectors of queries 1 and 2: its whole text's search bounds nothing of theirs.
    const passages = { vectors: vectors.slice(dim, 3 * dim), first: Int32Array.from({ length: queries + points }, (_, i) => (i === 0 ? 0 : -1)), count: Int32Array.from({ length: queries + points }, (_, i) => (i === 0 ? 2 : 0)) };
    const withParts = { vectors, dim, passages } as RunData;
    const candidates = Array.from({ length: points }, (_, p) => queries + p);
    const cosines = new CandidateCosines(withParts, 0, candidates, searchBounds(found.similarities, found.indices, 0, k));
    const all = candidates.map((c) => Math.max(cosineOf(data, 0, c), cosineOf(data, 1, c), cosineOf(data, 2, c)));
    expect(all.some((v, i) => v > cosineOf(data, 0, candidates[i] as number))).toBe(true);
    all.forEach((v, i) => {
      expect(cosines.canReach(i, v)).toBe(true);
      expect(cosines.at(i)).toBeCloseTo(v, 6);
    });
    expect(cosines.max()).toBeCloseTo(Math.max(...all), 6);
  });

  it('knows that a search returning fewer than k points returned them all', () => {
    const bounds = searchBounds(Float32Array.of(0.9, 0.5, -Infinity), Int32Array.of(1, 0, -1), 0, 3);
    expect(bounds).toMatchObject({ top: 2, rest: -Infinity });
  });
});
