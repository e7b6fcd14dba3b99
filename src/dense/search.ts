// Exact k-nearest search on the dense core: every query against every point, as Gemm + TopK blocks whose
// partial top-k lists are merged in point order. Blocks are fixed by the point set (DENSE_PARAMS), so a
// query's result never depends on which other queries came with it.
import type { DenseEngine, Rows, TopKBlock, TopKColumnBlock } from './engine.js';
import { rowSlice } from './engine.js';
import { DENSE_PARAMS } from './params.js';

export interface SearchResult {
  queries: number;
  k: number;
  /** queries × k point indices, each row by descending similarity, ties to the lower index; -1 past the last point. */
  indices: Int32Array;
  /** The similarities of `indices`; -Infinity past the last point. */
  similarities: Float32Array;
}

export interface SearchBlocks {
  /** Queries per product block. */
  queryBlock: number;
  /** Points per product block: fixed by the point set, so results do not depend on the query batch. */
  pointBlock: number;
}

/**
 * The k most similar points (largest dot product, plus `bias[p]` when given: one value per point) of every
 * query. With bias = −|c|²/2 over centroids c this is the nearest centroid by Euclidean distance.
 */
export async function searchTopK(engine: DenseEngine, queries: Rows, points: Rows, k: number, blocks: SearchBlocks = DENSE_PARAMS, bias?: Float32Array): Promise<SearchResult> {
  return search(engine, queries, points, k, blocks, bias, null);
}

/** Per point, its most similar query: the similarity (-Infinity with no queries) and the query (-1), ties to the lower query. */
export interface ReverseBest {
  similarities: Float32Array;
  indices: Int32Array;
}

/**
 * searchTopK, and from the same products each point's most similar query: a search both ways for the price
 * of one (the neighbors stage's task search and its eval side are one Gram matrix read by rows and columns).
 */
export async function searchTopKBothWays(engine: DenseEngine, queries: Rows, points: Rows, k: number, blocks: SearchBlocks = DENSE_PARAMS): Promise<SearchResult & { reverse: ReverseBest }> {
  const reverse: ReverseBest = { similarities: new Float32Array(points.rows).fill(-Infinity), indices: new Int32Array(points.rows).fill(-1) };
  return { ...(await search(engine, queries, points, k, blocks, undefined, reverse)), reverse };
}

/** Blocks asked for at a time: two keep a worker-thread engine busy, and bound the copies its calls hold (a block of points is up to 24 MiB). */
const IN_FLIGHT = 2;

async function search(engine: DenseEngine, queries: Rows, points: Rows, k: number, blocks: SearchBlocks, bias: Float32Array | undefined, reverse: ReverseBest | null): Promise<SearchResult> {
  const result: SearchResult = {
    queries: queries.rows,
    k,
    indices: new Int32Array(queries.rows * k).fill(-1),
    similarities: new Float32Array(queries.rows * k).fill(-Infinity),
  };
  // Blocks are asked for IN_FLIGHT ahead of the one merged: an engine on a worker thread (engine.ts) then
  // computes the next blocks while this thread merges, and while the caller works on before it awaits. They
  // are merged in the order asked, so the result is the same however they are computed.
  const plan: Array<{ q: number; p: number; block: Rows; part: Rows }> = [];
  for (let q = 0; q < queries.rows; q += blocks.queryBlock) {
    for (let p = 0; p < points.rows; p += blocks.pointBlock) {
      plan.push({ q, p, block: rowSlice(queries, q, Math.min(queries.rows, q + blocks.queryBlock)), part: rowSlice(points, p, Math.min(points.rows, p + blocks.pointBlock)) });
    }
  }
  const ask = ({ block, part, p }: (typeof plan)[number]): Promise<TopKBlock | TopKColumnBlock> => {
    const kk = Math.min(k, part.rows);
    const found = reverse ? engine.topKColumns(block, part, kk) : engine.topK(block, part, kk, bias?.subarray(p, p + part.rows));
    // A failed block is reported when it is merged; until then its rejection must not count as unhandled.
    found.catch(() => undefined);
    return found;
  };
  const asked = plan.slice(0, IN_FLIGHT).map(ask);
  for (let i = 0; i < plan.length; i++) {
    const { q, p, block, part } = plan[i] as (typeof plan)[number];
    const found = await (asked[i] as Promise<TopKBlock | TopKColumnBlock>);
    if (i + IN_FLIGHT < plan.length) asked.push(ask(plan[i + IN_FLIGHT] as (typeof plan)[number]));
    mergeBlock(result, q, block.rows, found.values, found.indices, found.k, p);
    if (reverse && 'columnMax' in found) {
      // Query blocks come in order, so a later block's equal value leaves the lower query in place.
      for (let c = 0; c < part.rows; c++) {
        const v = found.columnMax[c] as number;
        if (v > (reverse.similarities[p + c] as number)) {
          reverse.similarities[p + c] = v;
          reverse.indices[p + c] = q + (found.columnArg[c] as number);
        }
      }
    }
  }
  return result;
}

/**
 * Merges a block's sorted top lists (rows × kk, point indices offset by `offset`) into rows [q, q + rows) of
 * the result. Earlier blocks hold lower indices, so on equal similarity the entry already there stays first.
 */
function mergeBlock(result: SearchResult, q: number, rows: number, values: Float32Array, indices: Int32Array, kk: number, offset: number): void {
  const { k } = result;
  const mergedValues = new Float32Array(k);
  const mergedIndices = new Int32Array(k);
  for (let r = 0; r < rows; r++) {
    const base = (q + r) * k;
    let i = 0;
    let j = 0;
    for (let slot = 0; slot < k; slot++) {
      const mine = i < k ? (result.similarities[base + i] as number) : -Infinity;
      const theirs = j < kk ? (values[r * kk + j] as number) : -Infinity;
      if (j < kk && theirs > mine) {
        mergedValues[slot] = theirs;
        mergedIndices[slot] = (indices[r * kk + j] as number) + offset;
        j++;
      } else {
        mergedValues[slot] = mine;
        mergedIndices[slot] = i < k ? (result.indices[base + i] as number) : -1;
        i++;
      }
    }
    result.similarities.set(mergedValues, base);
    result.indices.set(mergedIndices, base);
  }
}
