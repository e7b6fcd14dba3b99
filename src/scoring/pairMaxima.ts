// The heavy half of environment-pair scoring: for every listed (environment, candidate) pair and one facet,
// the best cosine of each of the environment's items within the candidate (row maxima) and of each of the
// candidate's items within the environment (column maxima). Environments are taken in groups; per group one
// product of all its items against all items of all its candidates (src/dense), blocked to a bounded size,
// is scanned only where a listed pair needs it. Copying each candidate's vectors once per group instead of
// once per pair, and a few large products instead of one small one per environment, is what makes this
// cheap: the real-data audit lists 84k pairs over 35M item pairs, which one product per environment spent
// most of its time packing and calling.
import { RECTANGLE_FIELDS, type DenseEngine } from '../dense/index.js';
import type { Facet } from '../core/types.js';
import type { EnvInfo, RunData } from './runData.js';

/**
 * One pair's maxima, as places in its group's buffers rather than views of them: a view per pair and facet was
 * 900,000 typed arrays for the real-data cluster stage's pairs, a visible share of its garbage collection.
 */
export interface PairMaxima {
  /** Best cosine in the candidate of each of the environment's items, in item order: rowMax[rowAt + i], i < rows. */
  rowMax: Float32Array;
  rowAt: number;
  rows: number;
  /** Best cosine in the environment of each of the candidate's items, in item order: colMax[colAt + j], j < cols. */
  colMax: Float32Array;
  colAt: number;
  cols: number;
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
 * environments in the order given, candidates in each list's order. `maxima` is one object refilled for every
 * pair: valid during the call only.
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
  // Every group is asked for at once: the engine's worker thread packs, multiplies and scans them one after
  // the other while this thread scores the pairs of those done, and the maxima are handed out in the order
  // asked. Done on this thread, packing and scanning were two thirds of the pair scores' time.
  const matrix = heldVectors(engine, data);
  const asked = groups.map((group) => askGroup(engine, data, matrix, facet, listed, group));
  for (const group of asked) {
    if (!group) continue;
    const { rowMax, colMax } = await group.maxima;
    const { pairs } = group;
    const maxima: PairMaxima = { rowMax, rowAt: 0, rows: 0, colMax, colAt: 0, cols: 0 };
    for (let p = 0; p < pairs.length; p += PAIR_FIELDS) {
      maxima.rowAt = pairs[p + 2] as number;
      maxima.rows = pairs[p + 3] as number;
      maxima.colAt = pairs[p + 4] as number;
      maxima.cols = pairs[p + 5] as number;
      visit(pairs[p] as number, pairs[p + 1] as number, maxima);
    }
  }
}

/** The run's vectors held by the engine's worker, which packs rows from them: sent once per run's data and engine. */
const held = new WeakMap<RunData, { engine: DenseEngine; id: number }>();

function heldVectors(engine: DenseEngine, data: RunData): number {
  let found = held.get(data);
  if (!found || found.engine !== engine) {
    if (found) found.engine.release(found.id);
    held.set(data, (found = { engine, id: engine.hold(data.vectors) }));
  }
  return found.id;
}

/**
 * Lets the engine's worker drop its copy of the run's vectors (a stage calls this when it has scored its
 * last pairs): the worker lives on through the stages after, and the copy is as large as the run's vectors.
 */
export function releasePairVectors(data: RunData): void {
  const found = held.get(data);
  if (!found) return;
  found.engine.release(found.id);
  held.delete(data);
}

/** A group's listed pairs (PAIR_FIELDS each) and the maxima the engine computes for them. */
interface AskedGroup {
  pairs: Int32Array;
  maxima: Promise<{ rowMax: Float32Array; colMax: Float32Array }>;
}

/** Per listed pair of a group: e, c, where its row maxima start and how many, where its column maxima start and how many. */
const PAIR_FIELDS = 6;

/**
 * The group's request, in typed arrays sized by a first pass over the group: arrays grown pair by pair were a
 * visible share of the garbage made by the 84,000 neighbors and 147,000 cluster pairs of the real-data audit.
 */
function askGroup(engine: DenseEngine, data: RunData, matrix: number, facet: Facet, listed: Array<[EnvInfo, EnvInfo[]]>, group: number[]): AskedGroup | null {
  const { columnOf, columnCount, rowCount, pairCount } = sizeGroup(facet, listed, group);
  if (columnCount === 0) return null;
  const columns = new Int32Array(columnCount);
  for (const [c, at] of columnOf) columns.set(c.items[facet], at);
  const { rows, pairs, rectangles, rowFloats, colFloats } = layOutPairs(facet, listed, group, columnOf, rowCount, pairCount);
  const maxima = engine.maxima({ matrix, dim: data.dim, rows, columns, rectangles, rowFloats, colFloats });
  // Awaited in its turn; a failure until then must not count as unhandled.
  maxima.catch(() => undefined);
  return { pairs, maxima };
}

/** The first pass over a group: the sizes its typed arrays are allocated with, and where each candidate's columns start. */
function sizeGroup(facet: Facet, listed: Array<[EnvInfo, EnvInfo[]]>, group: number[]) {
  // The columns: each candidate's items once, in the order the group first lists the candidate.
  const columnOf = new Map<EnvInfo, number>();
  let columnCount = 0;
  let rowCount = 0;
  let pairCount = 0;
  for (const e of group) {
    const [env, candidates] = listed[e] as [EnvInfo, EnvInfo[]];
    rowCount += env.items[facet].length;
    for (const c of candidates) {
      const items = c.items[facet].length;
      if (items === 0) continue;
      pairCount++;
      if (columnOf.has(c)) continue;
      columnOf.set(c, columnCount);
      columnCount += items;
    }
  }
  return { columnOf, columnCount, rowCount, pairCount };
}

/** The second pass: fills the arrays sized by the first, so that no array grows pair by pair. */
function layOutPairs(facet: Facet, listed: Array<[EnvInfo, EnvInfo[]]>, group: number[], columnOf: Map<EnvInfo, number>, rowCount: number, pairCount: number) {
  const rows = new Int32Array(rowCount);
  // The listed pairs as offsets into two buffers for the whole group, in struct-of-arrays form. `pairs` keeps
  // the offsets that `rectangles` also holds, because `rectangles` is transferred to the worker.
  const pairs = new Int32Array(pairCount * PAIR_FIELDS);
  const rectangles = new Int32Array(pairCount * RECTANGLE_FIELDS);
  let rowAt = 0;
  let p = 0;
  let r = 0;
  let rowFloats = 0;
  let colFloats = 0;
  for (const e of group) {
    const [env, candidates] = listed[e] as [EnvInfo, EnvInfo[]];
    const first = rowAt;
    const n = env.items[facet].length;
    rows.set(env.items[facet], rowAt);
    rowAt += n;
    candidates.forEach((candidate, c) => {
      const col = columnOf.get(candidate);
      if (col === undefined) return;
      const m = candidate.items[facet].length;
      pairs[p] = e;
      pairs[p + 1] = c;
      pairs[p + 2] = rowFloats;
      pairs[p + 3] = n;
      pairs[p + 4] = colFloats;
      pairs[p + 5] = m;
      p += PAIR_FIELDS;
      rectangles[r] = first;
      rectangles[r + 1] = n;
      rectangles[r + 2] = col;
      rectangles[r + 3] = m;
      rectangles[r + 4] = rowFloats;
      rectangles[r + 5] = colFloats;
      r += RECTANGLE_FIELDS;
      rowFloats += n;
      colFloats += m;
    });
  }
  return { rows, pairs, rectangles, rowFloats, colFloats };
}
