// int8 variant of the BERT linears: uint8 weights quantized per output column,
// activations quantized at run time with one scale per token row. A row's
// scale depends only on that row, so an embedding does not change with the
// other texts in its batch or with padding; the per-tensor scale of
// DynamicQuantizeLinear made it depend on both, and callers cache embeddings
// by text, so they must come out the same however the texts were batched.
import { ElemType, type GraphBuilder } from './onnxGraph.js';
import { fp32Linear, transposeLinear, type LinearEmitter } from './bertGraph.js';

export interface QuantizedColumns {
  /** [rows, cols] row-major, like the fp32 input. */
  values: Uint8Array;
  scale: Float32Array;
  zeroPoint: Uint8Array;
}

/**
 * Asymmetric uint8 per column of a [rows, cols] matrix. The range always
 * includes 0 so that 0 is exact (ORT's convention), and the scale is rounded
 * to fp32 first so quantizing and dequantizing use the same number.
 */
export function quantizePerColumn(data: Float32Array, rows: number, cols: number): QuantizedColumns {
  const values = new Uint8Array(rows * cols);
  const scale = new Float32Array(cols);
  const zeroPoint = new Uint8Array(cols);
  for (let c = 0; c < cols; c++) {
    let lo = 0;
    let hi = 0;
    for (let r = 0; r < rows; r++) {
      const v = data[r * cols + c]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    const s = Math.fround(hi > lo ? (hi - lo) / 255 : 1);
    const zp = Math.min(255, Math.max(0, Math.round(-lo / s)));
    scale[c] = s;
    zeroPoint[c] = zp;
    for (let r = 0; r < rows; r++) {
      values[r * cols + c] = Math.min(255, Math.max(0, Math.round(data[r * cols + c]! / s) + zp));
    }
  }
  return { values, scale, zeroPoint };
}

export function dequantizePerColumn(q: QuantizedColumns, rows: number, cols: number): Float32Array {
  const out = new Float32Array(rows * cols);
  for (let i = 0; i < out.length; i++) {
    const c = i % cols;
    out[i] = (q.values[i]! - q.zeroPoint[c]!) * q.scale[c]!;
  }
  return out;
}

/** Per-row activation levels are symmetric: round(x / row_scale) lies in [-ROW_LEVELS, ROW_LEVELS]. */
export const ROW_LEVELS = 127;
/**
 * The signed levels are stored as uint8 with this fixed offset. ORT 1.14's CPU
 * MatMulInteger has no (int8 A, uint8 B) kernel, runs (int8, int8) on a slow
 * generic path (~14 texts/s here), and rejects a per-row A zero point; a
 * symmetric scheme needs only this one scalar zero point, and uint8 × uint8
 * keeps the existing per-column weights and MLAS's fast, non-saturating kernel.
 */
export const ROW_ZERO_POINT = 128;
/** Floor for a row's absmax so an all-zero row gets a finite scale (it quantizes to zeros anyway). */
const MIN_ABSMAX = 1e-30;

interface QuantizedRows {
  /** uint8, same shape as x: level + ROW_ZERO_POINT. */
  values: string;
  /** float [..., 1]: absmax / ROW_LEVELS of each row. */
  scale: string;
}

/**
 * Per-row symmetric quantization of x over its last axis (k values per row).
 * QuantizeLinear does the divide, round-half-to-even, offset and saturation in
 * one pass (measured ~10% faster overall than separate Div/Round/Add/Cast), but
 * it only takes a 1-D per-axis scale, hence the flattening to [rows, k]. No Clip:
 * |x| ≤ absmax, so |x / scale| < 127.5 and the levels stay within ±127.
 */
function quantizeRows(g: GraphBuilder, x: string, k: number, p: string): QuantizedRows {
  const absmax = g.node('ReduceMax', [g.node('Abs', [x], {}, p)], { axes: [-1], keepdims: 1 }, p);
  // A Div, not a Mul by 1/127: see int8Linear on ORT's MatMulIntegerToFloat fusion.
  const scale = g.node('Div', [g.node('Max', [absmax, g.floats([MIN_ABSMAX])], {}, p), g.floats([ROW_LEVELS])], {}, p);
  const flatScale = g.node('Reshape', [scale, g.int64s([-1])], {}, p);
  const zeroPoints = g.node('Expand', [g.uint8s([ROW_ZERO_POINT]), g.node('Shape', [flatScale], {}, p)], {}, p);
  const flat = g.node('Reshape', [x, g.int64s([-1, k])], {}, p);
  const levels = g.node('QuantizeLinear', [flat, flatScale, zeroPoints], { axis: 0 }, p);
  return { values: g.node('Reshape', [levels, g.node('Shape', [x], {}, p)], {}, p), scale };
}

/**
 * Emits int8 linears, except those `keepFp32` names, which fall back to fp32.
 * Linears reading the same tensor (Q/K/V) share one row quantization.
 *
 * y = (Σ_k (xq − 128)(wq − wzp)) · row_scale · col_scale + bias. The integer
 * sum is exact and every other step is per row, so a token's output cannot
 * depend on the rest of the batch. The scales are applied as Mul(Mul(acc,
 * row_scale), col_scale), never Mul(acc, Mul(row_scale, col_scale)): ORT 1.14
 * fuses the latter (+ bias Add) into MatMulIntegerToFloat, whose kernel
 * multiplies the bias by a non-scalar A scale too (checked: wrong output).
 */
export function int8Linear(keepFp32: (name: string) => boolean = () => false): LinearEmitter {
  const rowsOf = new Map<string, QuantizedRows>();
  return (g: GraphBuilder, x, weight, bias, name) => {
    if (keepFp32(name)) return fp32Linear(g, x, weight, bias, name);
    const p = `${name}/`;
    const w = transposeLinear(weight);
    const [rows, cols] = w.dims as [number, number];
    const q = quantizePerColumn(w.data, rows, cols);
    const wq = g.initializer(`${name}.weight_quantized`, [rows, cols], q.values);
    const wScale = g.initializer(`${name}.weight_scale`, [cols], q.scale);
    const wZero = g.initializer(`${name}.weight_zero_point`, [cols], q.zeroPoint);
    const xq = rowsOf.get(x) ?? quantizeRows(g, x, rows, p);
    rowsOf.set(x, xq);
    const acc = g.node('MatMulInteger', [xq.values, wq, g.uint8s([ROW_ZERO_POINT]), wZero], {}, p);
    const accFloat = g.node('Cast', [acc], { to: ElemType.FLOAT }, p);
    const y = g.node('Mul', [g.node('Mul', [accFloat, xq.scale], {}, p), wScale], {}, p);
    return g.node('Add', [y, g.initializer(`${name}.bias`, bias.dims, bias.data)], {}, p);
  };
}
