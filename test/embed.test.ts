// The embed stage with the model built at install: numerics of the model, the cache (hit, miss, model
// change, a run killed with -9), the bad cases, and that nothing touches the network.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { EnvsieveError, OnnxEmbedder, VectorCache, defaultModelDir, embed, ingest, modelFingerprint, textHash } from '../src/index.js';
import { loadRunVectors } from '../src/embed/index.js';
import { REPO, SAMPLE, jsonl, readJson, tempDir, writeInput } from './helpers.js';

const MODEL = defaultModelDir();
const BIN = join(REPO, 'dist/cli/main.js');
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * (b[i] as number), 0);

beforeAll(() => {
  if (!existsSync(join(MODEL, 'onnx/model_quantized.onnx'))) {
    throw new Error(`the embedding model is not built at ${MODEL}: run 'npm ci' (or 'envsieve model build')`);
  }
});

/** A run directory ingested from environments with the given task texts. */
async function runWithTasks(dir: string, texts: string[], name = 'run'): Promise<string> {
  const file = await writeInput(dir, `${name}.jsonl`, jsonl([{ id: 'e', tasks: texts.map((text, i) => ({ id: `t${i}`, text })) }]));
  const out = join(dir, name);
  await ingest({ portfolio: [file] }, { outDir: out });
  return out;
}

const sentences = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `Task ${tag} ${i}: refund order number ${i * 7} to the card ending in ${1000 + i}.`);

describe('the built model', () => {
  it.each(['int8', 'fp32'] as const)('puts paraphrases close and unrelated texts apart (%s)', async (precision) => {
    const embedder = await OnnxEmbedder.load({ modelDir: MODEL, precision });
    const [a, b, c] = await embedder.embedTokens(
      ['cancel my flight reservation', 'I want to cancel the booking of my plane ticket', 'compute the integral of x squared'].map((t) => embedder.tokenize(t)),
    );
    expect(cosine(a!, b!)).toBeGreaterThanOrEqual(0.75);
    expect(cosine(a!, c!)).toBeLessThanOrEqual(0.2);
  });

  it('agrees between int8 and fp32 to a cosine of at least 0.99', async () => {
    const texts = ['find user id by email', 'Return the water bottle from order #W5056519 and refund it to PayPal.', 'users\nemail (text, required)\nid (integer)', 'book a direct flight from JFK to LAX'];
    const [int8, fp32] = await Promise.all((['int8', 'fp32'] as const).map((precision) => OnnxEmbedder.load({ modelDir: MODEL, precision })));
    const a = await int8!.embedTokens(texts.map((t) => int8!.tokenize(t)));
    const b = await fp32!.embedTokens(texts.map((t) => fp32!.tokenize(t)));
    texts.forEach((t, i) => expect(cosine(a[i]!, b[i]!), t).toBeGreaterThanOrEqual(0.99));
  });

  it('embeds an empty text and a 100,000-character text', async () => {
    const embedder = await OnnxEmbedder.load({ modelDir: MODEL, precision: 'int8' });
    const long = 'refund the order to the original card '.repeat(2700);
    const tokens = embedder.tokenize(long);
    expect(tokens.ids.length).toBe(embedder.maxTokens);
    expect(tokens.count).toBeGreaterThan(10_000);
    const [empty, cut] = await embedder.embedTokens([embedder.tokenize(''), tokens]);
    for (const v of [empty!, cut!]) expect(Math.abs(cosine(v, v) - 1)).toBeLessThan(1e-5);
  });
});

