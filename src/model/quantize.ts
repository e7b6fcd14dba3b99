// int8 variant of the BERT linears: 7-bit weights held as int8, symmetric per output column, and uint8
// activations quantized at run time, in one of two ways:
//   - per text: onnxruntime's fused DynamicQuantizeMatMul, which takes one activation scale over its whole
//     input. The embedder runs one text per session.run (embed/sessionPool.ts), so that scale is the text's
//     own and a vector cannot depend on its batch companions or on padding.
//   - per token: our own per-row quantization in front of MatMulInteger, for the feed-forward linears (up
//     and down projections), whose inputs carry outliers that a text-wide scale would flatten.
// Weights are int8, not uint8: uint8 × int8 takes MLAS's VNNI kernel (vpdpbusd, exact int32 sums), and
// onnxruntime ≥ 1.25 no longer routes uint8 × uint8 to AMX where there is one. Without VNNI (AVX2, and
// AVX-512 without VNNI: many AMD EPYC and older Xeon hosts), MLAS multiplies uint8 × int8 with vpmaddubsw,
// whose sum of two adjacent products saturates at 32,767: with 8-bit weights 2·255·127 overflows it, and on
// such a host the same graph gave other vectors, 0.976 from fp32 at worst against 0.9915 on a VNNI host (2,000
// real texts, `npm run bench -- embed`). Weights of 7 bits (±63) keep every pair sum within 2·255·63 = 32,130,
// so the integer sums are exact on every x86 CPU and a vector no longer depends on the kernel MLAS picked.
//
// Why this mix, measured on an AVX2 host (AMD EPYC, no VNNI): cosine to fp32 min / mean on 2,000 real tools
// and tasks (the embed bench's sample), and the int8 wall time of the two-session embedder on 2,300 real tools,
// tasks and tables against the previous default (per text, FFN down per token, 8-bit weights):
//   8-bit weights, per text, FFN down per token (previous default)      0.9761 / 0.9948   1.00
//   7-bit weights, per text, FFN down per token                         0.9864 / 0.9953   1.01
//   7-bit weights, per text, FFN up and down per token (chosen)         0.9919 / 0.9967   1.07
//   7-bit weights, every linear but Q/K/V per token                     0.9886 / 0.9967   1.08
//   7-bit weights, every linear per token                               0.9922 / 0.9964   1.12
// On a VNNI host, before 7-bit weights (docs/performance.md has that table): 8-bit, FFN down per token 0.9915 /
// 0.9969 at 10,068 tokens per CPU second; DynamicQuantizeMatMul alone 0.9852; fp32 4,773 tokens per CPU second.
// The chosen mix is the fastest that keeps every cosine of the sample above 0.99 on either kind of host.
import { ElemType, type GraphBuilder } from './onnxGraph.js';
import { transposeLinear, type LinearEmitter } from './bertGraph.js';

export interface QuantizedColumns {
  /** [rows, cols] row-major, like the fp32 input. */
  values: Int8Array;
  scale: Float32Array;
}

/** Activation rows (per token) are symmetric, round(x / row_scale) in [-LEVELS, LEVELS], stored with ROW_ZERO_POINT. */
export const LEVELS = 127;
/**
 * Weight levels are symmetric, round(w / column_scale) in [-WEIGHT_LEVELS, WEIGHT_LEVELS]: 7 bits, so that a
 * uint8 activation times two weights can never saturate AVX2's 16-bit pair sums (the header says why).
 */
export const WEIGHT_LEVELS = 63;

/**
 * Symmetric 7-bit levels per column of a [rows, cols] matrix, as int8: zero point 0, scale absmax / 63
 * (rounded to fp32 first so quantizing and dequantizing use the same number); an all-zero column gets scale 1.
 */
export function quantizePerColumn(data: Float32Array, rows: number, cols: number): QuantizedColumns {
  const values = new Int8Array(rows * cols);
  const scale = new Float32Array(cols);
  for (let c = 0; c < cols; c++) {
    let absmax = 0;
    for (let r = 0; r < rows; r++) absmax = Math.max(absmax, Math.abs(data[r * cols + c]!));
    const s = Math.fround(absmax > 0 ? absmax / WEIGHT_LEVELS : 1);
    scale[c] = s;
    for (let r = 0; r < rows; r++) values[r * cols + c] = Math.min(WEIGHT_LEVELS, Math.max(-WEIGHT_LEVELS, Math.round(data[r * cols + c]! / s)));
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

/** Which linears get per-token activation scales; the rest get one scale per text (the header has the figures). */
export type PerTokenRule = (name: string) => boolean;

/**
 * The feed-forward linears: the up projections (`encoder.layer.N.intermediate.dense`), whose inputs are the
 * attention block's output, and the down projections (`encoder.layer.N.output.dense`), whose GELU inputs carry
 * outliers. With 7-bit weights, per-text scales on both lost the most (0.9864 at worst with the down ones alone).
 */
export const FEED_FORWARD: PerTokenRule = (name) => /^encoder\.layer\.\d+\.(intermediate|output)\.dense$/.test(name);

/**
 * Emits int8 linears. Per token: y = (Σ_k (xq − 128)·wq) · row_scale · col_scale + bias, the integer sum
 * exact and every other step per row. Linears reading the same tensor share one row quantization. The
 * scales are applied as Mul(Mul(acc, row_scale), col_scale), never Mul(acc, Mul(row_scale, col_scale)),
 * which onnxruntime would fuse into MatMulIntegerToFloat, whose kernel supports a scalar A scale only.
 */
export function int8Linear(perToken: PerTokenRule = FEED_FORWARD): LinearEmitter {
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
