// One suite run against every AnnIndex: what a caller may rely on whichever index chooseIndex picks.
// The exact index is also checked against a plain double loop, and HNSW against the exact index.
import { describe, expect, it } from 'vitest';
import { EnvsieveError } from '../core/errors.js';
import { selectRows, type AnnIndex, type Neighbours, type VectorRows, type VectorSet } from './annIndex.js';
import { buildIndex, chooseIndex } from './choose.js';
import { ExactIndex } from './exact.js';
import { HnswIndex } from './hnsw.js';
import { ScalarExactIndex } from './_scalarExact.js';
import { recallAtK } from './recall.js';
import { clusteredVectors, randomUnitVectors } from './_clustered.js';

const IMPLEMENTATIONS: Array<[string, (points: VectorSet) => AnnIndex]> = [
  ['exact', (points) => new ExactIndex(points)],
  ['scalar exact', (points) => new ScalarExactIndex(points)],
  ['hnsw', (points) => new HnswIndex(points)],
];

const H = Math.SQRT1_2;
const set = (rows: number[][]): VectorSet => ({ vectors: new Float32Array(rows.flat()), dim: rows[0]?.length ?? 3 });
const rowsOf = (result: Neighbours, field: 'indices' | 'similarities') =>
  Array.from({ length: result.queries }, (_, q) => Array.from(result[field].subarray(q * result.k, (q + 1) * result.k)));

interface Case {
  name: string;
  points: number[][];
  queries: number[][];
  k: number;
  indices: number[][];
  similarities: number[][];
}

const CASES: Case[] = [
  { name: 'a query equal to a point finds it first at similarity 1', points: [[0, 1, 0], [1, 0, 0], [0, 0, 1]], queries: [[1, 0, 0]], k: 1, indices: [[1]], similarities: [[1]] },
  { name: 'exact ties go to the lower index', points: [[0, 0, 1], [0, 1, 0], [1, 0, 0]], queries: [[H, H, 0]], k: 3, indices: [[1, 2, 0]], similarities: [[H, H, 0]] },
  { name: 'duplicate points are all returned, lower index first', points: [[0, 1, 0], [1, 0, 0], [0, 1, 0], [1, 0, 0]], queries: [[1, 0, 0], [0, 1, 0]], k: 4, indices: [[1, 3, 0, 2], [0, 2, 1, 3]], similarities: [[1, 1, 0, 0], [1, 1, 0, 0]] },
  { name: 'k above n pads with -1 and -Infinity', points: [[1, 0, 0], [0, 1, 0]], queries: [[0, 1, 0]], k: 4, indices: [[1, 0, -1, -1]], similarities: [[1, 0, -Infinity, -Infinity]] },
  { name: 'negative similarities rank last', points: [[-1, 0, 0], [0, 1, 0], [H, H, 0]], queries: [[1, 0, 0]], k: 3, indices: [[2, 1, 0]], similarities: [[H, 0, -1]] },
  { name: 'an empty index finds nothing', points: [], queries: [[1, 0, 0]], k: 2, indices: [[-1, -1]], similarities: [[-Infinity, -Infinity]] },
  { name: 'no queries give an empty result', points: [[1, 0, 0]], queries: [], k: 2, indices: [], similarities: [] },
];

const INVALID: Array<[string, (index: AnnIndex) => unknown, RegExp]> = [
  ['k = 0', (index) => index.search(new Float32Array([1, 0, 0]), 0), /k must be a positive integer, got 0/],
  ['fractional k', (index) => index.search(new Float32Array([1, 0, 0]), 2.5), /k must be a positive integer/],
  ['queries of another dimension', (index) => index.search(new Float32Array([1, 0]), 1), /queries hold 2 floats, not a whole number of vectors of dimension 3/],
  ['a query that is not unit length', (index) => index.search(new Float32Array([1, 1, 0]), 1), /queries vector 0 has length 1.414/],
  ['a query holding NaN', (index) => index.search(new Float32Array([Number.NaN, 0, 0]), 1), /queries vector 0 has length NaN/],
];

const INVALID_BUILD: Array<[string, VectorSet, RegExp]> = [
  ['points of another dimension', { vectors: new Float32Array([1, 0, 0, 1]), dim: 3 }, /points hold 4 floats/],
  ['dimension 0', { vectors: new Float32Array(0), dim: 0 }, /dimension must be a positive integer/],
  ['a point that is not unit length', { vectors: new Float32Array([1, 0, 0, 0, 2, 0]), dim: 3 }, /points vector 1 has length 2/],
];

async function expectInvalidOption(attempt: () => unknown, message: RegExp): Promise<void> {
  try {
    await attempt();
  } catch (error) {
    expect(error).toBeInstanceOf(EnvsieveError);
    expect((error as EnvsieveError).code).toBe('invalid_option');
    expect((error as Error).message).toMatch(message);
    return;
  }
  expect.fail('no error thrown');
}

