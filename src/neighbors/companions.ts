// Evidence from an item's environment: a tool left `clean` in a portfolio environment matched to a suite
// environment is compared with that environment's tools alone. A generator that rewrites a benchmark
// environment renames and rewords every tool; for a tool of one or two plain parameters the calling shape says
// nothing across the suites (hundreds of tools have it) and the cosine of the rewrite, 0.5–0.7, is where distinct
// tools of one domain sit, so the item alone cannot be told from new material. Within one matched pair of
// environments it can: the environments already overlap, and a rewrite of an environment copies each of its
// tools at most once. So a tool is `related` to the suite environment's tool most similar to it when that tool
// takes the same required arguments (scoring/structure.ts sameRequiredArguments: optional fields, nullability,
// a spelled-out enum and integer-or-number set aside, as a rewrite changes them), is matched to no other tool
// of the environment, and has it as its most similar among the environment's clean tools taking those
// arguments (one to one), in a suite environment of two tools or more, with a cosine from the structural
// rule's minCosine. The pairs compared (companionPairs): the environment's best pair when it is `related` or
// above, then each suite environment one of its tasks is related to — a generator blends a suite's environments
// (BFCL multi-turn's classes are environments of their own; a task calling two is filed under both, and counts
// for both), and the task it took from one says the environment rewrites that one too. A tool `related` by its
// cosine alone to a tool of another suite environment is compared there too, once two other tools of its
// environment are matched in the pair's: a rewrite of a suite environment copies its own tools, which can sit a
// little below another benchmark's tool of the same job (byCosineElsewhere). Last, a generator that blends a
// suite's environments one tool from each (a harness mocking one tool of every BFCL class) leaves no pair to
// compare in: its clean tools are compared with that suite's tools, once a third of its tools, two at least, are
// matched to tools of two of that suite's environments or more (suiteCompanionMatches).
// Work: the tools of each such pair or suite, never every suite's.
import { EMBED_DEFAULTS, NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import { containment, estimateJaccard, shingleHashes } from '../signatures/index.js';
import { evidenceFires, type EvidenceRule } from './decision.js';
import { NO_SHARED } from './evidence.js';
import { atLeast, type ItemMatch } from './itemMatches.js';
import { cosineOf, renamedCopy, sameRequiredArguments, type PairScore, type RunData } from '../scoring/index.js';
import { orderedVariant, orderedWhy, VARIANT_MARGIN } from './variants.js';

/** A pair of environments whose tools are compared, and why it is (the `why` of a match found there). */
export interface CompanionPair {
  pair: PairScore;
  /** "a related environment pair", "an environment pair sharing the related task tw11". */
  because: string;
}

/**
 * The pairs each portfolio environment's tools are compared in: its best pair when `related` or above, then,
 * in the order of its scored pairs (highest score first), those of the suite environments holding a task that
 * one of its tasks is `related` or above to, or a task of the same text; each pair once.
 */
export function companionPairs(data: RunData, scored: ReadonlyMap<string, readonly PairScore[]>, taskMatches: readonly ItemMatch[]): Map<string, CompanionPair[]> {
  const holders = new Map<string, string[]>();
  data.items.forEach((item, i) => {
    const env = data.envOf[i];
    if (item.side !== 'suite' || item.facet !== 'tasks' || !env) return;
    const list = holders.get(item.fp_exact);
    if (list) list.push(env.key);
    else holders.set(item.fp_exact, [env.key]);
  });
  const linked = new Map<string, Map<string, string>>();
  for (const m of taskMatches) {
    const env = data.envOf[m.item];
    const text = data.items[m.match]?.fp_exact;
    if (!env || text === undefined || !atLeast(m.flag, 'related')) continue;
    let links = linked.get(env.key);
    if (!links) linked.set(env.key, (links = new Map()));
    for (const suiteEnv of holders.get(text) ?? []) {
      if (!links.has(suiteEnv)) links.set(suiteEnv, `an environment pair sharing the ${m.flag} task ${data.items[m.item]?.local ?? ''}`);
    }
  }
  const out = new Map<string, CompanionPair[]>();
  for (const env of data.envs.values()) {
    if (env.side !== 'portfolio') continue;
    const list = scored.get(env.key) ?? [];
    const best = list[0];
    const pairs: CompanionPair[] = best && atLeast(best.flag, 'related') ? [{ pair: best, because: `a ${best.flag} environment pair` }] : [];
    const links = linked.get(env.key);
    for (const pair of links ? list : []) {
      const because = links?.get(pair.suite.key);
      if (because && !pairs.some((p) => p.pair === pair)) pairs.push({ pair, because });
    }
    if (pairs.length > 0) out.set(env.key, pairs);
  }
  return out;
}

/**
 * The tool matches with each clean tool that the rule above finds in one of its environment's pairs (in their
 * order; a tool matched in one is no longer open in the next) replaced by a `related` match to that tool; the
 * others unchanged, in the same order. Tools only: tables of tau-bench's variants already match by their
 * columns, and tasks have no calling shape.
 */
export function companionMatches(data: RunData, matches: ItemMatch[], pairs: ReadonlyMap<string, readonly CompanionPair[]>, rule: EvidenceRule, minShapeSize: number): ItemMatch[] {
  if (!Number.isFinite(rule.structure.minCosine)) return matches;
  const facet = 'tools';
  const byItem = new Map(matches.map((m, i) => [m.item, i]));
  const out = [...matches];
  for (const [envKey, list] of pairs) for (const { pair, because } of list) {
    const mine = data.envs.get(envKey)?.items[facet] ?? [];
    const matched = new Set<number>();
    const open: number[] = [];
    const elsewhere = new Map<number, ItemMatch>();
    const current = matchesOf(mine, out, byItem);
    const copies = current.filter((m) => m.flag !== 'clean' && data.envOf[m.match]?.key === pair.suite.key).length;
    for (const m of current) {
      if (m.flag === 'clean') open.push(m.item);
      else if (copies >= MIN_OTHER_COPIES && byCosineElsewhere(data, m, pair, rule)) {
        open.push(m.item);
        elsewhere.set(m.item, m);
      } else matched.add(m.match);
    }
    const all = pair.suite.items[facet];
    // With one tool in the suite environment "each the other's most similar" constrains nothing: the tool's own
    // cosine and shape are all the evidence, and they did not suffice (on the real data, Seal-Tools tools beside
    // one-tool BFCL and ToolBench environments: getGeneFunction ~ get_protein_sequence).
    if (open.length === 0 || all.length < 2) continue;
    for (const [item, s, cosine, told] of mutualBest(data, open, all, matched)) {
      if (cosine < rule.structure.minCosine) continue;
      const at = byItem.get(item) as number;
      const found = companion(data, out[at] as ItemMatch, s, cosine, because, minShapeSize);
      if (told) found.why.push(told);
      const before = elsewhere.get(item);
      if (before) found.why.push(`nearer ${data.items[before.match]?.id ?? ''} by cosine (${before.cosine.toFixed(3)}), a tool of another suite environment`);
      out[at] = found;
    }
  }
  return out;
}

/**
 * The tool matches with each clean tool that the rule above finds among the tools of a suite whose environments
 * its environment blends — a third of its tools (`MIN_OTHER_COPIES` at least) matched, `related` or above, to
 * tools of two of the suite's environments or more and of a tenth of them — replaced by a `related` match to
 * that tool. A generator that mocks one tool of each of a benchmark's environments, or ports a test
 * case's blend of them, leaves each of its environment's pairs with one copy: no pair is related and no task
 * links one, and its tools reworded to 0.5–0.7 stayed clean beside their matched siblings. The suite's tool
 * must also be the item's most similar of every suite's (a large suite holds a tool of the same arguments near
 * anything), and matched by no tool of the environment yet; one to one as in a pair.
 */
export function suiteCompanionMatches(data: RunData, matches: ItemMatch[], rule: EvidenceRule, minShapeSize: number): ItemMatch[] {
  if (!Number.isFinite(rule.structure.minCosine)) return matches;
  const facet = 'tools';
  const bySuite = new Map<string, { tools: number[]; envs: number }>();
  for (const env of data.envs.values()) {
    if (env.side !== 'suite' || env.items[facet].length === 0) continue;
    const held = bySuite.get(env.suite);
    if (held) {
      held.tools.push(...env.items[facet]);
      held.envs++;
    } else bySuite.set(env.suite, { tools: [...env.items[facet]], envs: 1 });
  }
  const byItem = new Map(matches.map((m, i) => [m.item, i]));
  const out = [...matches];
  for (const env of data.envs.values()) {
    if (env.side !== 'portfolio') continue;
    const mine = env.items[facet];
    // Per suite, the environment's tools matched to its tools and the suite environments those are of. Matches
    // this rule adds are to the suite being compared, so another suite's copies stay as counted here.
    const copies = new Map<string, { n: number; from: Set<string> }>();
    for (const m of matchesOf(mine, out, byItem)) {
      const of = data.envOf[m.match];
      if (!of || m.flag === 'clean') continue;
      const held = copies.get(of.suite) ?? { n: 0, from: new Set<string>() };
      held.n++;
      held.from.add(of.key);
      copies.set(of.suite, held);
    }
    for (const [suite, { n, from }] of [...copies].sort((a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : 1))) {
      if (n < MIN_OTHER_COPIES || n * SUITE_SHARE < mine.length) continue;
      const held = bySuite.get(suite);
      if (!held || from.size < Math.max(2, Math.ceil(held.envs * MIN_SUITE_ENVS_SHARE))) continue;
      const now = matchesOf(mine, out, byItem);
      const matched = new Set(now.filter((m) => m.flag !== 'clean').map((m) => m.match));
      const open = now.filter((m) => m.flag === 'clean').map((m) => m.item);
      if (open.length === 0) continue;
      const because = `an environment ${n} of whose ${mine.length} tools are matched to tools of ${from.size} of ${suite}'s ${held.envs} environments`;
      const theirs = held.tools;
      for (const [item, s, cosine, told] of mutualBest(data, open, theirs, matched)) {
        const at = byItem.get(item) as number;
        const m = out[at] as ItemMatch;
        if (cosine < rule.structure.minCosine || cosine < nearestCosine(data, m) - (told ? VARIANT_MARGIN : 0)) continue;
        out[at] = companion(data, m, s, cosine, because, minShapeSize, "that suite's");
        if (told) out[at].why.push(told);
      }
    }
  }
  return out;
}

/** The current matches of an environment's tools `mine` (those matched at all), in their order. */
function matchesOf(mine: readonly number[], out: readonly ItemMatch[], byItem: ReadonlyMap<number, number>): ItemMatch[] {
  return mine.map((item) => out[byItem.get(item) ?? -1]).filter((m): m is ItemMatch => m !== undefined);
}

/** A third of an environment's tools matched to one suite's say it blends that suite (suiteCompanionMatches). */
const SUITE_SHARE = 3;

/**
 * And those matches come from two of the suite's environments and a tenth of them at least: matches to one suite
 * environment alone say the environment is of its domain, which the pairs' rule weighs (two same-job tools of a
 * new instalment-plans environment at tau-bench retail's 0.75 related a third, through this rule, when they
 * counted), not that it blends the suite. A suite of a few
 * environments (BFCL multi-turn's 12 classes, tau-bench's two domains) is a blend's source; a suite of thousands
 * of one-case environments (BFCL single-turn, ACEBench, ToolBench) holds a tool of the same arguments near any
 * tool of any domain: on the real data, Seal-Tools environments two of whose tools matched single-turn test
 * cases had a spa-price lookup related to a shopping tool.
 */
const MIN_SUITE_ENVS_SHARE = 0.1;

/** The item's highest cosine among its candidates (of every suite). */
function nearestCosine(data: RunData, m: ItemMatch): number {
  let top = m.cosine;
  for (const c of m.candidates) top = Math.max(top, cosineOf(data, m.item, c));
  return top;
}

/**
 * Tools of the environment already matched in the pair's suite environment before one matched elsewhere by its
 * cosine alone is compared there: the environment is shown to rewrite that one by other tools, not by the pair
 * that tool itself made (a Seal-Tools field's one e-mail tool pairs it with a BFCL environment of e-mail tools).
 */
const MIN_OTHER_COPIES = 2;

/**
 * Whether a tool is `related` by its cosine alone (no evidence beyond it, not near-duplicate) to a tool of another
 * suite environment than the pair's: its environment rewrites the pair's suite environment, whose own tool that
 * it copies may sit a little lower (a held-out airline environment's cancel_booking, 0.716 to BFCL TravelAPI's
 * cancel_booking, 0.659 to tau-bench airline's cancel_reservation, which its other tools and tasks rewrite).
 * Such a tool is compared within the pair as a clean one is, and named after the pair's tool when the rule
 * finds it there; its flag stays `related`.
 */
function byCosineElsewhere(data: RunData, m: ItemMatch, pair: PairScore, rule: EvidenceRule): boolean {
  if (m.flag !== 'related' || m.exact || m.renamed || evidenceFires(m, rule)) return false;
  return data.envOf[m.match]?.key !== pair.suite.key;
}

/**
 * Pairs (portfolio item, suite item, cosine): the suite item is the portfolio item's most similar in the suite
 * environment, of any shape, takes the same required arguments and is matched to none of its environment's
 * items yet, and the portfolio item is its most similar among the open items taking them (ties to the lower
 * index). A tool most like a suite tool that a sibling already copies is no copy of another one (apollo's
 * RefundReservation beside CancelReservation, both nearest tau-bench's cancel_reservation).
 */
function mutualBest(data: RunData, open: number[], theirs: number[], matched: ReadonlySet<number>): Array<[number, number, number, string?]> {
  const fields = (i: number): readonly string[] | undefined => data.items[i]?.structure;
  const same = (x: number, y: number): boolean => sameRequiredArguments(fields(x) ?? [], fields(y) ?? [], { a: data.items[x]?.text ?? '', b: data.items[y]?.text ?? '' });
  const best = (from: number, among: number[], sameShape: boolean): [number, number] => {
    let at = -1;
    let top = -Infinity;
    for (const other of among) {
      if (sameShape && !same(from, other)) continue;
      const c = cosineOf(data, from, other);
      if (c > top) [at, top] = [other, c];
    }
    return [at, top];
  };
  const out: Array<[number, number, number, string?]> = [];
  for (const item of open) {
    if (!fields(item)) continue;
    // Each suite tool's cosine once: the nearest (the first of the highest) and the variants compared with it.
    const scored = theirs.map((c) => ({ c, cosine: cosineOf(data, item, c) }));
    const first = scored.reduce<{ c: number; cosine: number } | undefined>((top, o) => (!top || o.cosine > top.cosine ? o : top), undefined);
    if (!first) continue;
    const { c: nearest, cosine: top } = first;
    // A converter and its inverse are one text to MiniLM: the one whose words the item writes in its order.
    const others = scored.filter((o) => o.c !== nearest && !matched.has(o.c));
    const variant = orderedVariant(data, item, first, others);
    const [s, cosine] = variant ? [variant.c, (others.find((o) => o.c === variant.c) as { cosine: number }).cosine] : [nearest, top];
    if (matched.has(s) || !same(item, s)) continue;
    if (best(s, open, true)[0] === item) out.push(variant ? [item, s, cosine, orderedWhy(variant, 'near-identical tools')] : [item, s, cosine]);
  }
  return out;
}

/** The match of tool `m.item` to suite tool `s` that the rule found, with the channels itemMatches reports. */
function companion(data: RunData, m: ItemMatch, s: number, cosine: number, because: string, minShapeSize: number, among = "the suite environment's"): ItemMatch {
  const [x, y] = [data.items[m.item], data.items[s]];
  const renamed = renamedCopy(data, m.item, s, { minShapeSize, minPurpose: NEIGHBOR_DEFAULTS.renamedMinPurpose });
  const n = EMBED_DEFAULTS.shingleWords.tools;
  const overlap = containment(shingleHashes(x?.text ?? '', { n }), shingleHashes(y?.text ?? '', { n }));
  const [sa, sb] = [data.signatures[m.item], data.signatures[s]];
  const jaccard = sa && sb && sa.length > 0 && sa.length === sb.length ? estimateJaccard(sa, sb) : 0;
  const why = `in ${because}: ${among} most similar tool, taking the same required arguments, one to one, with cosine ${cosine.toFixed(3)}`;
  // shapeHolders stays uncounted (0): the shape is compared within one environment, not across the suite.
  return { ...m, match: s, cosine, exact: false, renamed, overlap, jaccard, identifiers: NO_SHARED, rareWording: 0, structure: 1, shapeHolders: 0, flag: 'related', why: [why], candidates: m.candidates.includes(s) ? m.candidates : [...m.candidates, s] };
}
