// Emits a BERT encoder (Hugging Face BertModel minus the pooler) as an ONNX
// graph. The op patterns deliberately mirror what PyTorch's exporter writes at
// opset 14 (decomposed LayerNorm, erf GELU), because onnxruntime fuses exactly
// those patterns into its fast kernels (LayerNormalization, Gelu/BiasGelu, and
// FusedMatMul for the attention scores); opset 14 has no LayerNormalization op.
// Attention stays decomposed fp32: com.microsoft's MultiHeadAttention measured
// no faster on one text per run (10.5k vs 10.4k tokens per CPU second).
import { ElemType, GraphBuilder } from './onnxGraph.js';
import type { Tensor } from './safetensors.js';

export interface BertConfig {
  hiddenSize: number;
  numHeads: number;
  numLayers: number;
  intermediateSize: number;
  layerNormEps: number;
}

export type WeightSource = (name: string) => Tensor;

/**
 * Emits y = x·Wᵀ + b for a PyTorch Linear weight W of shape [out, in]; the fp32
 * and int8 graphs differ only in this function.
 */
export type LinearEmitter = (g: GraphBuilder, x: string, weight: Tensor, bias: Tensor, name: string) => string;

export const OPSET = 14;

export function bertConfigFromJson(json: Record<string, unknown>): BertConfig {
  const num = (key: string): number => {
    const v = json[key];
    if (typeof v !== 'number') throw new Error(`config.json: ${key} missing or not a number`);
    return v;
  };
  if (json['model_type'] !== 'bert') throw new Error(`config.json: model_type ${String(json['model_type'])} is not bert`);
  if (json['hidden_act'] !== 'gelu') throw new Error('config.json: only exact (erf) gelu is supported');
  const cfg = {
    hiddenSize: num('hidden_size'),
    numHeads: num('num_attention_heads'),
    numLayers: num('num_hidden_layers'),
    intermediateSize: num('intermediate_size'),
    layerNormEps: num('layer_norm_eps'),
  };
  if (cfg.hiddenSize % cfg.numHeads !== 0) throw new Error('config.json: hidden_size not divisible by heads');
  return cfg;
}

/** [out, in] → [in, out], the layout MatMul wants for its right-hand side. */
export function transposeLinear(w: Tensor): Tensor {
  const [rows, cols] = w.dims as [number, number];
  const out = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out[c * rows + r] = w.data[r * cols + c]!;
  return { dims: [cols, rows], data: out };
}

export const fp32Linear: LinearEmitter = (g, x, weight, bias, name) => {
  const w = transposeLinear(weight);
  const mm = g.node('MatMul', [x, g.initializer(`${name}.weight`, w.dims, w.data)], {}, `${name}/`);
  return g.node('Add', [mm, g.initializer(`${name}.bias`, bias.dims, bias.data)], {}, `${name}/`);
};

function layerNorm(g: GraphBuilder, x: string, w: WeightSource, name: string, eps: number): string {
  const p = `${name}/`;
  const mean = g.node('ReduceMean', [x], { axes: [-1], keepdims: 1 }, p);
  const centered = g.node('Sub', [x, mean], {}, p);
  const squared = g.node('Pow', [centered, g.floats([2])], {}, p);
  const variance = g.node('ReduceMean', [squared], { axes: [-1], keepdims: 1 }, p);
  const std = g.node('Sqrt', [g.node('Add', [variance, g.floats([eps])], {}, p)], {}, p);
  const normed = g.node('Div', [centered, std], {}, p);
  const gamma = w(`${name}.weight`);
  const beta = w(`${name}.bias`);
  const scaled = g.node('Mul', [normed, g.initializer(`${name}.weight`, gamma.dims, gamma.data)], {}, p);
  return g.node('Add', [scaled, g.initializer(`${name}.bias`, beta.dims, beta.data)], {}, p);
}

/** word + token type + position embeddings; positions are sliced to the runtime sequence length. */
function embeddings(g: GraphBuilder, cfg: BertConfig, w: WeightSource, ids: string, types: string): string {
  const p = 'embeddings/';
  const table = (n: string): string => {
    const t = w(`embeddings.${n}.weight`);
    return g.initializer(`embeddings.${n}.weight`, t.dims, t.data);
  };
  const words = g.node('Gather', [table('word_embeddings'), ids], { axis: 0 }, p);
  const typeEmb = g.node('Gather', [table('token_type_embeddings'), types], { axis: 0 }, p);
  const seqLen = g.node('Slice', [g.node('Shape', [ids], {}, p), g.int64s([1]), g.int64s([2]), g.int64s([0])], {}, p);
  const positions = g.node('Slice', [table('position_embeddings'), g.int64s([0]), seqLen, g.int64s([0])], {}, p);
  const sum = g.node('Add', [g.node('Add', [words, typeEmb], {}, p), positions], {}, p);
  return layerNorm(g, sum, w, 'embeddings.LayerNorm', cfg.layerNormEps);
}

