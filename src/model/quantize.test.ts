import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { OPSET, transposeLinear } from './bertGraph.js';
import { ElemType, GraphBuilder } from './onnxGraph.js';
import { dequantizePerColumn, int8Linear, quantizePerColumn, ROW_LEVELS } from './quantize.js';

describe('quantizePerColumn', () => {
  it('keeps each column within half a step and zero exact', () => {
    const rows = 50;
    const cols = 3;
    // Column 0 all positive, column 1 all negative, column 2 mixed with a large outlier.
    const data = Float32Array.from({ length: rows * cols }, (_, i) => {
      const r = Math.floor(i / cols);
      const c = i % cols;
      return c === 0 ? r / 10 : c === 1 ? -r / 100 : r === 7 ? 40 : Math.sin(r);
    });
    data[0] = 0;
    const q = quantizePerColumn(data, rows, cols);
    const back = dequantizePerColumn(q, rows, cols);
    for (let i = 0; i < data.length; i++) expect(Math.abs(back[i]! - data[i]!)).toBeLessThanOrEqual(q.scale[i % cols]! / 2 + 1e-6);
    expect(back[0]).toBe(0);
    expect(q.zeroPoint[0]).toBe(0);
    expect(q.zeroPoint[1]).toBe(255);
  });

  it('gives a constant-zero column a usable scale', () => {
    const q = quantizePerColumn(new Float32Array(4), 4, 1);
    expect(q.scale[0]).toBe(1);
    expect(Array.from(dequantizePerColumn(q, 4, 1))).toEqual([0, 0, 0, 0]);
  });
});

describe('int8Linear', () => {
  const K = 6;
  const N = 3;
  const weight = { dims: [N, K], data: Float32Array.from({ length: N * K }, (_, i) => Math.sin(i * 1.7) * 0.3) };
  const bias = { dims: [N], data: Float32Array.from([0.5, -1, 0.25]) };
  // Rows of very different magnitude plus an all-zero row: each must get its own scale.
  const x = Float32Array.from([
    [0.01, -0.02, 0.005, 0.03, -0.01, 0.002],
    [50, -20, 3, 0.5, -75, 10],
    [0, 0, 0, 0, 0, 0],
  ].flat());

  /** The scheme written out in JS: per-row symmetric levels, exact integer dot, two scale multiplies. */
  function expected(): Float32Array {
    const w = quantizePerColumn(transposeLinear(weight).data, K, N);
    const out = new Float32Array(3 * N);
    for (let r = 0; r < 3; r++) {
      const row = x.subarray(r * K, (r + 1) * K);
      const scale = Math.fround(Math.max(...row.map(Math.abs), 1e-30) / ROW_LEVELS);
      const levels = Array.from(row, (v) => Math.round(Math.fround(v / scale)));
      for (let c = 0; c < N; c++) {
        let acc = 0;
        levels.forEach((l, k) => { acc += l * (w.values[k * N + c]! - w.zeroPoint[c]!); });
        out[r * N + c] = Math.fround(Math.fround(Math.fround(acc * scale) * w.scale[c]!) + bias.data[c]!);
      }
    }
    return out;
  }

  it('quantizes each activation row with its own scale', async () => {
    const g = new GraphBuilder();
    const input = g.input('x', ElemType.FLOAT, [1, 3, K]);
    g.output(g.named('Identity', [int8Linear()(g, input, weight, bias, 'lin')], 'y'), ElemType.FLOAT, [1, 3, N]);
    const session = await ort.InferenceSession.create(g.serialize({ name: 't', producerVersion: 'test', opset: OPSET }));
    const y = (await session.run({ x: new ort.Tensor('float32', x, [1, 3, K]) }))['y']!.data as Float32Array;
    const want = expected();
    want.forEach((v, i) => expect(y[i]).toBeCloseTo(v, 5));
    expect(Array.from(y.subarray(2 * N))).toEqual(Array.from(bias.data));
  });
});
