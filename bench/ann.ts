// Nearest-neighbour search at the scale: 50,000 suite points and 20,000 portfolio queries of dimension
// 384, k = 10, seeded clustered vectors (500 centres plus noise). HNSW and the exact scan each run in a child
// process of their own, so that each one's peak RSS is its own and not the other's; HNSW runs twice to check
// that separate processes build the same graph. Recall is HNSW's against the exact top 10.
//
// Memory is judged on the 'hnsw' child: peak RSS (all of it, Node and tsx included; the baseline is reported
// beside it) over the bytes of the vectors involved, (50,000 + 20,000) × 384 × 4. That child hands the suite
// to the index one row at a time as it is generated (the graph keeps its own copy; HnswIndex keeps none) and
// searches the portfolio in slices of 2,048, as the neighbors stage does, so it never holds either set
// whole. The 'hnsw-held' child holds both sets whole beside the graph, as a caller that keeps its vectors
// does (the neighbors stage keeps every item's vector for exact rescoring): it shows what that layout costs.
// Generating the vectors is timed apart and left out of the build and search times.
//
// The children are this file run as a script (`node --import tsx bench/ann.ts child <kind> <out>`).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExactIndex, HNSW_PARAMS, HnswIndex, recallAtK, type AnnIndex, type Neighbours, type VectorRows } from '../src/ann/index.js';
import { emptyNeighbours } from '../src/ann/annIndex.js';
import { ScalarExactIndex } from '../src/ann/_scalarExact.js';
import { clusteredStream, clusteredVectors, randomUnitVectors } from '../src/ann/_clustered.js';

const DIM = 384;
const SUITE = 50_000;
const PORTFOLIO = 20_000;
const K = 10;
const CENTRES = 500;
/** Offset length 0.7: a point's cosine to its centre is about 0.82, to its nearest suite point about 0.73. */
const NOISE = 0.7;
const VECTOR_BYTES = (SUITE + PORTFOLIO) * DIM * 4;
/**
 * Queries searched at a time: the neighbors stage's slice (SLICE in src/neighbors/itemMatches.ts), written
 * out rather than imported because that module pulls in the embedder and would inflate the baseline.
 */
const SLICE = 2048;

type Kind = 'exact' | 'scalar' | 'hnsw' | 'hnsw-held';

/** Queries the plain-JS reference searches (it would take minutes for all): the ratio is per query. */
const SCALAR_QUERIES = 1_000;

interface ChildReport {
  kind: Kind;
  baseline_rss_mb: number;
  peak_rss_mb: number;
  /** Peak RSS over the vectors' bytes, from the peak in KiB (not the rounded MB). */
  peak_over_vector_bytes: number;
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
  const centres = randomUnitVectors(CENTRES, DIM, 1);
  const suite = clusteredStream({ dim: DIM, centres, noise: NOISE, seed: 2 });
  const portfolio = clusteredStream({ dim: DIM, centres, noise: NOISE, seed: 3 });
  let generating = 0;
  const next = (stream: () => Float32Array): Float32Array => {
    const started = performance.now();
    const row = stream();
    generating += performance.now() - started;
    return row;
  };
  let started = performance.now();
  let index: AnnIndex;
  let queries: Float32Array | undefined;
  if (kind === 'hnsw') {
    let expected = 0;
    const rows: VectorRows = { count: SUITE, dim: DIM, read: (row, into) => {
      if (row !== expected++) throw new Error(`rows read out of order: ${row}`);
      const vector = next(suite);
      for (let j = 0; j < DIM; j++) into[j] = vector[j] as number;
    } };
    index = new HnswIndex(rows);
  } else {
    const points = new Float32Array(SUITE * DIM);
    for (let p = 0; p < SUITE; p++) points.set(next(suite), p * DIM);
    queries = new Float32Array(PORTFOLIO * DIM);
    for (let q = 0; q < PORTFOLIO; q++) queries.set(next(portfolio), q * DIM);
    index = kind === 'exact' ? new ExactIndex({ vectors: points, dim: DIM }) : kind === 'scalar' ? new ScalarExactIndex({ vectors: points, dim: DIM }) : new HnswIndex({ vectors: points, dim: DIM });
  }
  const built = seconds(started + generating);
  const generatedBeforeSearch = generating;
  started = performance.now();
  const result = emptyNeighbours(PORTFOLIO, K);
  const slice = new Float32Array(SLICE * DIM);
  const searchedQueries = kind === 'scalar' ? SCALAR_QUERIES : PORTFOLIO;
  for (let first = 0; first < searchedQueries; first += SLICE) {
    const count = Math.min(SLICE, searchedQueries - first);
    let batch: Float32Array;
    if (queries) batch = queries.subarray(first * DIM, (first + count) * DIM);
    else {
      for (let q = 0; q < count; q++) slice.set(next(portfolio), q * DIM);
      batch = slice.subarray(0, count * DIM);
    }
    const found = await index.search(batch, K);
    result.indices.set(found.indices, first * K);
    result.similarities.set(found.similarities, first * K);
  }
  const searched = seconds(started + (generating - generatedBeforeSearch));
  const bytes = Buffer.concat([Buffer.from(result.indices.buffer), Buffer.from(result.similarities.buffer)]);
  await writeFile(out, bytes);
  const peakKiB = process.resourceUsage().maxRSS;
  const report: ChildReport = {
    kind,
    baseline_rss_mb: mb(baseline),
    peak_rss_mb: Math.round(peakKiB / 1024),
    peak_over_vector_bytes: Number(((peakKiB * 1024) / VECTOR_BYTES).toFixed(2)),
    generate_seconds: Number((generating / 1000).toFixed(2)),
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
    peak_over_vector_bytes: report.peak_over_vector_bytes,
    peak_minus_baseline_over_vector_bytes: Number(((report.peak_rss_mb - report.baseline_rss_mb) / (VECTOR_BYTES / 2 ** 20)).toFixed(2)),
  };
}

