// The embed stage against a bare onnxruntime session on ~2,000 real items (mixed tools and tasks), and the
// warm re-run of 10,000 cached items. The bare session is what a one-off script would do: the same int8
// graph, texts in input order, fixed batches of 32 padded to their longest, tokenized by transformers.js.
// It also checks, and fails unless, what the speed must not cost: every sampled text's int8 vector is
// bit-identical alone and in shuffled batches of other texts, and int8 stays within cosine 0.99 of fp32
// on every real text of the sample. The load average is printed beside the figures (the 2 cores are shared).
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ort from 'onnxruntime-node';
import { embed, ingest, type FacetItem } from '../src/index.js';
import { OnnxEmbedder, VectorCache, textHash } from '../src/embed/index.js';
import { loadTokenizer } from '../src/embed/transformersEnv.js';
import { meanPool } from '../src/embed/onnxEmbedder.js';
import { currentRuntime, defaultModelDir, modelFingerprint } from '../src/model/index.js';

const REAL = resolve(import.meta.dirname, '../../shared/data/real');
const FILES = ['tau_bench.jsonl', 'bfcl_multi_turn.jsonl', 'apollo_tau_bench.jsonl', 'toolbench_stable.jsonl', 'seal_tools.jsonl', 'acebench_en.jsonl'];

/** Every k-th tool and task of the real files, so the sample mixes sources and lengths. */
async function realItems(dir: string, perFacet: number): Promise<FacetItem[]> {
  const run = join(dir, 'all');
  await ingest({ portfolio: FILES.map((f) => join(REAL, f)) }, { outDir: run });
  const all = (await readFile(join(run, 'items.jsonl'), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l) as FacetItem);
  const pick = (facet: string) => {
    const of = [...new Map(all.filter((i) => i.facet === facet).map((i) => [i.text, i])).values()];
    const step = Math.max(1, Math.floor(of.length / perFacet));
    return of.filter((_, i) => i % step === 0).slice(0, perFacet);
  };
  return [...pick('tools'), ...pick('tasks')];
}

async function runDirWith(dir: string, name: string, items: FacetItem[]): Promise<string> {
  const run = join(dir, name);
  await ingest({ portfolio: [join(REAL, 'tau_bench.jsonl')] }, { outDir: run });
  await writeFile(join(run, 'items.jsonl'), items.map((i) => JSON.stringify(i)).join('\n') + '\n');
  return run;
}

async function bareSession(texts: string[], modelDir: string): Promise<number> {
  const tokenizer = await loadTokenizer({ model: modelDir, allowRemote: false, downloadDir: tmpdir() });
  const session = await ort.InferenceSession.create(join(modelDir, 'onnx/model_quantized.onnx'), { intraOpNumThreads: availableParallelism(), interOpNumThreads: 1, graphOptimizationLevel: 'all' });
  const started = performance.now();
  for (let i = 0; i < texts.length; i += 32) {
    const batch = texts.slice(i, i + 32);
    // Token ids through encode() and padded here: with onnxruntime 1.30 the tensors transformers.js 2.17
    // returns from a batch call no longer expose their data (its Tensor class expects onnxruntime-common 1.14).
    const encoded = batch.map((t) => { const ids = tokenizer.encode(t); return ids.length > 256 ? [...ids.slice(0, 255), ids.at(-1) as number] : ids; });
    const width = Math.max(...encoded.map((ids) => ids.length));
    const ids = new BigInt64Array(batch.length * width);
    const mask = new BigInt64Array(batch.length * width);
    encoded.forEach((row, r) => row.forEach((id, c) => { ids[r * width + c] = BigInt(id); mask[r * width + c] = 1n; }));
    const dims = [batch.length, width];
    const feeds: Record<string, ort.Tensor> = { input_ids: new ort.Tensor('int64', ids, dims), attention_mask: new ort.Tensor('int64', mask, dims), token_type_ids: new ort.Tensor('int64', new BigInt64Array(ids.length), dims) };
    const out = await session.run(feeds);
    const hidden = out.last_hidden_state as ort.Tensor;
    const lengths = encoded.map((row) => row.length);
    meanPool(hidden.data as Float32Array, lengths, width, hidden.dims[2] as number);
  }
  return texts.length / ((performance.now() - started) / 1000);
}

