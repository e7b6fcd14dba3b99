import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { OPSET, transposeLinear } from './bertGraph.js';
import { ElemType, GraphBuilder } from './onnxGraph.js';
import { dequantizePerColumn, FEED_FORWARD, int8Linear, LEVELS, quantizePerColumn, WEIGHT_LEVELS } from './quantize.js';

describe('quantizePerColumn', () => {
  it('keeps each column within half a step, symmetric, zero exact', () => {
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
    expect(q.values[7 * cols + 2]).toBe(WEIGHT_LEVELS);
    expect(Math.min(...q.values)).toBeGreaterThanOrEqual(-WEIGHT_LEVELS);
  });

  it('gives a constant-zero column a usable scale', () => {
    const q = quantizePerColumn(new Float32Array(4), 4, 1);
    expect(q.scale[0]).toBe(1);
    expect(Array.from(dequantizePerColumn(q, 4, 1))).toEqual([0, 0, 0, 0]);
  });
});

describe('FEED_FORWARD', () => {
  it.each([
    ['encoder.layer.0.output.dense', true],
    ['encoder.layer.11.output.dense', true],
    ['encoder.layer.0.intermediate.dense', true],
    ['encoder.layer.0.attention.output.dense', false],
    ['encoder.layer.0.attention.self.query', false],
  ])('%s → %s', (name, perToken) => expect(FEED_FORWARD(name)).toBe(perToken));
});

describe('int8Linear', () => {
  const K = 6;
  const N = 3;
  const weight = { dims: [N, K], data: Float32Array.from({ length: N * K }, (_, i) => Math.sin(i * 1.7) * 0.3) };
  const bias = { dims: [N], data: Float32Array.from([0.5, -1, 0.25]) };
  // Rows of very different magnitude plus an all-zero row: per token, each must get its own scale.
  const x = Float32Array.from([
    [0.01, -0.02, 0.005, 0.03, -0.01, 0.002],
    [50, -20, 3, 0.5, -75, 10],
    [0, 0, 0, 0, 0, 0],
  ].flat());
  const w = quantizePerColumn(transposeLinear(weight).data, K, N);

  async function run(perToken: boolean, rows: Float32Array, count: number): Promise<Float32Array> {
    const g = new GraphBuilder();
    const input = g.input('x', ElemType.FLOAT, [1, count, K]);
    g.output(g.named('Identity', [int8Linear(() => perToken)(g, input, weight, bias, 'lin')], 'y'), ElemType.FLOAT, [1, count, N]);
    const session = await ort.InferenceSession.create(g.serialize({ name: 't', producerVersion: 'test', opset: OPSET }));
    return (await session.run({ x: new ort.Tensor('float32', rows, [1, count, K]) }))['y']!.data as Float32Array;
  }

  /** The per-token scheme written out in JS: symmetric levels per row, exact integer dot, two scale multiplies. */
  function perTokenExpected(): Float32Array {
    const out = new Float32Array(3 * N);
    for (let r = 0; r < 3; r++) {
      const row = x.subarray(r * K, (r + 1) * K);
      const scale = Math.fround(Math.max(...row.map(Math.abs), 1e-30) / LEVELS);
      const levels = Array.from(row, (v) => Math.round(Math.fround(v / scale)));
      for (let c = 0; c < N; c++) {
        let acc = 0;
        levels.forEach((l, k) => { acc += l * w.values[k * N + c]!; });
        out[r * N + c] = Math.fround(Math.fround(Math.fround(acc * scale) * w.scale[c]!) + bias.data[c]!);
      }
    }
    return out;
  }

  it('per token: quantizes each activation row with its own scale', async () => {
    const y = await run(true, x, 3);
    perTokenExpected().forEach((v, i) => expect(y[i]).toBeCloseTo(v, 5));
    expect(Array.from(y.subarray(2 * N))).toEqual(Array.from(bias.data));
  });

  it('per text: one scale over the input, so a small row next to a large one loses its precision', async () => {
    const exact = (r: number, c: number) => bias.data[c]! + Array.from(x.subarray(r * K, (r + 1) * K)).reduce((s, v, k) => s + v * weight.data[c * K + k]!, 0);
    const alone = await run(false, x.subarray(0, K), 1);
    const together = await run(false, x, 3);
    for (let c = 0; c < N; c++) {
      expect(alone[c]).toBeCloseTo(exact(0, c), 2);
      expect(together[N + c]).toBeCloseTo(exact(1, c), -1);
    }
    // The small row's output changes with its companion: this is why the embedder runs one text at a time.
    expect(Array.from(together.subarray(0, N))).not.toEqual(Array.from(alone));
  });
});

describe('int8 linears on any x86 CPU', () => {
  // Every activation at its largest level against every weight at its largest: each pair of products is
  // 2·255·63, the most a 16-bit pair sum (AVX2's vpmaddubsw, used where there is no VNNI) holds without
  // saturating. With 8-bit weights the same product came out at half its value on an AVX2 host.
  const K = 64;
  const N = 4;
  const weight = { dims: [N, K], data: new Float32Array(N * K).fill(0.25) };
  const bias = { dims: [N], data: new Float32Array(N) };

  it.each([['per token', true], ['per text', false]])('%s: sums stay exact at the largest levels', async (_, perToken) => {
    const g = new GraphBuilder();
    const input = g.input('x', ElemType.FLOAT, [1, 2, K]);
    g.output(g.named('Identity', [int8Linear(() => perToken)(g, input, weight, bias, 'lin')], 'y'), ElemType.FLOAT, [1, 2, N]);
    const session = await ort.InferenceSession.create(g.serialize({ name: 't', producerVersion: 'test', opset: OPSET }));
    const x = new Float32Array(2 * K).fill(3);
    const y = (await session.run({ x: new ort.Tensor('float32', x, [1, 2, K]) }))['y']!.data as Float32Array;
    // 64 · 3 · 0.25 = 48; quantization alone moves it by well under 1%.
    for (const v of y) expect(Math.abs(v - 48) / 48).toBeLessThan(0.01);
  });
});
