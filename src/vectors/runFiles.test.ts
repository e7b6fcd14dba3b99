// A run file read back whole or in part must give exactly the rows asked for, in the order asked, and a file
// that does not match its record must be refused (the caller then falls back to the cache).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/helpers.js';
import { readRunFile, writeRunFile } from './runFiles.js';

describe('run files', () => {
  it('reads all rows, or the kept ones across runs, gaps and reordering', async () => {
    const dir = await tempDir();
    const [rows, width] = [10, 3];
    const data = Float32Array.from({ length: rows * width }, (_, i) => i + 0.5);
    const record = await writeRunFile(dir, 'v.f32', rows, width, data);
    expect(new Float32Array((await readRunFile(dir, record, rows, width)) as ArrayBuffer)).toEqual(data);
    for (const keep of [[], [0], [2, 3, 4], [9, 0, 1, 5, 6], [4, 4]]) {
      const expected = Float32Array.from(keep.flatMap((r) => [...data.subarray(r * width, (r + 1) * width)]));
      expect(new Float32Array((await readRunFile(dir, record, rows, width, keep)) as ArrayBuffer)).toEqual(expected);
    }
  });

  it('refuses a file whose size or shape does not match its record', async () => {
    const dir = await tempDir();
    const record = await writeRunFile(dir, 'v.f32', 4, 2, new Float32Array(8));
    expect(await readRunFile(dir, record, 5, 2)).toBeNull();
    expect(await readRunFile(dir, record, 4, 2, [7])).toBeNull();
    await writeFile(join(dir, 'v.f32'), new Uint8Array(12));
    expect(await readRunFile(dir, record, 4, 2)).toBeNull();
    expect(await readRunFile(dir, { ...record, file: 'missing.f32' }, 4, 2)).toBeNull();
  });
});
