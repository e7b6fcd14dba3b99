// int8 variant of the BERT linears: int8 weights, symmetric per output column, and uint8 activations
// quantized at run time, in one of two ways:
//   - per text: onnxruntime's fused DynamicQuantizeMatMul, which takes one activation scale over its whole
//     input. The embedder runs one text per session.run (embed/sessionPool.ts), so that scale is the text's
//     own and a vector cannot depend on its batch companions or on padding.
//   - per token: our own per-row quantization in front of MatMulInteger, for the FFN down projections,
//     whose GELU inputs carry outliers that a text-wide scale would flatten.
// Weights are int8, not uint8: uint8 × int8 takes MLAS's VNNI kernel (vpdpbusd, exact int32 sums), and
// onnxruntime ≥ 1.25 no longer routes uint8 × uint8 to AMX where there is one. Without VNNI, MLAS's AVX2
// uint8 × int8 kernel can saturate int16 pair sums: one reason the model fingerprint records the CPU's
// features (fingerprint.ts).
//
// Why this mix, measured on 1,000 real texts (tokens per CPU second of one single-threaded session; cosine
// to fp32 min / mean; onnxruntime 1.30 unless said; the full table with every path is in docs/performance.md):
//   uint8 × uint8 per token, padded batches (previous default, ORT 1.14)  3,501  0.9953 / 0.9981
//   uint8 × int8 per token, one text per run                              8,363  0.9943 / 0.9979
//   DynamicQuantizeMatMul per batch, padded (not batch-invariant)         7,603  0.9743 / 0.9938
//   DynamicQuantizeMatMul per text, one text per run                     10,475  0.9852 / 0.9943
//   per text, FFN down per token, one text per run (chosen)              10,068  0.9915 / 0.9969
//   MatMulNBits 8-bit blocks of 32                                        3,995  0.9993 / 0.9997
//   fp32, one text per run                                                4,773  1
// The chosen mix is the fastest batch-invariant one that keeps every cosine above 0.99 with a margin
// (per-token FFN down in layers 0–1 only: 10,444 but 0.9902 at worst on 2,000 texts).
import { ElemType, type GraphBuilder } from './onnxGraph.js';
import { transposeLinear, type LinearEmitter } from './bertGraph.js';

export interface QuantizedColumns {
  /** [rows, cols] row-major, like the fp32 input. */
  values: Int8Array;
  scale: Float32Array;
}

/** Weight levels are symmetric, round(w / column_scale) in [-LEVELS, LEVELS]; activation rows likewise. */
export const LEVELS = 127;

/**
 * Symmetric int8 per column of a [rows, cols] matrix: zero point 0, scale absmax / 127 (rounded to fp32
 * first so quantizing and dequantizing use the same number); an all-zero column gets scale 1.
 */
export function quantizePerColumn(data: Float32Array, rows: number, cols: number): QuantizedColumns {
  const values = new Int8Array(rows * cols);
  const scale = new Float32Array(cols);
  for (let c = 0; c < cols; c++) {
    let absmax = 0;
    for (let r = 0; r < rows; r++) absmax = Math.max(absmax, Math.abs(data[r * cols + c]!));
    const s = Math.fround(absmax > 0 ? absmax / LEVELS : 1);
    scale[c] = s;
    for (let r = 0; r < rows; r++) values[r * cols + c] = Math.min(LEVELS, Math.max(-LEVELS, Math.round(data[r * cols + c]! / s)));
  }
  return { values, scale };
}

export function dequantizePerColumn(q: QuantizedColumns, rows: number, cols: number): Float32Array {
  const out = new Float32Array(rows * cols);
  for (let i = 0; i < out.length; i++) out[i] = q.values[i]! * q.scale[i % cols]!;
  return out;
}

/**
 * Per-token levels are stored as uint8 with this fixed offset: MatMulInteger takes only a scalar A zero
 * point, and a symmetric scheme needs just this one.
 */
export const ROW_ZERO_POINT = 128;
/** Floor for a row's absmax so an all-zero row gets a finite scale (it quantizes to zeros anyway). */
const MIN_ABSMAX = 1e-30;

