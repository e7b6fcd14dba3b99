// The cluster stage end to end with the real model: planted near-duplicates grouped (recall ≥ 0.95, no group
// mixing unrelated environments), the sample's redundant hotel pair, novelty against a baseline, and
// byte-identical artifacts on a second run; plus the k-means layer's determinism on synthetic vectors.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import yargs from 'yargs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EnvsieveError, embed, ingest } from '../src/index.js';
import { cluster } from '../src/cluster/index.js';
import { clusterCommand } from '../src/cli/clusterCommand.js';
import { randomUnitVectors } from '../src/ann/_clustered.js';
import { clusterVectors } from '../src/cluster/kmeans.js';
import { sampleIndices } from '../src/cluster/sample.js';
import { CLUSTER_DEFAULTS } from '../src/core/defaults.js';
import { plantCopies } from './planted.js';
import { SAMPLE, jsonl, readJson, tempDir, writeInput } from './helpers.js';

type Row = Record<string, string>;
type Json = Record<string, unknown>;
const csv = async (run: string, name: string): Promise<Row[]> => parse(await readFile(join(run, name), 'utf8'), { columns: true }) as Row[];
const readSuite = async (): Promise<Json[]> => (await readFile(join(SAMPLE, 'suite.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Json);

/** ingest + embed of the given manifests into a fresh run directory. */
async function prepare(dir: string, inputs: { portfolio: Json[]; baseline?: Json[] }): Promise<string> {
  const portfolio = [await writeInput(dir, 'portfolio.jsonl', jsonl(inputs.portfolio))];
  const baseline = inputs.baseline ? [await writeInput(dir, 'baseline.jsonl', jsonl(inputs.baseline))] : undefined;
  const run = join(dir, 'run');
  await ingest({ portfolio, ...(baseline ? { baseline } : {}) }, { outDir: run });
  await embed(run, { cacheDir: join(dir, 'cache') });
  return run;
}

describe('planted near-duplicates', () => {
  let run: string;
  /** Portfolio env id → the original it copies (the original maps to itself), or null for an unrelated one. */
  const truth = new Map<string, string | null>();
  beforeAll(async () => {
    const suite = await readSuite();
    const planted = plantCopies(suite, 5);
    const originals = suite.map((e) => ({ ...e, id: `orig/${String(e.id)}` }));
    for (const e of originals) truth.set(e.id, String(e.id).slice('orig/'.length));
    for (const [id, of] of Object.entries(planted.truth)) truth.set(id, of);
    run = await prepare(await tempDir(), { portfolio: [...originals, ...planted.environments] });
    await cluster(run);
  }, 120_000);

  it('groups at least 95% of planted copies with their original, and merges nothing unrelated', async () => {
    const rows = await csv(run, 'near_duplicates.csv');
    expect(rows.map((r) => r.env_id).sort()).toEqual([...truth.keys()].sort());
    const groupOf = new Map(rows.map((r) => [r.env_id as string, r.group as string]));
    const copies = [...truth].filter(([id, of]) => of !== null && !id.startsWith('orig/'));
    const grouped = copies.filter(([id, of]) => groupOf.get(id) === groupOf.get(`orig/${of}`));
    expect(grouped.length / copies.length).toBeGreaterThanOrEqual(0.95);
    for (const group of new Set(groupOf.values())) {
      const origins = new Set(rows.filter((r) => r.group === group).map((r) => truth.get(r.env_id as string) ?? `unrelated:${r.env_id}`));
      expect(origins.size, `group ${group}`).toBe(1);
    }
  });

  it('keeps one environment per group by its stated rule and counts effective environments', async () => {
    const rows = await csv(run, 'near_duplicates.csv');
    const groups = new Set(rows.map((r) => r.group));
    for (const group of groups) expect(rows.filter((r) => r.group === group && r.kept === 'true')).toHaveLength(1);
    const report = await readJson<Json>(join(run, 'redundancy.json'));
    expect(report.effective_environments).toBe(groups.size);
    expect(report.nominal_environments).toBe(truth.size);
    expect(groups.size).toBe(3 + 10);
    const kept = rows.filter((r) => r.kept === 'true');
    expect(kept.every((r) => r.similarity_to_kept === '1')).toBe(true);
  });

  it('writes clusters with sizes adding up to the portfolio and flags the copy clusters redundant', async () => {
    const rows = await csv(run, 'clusters.csv');
    expect(rows.reduce((s, r) => s + Number(r.size), 0)).toBe(truth.size);
    expect(rows.map((r) => Number(r.cluster))).toEqual(rows.map((_, i) => i + 1));
    const redundant = rows.filter((r) => r.redundant === 'true');
    expect(redundant.length).toBeGreaterThanOrEqual(1);
    for (const r of redundant) expect(Number(r.near_dup_pairs)).toBeGreaterThan(0);
  });

  it('writes the same bytes on a second run', async () => {
    const files = ['clusters.csv', 'near_duplicates.csv', 'families.csv', 'family_similarity.csv', 'related_pairs.csv'];
    const first = await Promise.all(files.map((f) => readFile(join(run, f), 'utf8')));
    const { generatedAt: r1, ...report1 } = await readJson<Json>(join(run, 'redundancy.json'));
    await cluster(run);
    const second = await Promise.all(files.map((f) => readFile(join(run, f), 'utf8')));
    const { generatedAt: r2, ...report2 } = await readJson<Json>(join(run, 'redundancy.json'));
    expect(second).toEqual(first);
    expect(report2).toEqual(report1);
    expect(r1).toBeDefined();
    expect(r2).toBeDefined();
  }, 60_000);
});

describe('cluster', () => {
  it('puts the sample portfolio’s two hotel booking environments in one group', async () => {
    const dir = await tempDir();
    const run = join(dir, 'run');
    await ingest({ portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [join(SAMPLE, 'suite.jsonl')], tasks: [join(SAMPLE, 'tasks.csv')] }, { outDir: run });
    await embed(run, { cacheDir: join(dir, 'cache') });
    const summary = await cluster(run);
    const rows = await csv(run, 'near_duplicates.csv');
    expect(rows).toHaveLength(8);
    const a = rows.find((r) => r.env_id === 'gen/hotel_booking_a');
    const b = rows.find((r) => r.env_id === 'gen/hotel_booking_b');
    expect(a?.group).toBe(b?.group);
    expect(summary.effectiveEnvironments).toBeLessThan(8);
    expect(summary.novelty).toBeNull();

    // The command module, driven as cli.ts will (it is registered there separately).
    let out = '';
    const io = { stdout: (t: string) => void (out += t), stderr: () => undefined, isTty: false };
    const argv = ['cluster', run, '--clusters', '3', '--seed', '5', '--threshold-env-near', '0.9'];
    await yargs(argv).option('quiet', { type: 'boolean', default: false }).option('json', { type: 'boolean', default: false }).command(clusterCommand(io) as never).strict().exitProcess(false).parseAsync();
    expect(out).toMatch(/^effective environments: 7 of 8/);
    const report = await readJson<Json>(join(run, 'redundancy.json'));
    expect(report).toMatchObject({ seed: 5, k: 3, kmeans: { requested_k: 3, chosen_k: 3 }, near_duplicates: { threshold: 0.9 } });
  }, 60_000);

  it('measures a batch’s novelty against the baseline', async () => {
    const suite = await readSuite();
    const planted = plantCopies(suite, 9);
    const run = await prepare(await tempDir(), { portfolio: planted.environments, baseline: suite });
    const summary = await cluster(run);
    const novelty = await csv(run, 'novelty.csv');
    expect(novelty).toHaveLength(planted.environments.length);
    for (const row of novelty) {
      const of = planted.truth[row.env_id as string];
      if (of === null) expect(row.near_duplicate, row.env_id).toBe('false');
      else expect(row, row.env_id).toMatchObject({ near_duplicate: 'true', nearest_baseline_env: of });
    }
    expect(summary.novelty).toMatchObject({ batch: 19, baseline: 3, nearDuplicatesOfBaseline: 9, landsInExisting: 9 });
    expect(summary.novelty?.verdict).toMatch(/^\d+% of this batch \(\d+ of 19\) lands in \d+ existing clusters?; .*; 9 environments are near-duplicates of baseline ones$/);
    const report = await readJson<Json>(join(run, 'redundancy.json'));
    expect((report.novelty as Json).verdict).toBe(summary.novelty?.verdict);
  }, 120_000);

  it('rejects a bad seed or cluster count before doing any work', async () => {
    const dir = await tempDir();
    await expect(cluster(dir, { seed: 0 })).rejects.toThrow(EnvsieveError);
    await expect(cluster(dir, { envThresholds: { nearDuplicate: 2 } })).rejects.toThrow(EnvsieveError);
    await expect(clusterVectors(new Float32Array(4), 2, { ...kmeansOptions(), k: 0 })).rejects.toThrow(EnvsieveError);
  });
});

function kmeansOptions() {
  const d = CLUSTER_DEFAULTS;
  return { seed: d.seed, candidates: d.kCandidates, silhouetteSample: d.silhouetteSample, structureSilhouette: d.structureSilhouette, fitSample: d.fitSample, maxIterations: d.maxIterations };
}

/** Unit vectors around `centres` well-separated directions: 4 dims per centre, one hot plus small noise. */
function blobs(centres: number, perCentre: number, dim: number): Float32Array {
  const out = new Float32Array(centres * perCentre * dim);
  let state = 12345;
  const noise = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 0.1;
  for (let c = 0; c < centres; c++) {
    for (let p = 0; p < perCentre; p++) {
      const row = (c * perCentre + p) * dim;
      for (let d = 0; d < dim; d++) out[row + d] = (d === c ? 1 : 0) + noise();
      let sq = 0;
      for (let d = 0; d < dim; d++) sq += (out[row + d] as number) ** 2;
      for (let d = 0; d < dim; d++) out[row + d] = (out[row + d] as number) / Math.sqrt(sq);
    }
  }
  return out;
}

describe('k-means layer', () => {
  it('recovers well-separated clusters, choosing k by silhouette, the same way twice', async () => {
    const vectors = blobs(8, 20, 16);
    const first = await clusterVectors(vectors, 16, kmeansOptions());
    const second = await clusterVectors(vectors, 16, kmeansOptions());
    expect(second.centroids).toEqual(first.centroids);
    expect(first.k).toBe(8);
    expect(Array.from(second.assignment)).toEqual(Array.from(first.assignment));
    for (let c = 0; c < 8; c++) expect(new Set(first.assignment.subarray(c * 20, (c + 1) * 20)).size).toBe(1);
    expect(first.criterion).toMatch(/silhouette/);
  });

  it('goes no coarser than k near √(n/2) when no candidate shows structure, and says so', async () => {
    // 512 random directions in 64 dimensions: no clusters, every silhouette near 0.
    const result = await clusterVectors(randomUnitVectors(512, 64, 5), 64, kmeansOptions());
    expect(result.silhouettes.length).toBeGreaterThan(3);
    expect(Math.max(...result.silhouettes.map((s) => s.silhouette))).toBeLessThan(0.25);
    const bestK = result.silhouettes.reduce((a, b) => (b.silhouette > a.silhouette ? b : a)).k;
    expect(result.k).toBe(Math.max(bestK, 16)); // √(512/2) = 16
    expect(result.k).toBeGreaterThanOrEqual(16);
    expect(result.criterion).toMatch(/no substantial cluster structure.*nearest √\(n\/2\) = 16\.0/);
  });

  it('fits on a sample and assigns every point when there are more than fitSample', async () => {
    const vectors = blobs(4, 50, 8);
    const result = await clusterVectors(vectors, 8, { ...kmeansOptions(), k: 4, fitSample: 60 });
    expect(result).toMatchObject({ method: 'sample-then-assign', fitted: 60, k: 4 });
    for (let c = 0; c < 4; c++) expect(new Set(result.assignment.subarray(c * 50, (c + 1) * 50)).size).toBe(1);
  });

  it('samples the same indices for the same seed, ascending and distinct', () => {
    const a = sampleIndices(1000, 50, 7);
    expect(a).toEqual(sampleIndices(1000, 50, 7));
    expect(new Set(a).size).toBe(50);
    expect([...a].sort((x, y) => x - y)).toEqual(a);
    expect(sampleIndices(10, 50, 7)).toHaveLength(10);
  });
});
