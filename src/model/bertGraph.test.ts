import { describe, expect, it } from 'vitest';
import ort from 'onnxruntime-node';
import { buildBertOnnx, fp32Linear } from './bertGraph.js';
import { int8Linear } from './quantize.js';
import { referenceForward } from './_referenceBert.js';
import { tinyConfig, tinyWeights } from './_tinyBert.js';

const H = tinyConfig.hiddenSize;

/** Pads every row to `padTo` tokens (default: the longest row) with id 0 and mask 0. */
async function run(model: Uint8Array, batch: number[][], padTo = 0): Promise<Float32Array> {
  const session = await ort.InferenceSession.create(model);
  const S = Math.max(padTo, ...batch.map((r) => r.length));
  const ids = new BigInt64Array(batch.length * S);
  const mask = new BigInt64Array(batch.length * S);
  batch.forEach((row, b) => row.forEach((id, s) => { ids[b * S + s] = BigInt(id); mask[b * S + s] = 1n; }));
  const dims = [batch.length, S];
  const out = await session.run({
    input_ids: new ort.Tensor('int64', ids, dims),
    attention_mask: new ort.Tensor('int64', mask, dims),
    token_type_ids: new ort.Tensor('int64', new BigInt64Array(ids.length), dims),
  });
  const hidden = out['last_hidden_state'];
  expect(hidden?.dims).toEqual([batch.length, S, H]);
  return hidden!.data as Float32Array;
}

describe('BERT graph on a tiny random model', () => {
  const w = tinyWeights();
  // Second row is shorter, so it is padded and exercises the attention mask.
  const batch = [[2, 5, 7, 11, 3], [2, 9, 3]];

  it('fp32 graph matches the reference forward pass, padding included', async () => {
    const got = await run(buildBertOnnx(tinyConfig, w, fp32Linear, 'test'), batch);
    const S = 5;
    batch.forEach((row, b) => {
      const ref = referenceForward(tinyConfig, w, row);
      row.forEach((_, s) => ref[s]!.forEach((v, j) => expect(got[(b * S + s) * H + j]).toBeCloseTo(v, 4)));
    });
  });

  it('int8 graph stays close to fp32', async () => {
    const fp32 = await run(buildBertOnnx(tinyConfig, w, fp32Linear, 'test'), batch);
    const int8 = await run(buildBertOnnx(tinyConfig, w, int8Linear(), 'test'), batch);
    let dot = 0, a = 0, b = 0;
    fp32.forEach((v, i) => { dot += v * int8[i]!; a += v * v; b += int8[i]! ** 2; });
    expect(dot / Math.sqrt(a * b)).toBeGreaterThan(0.98);
  });

  // The default graph's per-text scales make batches matter (the embedder runs one text per run, tested in
  // buildModel.test.ts); with every linear per token, the graph on its own ignores batching.
  it('int8 graph with per-token scales gives each text the same bits alone, batched and padded', async () => {
    const model = buildBertOnnx(tinyConfig, w, int8Linear(() => true), 'test');
    // Rows whose activations differ in scale, so a shared (per-tensor) scale would show.
    const rows = [[2, 5, 7, 11, 3], [2, 9, 3], [2, 19, 18, 17, 16, 15, 3], [2, 1, 3]];
    const alone = await Promise.all(rows.map((r) => run(model, [r])));
    for (const padTo of [0, 12]) {
      const batched = await run(model, rows, padTo);
      const S = Math.max(padTo, ...rows.map((r) => r.length));
      rows.forEach((row, b) => {
        const got = batched.subarray(b * S * H, (b * S + row.length) * H);
        expect(Array.from(got)).toEqual(Array.from(alone[b]!));
      });
    }
  });

  it('serializes deterministically', () => {
    const a = buildBertOnnx(tinyConfig, w, int8Linear(), 'test');
    const b = buildBertOnnx(tinyConfig, tinyWeights(), int8Linear(), 'test');
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
