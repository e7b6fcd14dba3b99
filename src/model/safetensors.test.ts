import { describe, expect, it } from 'vitest';
import { halfBitsToFloat, Safetensors } from './safetensors.js';

/** Builds a .safetensors byte image from named raw tensors. */
function file(tensors: Record<string, { dtype: string; shape: number[]; bytes: Uint8Array }>): Uint8Array {
  const header: Record<string, unknown> = { __metadata__: { format: 'pt' } };
  let offset = 0;
  for (const [name, t] of Object.entries(tensors)) {
    header[name] = { dtype: t.dtype, shape: t.shape, data_offsets: [offset, offset + t.bytes.length] };
    offset += t.bytes.length;
  }
  const json = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(8 + json.length + offset);
  new DataView(out.buffer).setBigUint64(0, BigInt(json.length), true);
  out.set(json, 8);
  let at = 8 + json.length;
  for (const t of Object.values(tensors)) { out.set(t.bytes, at); at += t.bytes.length; }
  return out;
}

const u16 = (...v: number[]): Uint8Array => new Uint8Array(Uint16Array.from(v).buffer);

describe('fp16 decoding', () => {
  it('handles normals, subnormals, zeros and specials', () => {
    expect(halfBitsToFloat(0x3c00)).toBe(1);
    expect(halfBitsToFloat(0xc000)).toBe(-2);
    expect(halfBitsToFloat(0x7bff)).toBe(65504);
    expect(halfBitsToFloat(0x0001)).toBe(2 ** -24);
    expect(halfBitsToFloat(0x3555)).toBeCloseTo(0.333251953125, 12);
    expect(Object.is(halfBitsToFloat(0x8000), -0)).toBe(true);
    expect(halfBitsToFloat(0x7c00)).toBe(Infinity);
    expect(halfBitsToFloat(0xfc00)).toBe(-Infinity);
    expect(halfBitsToFloat(0x7e00)).toBeNaN();
  });
});

describe('Safetensors', () => {
  const f32 = new Uint8Array(Float32Array.from([1.5, -2.25, 3]).buffer);
  const bytes = file({
    ids: { dtype: 'I64', shape: [1], bytes: new Uint8Array(8) },
    half: { dtype: 'F16', shape: [2, 2], bytes: u16(0x3c00, 0xc000, 0x3800, 0x0000) },
    single: { dtype: 'F32', shape: [3], bytes: f32 },
  });

  it('reads F16 (at an odd offset) and F32 tensors as fp32', () => {
    // Shift the whole file by one byte so tensor data is unaligned.
    const shifted = new Uint8Array(bytes.length + 1).fill(7);
    shifted.set(bytes, 1);
    const st = Safetensors.parse(shifted.subarray(1));
    expect(st.names()).toEqual(['ids', 'half', 'single']);
    expect(st.get('half')).toEqual({ dims: [2, 2], data: Float32Array.from([1, -2, 0.5, 0]) });
    expect(Array.from(st.get('single').data)).toEqual([1.5, -2.25, 3]);
  });

  it('refuses unsupported dtypes, unknown names and truncated files', () => {
    const st = Safetensors.parse(bytes);
    expect(() => st.get('ids')).toThrow(/I64/);
    expect(() => st.get('nope')).toThrow(/no tensor/);
    expect(() => Safetensors.parse(bytes.subarray(0, bytes.length - 4))).toThrow(/outside/);
  });
});
