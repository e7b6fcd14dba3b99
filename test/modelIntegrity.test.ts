// A damaged model and a damaged cache (issue 12, defect 3): the model is verified against build.json when it
// is loaded, reported not ready and rebuilt rather than "up to date"; no NaN or wrong-length vector reaches
// the cache; a scribbled cache page is one line naming the file.
import { copyFile, mkdir, open, readFile, symlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { embed, EnvsieveError, ingest } from '../src/index.js';
import { VectorCache, textHash } from '../src/embed/index.js';
import { buildModel, defaultModelDir, modelInfo } from '../src/model/index.js';
import { SAMPLE, tempDir } from './helpers.js';

const GRAPH = 'onnx/model_quantized.onnx';
let damaged: string;

/** A copy of the built model whose int8 graph has 64 bytes flipped in the middle: same size, other hash. */
beforeAll(async () => {
  damaged = join(await tempDir(), 'all-MiniLM-L6-v2');
  const source = defaultModelDir();
  await mkdir(join(damaged, 'onnx'), { recursive: true });
  for (const name of ['build.json', 'config.json', 'tokenizer.json', 'tokenizer_config.json']) await copyFile(join(source, name), join(damaged, name));
  await symlink(join(source, 'onnx/model.onnx'), join(damaged, 'onnx/model.onnx'));
  await copyFile(join(source, GRAPH), join(damaged, GRAPH));
  const handle = await open(join(damaged, GRAPH), 'r+');
  const { size } = await handle.stat();
  const at = Math.floor(size / 2);
  const bytes = Buffer.alloc(64);
  await handle.read(bytes, 0, 64, at);
  await handle.write(bytes.map((b) => b ^ 0xff), 0, 64, at);
  await handle.close();
}, 60_000);

describe('a damaged model', () => {
  it('is not ready, and model info says which file', async () => {
    const info = await modelInfo(damaged);
    expect(info.ready).toBe(false);
    expect(info.problems).toEqual([`${GRAPH}'s sha256 differs from the one build.json records`]);
  });

  it('stops embed before any vector is made, with one line naming the model', async () => {
    const dir = await tempDir();
    const run = join(dir, 'run');
    await ingest({ portfolio: [join(SAMPLE, 'portfolio.jsonl')] }, { outDir: run });
    const attempt = embed(run, { modelDir: damaged, cacheDir: join(dir, 'cache') });
    await expect(attempt).rejects.toThrow(EnvsieveError);
    await expect(attempt).rejects.toThrow(`${damaged}: the model is damaged: ${GRAPH}'s sha256 differs from the one build.json records; run 'envsieve model build' to rebuild it`);
  });
});

describe('model build over a damaged model', () => {
  it('rebuilds it instead of saying "up to date", after which it is ready', async () => {
    const lines: string[] = [];
    await buildModel({ outDir: dirname(damaged), log: (line) => lines.push(line) });
    expect(lines.join('\n')).not.toContain('up to date');
    expect((await modelInfo(damaged)).ready).toBe(true);
  }, 120_000);
});

describe('the embedding cache', () => {
  it('refuses NaN and wrong-length vectors and stores nothing of their batch', async () => {
    const cache = VectorCache.open(join(await tempDir(), 'cache'));
    const good = { hash: textHash('good'), vector: new Float32Array(4).fill(0.5), tokens: 1 };
    for (const bad of [new Float32Array([0.5, Number.NaN, 0.5, 0.5]), new Float32Array(3).fill(0.5), new Float32Array([Infinity, 0, 0, 0])]) {
      expect(() => cache.putVectors('m', [good, { hash: textHash('bad'), vector: bad, tokens: 1 }], 4)).toThrow(/the model produced a vector with/);
    }
    expect(cache.countVectors('m')).toBe(0);
    cache.putVectors('m', [good], 4);
    expect(cache.countVectors('m')).toBe(1);
    cache.close();
  });

  it('with a scribbled page fails with one line naming cache.sqlite and how to recover', async () => {
    const dir = join(await tempDir(), 'cache');
    const cache = VectorCache.open(dir);
    const entries = Array.from({ length: 2000 }, (_, i) => ({ hash: textHash(`text ${i}`), vector: new Float32Array(384).fill(i / 2000 + 0.001), tokens: 3 }));
    cache.putVectors('m', entries, 384);
    cache.close();
    const file = join(dir, 'cache.sqlite');
    const bytes = await readFile(file);
    const handle = await open(file, 'r+');
    // Every page but the first (the header and schema) scribbled over.
    await handle.write(Buffer.alloc(bytes.length - 4096, 0x5a), 0, bytes.length - 4096, 4096);
    await handle.close();
    const reopened = VectorCache.open(dir);
    expect(() => reopened.getVectors('m', entries.map((e) => e.hash))).toThrow(`${file}: embedding cache failed: database disk image is malformed (SQLITE_CORRUPT); the cache is damaged: remove ${file}* and run again (every vector is recomputed)`);
    reopened.close();
  });
});