/** Suite and portfolio vectors around shared centres, like the benchmark's but small. */
function clustered(points: number, queries: number, dim = 64, seed = 7): { points: VectorSet; queries: Float32Array } {
  const centres = randomUnitVectors(40, dim, seed);
  return {
    points: { vectors: clusteredVectors({ dim, centres, count: points, noise: 0.7, seed: seed + 1 }), dim },
    queries: clusteredVectors({ dim, centres, count: queries, noise: 0.7, seed: seed + 2 }),
  };
}

describe.each(IMPLEMENTATIONS)('%s index', (_name, build) => {
  it.each(CASES)('$name', async ({ points, queries, k, indices, similarities }) => {
    const result = await build(set(points)).search(new Float32Array(queries.flat()), k);
    expect(result.queries).toBe(queries.length);
    expect(rowsOf(result, 'indices')).toEqual(indices);
    rowsOf(result, 'similarities').forEach((row, q) => row.forEach((s, i) => expect(s).toBeCloseTo(similarities[q]?.[i] as number, 6)));
  });

  it.each(INVALID)('rejects %s with invalid_option', async (_case, attempt, message) => {
    await expectInvalidOption(() => attempt(build(set([[1, 0, 0], [0, 1, 0]]))), message);
  });

  it.each(INVALID_BUILD)('refuses to build from %s with invalid_option', async (_case, points, message) => {
    await expectInvalidOption(() => build(points), message);
  });

  it('recovers at least 99% of the exact top 10 on clustered data', async () => {
    const data = clustered(4000, 600, 384);
    const exact = await new ExactIndex(data.points).search(data.queries, 10);
    expect(recallAtK(exact, await build(data.points).search(data.queries, 10))).toBeGreaterThanOrEqual(0.99);
  });

  it('gives the same neighbours from two builds over the same points', async () => {
    const data = clustered(3000, 300);
    const first = await build(data.points).search(data.queries, 10);
    const second = await build({ vectors: data.points.vectors.slice(), dim: data.points.dim }).search(data.queries, 10);
    expect(second.indices).toEqual(first.indices);
    expect(second.similarities).toEqual(first.similarities);
  });
});

/** The definition the blocked kernel must match bit for bit: a float64 sum rounded to float32, ties by index. */
function plainTopK(points: VectorSet, queries: Float32Array, k: number): Neighbours {
  const { vectors, dim } = points;
  const n = vectors.length / dim, count = queries.length / dim;
  const indices = new Int32Array(count * k).fill(-1), similarities = new Float32Array(count * k).fill(-Infinity);
  for (let q = 0; q < count; q++) {
    const scored = Array.from({ length: n }, (_, p) => {
      let sum = 0;
      for (let j = 0; j < dim; j++) sum += (queries[q * dim + j] as number) * (vectors[p * dim + j] as number);
      return { p, s: Math.fround(sum) };
    }).sort((a, b) => b.s - a.s || a.p - b.p);
    scored.slice(0, k).forEach(({ p, s }, i) => ((indices[q * k + i] = p), (similarities[q * k + i] = s)));
  }
  return { queries: count, k, indices, similarities };
}

describe('scalar exact index', () => {
  // Odd counts exercise the leftovers of the 4-query and 2-point register blocks; a tiny block, the cache blocks.
  it.each([
    [1, 1, 1, 4096],
    [7, 5, 3, 4096],
    [513, 203, 10, 4096],
    [513, 203, 10, 64 * 4 * 3],
    [100, 9, 200, 256],
  ])('matches the plain loop bit for bit: %i points, %i queries, k = %i, %i-byte blocks', async (n, queries, k, bytes) => {
    const points = { vectors: randomUnitVectors(n, 64, n), dim: 64 };
    const query = randomUnitVectors(queries, 64, queries + 1);
    const result = await new ScalarExactIndex(points, { pointBlockBytes: bytes }).search(query, k);
    const expected = plainTopK(points, query, k);
    expect(result.indices).toEqual(expected.indices);
    expect(result.similarities).toEqual(expected.similarities);
  });
});

describe('exact index', () => {
  it.each([
    [1, 1, 1],
    [7, 5, 3],
    [513, 203, 10],
    [20_000, 3, 10],
    [100, 9, 200],
  ])('finds what the plain loop finds, to float32 rounding: %i points, %i queries, k = %i', async (n, queries, k) => {
    const points = { vectors: randomUnitVectors(n, 64, n), dim: 64 };
    const query = randomUnitVectors(queries, 64, queries + 1);
    const result = await new ExactIndex(points, { blocks: { queryBlock: 4, pointBlock: 4096 } }).search(query, k);
    const expected = plainTopK(points, query, k);
    expect(recallAtK(expected, result)).toBe(1);
    for (let i = 0; i < expected.similarities.length; i++) {
      const want = expected.similarities[i] as number;
      if (want === -Infinity) expect(result.indices[i]).toBe(-1);
      else expect(Math.abs((result.similarities[i] as number) - want)).toBeLessThan(1e-6);
    }
  });
});

