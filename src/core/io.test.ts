// Atomic writes on a failing file system: each errno a write can meet becomes one EnvsieveError naming the
// artifact (not the temp file), no unhandled 'error' event, and no temporary file left behind.
import * as fs from 'node:fs';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

let failWith: string | null = null;
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return {
    ...real,
    createWriteStream: (...args: Parameters<typeof real.createWriteStream>) => {
      const stream = real.createWriteStream(...args);
      const code = failWith;
      if (code) {
        stream._write = (_chunk, _encoding, callback) => callback(Object.assign(new Error(`${code}: simulated`), { code, syscall: 'write' }));
      }
      return stream;
    },
  };
});

const { AtomicWriter, writeFileAtomic } = await import('./io.js');

afterEach(() => {
  failWith = null;
});

describe('atomic writes on a failing file system', () => {
  it.each([
    ['ENOSPC', 'no space left on the device'],
    ['EDQUOT', 'disk quota exceeded'],
    ['EROFS', 'read-only file system'],
    ['EACCES', 'permission denied'],
    ['EIO', 'input/output error'],
  ])('%s: one line naming the artifact, no temp file left', async (code, reason) => {
    const dir = await mkdtemp(join(tmpdir(), 'envsieve-io-'));
    const path = join(dir, 'items.jsonl');
    failWith = code;
    await expect(writeFileAtomic(path, 'x'.repeat(1 << 20))).rejects.toThrow(`${path}: cannot write: ${reason} (${code})`);
    expect(await readdir(dir)).toEqual([]);
  });

  it('a writer failing mid-stream fails its next write, and the partial file is gone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'envsieve-io-'));
    failWith = 'ENOSPC';
    const writer = await AtomicWriter.open(join(dir, 'environments.jsonl'));
    let failure: unknown = null;
    try {
      for (let i = 0; i < 100; i++) await writer.writeJsonLine({ i, pad: 'y'.repeat(1000) });
      await writer.close();
    } catch (error) {
      failure = error;
    }
    expect(String(failure)).toContain('no space left on the device');
    await new Promise((done) => setTimeout(done, 20));
    expect(await readdir(dir)).toEqual([]);
  });

  it('a directory that cannot be made is named', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'envsieve-io-'));
    await writeFile(join(dir, 'file'), '');
    await expect(writeFileAtomic(join(dir, 'file', 'run', 'x.json'), '{}')).rejects.toThrow(/cannot create the directory: a part of the path is not a directory \(ENOTDIR\)$/);
    expect(fs.existsSync(join(dir, 'file'))).toBe(true);
  });
});
