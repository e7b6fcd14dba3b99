// The suite tasks nearest each part of a portfolio task (facets/passages.ts: its paragraph spans and its lines),
// as candidates beside its whole text's neighbours. A suite task set inside text of a pipeline's own — a chat
// template's system prompt listing tools in JSON before the user's turn, a tool-call trajectory after it —
// averages into a whole whose neighbours are other tasks: its part's cosine decided nothing when its original
// was not among them (a Hermes-templated vehicle request at 0.33 whole, its user turn a rewrite of the suite
// task). Each part is searched as the whole text is, on the same index, a slice of items at a time.
import type { AnnIndex, Neighbours } from '../ann/index.js';
import type { RunData } from '../scoring/index.js';

/**
 * Each item's parts' neighbours, for items with parts: suite item index → the highest product of a part with it
 * the search returned (a float32 product: within PRODUCT_SLACK of the cosine).
 */
export type PartNeighbours = Map<number, Map<number, number>>;

/** Searches the parts of `items` (those that have any) for their `k` nearest suite items; null when none has parts. */
export function searchParts(data: RunData, items: readonly number[], suite: readonly number[], index: AnnIndex, k: number): Promise<PartNeighbours> | null {
  const passages = data.passages;
  if (!passages) return null;
  const { dim } = data;
  const owners: number[] = [];
  for (const item of items) for (let n = passages.count[item] ?? 0; n > 0; n--) owners.push(item);
  if (owners.length === 0) return null;
  const queries = new Float32Array(owners.length * dim);
  let row = 0;
  for (const item of items) {
    const count = passages.count[item] ?? 0;
    if (count === 0) continue;
    const first = passages.first[item] as number;
    queries.set(passages.vectors.subarray(first * dim, (first + count) * dim), row * dim);
    row += count;
  }
  return index.search(queries, k).then((found) => byItem(found, owners, suite));
}

function byItem(found: Neighbours, owners: readonly number[], suite: readonly number[]): PartNeighbours {
  const out: PartNeighbours = new Map();
  owners.forEach((item, q) => {
    let near = out.get(item);
    if (!near) out.set(item, (near = new Map()));
    for (let slot = q * found.k; slot < (q + 1) * found.k; slot++) {
      const i = found.indices[slot] as number;
      if (i < 0) continue;
      const c = suite[i] as number;
      near.set(c, Math.max(near.get(c) ?? -Infinity, found.similarities[slot] as number));
    }
  });
  return out;
}
