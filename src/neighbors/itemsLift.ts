// Environment flags from their items' flags, beyond copies: an environment most of whose tools, tables or tasks
// are flagged (`related` or above) against one suite environment overlaps it, whatever the combined score.
// Translations and paraphrases are `related` item by item on evidence a cosine cannot see (shared identifiers,
// a calling shape), so their environment's score stays where new material sits: a portfolio environment of 12
// tau-bench retail tasks translated into other languages scored 0.38 against tau-bench retail and was `clean`
// while every one of its tasks was `related` to a task there. Copies already make a pair `related`
// (envScores.ts); this lifts the pair of the suite environment most of a facet's items are flagged against.
import { FACETS } from '../core/types.js';
import type { PairScore, RunData } from '../scoring/index.js';
import { atLeast, type ItemMatch } from './itemMatches.js';

/** At least this many of a facet's items, and at least half of them: one or two related tools of a field say little. */
export const LIFT_MIN_ITEMS = 3;

/**
 * Items flagged `related` or above, counted per portfolio environment (and facet, with `byFacet`) and the suite
 * environment of each one's match: contamination.csv's `flagged_items`, and what liftTargets weighs.
 */
export function flaggedItems(data: RunData, matches: readonly ItemMatch[], byFacet = false): Map<string, Map<string, number>> {
  const counts = new Map<string, Map<string, number>>();
  for (const m of matches) {
    if (!atLeast(m.flag, 'related')) continue;
    const env = data.envOf[m.item];
    const suite = data.envOf[m.match];
    const facet = data.items[m.item]?.facet;
    if (!env || !suite || !facet) continue;
    const key = byFacet ? `${env.key}\u0000${facet}` : env.key;
    let bySuite = counts.get(key);
    if (!bySuite) counts.set(key, (bySuite = new Map()));
    bySuite.set(suite.key, (bySuite.get(suite.key) ?? 0) + 1);
  }
  return counts;
}

/** Per portfolio environment, the suite environments that most of one of its facets' items are flagged against. */
export function liftTargets(data: RunData, matches: readonly ItemMatch[]): Map<string, Set<string>> {
  const counts = flaggedItems(data, matches, true);
  const targets = new Map<string, Set<string>>();
  for (const env of data.envs.values()) {
    if (env.side !== 'portfolio') continue;
    for (const facet of FACETS) {
      const total = env.items[facet].length;
      for (const [suite, n] of counts.get(`${env.key}\u0000${facet}`) ?? []) {
        if (n < LIFT_MIN_ITEMS || 2 * n < total) continue;
        let set = targets.get(env.key);
        if (!set) targets.set(env.key, (set = new Set()));
        set.add(suite);
      }
    }
  }
  return targets;
}

/** The pairs with each target pair (liftTargets) `related` at least; lists and other pairs as they were. */
export function liftPairs(pairs: ReadonlyMap<string, PairScore[]>, targets: ReadonlyMap<string, Set<string>>): Map<string, PairScore[]> {
  const out = new Map(pairs);
  for (const [env, suites] of targets) {
    const list = pairs.get(env);
    if (!list) continue;
    out.set(env, list.map((p) => (p.flag === 'clean' && suites.has(p.suite.key) ? { ...p, flag: 'related' } : p)));
  }
  return out;
}
