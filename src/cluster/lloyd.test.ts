// Lloyd's k-means on the dense core against ml-kmeans (the implementation it replaced) from the same
// k-means++ centres: the same partition, the same number of iterations, centroids equal to float32
// precision; and the nearest-centroid rule by distance, ties to the lower index.
import { kmeans } from 'ml-kmeans';
import { describe, expect, it } from 'vitest';
import { clusteredVectors, randomUnitVectors } from '../ann/_clustered.js';
import { DenseEngine } from '../dense/index.js';
import { assignNearest, fitLloyd } from './lloyd.js';
import { kmeansPlusPlus } from './seeding.js';

describe('fitLloyd', () => {
  it('ends where ml-kmeans ends from the same seeded centres', async () => {
    const engine = await DenseEngine.open();
    const [n, d, k] = [600, 48, 12];
    const data = clusteredVectors({ dim: d, centres: randomUnitVectors(10, d, 51), count: n, noise: 0.9, seed: 52 });
    const points = { data, rows: n, cols: d };
    const mine = await fitLloyd(engine, points, k, { seed: 7, maxIterations: 100 });
    const seeds = await kmeansPlusPlus(engine, points, k, 7);
    const rows = Array.from({ length: n }, (_, i) => Array.from(data.subarray(i * d, (i + 1) * d)));
    const initialization = Array.from({ length: k }, (_, c) => Array.from(seeds.subarray(c * d, (c + 1) * d)));
    const theirs = kmeans(rows, k, { initialization, maxIterations: 100 });
    expect(mine.iterations).toBe(theirs.iterations);
    const centroids = { data: mine.centroids, rows: k, cols: d };
    expect(Array.from(await assignNearest(engine, points, centroids))).toEqual(theirs.clusters);
    theirs.centroids.forEach((c, i) => c.forEach((v, j) => expect(Math.abs(v - (mine.centroids[i * d + j] as number))).toBeLessThan(1e-5)));
  });

  it('makes every point a centre when k is not below the number of points', async () => {
    const points = { data: randomUnitVectors(3, 8, 1), rows: 3, cols: 8 };
    const fit = await fitLloyd(await DenseEngine.open(), points, 5, { seed: 1, maxIterations: 10 });
    expect(fit).toMatchObject({ k: 3, iterations: 0 });
    expect(fit.centroids).toEqual(points.data);
  });
});

describe('assignNearest', () => {
  it('picks the centroid at the smallest Euclidean distance, the lower index on a tie', async () => {
    const points = { data: Float32Array.of(1, 0, 0, 1, 0.6, 0.8), rows: 3, cols: 2 };
    // Centroid 1 is longer than 0 along the same direction; 2 and 3 are the same point.
    const centroids = { data: Float32Array.of(0.9, 0, 2, 0, 0, 1, 0, 1), rows: 4, cols: 2 };
    expect(Array.from(await assignNearest(await DenseEngine.open(), points, centroids))).toEqual([0, 2, 2]);
  });
});
