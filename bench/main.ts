// Benchmarks, one per name: `npm run bench -- <name>` prints the figures as JSON on stdout.
// Figures come from one run on this machine; the shared machines are noisy, so compare within a run.
import { benchAnn } from './ann.js';
import { benchAnnReal } from './annReal.js';
import { benchAudit } from './audit.js';
import { benchCalibrate } from './calibrate.js';
import { benchPairs } from './pairs.js';
import { benchCluster } from './cluster.js';
import { benchEmbed } from './embed.js';
import { benchIngest } from './ingest.js';
import { benchRewrites } from './rewrites.js';
import { benchShards } from './shards.js';

const BENCHES: Record<string, () => Promise<object>> = {
  ingest: benchIngest,
  /** The warm real-data audit end to end (pipelines/real-data.yaml's inputs, full cache, new run directory). */
  audit: benchAudit,
  embed: benchEmbed,
  calibrate: benchCalibrate,
  /** Environment vectors (384×3) at the real-data audit's size: k-means, Gram candidates and PCA against the old path (ratios), then 10,000. */
  cluster: benchCluster,
  ann: benchAnn,
  /** Environment-pair facet scores on the real data: dense blocked products against the plain JS loop (BENCH_RUN). */
  pairs: benchPairs,
  /** Exact against HNSW on the real-data audit's own vectors (needs reports/real-data or BENCH_RUN). */
  'ann-real': benchAnnReal,
  /** The search at the size the contamination issue names: 50,000 suite and 20,000 portfolio vectors. */
  neighbors: benchAnn,
  /** Issue 11: the hand-written rewrites of test/rewrites against tau_bench + bfcl_multi_turn (BENCH_CACHE=dir for the cache). */
  rewrites: benchRewrites,
  /** Sharded embed (from an empty cache; BENCH_ITEMS=n for a subset) and neighbors on the real data at N = 1, 2, 4: per-shard throughput and the merge's time (BENCH_STAGES=embed or neighbors for one). */
  shards: benchShards,
};

const name = process.argv[2];
const bench = name ? BENCHES[name] : undefined;
if (!bench) {
  process.stderr.write(`usage: npm run bench -- <name>; names: ${Object.keys(BENCHES).join(', ')}\n`);
  process.exit(2);
}
const result = await bench();
process.stdout.write(`${JSON.stringify({ bench: name, ...result }, null, 2)}\n`);