interface QuantizedRows {
  /** uint8, same shape as x: level + ROW_ZERO_POINT. */
  values: string;
  /** float [..., 1]: absmax / LEVELS of each row. */
  scale: string;
}

/**
 * Per-row symmetric quantization of x over its last axis (k values per row). QuantizeLinear does the
 * divide, round-half-to-even, offset and saturation in one pass, but it only takes a 1-D per-axis scale,
 * hence the flattening to [rows, k]. No Clip: |x| ≤ absmax, so the levels stay within ±127.
 */
function quantizeRows(g: GraphBuilder, x: string, k: number, p: string): QuantizedRows {
  const absmax = g.node('ReduceMax', [g.node('Abs', [x], {}, p)], { axes: [-1], keepdims: 1 }, p);
  // A Div, not a Mul by 1/127, so the scale is exactly the one the tests write out in JS.
  const scale = g.node('Div', [g.node('Max', [absmax, g.floats([MIN_ABSMAX])], {}, p), g.floats([LEVELS])], {}, p);
  const flatScale = g.node('Reshape', [scale, g.int64s([-1])], {}, p);
  const zeroPoints = g.node('Expand', [g.uint8s([ROW_ZERO_POINT]), g.node('Shape', [flatScale], {}, p)], {}, p);
  const flat = g.node('Reshape', [x, g.int64s([-1, k])], {}, p);
  const levels = g.node('QuantizeLinear', [flat, flatScale, zeroPoints], { axis: 0 }, p);
  return { values: g.node('Reshape', [levels, g.node('Shape', [x], {}, p)], {}, p), scale };
}

function weights(g: GraphBuilder, weight: Parameters<LinearEmitter>[2], name: string) {
  const w = transposeLinear(weight);
  const [rows, cols] = w.dims as [number, number];
  const q = quantizePerColumn(w.data, rows, cols);
  return { rows, values: g.initializer(`${name}.weight_quantized`, [rows, cols], q.values), scale: g.initializer(`${name}.weight_scale`, [cols], q.scale) };
}

/**
 * Which linears get per-token activation scales; the rest get one scale per text. Measured on 2,000 real
 * texts against fp32 (min / mean cosine): all per text 0.985 / 0.994; FFN down projections of layers 0–1
 * per token 0.990 / 0.996; of all layers 0.9915 / 0.9969; everything per token 0.9943 / 0.9979.
 */
export type PerTokenRule = (name: string) => boolean;

/** The FFN down projections (`encoder.layer.N.output.dense`), whose GELU inputs carry outliers. */
export const FFN_DOWN: PerTokenRule = (name) => /^encoder\.layer\.\d+\.output\.dense$/.test(name);

/**
 * Emits int8 linears. Per token: y = (Σ_k (xq − 128)·wq) · row_scale · col_scale + bias, the integer sum
 * exact and every other step per row. Linears reading the same tensor share one row quantization. The
 * scales are applied as Mul(Mul(acc, row_scale), col_scale), never Mul(acc, Mul(row_scale, col_scale)),
 * which onnxruntime would fuse into MatMulIntegerToFloat, whose kernel supports a scalar A scale only.
 */
export function int8Linear(perToken: PerTokenRule = FFN_DOWN): LinearEmitter {
  const rowsOf = new Map<string, QuantizedRows>();
  return (g: GraphBuilder, x, weight, bias, name) => {
    const p = `${name}/`;
    const w = weights(g, weight, name);
    const b = g.initializer(`${name}.bias`, bias.dims, bias.data);
    if (!perToken(name)) return g.msNode('DynamicQuantizeMatMul', [x, w.values, w.scale, '', b], {}, p);
    const xq = rowsOf.get(x) ?? quantizeRows(g, x, w.rows, p);
    rowsOf.set(x, xq);
    const acc = g.node('MatMulInteger', [xq.values, w.values, g.uint8s([ROW_ZERO_POINT])], {}, p);
    const accFloat = g.node('Cast', [acc], { to: ElemType.FLOAT }, p);
    const y = g.node('Mul', [g.node('Mul', [accFloat, xq.scale], {}, p), w.scale], {}, p);
    return g.node('Add', [y, b], {}, p);
  };
}