/** Seeded shuffle (mulberry32), so the batch-invariance check is the same every run. */
function shuffled<T>(items: T[], seed: number): T[] {
  let a = seed;
  const rand = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Every 10th text alone, then all of them in shuffled batches of 1–40 mixed lengths: the same bits or a throw. */
async function batchInvariance(texts: string[], modelDir: string): Promise<{ texts: number; batches: number }> {
  const embedder = await OnnxEmbedder.load({ modelDir, precision: 'int8' });
  try {
    const sample = texts.filter((_, i) => i % 10 === 0);
    const alone = new Map<string, Float32Array>();
    for (const text of sample) alone.set(text, (await embedder.embedTokens([embedder.tokenize(text)]))[0] as Float32Array);
    const order = shuffled(sample, 7);
    let batches = 0;
    for (let i = 0, size = 1; i < order.length; i += size, size = (size * 7) % 40 + 1, batches++) {
      const batch = order.slice(i, i + size);
      const vectors = await embedder.embedTokens(batch.map((t) => embedder.tokenize(t)));
      batch.forEach((text, r) => {
        const a = alone.get(text) as Float32Array;
        const b = vectors[r] as Float32Array;
        if (!a.every((x, d) => Object.is(x, b[d]))) throw new Error(`batch invariance broken: "${text.slice(0, 60)}" differs alone and in a batch of ${batch.length}`);
      });
    }
    return { texts: sample.length, batches };
  } finally {
    await embedder.close();
  }
}

/** int8 against fp32 on every text, through the embedder both ways; a minimum under 0.99 is a failure. */
async function int8VsFp32(texts: string[], modelDir: string): Promise<{ min: number; mean: number }> {
  const vectors = async (precision: 'int8' | 'fp32') => {
    const embedder = await OnnxEmbedder.load({ modelDir, precision });
    try {
      return await embedder.embedTokens(texts.map((t) => embedder.tokenize(t)));
    } finally {
      await embedder.close();
    }
  };
  const [a, b] = [await vectors('int8'), await vectors('fp32')];
  const cosines = a.map((v, i) => v.reduce((s, x, d) => s + x * (b[i] as Float32Array)[d]!, 0));
  const min = Math.min(...cosines);
  if (min < 0.99) throw new Error(`int8 vs fp32 cosine fell to ${min.toFixed(4)} (< 0.99)`);
  return { min: Number(min.toFixed(4)), mean: Number((cosines.reduce((s, c) => s + c, 0) / cosines.length).toFixed(4)) };
}

export async function benchEmbed(): Promise<object> {
  if (!existsSync(REAL)) return { skipped: `${REAL} is absent` };
  const modelDir = defaultModelDir();
  const dir = await mkdtemp(join(tmpdir(), 'envsieve-bench-embed-'));
  try {
    const items = await realItems(dir, 1000);
    const texts = items.map((i) => i.text);
    const stageRun = await runDirWith(dir, 'stage', items);
    const loadBefore = loadavg()[0] as number;
    // Process CPU time covers the session workers too: on a loaded machine, tokens per CPU second times the
    // workers is what the stage does once it has the cores to itself.
    const cpuBefore = process.cpuUsage();
    const stage = await embed(stageRun, { cacheDir: join(dir, 'cache-cold'), modelDir });
    const cpu = process.cpuUsage(cpuBefore);
    const loadAfter = loadavg()[0] as number;
    const fed = stage.tokensPerSecond * (stage.embedded / stage.textsPerSecond);
    const bare = await bareSession(texts, modelDir);
    const invariance = await batchInvariance(texts, modelDir);
    const cosine = await int8VsFp32(texts, modelDir);

    // Warm re-run: 10,000 items whose vectors are already cached (filled directly: computing them is the cold case above).
    const many = await realItems(dir, 5000);
    const warmRun = await runDirWith(dir, 'warm', many);
    const cache = VectorCache.open(join(dir, 'cache-warm'));
    const fingerprint = await modelFingerprint({ modelDir, graph: 'onnx/model_quantized.onnx', pooling: { pooling: 'mean', normalize: true, longText: 'truncate' } });
    cache.putVectors(fingerprint, many.map((i) => ({ hash: textHash(i.text), vector: new Float32Array(384).fill(0.05), tokens: 10 })), 384);
    cache.close();
    await embed(warmRun, { cacheDir: join(dir, 'cache-warm'), modelDir });
    const warmStarted = performance.now();
    const warm = await embed(warmRun, { cacheDir: join(dir, 'cache-warm'), modelDir });
    const warmSeconds = (performance.now() - warmStarted) / 1000;

    return {
      items: items.length,
      distinct_texts: stage.uniqueTexts,
      truncated: stage.truncated,
      stage_texts_per_second: stage.textsPerSecond,
      stage_tokens_per_second: stage.tokensPerSecond,
      stage_tokens_per_cpu_second: Math.round(fed / ((cpu.user + cpu.system) / 1e6)),
      load_average_1min: [Number(loadBefore.toFixed(2)), Number(loadAfter.toFixed(2))],
      batch_invariant: { asserted: true, ...invariance },
      int8_vs_fp32_cosine: cosine,
      runtime: currentRuntime(),
      bare_session_texts_per_second: Math.round(bare),
      ratio_vs_bare_session: Number((stage.textsPerSecond / bare).toFixed(3)),
      warm_rerun_items: many.length,
      warm_rerun_embedded: warm.embedded,
      warm_rerun_seconds: Number(warmSeconds.toFixed(3)),
      peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
      threads: availableParallelism(),
      targets: { stage_tokens_per_second_quiet: 20_000, ratio_vs_bare_session: 1.0, warm_rerun_seconds_for_10000: 2, int8_vs_fp32_min_cosine: 0.99 },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