describe('embed stage', () => {
  it('embeds every item once, then serves a second run from the cache without inference', async () => {
    const dir = await tempDir();
    const run = await runWithTasks(dir, sentences(40, 'a'));
    const cacheDir = join(dir, 'cache');
    const first = await embed(run, { cacheDir });
    expect([first.embedded, first.cacheHits]).toEqual([40, 0]);
    const second = await embed(run, { cacheDir });
    expect([second.embedded, second.cacheHits]).toEqual([0, 40]);
    const report = await readJson<{ cache: string; model: { fingerprint: string }; signatures: Record<string, string> }>(join(run, 'embed.json'));
    expect(report.cache).toBe(cacheDir);
    expect(report.model.fingerprint).toBe(first.model.fingerprint);
    const cache = VectorCache.open(cacheDir);
    expect(cache.getSignatures(report.signatures.tasks as string, [textHash(sentences(1, 'a')[0] as string)]).size).toBe(1);
    cache.close();
  });

  it('writes the same embed.json from a cold and a warm cache, apart from generatedAt', async () => {
    const dir = await tempDir();
    const run = await runWithTasks(dir, sentences(12, 'd'));
    await embed(run, { cacheDir: join(dir, 'cache') });
    const cold = await readJson<Record<string, unknown>>(join(run, 'embed.json'));
    await embed(run, { cacheDir: join(dir, 'cache') });
    const warm = await readJson<Record<string, unknown>>(join(run, 'embed.json'));
    expect({ ...warm, generatedAt: null }).toEqual({ ...cold, generatedAt: null });
  });

  it('writes the run files that later stages read, bit-identical to the cache, cold or warm; without them the cache serves', async () => {
    const dir = await tempDir();
    const run = await runWithTasks(dir, [...sentences(9, 'f'), ...sentences(3, 'f')]);
    const cacheDir = join(dir, 'cache');
    await embed(run, { cacheDir });
    const cold = await readFile(join(run, 'vectors.f32'));
    // With the cache gone, the run files alone serve the later stages.
    await cp(cacheDir, join(dir, 'kept'), { recursive: true });
    await rm(cacheDir, { recursive: true });
    const fromFiles = await loadRunVectors(run, { stage: 'test' });
    expect(fromFiles.vectors.length).toBe(12 * fromFiles.dim);
    await cp(join(dir, 'kept'), cacheDir, { recursive: true });
    await rm(join(run, 'vectors.f32'));
    const fromCache = await loadRunVectors(run, { stage: 'test' });
    expect(fromCache.vectors).toEqual(fromFiles.vectors);
    expect(fromCache.signatures).toEqual(fromFiles.signatures);
    // A caller that leaves the texts out (the cache is keyed by text) gets the same vectors, and no texts.
    const textless = await loadRunVectors(run, { stage: 'test', texts: false, signatures: false });
    expect(textless.vectors).toEqual(fromFiles.vectors);
    expect(textless.items.map((item) => item.text)).toEqual(fromFiles.items.map(() => ''));
    expect(textless.items.map((item) => item.id)).toEqual(fromFiles.items.map((item) => item.id));
    await embed(run, { cacheDir });
    expect(await readFile(join(run, 'vectors.f32'))).toEqual(cold);
    // A file that no longer matches its record (here: cut short) is not read; the cache serves instead.
    await writeFile(join(run, 'vectors.f32'), cold.subarray(0, cold.length - 4));
    expect((await loadRunVectors(run, { stage: 'test' })).vectors).toEqual(fromFiles.vectors);
  });

  it("embeds a portfolio task's parts beside it, into passages.f32, read back from the file or the cache alike", async () => {
    const dir = await tempDir();
    const rules = 'You play a customer. Stay in character, and never reveal these notes to the agent.';
    const scenario = 'Your user id is omar_davis_3817. You want every business flight moved down to economy.';
    const run = await runWithTasks(dir, [`${rules}\n\n${scenario}`, 'One paragraph only, so no parts at all here.']);
    const cacheDir = join(dir, 'cache');
    await embed(run, { cacheDir });
    const record = (await readJson(join(run, 'embed.json'))) as { runFiles: { passages: { rows: number } } };
    expect(record.runFiles.passages.rows).toBe(2);
    const fromFiles = await loadRunVectors(run, { stage: 'test', passages: true });
    expect(Array.from(fromFiles.passages?.count ?? [])).toEqual([2, 0]);
    const embedder = await OnnxEmbedder.load({ modelDir: MODEL, precision: 'int8' });
    const [alone] = await embedder.embedTokens([embedder.tokenize(scenario)]);
    await embedder.close();
    // The first part is the scenario alone (the text without its first paragraph).
    expect(cosine(fromFiles.passages?.vectors.subarray(0, fromFiles.dim) as Float32Array, alone as Float32Array)).toBeGreaterThan(0.9999);
    await rm(join(run, 'passages.f32'));
    expect((await loadRunVectors(run, { stage: 'test', passages: true })).passages).toEqual(fromFiles.passages);
  });

  it("makes a house-styled tool's vector the mean of its text's with and without the frame, from the file or the cache alike", async () => {
    const dir = await tempDir();
    const frame = 'This tool belongs to the Math API, which provides various mathematical operations. Tool description:';
    const tools = [
      ['add', 'Add two numbers.'],
      ['subtract', 'Subtract one number from another.'],
      ['mean', 'Calculate the mean of a list of numbers.'],
    ].map(([name, says]) => ({ name, description: `${frame} ${says}`, parameters: { type: 'object', properties: { a: { type: 'number' } } } }));
    const file = await writeInput(dir, 'suite.jsonl', jsonl([{ id: 'math', tools }]));
    const run = join(dir, 'run');
    await ingest({ portfolio: [file] }, { outDir: run });
    const cacheDir = join(dir, 'cache');
    const summary = await embed(run, { cacheDir });
    // Three texts and three without the frame (tools of one parameter have no purpose to embed); the signatures
    // stay those of the whole texts.
    expect(summary.uniqueTexts).toBe(6);
    const fromFiles = await loadRunVectors(run, { stage: 'test' });
    const sub = fromFiles.items[1];
    expect(sub?.vector_text).toBe('subtract\nSubtract one number from another.\na (number)');
    const embedder = await OnnxEmbedder.load({ modelDir: MODEL, precision: 'int8' });
    const [whole, bare] = await embedder.embedTokens([embedder.tokenize(sub?.text ?? ''), embedder.tokenize(sub?.vector_text ?? '')]);
    await embedder.close();
    const mean = whole!.map((x, d) => x + (bare![d] as number));
    const norm = Math.sqrt(cosine(mean, mean));
    expect(cosine(fromFiles.vectors.subarray(fromFiles.dim, 2 * fromFiles.dim), mean.map((x) => x / norm))).toBeGreaterThan(0.9999);
    await rm(join(run, 'vectors.f32'));
    const fromCache = await loadRunVectors(run, { stage: 'test' });
    expect(fromCache.vectors).toEqual(fromFiles.vectors);
    expect(fromCache.signatures).toEqual(fromFiles.signatures);
  });

  it("embeds the purpose of a tool whose calling signature a suite tool shares, its name and description without the frame, into purposes.f32, read back from the file or the cache alike", async () => {
    const dir = await tempDir();
    const frame = 'This tool belongs to the Math API, which provides various mathematical operations. Tool description:';
    const three = { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' }, precision: { type: 'integer' } } };
    const tools = [
      { name: 'add', description: `${frame} Add two numbers.`, parameters: three },
      { name: 'subtract', description: `${frame} Subtract one number from another.`, parameters: three },
      { name: 'negate', description: `${frame} The number with its sign flipped.`, parameters: { type: 'object', properties: { a: { type: 'number' } } } },
    ];
    const suite = await writeInput(dir, 'suite.jsonl', jsonl([{ id: 'math', tools }]));
    const portfolio = await writeInput(dir, 'portfolio.jsonl', jsonl([{ id: 'calc', tools: [{ name: 'sum_two', description: 'Sum of two numbers, rounded.', parameters: three }] }]));
    const run = join(dir, 'run');
    await ingest({ portfolio: [portfolio], suite: [suite] }, { outDir: run });
    await embed(run, { cacheDir: join(dir, 'cache') });
    const fromFiles = await loadRunVectors(run, { stage: 'test', purposes: true });
    // Renamed copies are looked for only between a portfolio tool and a suite tool of one signature of three
    // parameters or more (facets/purposes.ts): negate, of one parameter, has no purpose.
    expect(fromFiles.items.map((item) => item.purpose_text)).toEqual(['sum two\nSum of two numbers, rounded.', 'add\nAdd two numbers.', 'subtract\nSubtract one number from another.', undefined]);
    expect(Array.from(fromFiles.purposes?.row ?? [])).toEqual([0, 1, 2, -1]);
    const embedder = await OnnxEmbedder.load({ modelDir: MODEL, precision: 'int8' });
    const [alone] = await embedder.embedTokens([embedder.tokenize('subtract\nSubtract one number from another.')]);
    await embedder.close();
    expect(cosine(fromFiles.purposes?.vectors.subarray(2 * fromFiles.dim, 3 * fromFiles.dim) as Float32Array, alone as Float32Array)).toBeGreaterThan(0.9999);
    await rm(join(run, 'purposes.f32'));
    expect((await loadRunVectors(run, { stage: 'test', purposes: true })).purposes).toEqual(fromFiles.purposes);
  });

  it('embeds only the new items of a grown portfolio', async () => {
    const dir = await tempDir();
    const cacheDir = join(dir, 'cache');
    await embed(await runWithTasks(dir, sentences(30, 'b'), 'before'), { cacheDir });
    const after = await embed(await runWithTasks(dir, [...sentences(30, 'b'), ...sentences(3, 'new')], 'after'), { cacheDir });
    expect([after.embedded, after.cacheHits]).toEqual([3, 30]);
  });

  it('re-embeds everything when the model or its pooling changes', async () => {
    const dir = await tempDir();
    const run = await runWithTasks(dir, sentences(5, 'c'));
    const cacheDir = join(dir, 'cache');
    const int8 = await embed(run, { cacheDir });
    const fp32 = await embed(run, { cacheDir, precision: 'fp32' });
    const chunked = await embed(run, { cacheDir, longText: 'chunk' });
    expect(new Set([int8.model.fingerprint, fp32.model.fingerprint, chunked.model.fingerprint]).size).toBe(3);
    expect([fp32.embedded, chunked.embedded]).toEqual([5, 5]);
  });

  it('counts texts over the token limit, and with chunking embeds all of them', async () => {
    const dir = await tempDir();
    const long = 'the agent must verify the user identity before any refund and log the reason '.repeat(200).trim();
    const run = await runWithTasks(dir, ['short task', long]);
    const cut = await embed(run, { cacheDir: join(dir, 'cache') });
    expect(cut.truncated).toBe(1);
    const report = await readJson<{ truncated: Record<string, number> }>(join(run, 'embed.json'));
    expect(report.truncated).toEqual({ tools: 0, state: 0, tasks: 1 });

    const chunked = await embed(run, { cacheDir: join(dir, 'cache'), longText: 'chunk' });
    const vectorOf = (fingerprint: string, text: string) => {
      const cache = VectorCache.open(join(dir, 'cache'));
      const found = cache.getVectors(fingerprint, [textHash(text)]).get(textHash(text).toString('hex'));
      cache.close();
      return found?.vector as Float32Array;
    };
    expect(cosine(vectorOf(cut.model.fingerprint, 'short task'), vectorOf(chunked.model.fingerprint, 'short task'))).toBeGreaterThan(0.9999);
    expect(cosine(vectorOf(cut.model.fingerprint, long), vectorOf(chunked.model.fingerprint, long))).toBeLessThan(0.9999);
  });

  it('lets two runs share one cache at the same time', async () => {
    const dir = await tempDir();
    const runs = await Promise.all(['x', 'y'].map((tag) => runWithTasks(dir, [...sentences(80, 'shared'), ...sentences(20, tag)], tag)));
    const cacheDir = join(dir, 'cache');
    const exec = promisify(execFile);
    await Promise.all(runs.map((run) => exec(process.execPath, [BIN, 'embed', run, '--cache', cacheDir, '--quiet', '--threads', '1'])));
    for (const run of runs) {
      const again = await embed(run, { cacheDir });
      expect([again.embedded, again.cacheHits]).toEqual([0, 100]);
    }
  }, 120_000);

  it('lets several processes open one new cache at the same instant', async () => {
    // Switching a new file to WAL can answer "database is locked" at once while another process does the same;
    // before the cache retried it, about one round in three of these failed.
    const script = `import { VectorCache } from ${JSON.stringify(join(REPO, 'dist/vectors/cache.js'))};
      const at = Number(process.argv[2]); while (Date.now() < at) {}
      VectorCache.open(process.argv[1]).close();`;
    const exec = promisify(execFile);
    const dir = await tempDir();
    for (let round = 0; round < 10; round++) {
      const cacheDir = join(dir, `cache${round}`);
      const at = String(Date.now() + 400);
      const opened = await Promise.allSettled([1, 2, 3, 4].map(() => exec(process.execPath, ['--input-type=module', '-e', script, cacheDir, at])));
      expect(opened.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);
    }
  }, 60_000);

  it('names a model directory that does not exist', async () => {
    const dir = await tempDir();
    const run = await runWithTasks(dir, ['x']);
    const missing = join(dir, 'no-model');
    await expect(embed(run, { cacheDir: join(dir, 'cache'), modelDir: missing })).rejects.toThrow(EnvsieveError);
    await expect(embed(run, { cacheDir: join(dir, 'cache'), modelDir: missing })).rejects.toThrow(missing);
  });

  it('names a broken model directory', async () => {
    const dir = await tempDir();
    const run = await runWithTasks(dir, ['x']);
    const broken = join(dir, 'broken');
    // Without build.json (a model directory envsieve did not build, so no hashes to verify): the load fails.
    await cp(MODEL, broken, { recursive: true, filter: (src) => !src.endsWith('.onnx') && !src.endsWith('build.json') });
    await writeFile(join(broken, 'onnx/model_quantized.onnx'), 'not a model');
    const attempt = embed(run, { cacheDir: join(dir, 'cache'), modelDir: broken });
    await expect(attempt).rejects.toThrow(/cannot load the embedding model/);
    await expect(attempt).rejects.toThrow(broken);
  });

  it('fails before any work when ingest has not run', async () => {
    const dir = await tempDir();
    await expect(embed(dir, { cacheDir: join(dir, 'cache') })).rejects.toThrow(/no items.jsonl/);
  });

  it('keeps what a run killed with -9 had committed, and the next run completes the rest', async () => {
    const dir = await tempDir();
    const texts = sentences(600, 'k');
    const run = await runWithTasks(dir, texts);
    const cacheDir = join(dir, 'cache');
    const child = spawn(process.execPath, [BIN, 'embed', run, '--cache', cacheDir, '--quiet', '--threads', '1'], { stdio: 'ignore' });
    const fingerprint = await modelFingerprint({ modelDir: MODEL, graph: 'onnx/model_quantized.onnx', pooling: { pooling: 'mean', normalize: true, longText: 'truncate' } });
    let stored = 0;
    for (let i = 0; i < 600 && stored === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      if (existsSync(join(cacheDir, 'cache.sqlite'))) {
        const cache = VectorCache.open(cacheDir);
        stored = cache.countVectors(fingerprint);
        cache.close();
      }
    }
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(stored).toBeGreaterThan(0);
    const resumed = await embed(run, { cacheDir });
    expect(resumed.cacheHits).toBeGreaterThanOrEqual(stored);
    expect(resumed.cacheHits + resumed.embedded).toBe(600);
    const fresh = await embed(run, { cacheDir: join(dir, 'fresh') });
    const a = VectorCache.open(cacheDir).getVectors(fingerprint, texts.map(textHash));
    const b = VectorCache.open(join(dir, 'fresh')).getVectors(fingerprint, texts.map(textHash));
    expect(fresh.embedded).toBe(600);
    // The int8 graph quantizes each token on its own, so a vector does not depend on its batch: resumed = fresh, bit for bit.
    for (const text of texts) expect(a.get(textHash(text).toString('hex'))!.vector).toEqual(b.get(textHash(text).toString('hex'))!.vector);
  }, 120_000);

  it.each(['SIGINT', 'SIGTERM'] as const)('ends on %s while embedding by that signal, with no abort, no lock and no temporary file left', async (signal) => {
    const dir = await tempDir();
    const run = await runWithTasks(dir, sentences(600, signal));
    const child = spawn(process.execPath, [BIN, 'embed', run, '--cache', join(dir, 'cache'), '--threads', '2'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // The sessions are running once the first texts are in the cache.
    for (let i = 0; i < 600 && !existsSync(join(dir, 'cache', 'cache.sqlite-wal')); i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 500));
    child.kill(signal);
    const [code, ended] = await new Promise<[number | null, string | null]>((done) => child.once('exit', (c, s) => done([c, s])));
    expect(stderr).not.toContain('terminate called');
    expect({ code, ended }).toEqual({ code: null, ended: signal });
    expect(stderr.trim().split('\n').at(-1)).toBe(`envsieve: interrupted (${signal}); unfinished artifacts were not published`);
    const left = await readdir(run);
    expect(left.filter((name) => name.endsWith('.tmp') || name === '.envsieve.lock')).toEqual([]);
  }, 120_000);

  it('runs ingest and embed on the sample with the network cut, and tries no connection', async () => {
    const dir = await tempDir();
    const run = join(dir, 'run');
    const cmd = [
      `${process.execPath} ${BIN} ingest --quiet --portfolio ${join(SAMPLE, 'portfolio.jsonl')} --suite ${join(SAMPLE, 'suite.jsonl')} --out ${run}`,
      `${process.execPath} --import ${join(REPO, 'test/fixtures/no-network.mjs')} ${BIN} embed ${run} --cache ${join(dir, 'cache')}`,
    ].join(' && ');
    const { stdout, stderr } = await promisify(execFile)('unshare', ['-n', 'sh', '-c', cmd]);
    expect(stderr).not.toContain('NETWORK ATTEMPT');
    expect(stdout).toContain('computed');
    expect(JSON.parse(await readFile(join(run, 'embed.json'), 'utf8')).items.tasks).toBe(22);
  }, 120_000);
});
