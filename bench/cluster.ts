// The cluster stage's vector work, dense path against the reference (bench/_clusterReference.ts: the scalar
// and ml-kmeans path it replaced), on synthetic environment vectors shaped like the real-data audit's —
// 2,420 environments of dimension 384 × 3 around 190 family directions (each environment's family is its
// nearest direction, so siblings crowd each other's nearest slots as Seal-Tools' numbered fields do) with
// noise that leaves weak structure — then the dense path alone at 10,000 environments. Each figure is timed
// in this one run; ratios are reference seconds over dense seconds, measured back to back. Quality: the
// k-means objective (sum of squared distances to the centroid, over every point) and the silhouettes of both
// paths; candidate lists compared entry by entry; PCA components compared up to sign.
// BENCH_CLUSTER_REFERENCE=0 skips the reference (the dense path only).
import { clusteredVectors, randomUnitVectors } from '../src/ann/_clustered.js';
import { gramNeighbourhoods } from '../src/cluster/envGram.js';
import { clusterVectors } from '../src/cluster/kmeans.js';
import { objective } from '../src/cluster/lloyd.js';
import { CLUSTER_DEFAULTS } from '../src/core/defaults.js';
import type { EnvInfo } from '../src/neighbors/index.js';
import { DenseEngine } from '../src/dense/index.js';
import { principalComponents } from '../src/report/pca.js';
import { referenceCandidates, referenceClusterVectors, referenceNearestInFamily, referencePca } from './_clusterReference.js';
import { loadAverage, seconds, timed } from './_timing.js';

const DIM = 384 * 3;
const FAMILIES = 190;
const NOISE = 1.6;
const K_NEAREST = CLUSTER_DEFAULTS.candidateNeighbours;
const K_CROSS = CLUSTER_DEFAULTS.familyNeighbours;
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const ratio = (reference: number, dense: number) => Number((reference / Math.max(dense, 1e-3)).toFixed(1));

async function portfolio(n: number, seed: number) {
  const engine = await DenseEngine.open();
  const centres = randomUnitVectors(FAMILIES, DIM, seed);
  const vectors = clusteredVectors({ dim: DIM, centres, count: n, noise: NOISE, seed: seed + 1 });
  const found = await engine.topK({ data: vectors, rows: n, cols: DIM }, { data: centres, rows: FAMILIES, cols: DIM }, 1);
  const families = Int32Array.from(found.indices);
  const envs = Array.from(families, (f, i): EnvInfo => ({ key: `portfolio\u0000e${i}`, id: `e${i}`, side: 'portfolio', family: `f${f}`, suite: 'bench', items: { tools: [], state: [], tasks: [] } }));
  return { engine, vectors, families, envs };
}

const kmeansOptions = (k?: number) => ({ ...(k ? { k } : {}), seed: CLUSTER_DEFAULTS.seed, candidates: CLUSTER_DEFAULTS.kCandidates, silhouetteSample: CLUSTER_DEFAULTS.silhouetteSample, structureSilhouette: CLUSTER_DEFAULTS.structureSilhouette, fitSample: CLUSTER_DEFAULTS.fitSample, maxIterations: CLUSTER_DEFAULTS.maxIterations });

async function compareKmeans(vectors: Float32Array, n: number, k: number | undefined, reference: boolean) {
  const points = { data: vectors, rows: n, cols: DIM };
  const dense = await timed(() => clusterVectors(vectors, DIM, kmeansOptions(k)));
  const denseFigures = { seconds: dense.seconds, k: dense.value.k, iterations: dense.value.iterations, objective: round(objective(points, { data: dense.value.centroids, rows: dense.value.k, cols: DIM }, dense.value.assignment)), silhouettes: dense.value.silhouettes };
  if (!reference) return { dense: denseFigures };
  const old = await timed(async () => referenceClusterVectors(vectors, DIM, kmeansOptions(k)));
  const centroids = Float32Array.from(old.value.centroids.flat());
  const referenceFigures = { seconds: old.seconds, k: old.value.k, iterations: old.value.iterations, objective: round(objective(points, { data: centroids, rows: old.value.k, cols: DIM }, old.value.assignment)), silhouettes: old.value.silhouettes };
  return { reference: referenceFigures, dense: denseFigures, speedup: ratio(old.seconds, dense.seconds), objective_ratio: Number((denseFigures.objective / referenceFigures.objective).toFixed(5)) };
}

