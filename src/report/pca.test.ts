// The cluster map's PCA against ml-pca (NIPALS, float64), the implementation it replaced: the same two
// components up to sign, the same scores, and the same bits on a second run.
import { PCA } from 'ml-pca';
import { describe, expect, it } from 'vitest';
import { clusteredVectors, randomUnitVectors } from '../ann/_clustered.js';
import { DenseEngine } from '../dense/index.js';
import { eigenvectorsDescending, principalComponents } from './pca.js';

function asRows(data: Float32Array, n: number, d: number): number[][] {
  return Array.from({ length: n }, (_, i) => Array.from(data.subarray(i * d, (i + 1) * d)));
}

describe('principalComponents', () => {
  it('finds ml-pca’s first two components and scores, up to sign', async () => {
    const [n, d] = [400, 96];
    const data = clusteredVectors({ dim: d, centres: randomUnitVectors(12, d, 41), count: n, noise: 0.7, seed: 42 });
    const mine = await principalComponents(await DenseEngine.open(), { data, rows: n, cols: d }, 2);
    const rows = asRows(data, n, d);
    const reference = new PCA(rows, { method: 'NIPALS', nCompNIPALS: 2, center: true });
    const loadings = reference.getLoadings().to2DArray();
    const scores = reference.predict(rows, { nComponents: 2 }).to2DArray();
    for (let c = 0; c < 2; c++) {
      const theirs = loadings[c] as number[];
      const dot = theirs.reduce((s, v, j) => s + v * (mine.vectors[c * d + j] as number), 0);
      expect(Math.abs(dot)).toBeGreaterThan(1 - 1e-6);
      const sign = Math.sign(dot);
      for (let i = 0; i < n; i++) expect(Math.abs((mine.scores[i * 2 + c] as number) * sign - (scores[i]?.[c] as number))).toBeLessThan(1e-4);
    }
    const again = await principalComponents(await DenseEngine.open(), { data, rows: n, cols: d }, 2);
    expect(again.scores).toEqual(mine.scores);
  });

  it('separates two leading components of nearly equal variance', async () => {
    // Variances 1.00 and 0.98 along two axes, 0.1 elsewhere: a power iteration on two vectors would crawl.
    const [n, d] = [600, 32];
    const data = new Float32Array(n * d);
    const noise = randomUnitVectors(n, d, 43);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < d; j++) data[i * d + j] = (noise[i * d + j] as number) * (j === 3 ? 10 : j === 7 ? 9.9 : 1);
    }
    const mine = await principalComponents(await DenseEngine.open(), { data, rows: n, cols: d }, 2);
    const reference = new PCA(asRows(data, n, d), { method: 'NIPALS', nCompNIPALS: 2, center: true }).getLoadings().to2DArray();
    for (let c = 0; c < 2; c++) {
      const dot = (reference[c] as number[]).reduce((s, v, j) => s + v * (mine.vectors[c * d + j] as number), 0);
      expect(Math.abs(dot)).toBeGreaterThan(1 - 1e-5);
    }
  });

  it('diagonalises a small symmetric matrix, largest eigenvalue first', () => {
    const vectors = eigenvectorsDescending(Float64Array.of(2, 1, 0, 1, 2, 0, 0, 0, 5), 3);
    expect(Math.abs(vectors[2] as number)).toBeCloseTo(1, 12);
    expect(Math.abs(vectors[3] as number)).toBeCloseTo(Math.SQRT1_2, 12);
    expect(Math.abs(vectors[4] as number)).toBeCloseTo(Math.SQRT1_2, 12);
    expect(Math.sign(vectors[3] as number)).toBe(Math.sign(vectors[4] as number));
  });
});
