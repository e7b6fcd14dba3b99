// Nearest-neighbour search at the scale: 50,000 suite points and 20,000 portfolio queries of dimension
// 384, k = 10, seeded clustered vectors (500 centres plus noise). HNSW and the exact scan each run in a child
// process of their own, so that each one's peak RSS is its own and not the other's; HNSW runs twice to check
// that separate processes build the same graph. Recall is HNSW's against the exact top 10.
//
// The children are this file run as a script (`node --import tsx bench/ann.ts child <kind> <out>`).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExactIndex, HNSW_PARAMS, HnswIndex, recallAtK, type AnnIndex, type Neighbours } from '../src/ann/index.js';
import { clusteredVectors, randomUnitVectors } from '../src/ann/_clustered.js';

const DIM = 384;
const SUITE = 50_000;
const PORTFOLIO = 20_000;
const K = 10;
const CENTRES = 500;
/** Offset length 0.7: a point's cosine to its centre is about 0.82, to its nearest suite point about 0.73. */
const NOISE = 0.7;
const VECTOR_BYTES = (SUITE + PORTFOLIO) * DIM * 4;

type Kind = 'exact' | 'hnsw';

interface ChildReport {
  kind: Kind;
  baseline_rss_mb: number;
  peak_rss_mb: number;
  generate_seconds: number;
  build_seconds: number;
  search_seconds: number;
  result_sha256: string;
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));

/** The child's work: make the vectors, build, search, write the neighbours to `out` and report on stdout. */
async function runChild(kind: Kind, out: string): Promise<void> {
  const baseline = process.memoryUsage().rss;
  let started = performance.now();
  const centres = randomUnitVectors(CENTRES, DIM, 1);
  const suite = clusteredVectors({ dim: DIM, centres, count: SUITE, noise: NOISE, seed: 2 });
  const portfolio = clusteredVectors({ dim: DIM, centres, count: PORTFOLIO, noise: NOISE, seed: 3 });
  const generated = seconds(started);
  started = performance.now();
  const index: AnnIndex = kind === 'exact' ? new ExactIndex({ vectors: suite, dim: DIM }) : new HnswIndex({ vectors: suite, dim: DIM });
  const built = seconds(started);
  started = performance.now();
  const result = index.search(portfolio, K);
  const searched = seconds(started);
  const bytes = Buffer.concat([Buffer.from(result.indices.buffer), Buffer.from(result.similarities.buffer)]);
  await writeFile(out, bytes);
  const report: ChildReport = {
    kind,
    baseline_rss_mb: mb(baseline),
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    generate_seconds: generated,
    build_seconds: built,
    search_seconds: searched,
    result_sha256: createHash('sha256').update(bytes).digest('hex'),
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

function spawnChild(kind: Kind, out: string): Promise<ChildReport> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, [...process.execArgv, script, 'child', kind, out], { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(stdout) as ChildReport) : reject(new Error(`${kind} child exited with ${code}`))));
  });
}

async function readNeighbours(path: string): Promise<Neighbours> {
  const bytes = await readFile(path);
  const half = PORTFOLIO * K * 4;
  // Copies, because a Buffer read from disk may sit at an offset that a Float32Array view cannot start at.
  const indices = new Int32Array(new Uint8Array(bytes.subarray(0, half)).buffer);
  const similarities = new Float32Array(new Uint8Array(bytes.subarray(half)).buffer);
  return { queries: PORTFOLIO, k: K, indices, similarities };
}

function memoryFigures(report: ChildReport): object {
  return {
    peak_rss_mb: report.peak_rss_mb,
    baseline_rss_mb: report.baseline_rss_mb,
    peak_over_vector_bytes: Number((report.peak_rss_mb / mb(VECTOR_BYTES)).toFixed(2)),
    peak_minus_baseline_over_vector_bytes: Number(((report.peak_rss_mb - report.baseline_rss_mb) / mb(VECTOR_BYTES)).toFixed(2)),
  };
}

export async function benchAnn(): Promise<object> {
  const dir = await mkdtemp(join(tmpdir(), 'envsieve-bench-ann-'));
  try {
    const hnsw = await spawnChild('hnsw', join(dir, 'hnsw.bin'));
    const again = await spawnChild('hnsw', join(dir, 'hnsw-again.bin'));
    const exact = await spawnChild('exact', join(dir, 'exact.bin'));
    const recall = recallAtK(await readNeighbours(join(dir, 'exact.bin')), await readNeighbours(join(dir, 'hnsw.bin')));
    const hnswSeconds = hnsw.build_seconds + hnsw.search_seconds;
    const exactSeconds = exact.build_seconds + exact.search_seconds;
    const pairSeconds = exactSeconds / (SUITE * PORTFOLIO);
    const speedup = exactSeconds / hnswSeconds;
    return {
      dim: DIM, suite_points: SUITE, portfolio_queries: PORTFOLIO, k: K, centres: CENTRES, noise: NOISE,
      hnsw_params: HNSW_PARAMS,
      vector_mb: mb(VECTOR_BYTES),
      hnsw: {
        build_seconds: hnsw.build_seconds,
        search_seconds: hnsw.search_seconds,
        queries_per_second: Math.round(PORTFOLIO / hnsw.search_seconds),
        end_to_end_seconds: Number(hnswSeconds.toFixed(2)),
        ...memoryFigures(hnsw),
        deterministic_across_processes: hnsw.result_sha256 === again.result_sha256,
      },
      exact: {
        search_seconds: Number(exactSeconds.toFixed(2)),
        queries_per_second: Math.round(PORTFOLIO / exactSeconds),
        gmac_per_second: Number(((SUITE * PORTFOLIO * DIM) / exactSeconds / 1e9).toFixed(2)),
        ...memoryFigures(exact),
      },
      recall_at_10: Number(recall.toFixed(4)),
      speedup: Number(speedup.toFixed(1)),
      // chooseIndex's costs in exact pairs (CHOOSE_PARAMS), as measured in this run.
      measured_costs_in_pairs: {
        insertPairs: Math.round(hnsw.build_seconds / SUITE / pairSeconds),
        queryPairs: Math.round(hnsw.search_seconds / PORTFOLIO / pairSeconds),
      },
      targets: {
        recall_at_10: { target: 0.99, met: recall >= 0.99 },
        speedup: { target: 5, met: speedup >= 5 },
        hnsw_peak_rss_under_2x_vectors: { target_mb: 2 * mb(VECTOR_BYTES), met: hnsw.peak_rss_mb < 2 * mb(VECTOR_BYTES) },
      },
      generate_seconds: hnsw.generate_seconds,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'child') {
  await runChild(process.argv[3] as Kind, process.argv[4] as string);
}