/**
 * [batch, seq] 0/1 mask → additive [batch, 1, 1, seq] bias. -10000 (as in
 * transformers 4.8, which exported this model) underflows exp() to exactly 0
 * in fp32 while staying finite, so no row can become NaN.
 */
function attentionBias(g: GraphBuilder, mask: string): string {
  const p = 'mask/';
  const asFloat = g.node('Cast', [mask], { to: ElemType.FLOAT }, p);
  const inverted = g.node('Sub', [g.floats([1]), asFloat], {}, p);
  const bias = g.node('Mul', [inverted, g.floats([-10000])], {}, p);
  return g.node('Unsqueeze', [bias, g.int64s([1, 2])], {}, p);
}

function splitHeads(g: GraphBuilder, x: string, cfg: BertConfig, perm: number[], p: string): string {
  const headDim = cfg.hiddenSize / cfg.numHeads;
  const shaped = g.node('Reshape', [x, g.int64s([0, 0, cfg.numHeads, headDim])], {}, p);
  return g.node('Transpose', [shaped], { perm }, p);
}

function selfAttention(g: GraphBuilder, cfg: BertConfig, w: WeightSource, linear: LinearEmitter, x: string, bias: string, name: string): string {
  const p = `${name}/`;
  const proj = (n: string): string => linear(g, x, w(`${name}.self.${n}.weight`), w(`${name}.self.${n}.bias`), `${name}.self.${n}`);
  const q = splitHeads(g, proj('query'), cfg, [0, 2, 1, 3], p);
  const kT = splitHeads(g, proj('key'), cfg, [0, 2, 3, 1], p);
  const v = splitHeads(g, proj('value'), cfg, [0, 2, 1, 3], p);
  const scores = g.node('Div', [g.node('MatMul', [q, kT], {}, p), g.floats([Math.sqrt(cfg.hiddenSize / cfg.numHeads)])], {}, p);
  const probs = g.node('Softmax', [g.node('Add', [scores, bias], {}, p)], { axis: -1 }, p);
  const context = g.node('Transpose', [g.node('MatMul', [probs, v], {}, p)], { perm: [0, 2, 1, 3] }, p);
  const merged = g.node('Reshape', [context, g.int64s([0, 0, cfg.hiddenSize])], {}, p);
  const out = linear(g, merged, w(`${name}.output.dense.weight`), w(`${name}.output.dense.bias`), `${name}.output.dense`);
  return layerNorm(g, g.node('Add', [out, x], {}, p), w, `${name}.output.LayerNorm`, cfg.layerNormEps);
}

/** Exact GELU, x·½·(1 + erf(x/√2)), in the Div→Erf→Add→Mul→Mul order ORT's GeluFusion matches. */
function gelu(g: GraphBuilder, x: string, p: string): string {
  const erf = g.node('Erf', [g.node('Div', [x, g.floats([Math.SQRT2])], {}, p)], {}, p);
  const scaled = g.node('Mul', [x, g.node('Add', [erf, g.floats([1])], {}, p)], {}, p);
  return g.node('Mul', [scaled, g.floats([0.5])], {}, p);
}

function encoderLayer(g: GraphBuilder, cfg: BertConfig, w: WeightSource, linear: LinearEmitter, x: string, bias: string, i: number): string {
  const name = `encoder.layer.${i}`;
  const attended = selfAttention(g, cfg, w, linear, x, bias, `${name}.attention`);
  const up = `${name}.intermediate.dense`;
  const hidden = gelu(g, linear(g, attended, w(`${up}.weight`), w(`${up}.bias`), up), `${up}/`);
  const down = `${name}.output.dense`;
  const out = linear(g, hidden, w(`${down}.weight`), w(`${down}.bias`), down);
  return layerNorm(g, g.node('Add', [out, attended], {}, `${name}/`), w, `${name}.output.LayerNorm`, cfg.layerNormEps);
}

/**
 * Whole model: inputs input_ids / attention_mask / token_type_ids (int64
 * [batch, seq], the names transformers.js feeds), output last_hidden_state.
 */
export function buildBertOnnx(cfg: BertConfig, w: WeightSource, linear: LinearEmitter, producerVersion: string): Uint8Array {
  const g = new GraphBuilder();
  const dims = ['batch_size', 'sequence_length'];
  const ids = g.input('input_ids', ElemType.INT64, dims);
  const mask = g.input('attention_mask', ElemType.INT64, dims);
  const types = g.input('token_type_ids', ElemType.INT64, dims);
  let x = embeddings(g, cfg, w, ids, types);
  const bias = attentionBias(g, mask);
  for (let i = 0; i < cfg.numLayers; i++) x = encoderLayer(g, cfg, w, linear, x, bias, i);
  // Identity gives the graph output the name transformers.js reads.
  g.output(g.named('Identity', [x], 'last_hidden_state'), ElemType.FLOAT, [...dims, cfg.hiddenSize]);
  return g.serialize({ name: 'bert_encoder', producerVersion, opset: OPSET });
}
