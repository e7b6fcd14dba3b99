// Clustering at the scale: 10,000 environment vectors of dimension 384 × 3 (seeded, around 100 shared
// centres), clustered with ml-kmeans two ways — fitted directly on all points, and fitted on a seeded sample
// then every point assigned to its nearest centroid (the stage's path above CLUSTER_DEFAULTS.fitSample) —
// plus the automatic choice of k by silhouette. Each run is timed; peak RSS is the process's, so the direct
// fit runs last (it is the one that needs memory). Agreement of the two paths: adjusted pairs agreement is
// overkill here; the share of points whose sample-path cluster's majority direct cluster is their own is shown.
// Then the same for 50,000 tool vectors of dimension 384 (one item facet, around 100 shared centres): the
// sample-then-assign path, the automatic k, and ml-kmeans on all 50,000 from our k-means++ centres (its own
// seeding alone would take many minutes at this size; seeding.ts). Peak RSS is the process's maximum so far,
// so each figure includes everything measured before it; the direct fits run last.
// BENCH_CLUSTER_DIRECT=0 skips both direct fits; =tools runs only the direct fit of the tool vectors.
import { kmeans } from 'ml-kmeans';
import { clusteredVectors, randomUnitVectors } from '../src/ann/_clustered.js';
import { clusterVectors } from '../src/cluster/kmeans.js';
import { kmeansPlusPlus } from '../src/cluster/seeding.js';
import { CLUSTER_DEFAULTS } from '../src/core/defaults.js';

const ENVS = 10_000;
const DIM = 384 * 3;
const CENTRES = 100;
const K = 100;
/** Offset length 0.7: a point's cosine to its centre is about 0.82, as in bench/ann.ts. */
const NOISE = 0.7;
const TOOLS = 50_000;
const TOOL_DIM = 384;
const TOOL_CENTRES = 100;
const TOOL_K = 100;

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** Share of points whose cluster in `a` agrees with the majority cluster, in `b`, of their `a` cluster. */
function purity(a: Int32Array, b: Int32Array): number {
  const votes = new Map<number, Map<number, number>>();
  a.forEach((ca, i) => {
    const row = votes.get(ca) ?? new Map<number, number>();
    row.set(b[i] as number, (row.get(b[i] as number) ?? 0) + 1);
    votes.set(ca, row);
  });
  let agree = 0;
  for (const row of votes.values()) agree += Math.max(...row.values());
  return Math.round((agree / a.length) * 1e4) / 1e4;
}

export async function benchCluster(): Promise<object> {
  let started = performance.now();
  const centres = randomUnitVectors(CENTRES, DIM, 11);
  const vectors = clusteredVectors({ dim: DIM, centres, count: ENVS, noise: NOISE, seed: 12 });
  const generated = seconds(started);
  const base = { seed: CLUSTER_DEFAULTS.seed, candidates: CLUSTER_DEFAULTS.kCandidates, silhouetteSample: CLUSTER_DEFAULTS.silhouetteSample, structureSilhouette: CLUSTER_DEFAULTS.structureSilhouette, maxIterations: CLUSTER_DEFAULTS.maxIterations };

  started = performance.now();
  const sampled = clusterVectors(vectors, DIM, { ...base, k: K, fitSample: CLUSTER_DEFAULTS.fitSample });
  const sampleSeconds = seconds(started);
  const sampleRss = peakMb();

  started = performance.now();
  const auto = clusterVectors(vectors, DIM, { ...base, fitSample: CLUSTER_DEFAULTS.fitSample });
  const autoSeconds = seconds(started);

  started = performance.now();
  const tools = clusteredVectors({ dim: TOOL_DIM, centres: randomUnitVectors(TOOL_CENTRES, TOOL_DIM, 21), count: TOOLS, noise: NOISE, seed: 22 });
  const toolsGenerated = seconds(started);
  started = performance.now();
  const toolsSampled = clusterVectors(tools, TOOL_DIM, { ...base, k: TOOL_K, fitSample: CLUSTER_DEFAULTS.fitSample });
  const toolsSampleSeconds = seconds(started);
  const toolsSampleRss = peakMb();
  started = performance.now();
  const toolsAuto = clusterVectors(tools, TOOL_DIM, { ...base, fitSample: CLUSTER_DEFAULTS.fitSample });
  const toolsAutoSeconds = seconds(started);

  const which = process.env.BENCH_CLUSTER_DIRECT;
  const direct = which === '0' || which === 'tools' ? null : directFit(vectors);
  const toolsDirect = which === '0' ? null : directFitSeeded(tools, TOOLS, TOOL_DIM, TOOL_K);
  return {
    environments: ENVS,
    dim: DIM,
    true_clusters: CENTRES,
    generate_seconds: generated,
    sample_then_assign: { k: K, fitted: sampled.fitted, seconds: sampleSeconds, iterations: sampled.iterations, peak_rss_mb: sampleRss },
    automatic_k: { seconds: autoSeconds, k: auto.k, method: auto.method, iterations: auto.iterations, silhouettes: auto.silhouettes },
    direct: direct && { ...direct.figures, agreement_with_sample_path: purity(sampled.assignment, direct.assignment) },
    tools: {
      vectors: TOOLS,
      dim: TOOL_DIM,
      true_clusters: TOOL_CENTRES,
      generate_seconds: toolsGenerated,
      sample_then_assign: { k: TOOL_K, fitted: toolsSampled.fitted, seconds: toolsSampleSeconds, iterations: toolsSampled.iterations, peak_rss_mb: toolsSampleRss },
      automatic_k: { seconds: toolsAutoSeconds, k: toolsAuto.k, method: toolsAuto.method, iterations: toolsAuto.iterations, silhouettes: toolsAuto.silhouettes },
      direct: toolsDirect && { ...toolsDirect.figures, agreement_with_sample_path: purity(toolsSampled.assignment, toolsDirect.assignment) },
    },
  };
}

/** ml-kmeans on all 10,000 points at once, as a user would call it. */
function directFit(vectors: Float32Array): { figures: object; assignment: Int32Array } {
  const started = performance.now();
  const rows: number[][] = [];
  for (let i = 0; i < ENVS; i++) rows.push(Array.from(vectors.subarray(i * DIM, (i + 1) * DIM)));
  const result = kmeans(rows, K, { initialization: 'kmeans++', seed: CLUSTER_DEFAULTS.seed, maxIterations: CLUSTER_DEFAULTS.maxIterations });
  return {
    figures: { k: K, seconds: seconds(started), iterations: result.iterations, peak_rss_mb: peakMb() },
    assignment: Int32Array.from(result.clusters),
  };
}

/** ml-kmeans on all `n` points from our seeded k-means++ centres: its Lloyd iterations alone, at full size. */
function directFitSeeded(vectors: Float32Array, n: number, dim: number, k: number): { figures: object; assignment: Int32Array } {
  const started = performance.now();
  const initialization = kmeansPlusPlus(vectors, dim, k, CLUSTER_DEFAULTS.seed);
  const seeded = seconds(started);
  const rows: number[][] = [];
  for (let i = 0; i < n; i++) rows.push(Array.from(vectors.subarray(i * dim, (i + 1) * dim)));
  const result = kmeans(rows, k, { initialization, seed: CLUSTER_DEFAULTS.seed, maxIterations: CLUSTER_DEFAULTS.maxIterations });
  return {
    figures: { k, seconds: seconds(started), seeding_seconds: seeded, iterations: result.iterations, peak_rss_mb: peakMb() },
    assignment: Int32Array.from(result.clusters),
  };
}
