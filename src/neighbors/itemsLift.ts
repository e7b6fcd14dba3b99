// Environment flags from their items' flags, beyond copies: an environment holding an item flagged near-duplicate
// or exact against a suite environment, by whatever channel, or most of whose tools, tables or tasks are flagged
// (`related` or above) against one, overlaps it, whatever the combined score.
// Translations and paraphrases are `related` item by item on evidence a cosine cannot see (shared identifiers,
// a calling shape), so their environment's score stays where new material sits: a portfolio environment of 12
// tau-bench retail tasks translated into other languages scored 0.38 against tau-bench retail and was `clean`
// while every one of its tasks was `related` to a task there. Copies already make a pair `related`
// (envScores.ts); this lifts the pair of the suite environment most of a facet's items are flagged against.
// So do an environment's items of all facets together (a rewritten tool and two paraphrased tasks of tau-bench
// airline, each facet short of three, left a held-out environment `clean` at 0.69 with all three related to it;
// none of the real data's environments is lifted so), and of an environment of two items, both (a held-out
// environment of a rewritten GorillaFileSystem tool and task, `clean` at 0.69; the real data's three such
// environments are flagged already). Tasks count per suite as well: a generator blends a suite's environments
// (BFCL multi-turn's classes are environments of their own, and a task of one calls several), so an environment
// whose tasks are each related to a task of another BFCL class stayed `clean` beside four of four tasks flagged;
// and, when no suite holds most of them, across suites (a pack of tasks translated from two benchmarks).
// Tasks count from two (LIFT_MIN_TASKS), other facets from three; items of two facets or more count per suite
// too, from two (blendTargets). Tools count per suite only over suite environments of several tools
// (BLEND_MIN_TOOLS): a field of Seal-Tools whose functions each resemble another of BFCL's thousand single
// functions is new material of a common domain (on the real data, 3 such fields would have been lifted), not a
// blend, where a port of BFCL multi-turn's toolkits is.
import { FACETS } from '../core/types.js';
import type { PairScore, RunData } from '../scoring/index.js';
import { atLeast, type ItemMatch } from './itemMatches.js';

/** At least this many of a facet's items, and at least half of them: one or two related tools of a field say little. */
export const LIFT_MIN_ITEMS = 3;
/**
 * Tasks from two: a task is a request of its own, and two of them related to tasks of one suite environment (or
 * of one suite's, as a blend), most of the environment's tasks, make it derived from that one (a held-out
 * environment of three tasks, two paraphrasing tau-bench airline tasks at 0.81 and 0.85, its tools reworded,
 * stayed `clean` at 0.62, as did blends of two BFCL classes with two of their tasks paraphrased). On the real
 * data the one clean environment with two tasks related to one suite environment has 23 tasks.
 */
export const LIFT_MIN_TASKS = 2;

/**
 * Tools flagged against several environments of one suite count together when those environments hold this many
 * tools or more: a generator ports a suite's toolkits (six BFCL multi-turn tools of four classes in one
 * agent-framework environment, four of them related, left it `clean` at 0.60), where a field of Seal-Tools whose
 * functions each resemble one of BFCL's single functions (environments of one function) is new material of a
 * common domain.
 */
export const BLEND_MIN_TOOLS = 3;

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

/**
 * Per portfolio environment, the suite environments that most of one of its facets' items, or of all its items,
 * are flagged against; for tasks spread over several environments of one suite, the one of them holding most
 * (ties to the first key).
 */
