// Reader for .safetensors weight files: an 8-byte little-endian header length,
// a JSON header mapping tensor names to {dtype, shape, data_offsets}, then one
// raw byte region that every tensor slices. We only need float weights, so F16
// and F32 are decoded to Float32Array and other dtypes are refused on access.
import { readFile } from 'node:fs/promises';

export interface Tensor {
  dims: number[];
  data: Float32Array;
}

interface Entry {
  dtype: string;
  shape: number[];
  offsets: [number, number];
}

const BYTES_PER_ELEMENT: Record<string, number> = { F16: 2, F32: 4 };

// All 65536 half-precision bit patterns decoded once: a table lookup is both
// simpler and faster than bit twiddling for ~23M weights. Every fp16 value is
// exactly representable in fp32, so the table is lossless.
let halfTable: Float32Array | undefined;

export function halfBitsToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h >> 10) & 0x1f;
  const mantissa = h & 0x3ff;
  if (exponent === 0) return sign * mantissa * 2 ** -24; // zero / subnormal
  if (exponent === 31) return mantissa ? Number.NaN : sign * Infinity;
  return sign * (1 + mantissa / 1024) * 2 ** (exponent - 15);
}

export function halfsToFloats(bytes: Uint8Array): Float32Array {
  if (!halfTable) {
    halfTable = new Float32Array(65536);
    for (let h = 0; h < 65536; h++) halfTable[h] = halfBitsToFloat(h);
  }
  const table = halfTable;
  const out = new Float32Array(bytes.length >> 1);
  // Byte-wise reads: tensor offsets need not be 2-byte aligned in the file.
  for (let i = 0; i < out.length; i++) out[i] = table[bytes[2 * i]! | (bytes[2 * i + 1]! << 8)]!;
  return out;
}

export class Safetensors {
  private constructor(
    private readonly data: Uint8Array,
    private readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  static async read(path: string): Promise<Safetensors> {
    return Safetensors.parse(await readFile(path));
  }

  static parse(bytes: Uint8Array): Safetensors {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.length < 8) throw new Error('safetensors: file shorter than its length prefix');
    const headerLength = Number(view.getBigUint64(0, true));
    if (8 + headerLength > bytes.length) throw new Error('safetensors: header runs past end of file');
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + headerLength))) as Record<
      string,
      { dtype: string; shape: number[]; data_offsets: [number, number] }
    >;
    const data = bytes.subarray(8 + headerLength);
    const entries = new Map<string, Entry>();
    for (const [name, e] of Object.entries(header)) {
      if (name === '__metadata__') continue;
      const [start, end] = e.data_offsets;
      if (start > end || end > data.length) throw new Error(`safetensors: ${name} lies outside the data region`);
      entries.set(name, { dtype: e.dtype, shape: e.shape, offsets: [start, end] });
    }
    return new Safetensors(data, entries);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  get(name: string): Tensor {
    const e = this.entries.get(name);
    if (!e) throw new Error(`safetensors: no tensor named ${name}`);
    const size = BYTES_PER_ELEMENT[e.dtype];
    if (!size) throw new Error(`safetensors: ${name} has dtype ${e.dtype}; only F16 and F32 are supported`);
    const count = e.shape.reduce((a, b) => a * b, 1);
    const raw = this.data.subarray(e.offsets[0], e.offsets[1]);
    if (raw.length !== count * size) throw new Error(`safetensors: ${name} byte size does not match its shape`);
    // slice() copies into a fresh, aligned buffer; the host is assumed little-endian like the file.
    const data = e.dtype === 'F16' ? halfsToFloats(raw) : new Float32Array(raw.slice().buffer);
    return { dims: [...e.shape], data };
  }
}