export async function benchAnn(): Promise<object> {
  const dir = await mkdtemp(join(tmpdir(), 'envsieve-bench-ann-'));
  try {
    const hnsw = await spawnChild('hnsw', join(dir, 'hnsw.bin'));
    const again = await spawnChild('hnsw', join(dir, 'hnsw-again.bin'));
    const held = await spawnChild('hnsw-held', join(dir, 'hnsw-held.bin'));
    const exact = await spawnChild('exact', join(dir, 'exact.bin'));
    const scalar = await spawnChild('scalar', join(dir, 'scalar.bin'));
    const scalarPerQuery = scalar.search_seconds / SCALAR_QUERIES;
    const exactRows = await readNeighbours(join(dir, 'exact.bin'));
    const scalarRows = await readNeighbours(join(dir, 'scalar.bin'));
    const firstRows = (n: Neighbours): Neighbours => ({ queries: SCALAR_QUERIES, k: K, indices: n.indices.subarray(0, SCALAR_QUERIES * K), similarities: n.similarities.subarray(0, SCALAR_QUERIES * K) });
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
      hnsw_vectors_held: {
        build_seconds: held.build_seconds,
        search_seconds: held.search_seconds,
        ...memoryFigures(held),
        same_result_as_streamed: held.result_sha256 === hnsw.result_sha256,
      },
      exact: {
        search_seconds: Number(exactSeconds.toFixed(2)),
        queries_per_second: Math.round(PORTFOLIO / exactSeconds),
        gmac_per_second: Number(((SUITE * PORTFOLIO * DIM) / exactSeconds / 1e9).toFixed(2)),
        ...memoryFigures(exact),
      },
      scalar_reference: {
        queries: SCALAR_QUERIES,
        search_seconds: scalar.search_seconds,
        gmac_per_second: Number(((SUITE * SCALAR_QUERIES * DIM) / scalar.search_seconds / 1e9).toFixed(2)),
        dense_exact_speedup_per_query: Number((scalarPerQuery / (exactSeconds / PORTFOLIO)).toFixed(1)),
        dense_exact_recall_against_scalar: Number(recallAtK(firstRows(scalarRows), firstRows(exactRows)).toFixed(4)),
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
        exact_faster_than_hnsw: { met: speedup < 1 },
        hnsw_peak_rss_under_2x_vectors: { target: 2, peak_over_vector_bytes: hnsw.peak_over_vector_bytes, met: hnsw.peak_over_vector_bytes < 2 },
      },
      generate_seconds: exact.generate_seconds,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'child') {
  await runChild(process.argv[3] as Kind, process.argv[4] as string);
}
