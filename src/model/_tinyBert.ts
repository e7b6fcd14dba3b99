// Seeded random weights for a tiny BERT, so graph tests run in milliseconds
// without the real model.
import type { BertConfig, WeightSource } from './bertGraph.js';
import type { Tensor } from './safetensors.js';

export const tinyConfig: BertConfig = { hiddenSize: 8, numHeads: 2, numLayers: 2, intermediateSize: 16, layerNormEps: 1e-12 };
export const tinyVocab = 20;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function tinyWeights(cfg: BertConfig = tinyConfig, seed = 1): WeightSource {
  const rand = mulberry32(seed);
  const H = cfg.hiddenSize;
  const I = cfg.intermediateSize;
  const shapes: Record<string, number[]> = {
    'embeddings.word_embeddings.weight': [tinyVocab, H],
    'embeddings.position_embeddings.weight': [16, H],
    'embeddings.token_type_embeddings.weight': [2, H],
    'embeddings.LayerNorm.weight': [H],
    'embeddings.LayerNorm.bias': [H],
  };
  for (let l = 0; l < cfg.numLayers; l++) {
    const p = `encoder.layer.${l}`;
    for (const n of ['query', 'key', 'value']) Object.assign(shapes, { [`${p}.attention.self.${n}.weight`]: [H, H], [`${p}.attention.self.${n}.bias`]: [H] });
    Object.assign(shapes, {
      [`${p}.attention.output.dense.weight`]: [H, H], [`${p}.attention.output.dense.bias`]: [H],
      [`${p}.attention.output.LayerNorm.weight`]: [H], [`${p}.attention.output.LayerNorm.bias`]: [H],
      [`${p}.intermediate.dense.weight`]: [I, H], [`${p}.intermediate.dense.bias`]: [I],
      [`${p}.output.dense.weight`]: [H, I], [`${p}.output.dense.bias`]: [H],
      [`${p}.output.LayerNorm.weight`]: [H], [`${p}.output.LayerNorm.bias`]: [H],
    });
  }
  const tensors = new Map<string, Tensor>();
  for (const [name, dims] of Object.entries(shapes)) {
    const n = dims.reduce((a, b) => a * b, 1);
    const isGamma = name.endsWith('LayerNorm.weight');
    tensors.set(name, { dims, data: Float32Array.from({ length: n }, () => (isGamma ? 1 : 0) + (rand() - 0.5)) });
  }
  return (name) => {
    const t = tensors.get(name);
    if (!t) throw new Error(`tiny weights: no ${name}`);
    return t;
  };
}
