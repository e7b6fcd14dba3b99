// The heavy half of environment-pair scoring: for every listed (environment, candidate) pair and one facet,
// the best cosine of each of the environment's items within the candidate (row maxima) and of each of the
// candidate's items within the environment (column maxima). Environments are taken in groups; per group one
// product of all its items against all items of all its candidates (src/dense), blocked to a bounded size,
// is scanned only where a listed pair needs it. Copying each candidate's vectors once per group instead of
// once per pair, and a few large products instead of one small one per environment, is what makes this
// cheap: the real-data audit lists 84k pairs over 35M item pairs, which one product per environment spent
// most of its time packing and calling.
import { DENSE_PARAMS, productBlocks, type DenseEngine } from '../dense/index.js';
import type { Facet } from '../core/types.js';
import { packVectors, type EnvInfo, type RunData } from './runData.js';

export interface PairMaxima {
  /** Best cosine in the candidate of each of the environment's items, in item order. */
  rowMax: Float32Array;
  /** Best cosine in the environment of each of the candidate's items, in item order. */
  colMax: Float32Array;
}

/**
 * Environments per group, and items per group: bounds the candidate union a group's product spans. On the
 * real-data audit 8 / 256 computes 21 GMAC for the 35M item pairs needed (128 / 2,048: 52 GMAC; 4 / 256: 19
 * GMAC in twice the calls), a waste the GEMM pays for easily against 515 calls instead of 84k pairs.
 */
const GROUP = { envs: 8, items: 256 };

/**
 * `visit(env, candidate, maxima)` for every listed pair where both have items of `facet`; environments in
 * the order given, candidates in each list's order.
 */
export async function forEachPairMaxima(
  engine: DenseEngine,
  data: RunData,
  facet: Facet,
  listed: Array<[EnvInfo, EnvInfo[]]>,
  visit: (env: EnvInfo, candidate: EnvInfo, maxima: PairMaxima) => void,
): Promise<void> {
  const withItems = listed.filter(([env]) => env.items[facet].length > 0);
  for (let start = 0; start < withItems.length; ) {
    let end = start;
    let items = 0;
    while (end < withItems.length && end - start < GROUP.envs && (end === start || items + (withItems[end]?.[0].items[facet].length ?? 0) <= GROUP.items)) {
      items += withItems[end]?.[0].items[facet].length ?? 0;
      end++;
    }
    await groupMaxima(engine, data, facet, withItems.slice(start, end), visit);
    start = end;
  }
}

async function groupMaxima(engine: DenseEngine, data: RunData, facet: Facet, group: Array<[EnvInfo, EnvInfo[]]>, visit: (env: EnvInfo, candidate: EnvInfo, maxima: PairMaxima) => void): Promise<void> {
  const columnOf = new Map<EnvInfo, number>();
  const columns: number[] = [];
  for (const [, candidates] of group) {
    for (const c of candidates) {
      if (columnOf.has(c) || c.items[facet].length === 0) continue;
      columnOf.set(c, columns.length);
      columns.push(...c.items[facet]);
    }
  }
  if (columns.length === 0) return;
  const rowOf = new Map<EnvInfo, number>();
  const rows: number[] = [];
  for (const [env] of group) {
    rowOf.set(env, rows.length);
    rows.push(...env.items[facet]);
  }
  const a = { data: packVectors(data, rows), rows: rows.length, cols: data.dim };
  const b = { data: packVectors(data, columns), rows: columns.length, cols: data.dim };
  // Every listed pair's maxima, filled block by block of rows (a block's product is at most productFloats).
  const pairs = group.flatMap(([env, candidates]) => candidates.filter((c) => columnOf.has(c)).map((c) => ({ env, c, maxima: { rowMax: new Float32Array(env.items[facet].length), colMax: new Float32Array(c.items[facet].length).fill(-Infinity) } })));
  const blockRows = Math.floor(DENSE_PARAMS.productFloats / b.rows);
  await productBlocks(engine, a, b, (from, to, product) => {
    for (const { env, c, maxima } of pairs) {
      const first = rowOf.get(env) as number;
      const lo = Math.max(from, first);
      const hi = Math.min(to, first + env.items[facet].length);
      if (lo >= hi) continue;
      scan(product, b.rows, lo - from, hi - from, columnOf.get(c) as number, c.items[facet].length, maxima, lo - first);
    }
  }, blockRows);
  for (const { env, c, maxima } of pairs) visit(env, c, maxima);
}

/** Rows [r0, r1) of the product (row width `width`) over columns [c0, c0 + n): into rowMax from `rowOffset`, and colMax. */
function scan(product: Float32Array, width: number, r0: number, r1: number, c0: number, n: number, maxima: PairMaxima, rowOffset: number): void {
  const { rowMax, colMax } = maxima;
  for (let r = r0; r < r1; r++) {
    let best = -Infinity;
    for (let j = 0, at = r * width + c0; j < n; j++, at++) {
      const v = product[at] as number;
      if (v > best) best = v;
      if (v > (colMax[j] as number)) colMax[j] = v;
    }
    rowMax[rowOffset + r - r0] = best;
  }
}
