// Every environment-vector neighbourhood the cluster stage needs, from one pass over the portfolio's Gram
// matrix (all pairs of environment vectors, computed in blocks of rows on the dense core so that memory stays
// at one block): each environment's k nearest others (near-duplicate candidates), its k nearest of *other*
// families (cross-family candidates: from whole rows there is nothing to widen — a family of numbered siblings
// cannot hide the other families), and its nearest environment in every family (the completion step). Every
// pair is scanned, so the lists are exact; ties go to the lower index, as in an exact search.
//
// The nearest-per-family table is n × families ints; when that would pass TABLE_LIMIT (a portfolio of
// 10,000+ environments in as many families) it is not kept, and the few rows completion asks about are
// computed again in blocks instead. Both give the same answer.
import { DENSE_PARAMS, DenseEngine, productBlocks, type Rows } from '../dense/index.js';
import type { EnvSet } from './candidates.js';

/** Entries of the nearest-per-family table kept at most (64 MB of Int32). */
const TABLE_LIMIT = 16 * 1024 * 1024;

export interface GramNeighbourhoods {
  n: number;
  /** Family index of every environment (families numbered in order of first appearance). */
  familyOf: Int32Array;
  families: string[];
  /** n × kNearest indices of the nearest other environments, nearest first, -1 past the last. */
  nearest: Int32Array;
  kNearest: number;
  /** n × kCross indices of the nearest environments of other families, nearest first, -1 past the last. */
  crossFamily: Int32Array;
  kCross: number;
  /** For each (row, family index) asked, the row's nearest environment of that family (-1: none there). */
  nearestInFamily(requests: ReadonlyArray<readonly [number, number]>): Promise<Int32Array>;
}

export interface GramOptions {
  kNearest: number;
  kCross: number;
  /** Rows per Gram block (default DENSE_PARAMS.gramBlock). */
  blockRows?: number;
  /** Largest nearest-per-family table kept, in entries (default TABLE_LIMIT); tests lower it. */
  tableLimit?: number;
}

export async function gramNeighbourhoods(set: EnvSet, o: GramOptions): Promise<GramNeighbourhoods> {
  const n = set.envs.length;
  const families: string[] = [];
  const index = new Map<string, number>();
  const familyOf = Int32Array.from(set.envs, (e) => {
    let f = index.get(e.family);
    if (f === undefined) index.set(e.family, (f = families.push(e.family) - 1));
    return f;
  });
  const rows: Rows = { data: set.vectors, rows: n, cols: set.dim };
  const engine = await DenseEngine.open();
  const blockRows = o.blockRows ?? DENSE_PARAMS.gramBlock;
  const nearest = new Top(n, o.kNearest);
  const cross = new Top(n, o.kCross);
  const F = families.length;
  const table = n * F <= (o.tableLimit ?? TABLE_LIMIT) ? new Int32Array(n * F) : null;
  const bestValues = new Float32Array(F);
  await productBlocks(engine, rows, rows, (from, to, block) => {
    for (let q = from; q < to; q++) scanRow(block.subarray((q - from) * n, (q - from + 1) * n), q, familyOf, nearest, cross);
    if (table) for (let q = from; q < to; q++) familyArgmax(block.subarray((q - from) * n, (q - from + 1) * n), familyOf, bestValues, table.subarray(q * F, (q + 1) * F));
  }, blockRows);
  const nearestInFamily = async (requests: ReadonlyArray<readonly [number, number]>): Promise<Int32Array> => {
    if (table) return Int32Array.from(requests, ([q, f]) => table[q * F + f] as number);
    return recomputeNearestInFamily(engine, rows, familyOf, F, requests, blockRows);
  };
  return { n, familyOf, families, nearest: nearest.indices, kNearest: o.kNearest, crossFamily: cross.indices, kCross: o.kCross, nearestInFamily };
}

/** Offers row q's entries (itself left out) to the nearest lists; the k-th values are kept locally because nearly every entry falls below them. */
function scanRow(row: Float32Array, q: number, familyOf: Int32Array, nearest: Top, cross: Top): void {
  const own = familyOf[q] as number;
  let nearestFloor = nearest.floor(q);
  let crossFloor = cross.floor(q);
  for (let j = 0; j < row.length; j++) {
    const v = row[j] as number;
    if (v > nearestFloor && j !== q) nearestFloor = nearest.offer(q, j, v);
    if (v > crossFloor && familyOf[j] !== own) crossFloor = cross.offer(q, j, v);
  }
}

/** Each family's first-largest entry of `row` into `out` (-1 for a family with no entry). */
function familyArgmax(row: Float32Array, familyOf: Int32Array, best: Float32Array, out: Int32Array): void {
  best.fill(-Infinity);
  out.fill(-1);
  for (let j = 0; j < row.length; j++) {
    const f = familyOf[j] as number;
    const v = row[j] as number;
    // Strictly greater: on a tie the lower index, seen first, stays.
    if (out[f] === -1 || v > (best[f] as number)) {
      best[f] = v;
      out[f] = j;
    }
  }
}

/** The fallback without a table: the Gram rows of the rows asked about, in blocks, each scanned for its families. */
async function recomputeNearestInFamily(engine: DenseEngine, rows: Rows, familyOf: Int32Array, F: number, requests: ReadonlyArray<readonly [number, number]>, blockRows: number): Promise<Int32Array> {
  const asked = [...new Set(requests.map(([q]) => q))].sort((a, b) => a - b);
  const subset = new Float32Array(asked.length * rows.cols);
  asked.forEach((q, i) => subset.set(rows.data.subarray(q * rows.cols, (q + 1) * rows.cols), i * rows.cols));
  const answers = new Map<number, Int32Array>();
  const best = new Float32Array(F);
  await productBlocks(engine, { data: subset, rows: asked.length, cols: rows.cols }, rows, (from, to, block) => {
    for (let i = from; i < to; i++) {
      const out = new Int32Array(F);
      familyArgmax(block.subarray((i - from) * rows.rows, (i - from + 1) * rows.rows), familyOf, best, out);
      answers.set(asked[i] as number, out);
    }
  }, blockRows);
  return Int32Array.from(requests, ([q, f]) => answers.get(q)?.[f] ?? -1);
}

/** Per row, the k largest offered values with their indices, descending; an equal value stays behind those offered before it. */
class Top {
  readonly indices: Int32Array;
  private readonly values: Float32Array;

  constructor(rows: number, private readonly k: number) {
    this.indices = new Int32Array(rows * k).fill(-1);
    this.values = new Float32Array(rows * k).fill(-Infinity);
  }

  /** The value an offer must beat to be kept: the k-th kept, -Infinity while there are fewer. */
  floor(row: number): number {
    return this.values[row * this.k + this.k - 1] as number;
  }

  /** Keeps (index, value) if it beats the floor; returns the new floor. */
  offer(row: number, index: number, value: number): number {
    const base = row * this.k;
    let slot = base + this.k - 1;
    if (!(value > (this.values[slot] as number))) return this.values[slot] as number;
    while (slot > base && value > (this.values[slot - 1] as number)) {
      this.values[slot] = this.values[slot - 1] as number;
      this.indices[slot] = this.indices[slot - 1] as number;
      slot--;
    }
    this.values[slot] = value;
    this.indices[slot] = index;
    return this.values[base + this.k - 1] as number;
  }
}
