// Exact against approximate search on the real data: per facet, the real-data audit's portfolio items as
// queries against its suite items (and the eval side's suite tasks against portfolio tasks), exact top 10 on
// the dense core against HNSW on a grid of parameters, with tie-aware recall@10 (recallAtK) and times. This
// is where HNSW_PARAMS and CHOOSE_PARAMS come from: synthetic clustered vectors flatter HNSW.
//
// Reads a run directory that has been through embed (default reports/real-data, made by
// `envsieve run pipelines/real-data.yaml`; BENCH_RUN=dir for another).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ExactIndex, HnswIndex, recallAtK, type Neighbours } from '../src/ann/index.js';
import { loadRunVectors } from '../src/embed/index.js';
import type { Facet } from '../src/core/types.js';

const REPO = resolve(import.meta.dirname, '..');
const GRID = [
  { m: 16, efConstruction: 100, efSearch: 64 },
  { m: 16, efConstruction: 100, efSearch: 256 },
  { m: 32, efConstruction: 200, efSearch: 128 },
  { m: 32, efConstruction: 200, efSearch: 512 },
];
const K = 10;

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));

function pack(vectors: Float32Array, dim: number, rows: number[]): Float32Array {
  const out = new Float32Array(rows.length * dim);
  rows.forEach((r, i) => out.set(vectors.subarray(r * dim, (r + 1) * dim), i * dim));
  return out;
}

export async function benchAnnReal(): Promise<object> {
  const runDir = resolve(process.env.BENCH_RUN ?? resolve(REPO, 'reports/real-data'));
  if (!existsSync(resolve(runDir, 'embed.json'))) throw new Error(`no embedded run at ${runDir}: run 'envsieve run pipelines/real-data.yaml' first or set BENCH_RUN`);
  const data = await loadRunVectors(runDir, { stage: 'bench' });
  const of = (facet: Facet, side: string) => data.items.flatMap((item, i) => (item.facet === facet && item.side === side ? [i] : []));
  const searches = [
    ...(['tools', 'state', 'tasks'] as const).map((facet) => ({ name: facet, points: of(facet, 'suite'), queries: of(facet, 'portfolio') })),
    { name: 'eval tasks', points: of('tasks', 'portfolio'), queries: of('tasks', 'suite') },
  ];
  const out = [];
  for (const s of searches) {
    if (s.points.length === 0 || s.queries.length === 0) continue;
    const points = { vectors: pack(data.vectors, data.dim, s.points), dim: data.dim };
    const queries = pack(data.vectors, data.dim, s.queries);
    let started = performance.now();
    const exact = await new ExactIndex(points).search(queries, K);
    const exactSeconds = seconds(started);
    const grid = [];
    for (const params of GRID) {
      started = performance.now();
      const index = new HnswIndex(points, { params });
      const build = seconds(started);
      started = performance.now();
      const found: Neighbours = await index.search(queries, K);
      grid.push({ ...params, build_seconds: build, search_seconds: seconds(started), recall_at_10: Number(recallAtK(exact, found).toFixed(4)), top1_lower: lowerTop1(exact, found) });
    }
    out.push({ search: s.name, points: s.points.length, queries: s.queries.length, exact_seconds: exactSeconds, hnsw: grid });
  }
  return { run: runDir, k: K, searches: out };
}

/** Queries whose best similarity HNSW reports lower than the exact best (a maximum the eval side would understate). */
function lowerTop1(exact: Neighbours, found: Neighbours): number {
  let lower = 0;
  for (let q = 0; q < exact.queries; q++) if ((found.similarities[q * found.k] as number) < (exact.similarities[q * exact.k] as number) - 1e-6) lower++;
  return lower;
}