describe('hnsw index', () => {
  it('reports the similarities the exact index reports for the same pairs, to float32 rounding', async () => {
    const data = clustered(2000, 200);
    const exact = await new ExactIndex(data.points).search(data.queries, 10);
    const hnsw = await new HnswIndex(data.points).search(data.queries, 10);
    const similarityOf = (result: Neighbours, q: number) => new Map(Array.from(result.indices.subarray(q * 10, q * 10 + 10), (p, i) => [p, result.similarities[q * 10 + i] as number]));
    let compared = 0;
    for (let q = 0; q < 200; q++) {
      const truth = similarityOf(exact, q);
      for (const [p, s] of similarityOf(hnsw, q)) {
        if (!truth.has(p)) continue;
        expect(Math.abs(s - (truth.get(p) as number))).toBeLessThan(5e-7);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1900);
  });

  it('builds from rows read in place the index it builds from the same vectors packed', async () => {
    const data = clustered(1500, 150);
    const dim = data.points.dim;
    // Every other row of a larger set: the selection a stage makes of one facet's suite items.
    const extra = randomUnitVectors(1500, dim, 99);
    const mixed = new Float32Array(3000 * dim);
    for (let p = 0; p < 1500; p++) {
      mixed.set(data.points.vectors.subarray(p * dim, (p + 1) * dim), 2 * p * dim);
      mixed.set(extra.subarray(p * dim, (p + 1) * dim), (2 * p + 1) * dim);
    }
    const rows = selectRows(mixed, dim, Array.from({ length: 1500 }, (_, p) => 2 * p));
    const fromRows = await new HnswIndex(rows).search(data.queries, 10);
    const packed = await new HnswIndex(data.points).search(data.queries, 10);
    expect(fromRows.indices).toEqual(packed.indices);
    expect(fromRows.similarities).toEqual(packed.similarities);
    expect(await buildIndex(rows, { kind: 'exact' }).search(data.queries, 10)).toEqual(await new ExactIndex(data.points).search(data.queries, 10));
  });

  it('keeps no reference to the vectors it was built from', async () => {
    const data = clustered(1000, 100);
    const vectors = data.points.vectors.slice();
    const index = new HnswIndex({ vectors, dim: data.points.dim });
    const before = await index.search(data.queries, 5);
    vectors.fill(0);
    expect(await index.search(data.queries, 5)).toEqual(before);
  });

  it('refuses rows holding a vector that is not unit length, naming it', async () => {
    const rows: VectorRows = { count: 3, dim: 3, read: (row, out) => out.splice(0, 3, ...(row === 1 ? [0, 2, 0] : [1, 0, 0])) };
    await expectInvalidOption(() => new HnswIndex(rows), /points vector 1 has length 2/);
  });

  it.each([
    ['m', 1],
    ['efSearch', 0],
    ['efConstruction', 2.5],
  ])('rejects %s = %s', async (name, value) => {
    await expectInvalidOption(() => new HnswIndex(set([[1, 0, 0]]), { params: { [name]: value } }), new RegExp(`HNSW parameter ${name}`));
  });
});

describe('recallAtK', () => {
  const row = (indices: number[], similarities: number[]): Neighbours => ({ queries: 1, k: indices.length, indices: Int32Array.from(indices), similarities: Float32Array.from(similarities) });
  it.each([
    ['the same top k', [0, 1], [0.9, 0.8], 1],
    ['a tie at the cut broken the other way', [0, 2], [0.9, 0.8], 1],
    ['a tie at the cut off by float32 rounding', [0, 2], [0.9, 0.8 - 3e-7], 1],
    ['a point clearly below the cut', [0, 3], [0.9, 0.7], 0.5],
    ['a missing slot', [0, -1], [0.9, -Infinity], 0.5],
  ] as const)('counts %s', (_case, indices, similarities, recall) => {
    expect(recallAtK(row([0, 1], [0.9, 0.8]), row([...indices], [...similarities]))).toBe(recall);
  });
});

describe('chooseIndex', () => {
  it.each([
    [50_000, 20_000, {}, 'exact'],
    [140_000, 140_000, {}, 'exact'],
    [200_000, 200_000, {}, 'hnsw'],
    [200_000, 200_000, { exact: true }, 'exact'],
    [1_000_000, 50_000, {}, 'exact'],
    [1_000_000, 60_000, {}, 'hnsw'],
    [100_000, 1_000_000, {}, 'exact'],
    [120_000, 1_000_000, {}, 'hnsw'],
    [0, 10, {}, 'exact'],
    [10, 0, {}, 'exact'],
] as const)('%i points × %i queries with %o → %s', (points, queries, options, kind) => {
    const choice = chooseIndex(points, queries, options);
    expect(choice.kind).toBe(kind);
    expect(choice.reason).toMatch(kind === 'exact' ? /exact/ : /HNSW is cheaper/);
  });

  it('builds the chosen kind', async () => {
    expect(buildIndex(set([[1, 0, 0]]), { kind: 'hnsw' })).toBeInstanceOf(HnswIndex);
    expect(buildIndex(set([[1, 0, 0]]), { kind: 'exact' })).toBeInstanceOf(ExactIndex);
  });
});
