// Sharded neighbors on the real data (the pipeline's inputs, embedded from its cache, which should be warm): the
// one-process stage (warm), then for N = 1, 2, 4 every shard in turn (its parts, items, pairs, seconds and items/s)
// and the merge (reading the shards' results, then writing the artifacts), with the shards' summed time and the
// merge's against the one process's. Fails unless every N writes the one process's artifacts, byte for byte.
// Shards run one after another on this machine, so the figures are throughput, not a cluster's wall time.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPipelineConfig, mergeNeighborShards, NEIGHBOR_ARTIFACTS, neighbors, neighborsShard, runPipeline } from '../src/index.js';

const COUNTS = [1, 2, 4];
const round = (seconds: number) => Number(seconds.toFixed(2));

/** One digest of the stage's artifacts, neighbors.json's generatedAt left out. */
async function neighborDigest(run: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of NEIGHBOR_ARTIFACTS) hash.update((await readFile(join(run, file), 'utf8')).replace(/"generatedAt": "[^"]*"/g, ''));
  return hash.digest('hex').slice(0, 16);
}

export async function benchNeighborShards(config: string): Promise<object> {
  const dir = await mkdtemp(join(tmpdir(), 'envsieve-bench-neighbor-shards-'));
  try {
    const plan = await loadPipelineConfig(config);
    const embedded = join(dir, 'embedded');
    await runPipeline({ ...plan, outDir: embedded, stages: ['embed'] });
    const options = plan.options.neighbors ?? {};
    const one = join(dir, 'one');
    await cp(embedded, one, { recursive: true });
    // Twice, timing the second: the first also starts the dense engine and compiles the code, which every shard
    // after it here finds done (in a job array each shard's process pays it: see the Slurm figures).
    await neighbors(one, options);
    const started = performance.now();
    await neighbors(one, options);
    const oneSeconds = (performance.now() - started) / 1000;
    const reference = await neighborDigest(one);
    const rounds = [];
    for (const count of COUNTS) {
      const run = join(dir, `n${count}`);
      await cp(embedded, run, { recursive: true });
      const perShard = [];
      for (let index = 0; index < count; index++) {
        const s = await neighborsShard(run, options, { shard: { index, count } });
        perShard.push({ shard: index, parts: s.parts.mine, environments: s.environments, items: s.items, pairs: s.pairs, seconds: round(s.seconds), itemsPerSecond: s.itemsPerSecond });
      }
      const mergeStarted = performance.now();
      const merged = await mergeNeighborShards(run, options);
      const mergeSeconds = (performance.now() - mergeStarted) / 1000;
      const digest = await neighborDigest(run);
      if (digest !== reference) throw new Error(`N = ${count}: the merged neighbors artifacts differ from one process's`);
      const shardSeconds = perShard.reduce((t, s) => t + s.seconds, 0);
      rounds.push({
        shards: count,
        parts: perShard.reduce((n, s) => n + s.parts, 0),
        perShard,
        shardSeconds: round(shardSeconds),
        slowestShardSeconds: Math.max(...perShard.map((s) => s.seconds)),
        merge: { seconds: round(mergeSeconds), readSeconds: round(merged.readSeconds) },
        mergeShareOfOneProcess: Number((mergeSeconds / oneSeconds).toFixed(4)),
        /** Shards and merge summed, over one process: the work sharding adds (each shard loads the run and indexes the whole suite). */
        workRatio: Number(((shardSeconds + mergeSeconds) / oneSeconds).toFixed(2)),
        artifactsDigest: digest,
      });
      await rm(run, { recursive: true, force: true });
    }
    return { oneProcessSeconds: round(oneSeconds), rounds, identicalToOneProcess: true };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
