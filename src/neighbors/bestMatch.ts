// The suite item a portfolio item most likely copies, among its candidates (itemCandidates.ts): by cosine, with
// lexical evidence breaking near-ties, when a candidate is identical or comes near; else by evidence beyond
// cosine (byEvidence.ts).
import { FLAG_RANK, type Flag } from '../core/defaults.js';
import { containment } from '../signatures/index.js';
import { sameName, versionOf, type RunData } from '../scoring/index.js';
import { byEvidence } from './byEvidence.js';
import { CandidateCosines, type SearchBounds } from './candidateCosines.js';
import { decide, identifiersFire, keptFires, type EvidenceRule } from './decision.js';
import { NO_SHARED, type FacetEvidence } from './evidence.js';
import type { ItemMatch, MatchOptions } from './itemMatches.js';
import { finish, isRenamed, pairChannels, withVariant, type Found, type Scored } from './matchFinish.js';

/**
 * The suite item this portfolio item most likely copies: an identical one if any; else the most similar,
 * where candidates within `tieMargin` of the best cosine are ranked by the flag their own cosine, signature
 * and wording earn, then by the name the item kept in another style (tools and tables: sameName), then by
 * shared wording (n-gram containment), then by a shared signature, then by cosine,
 * then by position (for a stable order); then the variant of it that the item copies (variants.ts). An item with no
 * identical candidate and no cosine up to the related threshold is `clean` whatever its wording, and no
 * artifact lists clean matches, so its wording is not compared (most items of a real audit are such).
 */
export function bestMatch(data: RunData, item: number, candidates: number[], bounds: SearchBounds, o: MatchOptions, evidence: FacetEvidence, found: Found): ItemMatch {
  const self = data.items[item];
  const cosines = new CandidateCosines(data, item, candidates, bounds);
  const exact = (c: number) => data.items[c]?.fp_exact === self?.fp_exact;
  const top = cosines.max();
  if (top < o.thresholds.related && !candidates.some(exact)) return byEvidence(data, item, candidates, cosines, top, o, evidence, found);
  const mine = found.profile.shingles();
  const floor = top - o.tieMargin;
  const contenders: Array<Scored & { exact: boolean; overlap: number; wording: number; renamed: boolean }> = [];
  candidates.forEach((c, i) => {
    const isExact = exact(c);
    if (!isExact && !cosines.canReach(i, floor)) return;
    const cosine = cosines.at(i);
    if (!isExact && cosine < floor) return;
    contenders.push({ c, cosine, exact: isExact, ...found.shapes.channels(self?.structure, c), overlap: evidence.overlap(mine, c), wording: containment(mine, evidence.shinglesOf(c)), renamed: isRenamed(data, item, c, o) });
  });
  // The strictest flag a contender's own cosine, signature or wording earns first: the tie-break names which
  // of near-tied suite items is copied, and must not lower the flag the nearest one earns (apollo's rewrite of
  // tau-bench's retail test_1, 0.890 to it and 0.876 to tau2-bench's version with more shared 5-grams, was
  // named the latter and flagged related below the 0.88 near-duplicate threshold it reaches). Among those of
  // one flag, the shared wording counts whole, house style too (`wording`): a suite environment of one tool has
  // none to set aside, so setting it aside would favour such candidates over tools of larger environments.
  const rank = (m: (typeof contenders)[number]) => FLAG_RANK[itemFlag(m, o)];
  const named = (m: (typeof contenders)[number]) => Number(sameName(data, item, m.c));
  contenders.sort((a, b) => rank(b) - rank(a) || Number(b.exact) - Number(a.exact) || named(b) - named(a) || b.wording - a.wording || Number(b.renamed) - Number(a.renamed) || b.structure - a.structure || b.cosine - a.cosine || a.c - b.c);
  const best = contenders[0] as (typeof contenders)[number];
  const nearest = finish(data, item, { ...best, renamed: best.renamed && !best.exact, ...evidence.compare(found.profile, best.c) }, candidates, o);
  const match = namingItsRecords(data, nearest, candidates, cosines, o, evidence, found) ?? namingItsKept(data, nearest, candidates, cosines, o, evidence, found) ?? namedAsVersion(data, nearest, candidates, cosines, o, evidence, found) ?? nearest;
  // Tasks only: a tool's words are mostly its parameters' types and the schema's own ("optional", "string",
  // "e.g."), which told no tied tools apart on the real data (20 matches renamed, as many worse as better).
  return withVariant(data, match, candidates, cosines, o, evidence, found, self?.facet === 'tasks' ? o.tieMargin : 0);
}

