// The dense core against plain float64 loops, and the properties callers rely on: ties to the lower index,
// results that do not depend on the batch a query came in, blocked maxima equal to unblocked ones.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/random.js';
import { DenseEngine, productBlocks, searchTopK, searchTopKBothWays, sharedRows, type Rows } from './index.js';

function unitRows(rows: number, cols: number, seed: number): Rows {
  const random = seededRandom(seed);
  const data = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    let norm = 0;
    for (let c = 0; c < cols; c++) {
      const v = random() - 0.5;
      data[r * cols + c] = v;
      norm += v * v;
    }
    for (let c = 0; c < cols; c++) data[r * cols + c] = (data[r * cols + c] as number) / Math.sqrt(norm);
  }
  return { data, rows, cols };
}

function dot(a: Rows, i: number, b: Rows, j: number): number {
  let sum = 0;
  for (let c = 0; c < a.cols; c++) sum += (a.data[i * a.cols + c] as number) * (b.data[j * b.cols + c] as number);
  return sum;
}

describe('dense core', () => {
  it('multiplies as a float64 loop does, to float32 precision', async () => {
    const engine = await DenseEngine.open();
    const a = unitRows(37, 96, 1);
    const b = unitRows(53, 96, 2);
    const product = await engine.product(a, b);
    expect(product.length).toBe(37 * 53);
    for (let i = 0; i < 37; i++) for (let j = 0; j < 53; j++) expect(Math.abs((product[i * 53 + j] as number) - dot(a, i, b, j))).toBeLessThan(1e-6);
    const lone = await engine.product({ ...a, rows: 1 }, b);
    expect(lone.length).toBe(53);
  });

  it('finds the exact top k, ties to the lower index, rows past the last point empty', async () => {
    const engine = await DenseEngine.open();
    const points = unitRows(300, 32, 3);
    // Points 250..299 repeat 0..49: every tie must go to the copy with the lower index.
    points.data.copyWithin(250 * 32, 0, 50 * 32);
    const queries = unitRows(9, 32, 4);
    queries.data.set(points.data.subarray(10 * 32, 11 * 32), 0);
    const found = await searchTopK(engine, queries, points, 5, { queryBlock: 4, pointBlock: 64 });
    for (let q = 0; q < 9; q++) {
      const expected = Array.from({ length: 300 }, (_, p) => p).sort((x, y) => dot(queries, q, points, y) - dot(queries, q, points, x) || x - y).slice(0, 5);
      expect(Array.from(found.indices.subarray(q * 5, q * 5 + 5))).toEqual(expected);
    }
    expect(Array.from(found.indices.subarray(0, 2))).toEqual([10, 260]);
    expect(found.similarities[0]).toBeCloseTo(1, 6);
    const wide = await searchTopK(engine, queries, { ...points, rows: 3 }, 5);
    expect(Array.from(wide.indices.subarray(3, 5))).toEqual([-1, -1]);
    expect(wide.similarities[4]).toBe(-Infinity);
  });

  it('gives a query the same bits alone, in any batch and in any query block', async () => {
    const engine = await DenseEngine.open();
    const points = unitRows(5000, 384, 5);
    const queries = unitRows(40, 384, 6);
    const all = await searchTopK(engine, queries, points, 10);
    for (const [from, to, block] of [[7, 8, 1024], [3, 9, 1024], [0, 40, 3], [20, 40, 7]] as const) {
      const part = await searchTopK(engine, { data: queries.data.subarray(from * 384, to * 384), rows: to - from, cols: 384 }, points, 10, { queryBlock: block, pointBlock: 16384 });
      expect(part.similarities).toEqual(all.similarities.subarray(from * 10, to * 10));
      expect(part.indices).toEqual(all.indices.subarray(from * 10, to * 10));
    }
  });



  it('adds a per-point bias before the top k, so −|c|²/2 finds the nearest centre by distance', async () => {
    const engine = await DenseEngine.open();
    const points = unitRows(41, 16, 9);
    const centres = unitRows(30, 16, 10);
    for (let i = 0; i < centres.data.length; i++) centres.data[i] = (centres.data[i] as number) * (1 + (i % 7) / 5);
    const bias = new Float32Array(30).map((_, c) => -dot(centres, c, centres, c) / 2);
    const found = await searchTopK(engine, points, centres, 1, { queryBlock: 8, pointBlock: 11 }, bias);
    for (let p = 0; p < 41; p++) {
      const distance = (c: number) => dot(centres, c, centres, c) - 2 * dot(points, p, centres, c);
      const nearest = Array.from({ length: 30 }, (_, c) => c).reduce((a, b) => (distance(b) < distance(a) ? b : a));
      expect(found.indices[p]).toBe(nearest);
    }
  });

  it('searches both ways from one product: the rows as searchTopK finds them, each point’s best query, ties to the lower query', async () => {
    const engine = await DenseEngine.open();
    const queries = unitRows(23, 32, 7);
    const points = unitRows(41, 32, 8);
    // Query 20 repeats query 3: every point's best among the two must be the lower one.
    queries.data.set(queries.data.subarray(3 * 32, 4 * 32), 20 * 32);
    for (const blocks of [{ queryBlock: 1024, pointBlock: 16384 }, { queryBlock: 5, pointBlock: 9 }, { queryBlock: 1, pointBlock: 41 }]) {
      const both = await searchTopKBothWays(engine, queries, points, 4, blocks);
      const rows = await searchTopK(engine, queries, points, 4, blocks);
      expect(both.indices).toEqual(rows.indices);
      expect(both.similarities).toEqual(rows.similarities);
      for (let p = 0; p < points.rows; p++) {
        let best = -1;
        for (let q = 0; q < queries.rows; q++) if (best < 0 || dot(queries, q, points, p) > dot(queries, best, points, p) + 1e-6) best = q;
        expect(both.reverse.indices[p]).toBe(best);
        expect(Math.abs((both.reverse.similarities[p] as number) - dot(queries, best, points, p))).toBeLessThan(1e-6);
        expect(both.reverse.indices[p]).not.toBe(20);
      }
    }
    const none = await searchTopKBothWays(engine, { ...queries, rows: 0 }, points, 4);
    expect([...none.reverse.indices]).toEqual(new Array(41).fill(-1));
  });

  it('hands over a product in row blocks with the bits of the product taken whole', async () => {
    const engine = await DenseEngine.open();
    const a = unitRows(1100, 48, 11);
    const whole = await engine.product(a, a);
    const seen: number[] = [];
    await productBlocks(engine, a, a, (from, to, block) => {
      seen.push(from, to);
      const part = whole.subarray(from * 1100, to * 1100);
      // A counted comparison: toEqual on 500,000 floats takes seconds.
      expect(block.length).toBe(part.length);
      expect(block.filter((v, i) => !Object.is(v, part[i])).length).toBe(0);
    }, 512);
    expect(seen).toEqual([0, 512, 512, 1024, 1024, 1100]);
  });

  it('gives on a worker thread the bits it gives on this one, and lets a caller refill its inputs once a call returns', async () => {
    const [here, worker] = await Promise.all([DenseEngine.open(2), DenseEngine.open(2, 'worker')]);
    const a = unitRows(70, 40, 12);
    const b = unitRows(130, 40, 13);
    const bias = Float32Array.from({ length: 130 }, (_, i) => (i % 7) / 10);
    const expected = [await here.product(a, b), await here.topK(a, b, 6, bias), await here.topKColumns(a, b, 3)] as const;
    // Asked for together, as the neighbors stage asks (the next before the last is read), then the inputs overwritten.
    const asked = [worker.product(a, b), worker.topK(a, b, 6, bias), worker.topKColumns(a, b, 3)] as const;
    const [aData, bData] = [a.data.slice(), b.data.slice()];
    a.data.fill(0);
    b.data.fill(0);
    const [product, top, columns] = await Promise.all(asked);
    expect(product).toEqual(expected[0]);
    expect([top.values, top.indices]).toEqual([expected[1].values, expected[1].indices]);
    expect([columns.values, columns.indices, columns.columnMax, columns.columnArg]).toEqual([expected[2].values, expected[2].indices, expected[2].columnMax, expected[2].columnArg]);
    a.data.set(aData);
    b.data.set(bData);
    const searched = await searchTopKBothWays(worker, a, b, 4, { queryBlock: 16, pointBlock: 50 });
    const reference = await searchTopKBothWays(here, a, b, 4, { queryBlock: 16, pointBlock: 50 });
    expect([searched.indices, searched.similarities, searched.reverse.indices]).toEqual([reference.indices, reference.similarities, reference.reverse.indices]);
    // Points in shared memory, which the worker copies once and reads again for every block.
    const shared = await searchTopK(worker, a, { ...b, data: sharedRows(b.data) }, 4, { queryBlock: 16, pointBlock: 50 });
    expect([shared.indices, shared.similarities]).toEqual([reference.indices, reference.similarities]);
  });
  it('takes the row and column maxima of rectangles of a product on its worker, the same bits as product() and a scan, however many calls are in flight', async () => {
    const engine = await DenseEngine.open(undefined, 'worker');
    const rows = unitRows(300, 64, 11).data;
    const matrix = engine.hold(rows);
    const pick = (items: number[]): Rows => {
      const data = new Float32Array(items.length * 64);
      items.forEach((item, i) => data.set(rows.subarray(item * 64, (item + 1) * 64), i * 64));
      return { data, rows: items.length, cols: 64 };
    };
    // Calls of rectangles over runs and scattered rows, one of a lone row, asked for at once.
    const calls = [
      { rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], columns: [100, 101, 102, 250, 251, 17], rectangles: [[0, 5, 0, 3], [5, 7, 0, 6], [0, 12, 3, 3]] },
      { rows: [42], columns: [7, 8, 9, 200], rectangles: [[0, 1, 0, 4], [0, 1, 2, 2]] },
      { rows: [290, 3, 150, 151, 152], columns: Array.from({ length: 120 }, (_, i) => i * 2), rectangles: [[0, 2, 0, 120], [2, 3, 10, 50]] },
    ];
    const asked = calls.map((call) => {
      const fields: number[] = [];
      let rowFloats = 0;
      let colFloats = 0;
      for (const [first, n, col, m] of call.rectangles as Array<[number, number, number, number]>) {
        fields.push(first, n, col, m, rowFloats, colFloats);
        rowFloats += n;
        colFloats += m;
      }
      return engine.maxima({ matrix, dim: 64, rows: Int32Array.from(call.rows), columns: Int32Array.from(call.columns), rectangles: Int32Array.from(fields), rowFloats, colFloats });
    });
    for (const [c, call] of calls.entries()) {
      const { rowMax, colMax } = await (asked[c] as ReturnType<DenseEngine['maxima']>);
      const product = await engine.product(pick(call.rows), pick(call.columns));
      const width = call.columns.length;
      let rowAt = 0;
      let colAt = 0;
      for (const [first, n, col, m] of call.rectangles as Array<[number, number, number, number]>) {
        for (let r = 0; r < n; r++) {
          let best = -Infinity;
          for (let j = 0; j < m; j++) best = Math.max(best, product[(first + r) * width + col + j] as number);
          expect(rowMax[rowAt + r]).toBe(best);
        }
        for (let j = 0; j < m; j++) {
          let best = -Infinity;
          for (let r = 0; r < n; r++) best = Math.max(best, product[(first + r) * width + col + j] as number);
          expect(colMax[colAt + j]).toBe(best);
        }
        rowAt += n;
        colAt += m;
      }
    }
    engine.release(matrix);
  });

  it('holds matrices and takes rectangle maxima only on a worker thread, and says so for a matrix it does not hold', async () => {
    const request = { matrix: 0, dim: 8, rows: Int32Array.of(0), columns: Int32Array.of(1), rectangles: Int32Array.of(0, 1, 0, 1, 0, 0), rowFloats: 1, colFloats: 1 };
    await expect((await DenseEngine.open()).maxima(request)).rejects.toThrow(/worker thread/);
    await expect(DenseEngine.open().then((engine) => engine.hold(new Float32Array(8)))).rejects.toThrow(/worker thread/);
    const engine = await DenseEngine.open(undefined, 'worker');
    const id = engine.hold(unitRows(4, 8, 3).data);
    engine.release(id);
    await expect(engine.maxima({ ...request, matrix: id })).rejects.toThrow(/no matrix/);
  });
});
