// Independent BERT forward pass in plain JS (float64 accumulation), written
// straight from the BertModel definition rather than from the ONNX graph. The
// build does not use it; tests and scripts/check.ts compare the emitted graph
// against it to prove the graph computes BERT.
import type { BertConfig, WeightSource } from './bertGraph.js';

type Matrix = Float64Array[]; // one row per token

function linear(x: Matrix, w: WeightSource, name: string): Matrix {
  const W = w(`${name}.weight`);
  const b = w(`${name}.bias`).data;
  const [outDim, inDim] = W.dims as [number, number];
  return x.map((row) => {
    const y = new Float64Array(outDim);
    for (let o = 0; o < outDim; o++) {
      let s = b[o]!;
      for (let i = 0; i < inDim; i++) s += W.data[o * inDim + i]! * row[i]!;
      y[o] = s;
    }
    return y;
  });
}

function layerNorm(x: Matrix, w: WeightSource, name: string, eps: number): Matrix {
  const gamma = w(`${name}.weight`).data;
  const beta = w(`${name}.bias`).data;
  return x.map((row) => {
    const mean = row.reduce((a, v) => a + v, 0) / row.length;
    const variance = row.reduce((a, v) => a + (v - mean) ** 2, 0) / row.length;
    const inv = 1 / Math.sqrt(variance + eps);
    return row.map((v, i) => (v - mean) * inv * gamma[i]! + beta[i]!);
  });
}

// Math has no erf. Taylor series below |x| = 3 (terms stay small enough to
// keep ~1e-13 accuracy); above it, erfc's continued fraction, evaluated backward.
export function erf(x: number): number {
  const ax = Math.abs(x);
  if (ax >= 3) {
    let f = ax;
    for (let n = 60; n >= 1; n--) f = ax + n / 2 / f;
    return Math.sign(x) * (1 - Math.exp(-ax * ax) / Math.sqrt(Math.PI) / f);
  }
  let sum = x;
  let term = x;
  for (let n = 1; n < 100; n++) {
    term *= (-x * x) / n;
    sum += term / (2 * n + 1);
  }
  return (2 / Math.sqrt(Math.PI)) * sum;
}

function attention(x: Matrix, w: WeightSource, cfg: BertConfig, name: string): Matrix {
  const q = linear(x, w, `${name}.self.query`);
  const k = linear(x, w, `${name}.self.key`);
  const v = linear(x, w, `${name}.self.value`);
  const d = cfg.hiddenSize / cfg.numHeads;
  const ctx = x.map(() => new Float64Array(cfg.hiddenSize));
  for (let h = 0; h < cfg.numHeads; h++) {
    for (let i = 0; i < x.length; i++) {
      const scores = k.map((kr) => {
        let s = 0;
        for (let j = 0; j < d; j++) s += q[i]![h * d + j]! * kr[h * d + j]!;
        return s / Math.sqrt(d);
      });
      const max = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - max));
      const total = exps.reduce((a, b) => a + b, 0);
      for (let t = 0; t < x.length; t++) {
        for (let j = 0; j < d; j++) ctx[i]![h * d + j]! += (exps[t]! / total) * v[t]![h * d + j]!;
      }
    }
  }
  const out = linear(ctx, w, `${name}.output.dense`);
  return layerNorm(out.map((r, i) => r.map((val, j) => val + x[i]![j]!)), w, `${name}.output.LayerNorm`, cfg.layerNormEps);
}

/** last_hidden_state for one unpadded sequence, token_type_ids all 0. */
export function referenceForward(cfg: BertConfig, w: WeightSource, ids: number[]): Matrix {
  const H = cfg.hiddenSize;
  const word = w('embeddings.word_embeddings.weight').data;
  const pos = w('embeddings.position_embeddings.weight').data;
  const type = w('embeddings.token_type_embeddings.weight').data;
  let x: Matrix = ids.map((id, p) => Float64Array.from({ length: H }, (_, j) => word[id * H + j]! + type[j]! + pos[p * H + j]!));
  x = layerNorm(x, w, 'embeddings.LayerNorm', cfg.layerNormEps);
  for (let l = 0; l < cfg.numLayers; l++) {
    const name = `encoder.layer.${l}`;
    const a = attention(x, w, cfg, `${name}.attention`);
    const up = linear(a, w, `${name}.intermediate.dense`).map((r) => r.map((v) => 0.5 * v * (1 + erf(v / Math.SQRT2))));
    const down = linear(up, w, `${name}.output.dense`);
    x = layerNorm(down.map((r, i) => r.map((v, j) => v + a[i]![j]!)), w, `${name}.output.LayerNorm`, cfg.layerNormEps);
  }
  return x;
}

/** Mean over tokens then L2 normalisation, as sentence-transformers does. */
export function meanPoolNormalize(x: Matrix): Float64Array {
  const out = new Float64Array(x[0]!.length);
  for (const row of x) row.forEach((v, j) => (out[j]! += v / x.length));
  const norm = Math.hypot(...out);
  return out.map((v) => v / norm);
}
