// The heavy half of environment-pair scoring: for every listed (environment, candidate) pair and one facet,
// the best cosine of each of the environment's items within the candidate (row maxima) and of each of the
// candidate's items within the environment (column maxima). Environments are taken in groups; per group one
// product of all its items against all items of all its candidates (src/dense), blocked to a bounded size,
// is scanned only where a listed pair needs it. Copying each candidate's vectors once per group instead of
// once per pair, and a few large products instead of one small one per environment, is what makes this
// cheap: the real-data audit lists 84k pairs over 35M item pairs, which one product per environment spent
// most of its time packing and calling.
import { DENSE_PARAMS, rowSlice, type DenseEngine } from '../dense/index.js';
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
 * `visit(e, c, maxima)` for every listed pair where both have items of `facet`: `listed[e]`'s environment and
 * the c-th environment of its list (positions, so that a caller keeps its per-pair results in arrays);
 * environments in the order given, candidates in each list's order.
 */
export async function forEachPairMaxima(
  engine: DenseEngine,
  data: RunData,
  facet: Facet,
  listed: Array<[EnvInfo, EnvInfo[]]>,
  visit: (e: number, c: number, maxima: PairMaxima) => void,
): Promise<void> {
  const withItems = listed.flatMap(([env], e) => (env.items[facet].length > 0 ? [e] : []));
  const size = (at: number | undefined) => (at === undefined ? 0 : (listed[at]?.[0].items[facet].length ?? 0));
  const groups: number[][] = [];
  for (let start = 0; start < withItems.length; ) {
    let end = start;
    let items = 0;
    while (end < withItems.length && end - start < GROUP.envs && (end === start || items + size(withItems[end]) <= GROUP.items)) {
      items += size(withItems[end]);
      end++;
    }
    groups.push(withItems.slice(start, end));
    start = end;
  }
  // One group at a time, on the engine of this thread: its scan takes longer than its products, so a worker
  // thread computing the next group's products meanwhile gained nothing here (docs/detection.md).
  const scratch = Scratch.for(data);
  for (const group of groups) {
    const asked = askGroup(engine, data, facet, listed, group, scratch);
    if (asked) await scanGroup(asked, visit);
  }
}

/**
 * Two packing buffers reused by every group of every pass over one run's data: a new pair of arrays per group
 * (900 groups of up to a few MB in the cluster stage, which scores in slices) was paid again in allocation,
 * zero-filling and collection. They live as long as the run's data does.
 */
class Scratch {
  private static readonly made = new WeakMap<RunData, Scratch>();
  private buffers: [Float32Array, Float32Array] = [new Float32Array(0), new Float32Array(0)];

  private constructor(private readonly dim: number) {}

  static for(data: RunData): Scratch {
    let found = Scratch.made.get(data);
    if (!found) Scratch.made.set(data, (found = new Scratch(data.dim)));
    return found;
  }

  /** Buffer `which` with room for `rows` vectors (its contents are overwritten by the caller). */
  get(which: 0 | 1, rows: number): Float32Array {
    const need = rows * this.dim;
    if (this.buffers[which].length < need) this.buffers[which] = new Float32Array(Math.max(need, 2 * this.buffers[which].length));
    return this.buffers[which];
  }
}

/** A group's listed pairs (PAIR_FIELDS each), the maxima they fill, and its product blocks as asked for. */
interface GroupProducts {
  pairs: number[];
  rowMax: Float32Array;
  colMax: Float32Array;
  width: number;
  blocks: Array<{ from: number; to: number; product: Promise<Float32Array> }>;
}

