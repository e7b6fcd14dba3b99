// The sharded stages on the real data (pipelines/real-data.yaml's inputs), embed and neighbors (BENCH_STAGES=
// embed or neighbors for one of them). Embed: for N = 1, 2, 4, every shard run in turn from an empty cache
// (per-shard texts, seconds and texts/s), then the merge (folding the shard caches, then the stage reading the
// cache and writing the run files), and the merge's cost as a share of the shards' embedding time; fails unless
// every N gives the same vectors.f32, signatures.u32 and embed.json as N = 1. BENCH_ITEMS=n keeps every k-th
// item of the run (about n of them) for a quicker look; the default is all. Neighbors: bench/neighborShards.ts.
// Shards run one after another on this machine, so the figures are throughput, not a cluster's wall time.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { embedShard, loadPipelineConfig, mergeEmbedShards, runPipeline } from '../src/index.js';
import { benchNeighborShards } from './neighborShards.js';

const CONFIG = resolve(import.meta.dirname, '../pipelines/real-data.yaml');
const COUNTS = [1, 2, 4];

const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

async function embedDigest(run: string): Promise<string> {
  const json = (await readFile(join(run, 'embed.json'), 'utf8')).replace(/"(generatedAt|cache)": "[^"]*"/g, '');
  return sha([await readFile(join(run, 'vectors.f32')), await readFile(join(run, 'signatures.u32')), json].map((b) => sha(b)).join());
}

export async function benchShards(): Promise<object> {
  const stages = (process.env.BENCH_STAGES ?? 'embed,neighbors').split(',');
  return {
    ...(stages.includes('embed') ? { embed: await benchEmbedShards() } : {}),
    ...(stages.includes('neighbors') ? { neighbors: await benchNeighborShards(CONFIG) } : {}),
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
  };
}

async function benchEmbedShards(): Promise<object> {
  const dir = await mkdtemp(join(tmpdir(), 'envsieve-bench-shards-'));
  try {
    const plan = await loadPipelineConfig(CONFIG);
    const ingested = join(dir, 'ingested');
    await runPipeline({ ...plan, outDir: ingested, stages: ['ingest'] });
    const limit = Number(process.env.BENCH_ITEMS ?? 0);
    if (limit > 0) {
      const lines = (await readFile(join(ingested, 'items.jsonl'), 'utf8')).split('\n').filter(Boolean);
      const step = Math.max(1, Math.floor(lines.length / limit));
      await writeFile(join(ingested, 'items.jsonl'), `${lines.filter((_, i) => i % step === 0).join('\n')}\n`);
      await rm(join(ingested, 'items.index.jsonl'), { force: true });
    }
    const rounds = [];
    let reference: string | undefined;
    for (const count of COUNTS) {
      const run = join(dir, `n${count}`);
      const cache = join(dir, `cache${count}`);
      await cp(ingested, run, { recursive: true });
      const shards = [];
      for (let index = 0; index < count; index++) {
        const s = await embedShard(run, { cacheDir: cache }, { shard: { index, count } });
        shards.push({ shard: index, texts: s.texts, embedded: s.embedded, seconds: Number(s.seconds.toFixed(2)), textsPerSecond: s.textsPerSecond });
      }
      const started = performance.now();
      const merged = await mergeEmbedShards(run, { cacheDir: cache });
      const mergeSeconds = (performance.now() - started) / 1000;
      const digest = await embedDigest(run);
      reference ??= digest;
      if (digest !== reference) throw new Error(`N = ${count}: the merged embed artifacts differ from N = 1's`);
      const shardSeconds = shards.reduce((t, s) => t + s.seconds, 0);
      rounds.push({
        shards: count,
        distinctTexts: merged.uniqueTexts,
        perShard: shards,
        shardSeconds: Number(shardSeconds.toFixed(2)),
        merge: { seconds: Number(mergeSeconds.toFixed(2)), foldSeconds: Number(merged.foldSeconds.toFixed(2)), vectorsFolded: merged.folded.vectors },
        mergeShareOfEmbed: Number((mergeSeconds / shardSeconds).toFixed(4)),
        artifactsDigest: digest,
      });
      await rm(cache, { recursive: true, force: true });
    }
    return { items: limit > 0 ? `every k-th, about ${limit}` : 'all', rounds, identicalAcrossN: true };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