/** Every env against 8 other families (present ones), as completion asks (the real data asked 128,133 such pairs). */
function completionRequests(families: Int32Array): Array<[number, number]> {
  const present = [...new Set(families)].sort((a, b) => a - b);
  return Array.from(families).flatMap((f, q) => Array.from({ length: 8 }, (_, i): [number, number] => [q, present[(present.indexOf(f) + 1 + i * 23) % present.length] as number]));
}

async function compareCandidates(p: Awaited<ReturnType<typeof portfolio>>, reference: boolean) {
  const n = p.envs.length;
  const requests = completionRequests(p.families);
  const dense = await timed(async () => {
    const gram = await gramNeighbourhoods({ envs: p.envs, vectors: p.vectors, dim: DIM }, { kNearest: K_NEAREST, kCross: K_CROSS });
    // The Gram numbers families by first appearance; the requests name them by centre.
    const index = new Map(gram.families.map((f, i) => [f, i]));
    return { gram, inFamily: await gram.nearestInFamily(requests.map(([q, f]) => [q, index.get(`f${f}`) as number] as const)) };
  });
  const denseFigures = { seconds: dense.seconds, completion_requests: requests.length, peak_rss_mb: peakMb() };
  if (!reference) return { dense: denseFigures };
  const old = await timed(async () => ({ ...(await referenceCandidates(p.vectors, DIM, p.families, K_NEAREST, K_CROSS)), inFamily: referenceNearestInFamily(p.vectors, DIM, p.families, requests) }));
  const same = (a: Int32Array, b: Int32Array) => Number((a.filter((v, i) => v === b[i]).length / a.length).toFixed(5));
  return {
    reference: { seconds: old.seconds },
    dense: denseFigures,
    speedup: ratio(old.seconds, dense.seconds),
    agreement: { nearest: same(dense.value.gram.nearest, old.value.nearest), cross_family: same(dense.value.gram.crossFamily, old.value.cross), nearest_in_family: same(dense.value.inFamily, old.value.inFamily) },
    environments: n,
  };
}

async function comparePca(p: Awaited<ReturnType<typeof portfolio>>, reference: boolean) {
  const n = p.envs.length;
  const dense = await timed(() => principalComponents(p.engine, { data: p.vectors, rows: n, cols: DIM }, 2));
  const denseFigures = { seconds: dense.seconds, rounds: dense.value.rounds };
  if (!reference) return { dense: denseFigures };
  const old = await timed(async () => referencePca(p.vectors, n, DIM));
  const cosines = [0, 1].map((c) => Number(Math.abs((old.value.components[c] as number[]).reduce((s, v, j) => s + v * (dense.value.vectors[c * DIM + j] as number), 0)).toFixed(8)));
  return { reference: { seconds: old.seconds }, dense: denseFigures, speedup: ratio(old.seconds, dense.seconds), component_abs_cosines: cosines };
}

const round = (x: number) => Math.round(x * 1e3) / 1e3;

export async function benchCluster(): Promise<object> {
  const reference = process.env.BENCH_CLUSTER_REFERENCE !== '0';
  const loadAtStart = loadAverage();
  const started = performance.now();
  const real = await portfolio(2420, 11);
  const generated = seconds(started);
  const atRealScale = {
    environments: 2420,
    generate_seconds: generated,
    kmeans_automatic_k: await compareKmeans(real.vectors, 2420, undefined, reference),
    kmeans_k32: await compareKmeans(real.vectors, 2420, 32, reference),
    candidates: await compareCandidates(real, reference),
    pca: await comparePca(real, reference),
  };
  const big = await portfolio(10_000, 21);
  const atScale = {
    environments: 10_000,
    kmeans_automatic_k: await compareKmeans(big.vectors, 10_000, undefined, false),
    candidates: await compareCandidates(big, false),
    pca: await comparePca(big, false),
    peak_rss_mb: peakMb(),
  };
  return { dim: DIM, families: FAMILIES, load_average_at_start: loadAtStart, real_scale: atRealScale, scale_10000: atScale, load_average_at_end: loadAverage() };
}