function askGroup(engine: DenseEngine, data: RunData, facet: Facet, listed: Array<[EnvInfo, EnvInfo[]]>, group: number[], scratch: Scratch): GroupProducts | null {
  const columnOf = new Map<EnvInfo, number>();
  const columns: number[] = [];
  for (const e of group) {
    for (const c of (listed[e] as [EnvInfo, EnvInfo[]])[1]) {
      const items = c.items[facet];
      if (items.length === 0 || columnOf.has(c)) continue;
      columnOf.set(c, columns.length);
      for (const item of items) columns.push(item);
    }
  }
  if (columns.length === 0) return null;
  const rows: number[] = [];
  // The listed pairs as offsets into two buffers for the whole group, in struct-of-arrays form: a pair of
  // typed arrays (or an object) per pair was a large share of the 84,000 neighbors and 147,000 cluster pairs.
  const pairs: number[] = [];
  let rowFloats = 0;
  let colFloats = 0;
  for (const e of group) {
    const [env, candidates] = listed[e] as [EnvInfo, EnvInfo[]];
    const first = rows.length;
    const n = env.items[facet].length;
    for (const item of env.items[facet]) rows.push(item);
    candidates.forEach((candidate, c) => {
      const col = columnOf.get(candidate);
      if (col === undefined) return;
      const m = candidate.items[facet].length;
      pairs.push(e, c, first, n, col, m, rowFloats, colFloats);
      rowFloats += n;
      colFloats += m;
    });
  }
  const a = { data: packVectors(data, rows, scratch.get(0, rows.length)), rows: rows.length, cols: data.dim };
  const b = { data: packVectors(data, columns, scratch.get(1, columns.length)), rows: columns.length, cols: data.dim };
  // Blocks of rows whose product is at most productFloats; their shapes depend on the data alone (blocks.ts).
  const step = Math.max(2, Math.floor(DENSE_PARAMS.productFloats / b.rows));
  const blocks: GroupProducts['blocks'] = [];
  for (let from = 0; from < a.rows; from += step) {
    const to = Math.min(a.rows, from + step);
    const product = engine.product(rowSlice(a, from, to), b);
    // Awaited when the group is scanned; a failure until then must not count as unhandled.
    product.catch(() => undefined);
    blocks.push({ from, to, product });
  }
  return { pairs, rowMax: new Float32Array(rowFloats), colMax: new Float32Array(colFloats).fill(-Infinity), width: b.rows, blocks };
}

/** Every listed pair's maxima, filled block by block of rows, then handed to `visit`. */
async function scanGroup({ pairs, rowMax, colMax, width, blocks }: GroupProducts, visit: (e: number, c: number, maxima: PairMaxima) => void): Promise<void> {
  for (const { from, to, product: pending } of blocks) {
    const product = await pending;
    for (let p = 0; p < pairs.length; p += PAIR_FIELDS) {
      const first = pairs[p + 2] as number;
      const lo = Math.max(from, first);
      const hi = Math.min(to, first + (pairs[p + 3] as number));
      if (lo < hi) scan(product, width, lo - from, hi - from, pairs[p + 4] as number, pairs[p + 5] as number, rowMax, (pairs[p + 6] as number) + lo - first, colMax, pairs[p + 7] as number);
    }
  }
  for (let p = 0; p < pairs.length; p += PAIR_FIELDS) {
    const [rowAt, colAt] = [pairs[p + 6] as number, pairs[p + 7] as number];
    visit(pairs[p] as number, pairs[p + 1] as number, { rowMax: rowMax.subarray(rowAt, rowAt + (pairs[p + 3] as number)), colMax: colMax.subarray(colAt, colAt + (pairs[p + 5] as number)) });
  }
}

/** Per listed pair in groupMaxima: e, c, its first row, rows, first column, columns, rowMax and colMax offsets. */
const PAIR_FIELDS = 8;

/** Rows [r0, r1) of the product (row width `width`) over columns [c0, c0 + n): into rowMax from `rowAt`, and colMax from `colAt`. */
function scan(product: Float32Array, width: number, r0: number, r1: number, c0: number, n: number, rowMax: Float32Array, rowAt: number, colMax: Float32Array, colAt: number): void {
  for (let r = r0; r < r1; r++) {
    let best = -Infinity;
    for (let j = 0, at = r * width + c0; j < n; j++, at++) {
      const v = product[at] as number;
      if (v > best) best = v;
      if (v > (colMax[colAt + j] as number)) colMax[colAt + j] = v;
    }
    rowMax[rowAt + r - r0] = best;
  }
}