export function liftTargets(data: RunData, matches: readonly ItemMatch[]): Map<string, Set<string>> {
  const counts = flaggedItems(data, matches, true);
  const allFacets = flaggedItems(data, matches);
  const targets = new Map<string, Set<string>>();
  const add = (env: string, suiteEnv: string) => {
    let set = targets.get(env);
    if (!set) targets.set(env, (set = new Set()));
    set.add(suiteEnv);
  };
  const enough = (n: number, total: number, least = LIFT_MIN_ITEMS) => n >= least && 2 * n >= total;
  // An item flagged near-duplicate or exact lifts its pair alone, whatever made it so: the pair scoring counts
  // the copies its cosines show (envScores.ts), not those the wording or a shared signature show (a held-out
  // reordered schema, near-duplicate of BFCL's core_memory_key_search at 0.79 with 73% of its 3-grams, beside a
  // tool related to MathAPI, left its environment `clean` at 0.56).
  for (const m of matches) {
    const [env, suite] = [data.envOf[m.item], data.envOf[m.match]];
    if (env && suite && atLeast(m.flag, 'near-duplicate')) add(env.key, suite.key);
  }
  for (const env of data.envs.values()) {
    if (env.side !== 'portfolio') continue;
    const items = FACETS.reduce((n, facet) => n + env.items[facet].length, 0);
    // Every item of an environment of two, too: all it holds overlaps that suite environment.
    for (const [suiteEnv, n] of allFacets.get(env.key) ?? []) if (enough(n, items) || (n >= 2 && n === items)) add(env.key, suiteEnv);
    for (const target of blendTargets(data, env.key, counts, items, enough)) add(env.key, target);
    for (const facet of FACETS) {
      const total = env.items[facet].length;
      const bySuiteEnv = counts.get(`${env.key}\u0000${facet}`) ?? new Map<string, number>();
      let lifted = false;
      const least = facet === 'tasks' ? LIFT_MIN_TASKS : LIFT_MIN_ITEMS;
      for (const [suiteEnv, n] of bySuiteEnv) {
        if (!enough(n, total, least)) continue;
        add(env.key, suiteEnv);
        lifted = true;
      }
      if (lifted || facet === 'state') continue;
      // Tools count per suite only against suite environments of several tools (toolkits a generator blends).
      const spread = [...bySuiteEnv].filter(([suiteEnv]) => facet === 'tasks' || (data.envs.get(suiteEnv)?.items.tools.length ?? 0) >= BLEND_MIN_TOOLS);
      for (const s of bySuite(data, spread.map(([suiteEnv, n]) => ({ suiteEnv, n, facet })))) {
        if (!enough(s.n, total, least)) continue;
        add(env.key, s.top);
        lifted = true;
      }
      // Tasks count across suites last: a pack of tasks translated from several benchmarks (two tau-bench and two
      // BFCL multi-turn tasks of five, each related to its original) derives from them all. On the real data no
      // environment has most of its tasks flagged so without one suite holding most of them.
      if (!lifted && facet === 'tasks') {
        const n = [...bySuiteEnv.values()].reduce((a, b) => a + b, 0);
        if (enough(n, total, least)) add(env.key, mostFlagged(bySuiteEnv));
      }
    }
  }
  return targets;
}

/**
 * Items of two facets or more flagged against one suite's environments, half the environment's items and two at
 * least: a task and a tool of an environment of three, each related to another BFCL multi-turn class (a chat log
 * of a MessageAPI+VehicleControlAPI conversation beside a rewrite of VehicleControlAPI's tire-shop finder), left it
 * `clean` at 0.61, as neither suite environment alone holds two of its items. A generator blends a suite's
 * environments, and material of it in two facets is no field of lookalike tools (those count alone, from three).
 * The target is the suite environment holding most of them (ties to the first key).
 */
function blendTargets(data: RunData, env: string, counts: ReadonlyMap<string, ReadonlyMap<string, number>>, items: number, enough: (n: number, total: number, least: number) => boolean): string[] {
  const flagged = FACETS.flatMap((facet) => [...(counts.get(`${env}\u0000${facet}`) ?? [])].map(([suiteEnv, n]) => ({ suiteEnv, n, facet })));
  return bySuite(data, flagged)
    .filter((s) => s.facets.size >= 2 && enough(s.n, items, 2))
    .map((s) => s.top);
}

/**
 * Flagged items counted per suite (the suite file of each suite environment they are flagged against): how many,
 * of which facets, and the suite environment holding most of them (ties to the first key), in order of the suites
 * first met.
 */
function bySuite(data: RunData, flagged: ReadonlyArray<{ suiteEnv: string; n: number; facet: string }>): Array<{ n: number; facets: Set<string>; top: string }> {
  const suites = new Map<string, { n: number; facets: Set<string>; perEnv: Map<string, number> }>();
  for (const { suiteEnv, n, facet } of flagged) {
    const suite = data.envs.get(suiteEnv)?.suite ?? '';
    let s = suites.get(suite);
    if (!s) suites.set(suite, (s = { n: 0, facets: new Set(), perEnv: new Map() }));
    s.n += n;
    s.facets.add(facet);
    s.perEnv.set(suiteEnv, (s.perEnv.get(suiteEnv) ?? 0) + n);
  }
  return [...suites.values()].map((s) => {
    return { n: s.n, facets: s.facets, top: mostFlagged(s.perEnv) };
  });
}

/** The suite environment most items are flagged against (ties to the first key). */
function mostFlagged(bySuiteEnv: ReadonlyMap<string, number>): string {
  const [top] = [...bySuiteEnv].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  return (top as [string, number])[0];
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