/**
 * The match against the candidate naming the item's records, when the one its cosine chose names none: of the
 * candidates the identifier index proposed, one whose shared rare identifiers fire (decision.ts identifiersFire)
 * and whose channels flag it as strictly as the cosine's choice — the most of the item's identifier weight, then
 * the highest cosine. A task rewritten with its requests reordered keeps its original's login, password, card id
 * and token, while its cosine can favour another conversation of the same two APIs written alike (a held-out
 * rewrite of BFCL's TwitterAPI test case 170 was 0.777 to test case 195, sharing only a date with it, and 0.736
 * to 170, sharing seven identifiers); the flag is the same either way, but the suite task named is the one
 * decontamination and the report point at. When the cosine's choice names records too (a customer's sibling
 * tasks share the user id), the cosine and the variant rule still decide. Tasks only: schemas have no
 * identifier index.
 */
function namingItsRecords(data: RunData, nearest: ItemMatch, candidates: number[], cosines: CandidateCosines, o: MatchOptions, evidence: FacetEvidence, found: Found): ItemMatch | null {
  if (nearest.exact || identifiersFire(nearest.identifiers, o.evidence)) return null;
  const { item } = nearest;
  let chosen: ItemMatch | null = null;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i] as number;
    if (c === nearest.match || !found.proposed.has(c)) continue;
    const compared = evidence.compare(found.profile, c);
    if (!identifiersFire(compared.identifiers, o.evidence)) continue;
    const m = finish(data, item, pairChannels(data, item, c, cosines.at(i), o, evidence, found, compared), candidates, o);
    if (FLAG_RANK[m.flag] < FLAG_RANK[nearest.flag]) continue;
    if (!chosen || namesMore(m, chosen)) chosen = m;
  }
  if (!chosen) return null;
  const told = `named by the records it shares: the nearest by cosine (${data.items[nearest.match]?.id ?? ''}, ${nearest.cosine.toFixed(3)}) shares none of its rare identifiers`;
  return { ...chosen, why: [...chosen.why, told] };
}

/**
 * The match against the candidate holding the names and numbers the item kept, when the one its cosine chose does
 * not: for a task in the model's language, a candidate whose kept tokens fire (decision.ts keptFires: most of the
 * item's kept weight, held all together by few suite items of one family, on the topic by cosine, naming no record
 * of its own) where the cosine's choice's do not, flagged as strictly — the most kept weight, then the highest
 * cosine. A TradingBot conversation cut into fragments ("Buy order: 100 AAPL shares, $150 each.") is 0.80 to test
 * case 120, which buys 100 Apple shares at the market price, and 0.73 to its own, 122, the only one holding
 * `buy`, `150`, `100` and `aapl` together. Tasks only.
 */
