// The code fingerprint in every stage key: any change to the code changes it, a test beside the sources or a
// source map does not, and it does not depend on the order a directory lists its files in.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/helpers.js';
import { codeFingerprint, fingerprintOf } from './version.js';

async function tree(files: Record<string, string>): Promise<string> {
  const dir = await tempDir();
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe('fingerprintOf', () => {
  it('changes with any byte or path of the code, not with tests, source maps or listing order', async () => {
    const base = { 'a/x.js': 'export const x = 1;\n', 'b.js': 'export const b = 2;\n' };
    const one = fingerprintOf(await tree(base), 'js');
    expect(fingerprintOf(await tree({ 'b.js': base['b.js'], 'a/x.js': base['a/x.js'] }), 'js')).toBe(one);
    expect(fingerprintOf(await tree({ ...base, 'a/x.js.map': '{}', 'a/x.d.ts': 'export {}' }), 'js')).toBe(one);
    expect(fingerprintOf(await tree({ ...base, 'a/x.js': 'export const x = 2;\n' }), 'js')).not.toBe(one);
    expect(fingerprintOf(await tree({ 'a/y.js': base['a/x.js'], 'b.js': base['b.js'] }), 'js')).not.toBe(one);
    const src = { 'x.ts': 'export const x = 1;\n' };
    expect(fingerprintOf(await tree({ ...src, 'x.test.ts': 'test' }), 'ts')).toBe(fingerprintOf(await tree(src), 'ts'));
  });

  it('fingerprints this package once per process', () => {
    expect(codeFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(codeFingerprint()).toBe(codeFingerprint());
  });
});
