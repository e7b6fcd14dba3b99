// The fixed partition of the portfolio that the neighbors stage's shards respect: its environments, in item
// order, cut into parts of about `partItems` items. It depends on the run's items alone, never on the shard
// count, and one process computes part by part what a shard computes for its parts (the environment-pair
// products are grouped within a part), so every N merges into the bytes of one process. Shard i of N holds a
// contiguous run of parts, balanced by items; a contiguous run keeps each facet's items of a shard in few of
// the search's query blocks (itemMatches.ts searches whole blocks).
import type { RunData } from '../scoring/index.js';
import type { Shard } from '../core/shard.js';

export interface PortfolioPart {
  /** Its environments' keys, in item order. */
  envs: string[];
  items: number;
}

/** The portfolio's environments with items, in the order of their first item, cut greedily at `partItems`. */
export function portfolioParts(data: RunData, partItems: number): PortfolioPart[] {
  const sizes = new Map<string, number>();
  data.items.forEach((item, i) => {
    if (item.side !== 'portfolio') return;
    const key = (data.envOf[i] as RunData['envOf'][number]).key;
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  });
  const parts: PortfolioPart[] = [];
  let part: PortfolioPart = { envs: [], items: 0 };
  for (const [key, size] of sizes) {
    if (part.envs.length > 0 && part.items + size > partItems) {
      parts.push(part);
      part = { envs: [], items: 0 };
    }
    part.envs.push(key);
    part.items += size;
  }
  if (part.envs.length > 0) parts.push(part);
  return parts;
}

/**
 * The parts (their positions) that are shard `shard`'s: part p goes to the shard its middle item falls in when
 * the portfolio's items are cut into N equal runs — contiguous, every part in exactly one shard, and the
 * shards' items within one part of equal.
 */
export function partsOfShard(parts: readonly PortfolioPart[], shard: Shard): number[] {
  const total = parts.reduce((n, p) => n + p.items, 0);
  const mine: number[] = [];
  let before = 0;
  parts.forEach((part, p) => {
    const owner = total === 0 ? 0 : Math.floor(((2 * before + part.items) * shard.count) / (2 * total));
    if (owner === shard.index) mine.push(p);
    before += part.items;
  });
  return mine;
}

/** A flag per run item: 1 for the portfolio items of these parts' environments. */
export function ownedItems(data: RunData, parts: readonly PortfolioPart[]): Uint8Array {
  const envs = new Set(parts.flatMap((p) => p.envs));
  const owned = new Uint8Array(data.items.length);
  data.envOf.forEach((env, i) => {
    if (env.side === 'portfolio' && envs.has(env.key)) owned[i] = 1;
  });
  return owned;
}