function namingItsKept(data: RunData, nearest: ItemMatch, candidates: number[], cosines: CandidateCosines, o: MatchOptions, evidence: FacetEvidence, found: Found): ItemMatch | null {
  const { profile } = found;
  if (nearest.exact || !profile.keptInLanguage) return null;
  const e = o.evidence;
  const keptOf = (c: number, cosine: number) => {
    const kept = cosine >= e.kept.minCosineInLanguage ? evidence.compareKeptInLanguage(profile, c) : undefined;
    return kept && keptFires(kept, e, cosine) ? kept : undefined;
  };
  if (keptOf(nearest.match, nearest.cosine)) return null;
  let chosen: ItemMatch | null = null;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i] as number;
    if (c === nearest.match || !cosines.canReach(i, e.kept.minCosineInLanguage)) continue;
    const kept = keptOf(c, cosines.at(i));
    if (!kept) continue;
    const m = finish(data, nearest.item, { ...pairChannels(data, nearest.item, c, cosines.at(i), o, evidence, found), kept }, candidates, o);
    if (FLAG_RANK[m.flag] < FLAG_RANK[nearest.flag]) continue;
    if (!chosen || keepsMore(m, chosen)) chosen = m;
  }
  if (!chosen) return null;
  const told = `named by the names and numbers it kept: the nearest by cosine (${data.items[nearest.match]?.id ?? ''}, ${nearest.cosine.toFixed(3)}) does not hold them together`;
  return { ...chosen, why: [...chosen.why, told] };
}

/**
 * The match against the suite tool the item is named as a version of (`get_watchlist_v2` of `get_watchlist`;
 * decision.ts versionFires), when the cosine chose another and that one's channels flag it as strictly: a
 * versioned tool's changelog and paging parameters can bring a sibling nearer by cosine (`add_to_watchlist` at
 * 0.72, `get_watchlist` at 0.67). Tools only.
 */
function namedAsVersion(data: RunData, nearest: ItemMatch, candidates: number[], cosines: CandidateCosines, o: MatchOptions, evidence: FacetEvidence, found: Found): ItemMatch | null {
  if (nearest.exact || nearest.versionOf) return null;
  const i = candidates.findIndex((c, k) => versionOf(data, nearest.item, c) && cosines.canReach(k, o.evidence.structure.minCosine));
  if (i < 0) return null;
  const c = candidates[i] as number;
  const m = finish(data, nearest.item, pairChannels(data, nearest.item, c, cosines.at(i), o, evidence, found), candidates, o);
  if (FLAG_RANK[m.flag] < FLAG_RANK[nearest.flag]) return null;
  const told = `named as a version of it: the nearest by cosine (${data.items[nearest.match]?.id ?? ''}, ${nearest.cosine.toFixed(3)}) is another tool`;
  return { ...m, why: [...m.why, told] };
}

/** More of the item's kept weight, then a higher cosine, then the lower suite item (a stable order). */
const keepsMore = (a: ItemMatch, b: ItemMatch): boolean => ((a.kept?.share ?? 0) - (b.kept?.share ?? 0) || a.cosine - b.cosine || b.match - a.match) > 0;

/** More of the item's identifier weight, then a higher cosine, then the lower suite item (a stable order). */
const namesMore = (a: ItemMatch, b: ItemMatch): boolean => (a.identifiers.share - b.identifiers.share || a.cosine - b.cosine || b.match - a.match) > 0;

/** The flag from cosine, signature and wording alone (no evidence beyond them), as decision.ts decides it. */
export function itemFlag(m: { exact: boolean; cosine: number; renamed: boolean; overlap: number }, o: Pick<MatchOptions, 'thresholds' | 'lexicalCopy'>): Flag {
  return decide({ exact: m.exact, cosine: m.cosine, renamed: m.renamed, overlap: m.overlap, identifiers: NO_SHARED, rareWording: 0, structure: 0, shapeHolders: 0 }, { ...o, evidence: NO_EVIDENCE });
}

const NO_EVIDENCE: EvidenceRule = { identifiers: { minShared: Infinity, minShare: Infinity }, rareWording: { minShare: Infinity, minBothWays: Infinity }, kept: { minShared: Infinity, minShare: Infinity, minSharedInLanguage: Infinity, minCosineInLanguage: Infinity, minShareInLanguage: Infinity }, structure: { minAgreement: Infinity, minCosine: Infinity, maxHolders: 0, minCosineGrown: null, minDescribed: null, minCosineDescribed: Infinity, maxHoldersDescribed: 0 } };
