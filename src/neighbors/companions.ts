// Evidence from an item's environment: a tool left `clean` in a portfolio environment matched to a suite
// environment is compared with that environment's tools alone. A generator that rewrites a benchmark
// environment renames and rewords every tool; for a tool of one or two plain parameters the calling shape says
// nothing across the suites (hundreds of tools have it) and the cosine of the rewrite, 0.5–0.7, is where distinct
// tools of one domain sit, so the item alone cannot be told from new material. Within one matched pair of
// environments it can: the environments already overlap (their flag is `related` or above), and a rewrite of
// an environment copies each of its tools at most once. So a tool is `related` to the suite environment's tool
// most similar to it when that tool has its shape, is matched to no other tool of the environment, and has it
// as its most similar among the environment's clean tools of that shape (one to one), in a suite environment of
// two tools or more, with a cosine from the structural rule's minCosine. Work: the tools of each flagged
// environment pair, never the whole suite.
import { EMBED_DEFAULTS } from '../core/defaults.js';
import { containment, estimateJaccard, shingleHashes } from '../signatures/index.js';
import type { EvidenceRule } from './decision.js';
import { NO_SHARED } from './evidence.js';
import { atLeast, type ItemMatch } from './itemMatches.js';
import { cosineOf, type PairScore, type RunData } from '../scoring/index.js';

const shapeKey = (tokens: readonly string[] | undefined): string | null => (tokens && tokens.length > 0 ? [...tokens].sort().join('\n') : null);

/**
 * The tool matches with each clean tool that the rule above finds in its environment's best suite environment
 * replaced by a `related` match to that tool; the others unchanged, in the same order. Tools only: tables of
 * tau-bench's variants already match by their columns, and tasks have no calling shape.
 */
export function companionMatches(data: RunData, matches: ItemMatch[], best: ReadonlyMap<string, PairScore | undefined>, rule: EvidenceRule, minShapeSize: number): ItemMatch[] {
  if (!Number.isFinite(rule.structure.minCosine)) return matches;
  const facet = 'tools';
  const byItem = new Map(matches.map((m, i) => [m.item, i]));
  const out = [...matches];
  for (const [envKey, pair] of best) {
    if (!pair || !atLeast(pair.flag, 'related')) continue;
    const mine = data.envs.get(envKey)?.items[facet] ?? [];
    const matched = new Set<number>();
    const open: number[] = [];
    for (const item of mine) {
      const m = out[byItem.get(item) ?? -1];
      if (!m) continue;
      if (m.flag === 'clean') open.push(item);
      else matched.add(m.match);
    }
    const all = pair.suite.items[facet];
    // With one tool in the suite environment "each the other's most similar" constrains nothing: the tool's own
    // cosine and shape are all the evidence, and they did not suffice (on the real data, Seal-Tools tools beside
    // one-tool BFCL and ToolBench environments: getGeneFunction ~ get_protein_sequence).
    if (open.length === 0 || all.length < 2) continue;
    for (const [item, s, cosine] of mutualBest(data, open, all, matched)) {
      if (cosine < rule.structure.minCosine) continue;
      const at = byItem.get(item) as number;
      out[at] = companion(data, out[at] as ItemMatch, s, cosine, pair, minShapeSize);
    }
  }
  return out;
}

/**
 * Pairs (portfolio item, suite item, cosine): the suite item is the portfolio item's most similar in the suite
 * environment, of any shape, has its shape and is matched to none of its environment's items yet, and the
 * portfolio item is its most similar among the open items of that shape (ties to the lower index). A tool most
 * like a suite tool that a sibling already copies is no copy of another one (apollo's RefundReservation beside
 * CancelReservation, both nearest tau-bench's cancel_reservation).
 */
function mutualBest(data: RunData, open: number[], theirs: number[], matched: ReadonlySet<number>): Array<[number, number, number]> {
  const best = (from: number, among: number[], sameShape: boolean): [number, number] => {
    let at = -1;
    let top = -Infinity;
    const key = shapeKey(data.items[from]?.structure);
    for (const other of among) {
      if (sameShape && shapeKey(data.items[other]?.structure) !== key) continue;
      const c = cosineOf(data, from, other);
      if (c > top) [at, top] = [other, c];
    }
    return [at, top];
  };
  const out: Array<[number, number, number]> = [];
  for (const item of open) {
    const key = shapeKey(data.items[item]?.structure);
    if (key === null) continue;
    const [s, cosine] = best(item, theirs, false);
    if (s < 0 || matched.has(s) || shapeKey(data.items[s]?.structure) !== key) continue;
    if (best(s, open, true)[0] === item) out.push([item, s, cosine]);
  }
  return out;
}

/** The match of tool `m.item` to suite tool `s` that the rule found, with the channels itemMatches reports. */
function companion(data: RunData, m: ItemMatch, s: number, cosine: number, pair: PairScore, minShapeSize: number): ItemMatch {
  const [x, y] = [data.items[m.item], data.items[s]];
  const renamed = x?.fp_shape === y?.fp_shape && (x?.shape_size ?? 0) >= minShapeSize;
  const n = EMBED_DEFAULTS.shingleWords.tools;
  const overlap = containment(shingleHashes(x?.text ?? '', { n }), shingleHashes(y?.text ?? '', { n }));
  const [sa, sb] = [data.signatures[m.item], data.signatures[s]];
  const jaccard = sa && sb && sa.length > 0 && sa.length === sb.length ? estimateJaccard(sa, sb) : 0;
  const why = `in a ${pair.flag} environment pair: the suite environment's most similar tool, of the same calling shape, one to one, with cosine ${cosine.toFixed(3)}`;
  // shapeHolders stays uncounted (0): the shape is compared within one environment, not across the suite.
  return { ...m, match: s, cosine, exact: false, renamed, overlap, jaccard, identifiers: NO_SHARED, rareWording: 0, structure: 1, shapeHolders: 0, flag: 'related', why: [why], candidates: m.candidates.includes(s) ? m.candidates : [...m.candidates, s] };
}
