// The suite item a portfolio item most likely copies, among its candidates (itemCandidates.ts): by cosine, with
// lexical evidence breaking near-ties, when a candidate is identical or comes near; else by evidence beyond
// cosine (byEvidence.ts).
import { FLAG_RANK, type Flag } from '../core/defaults.js';
import { containment } from '../signatures/index.js';
import type { RunData } from '../scoring/index.js';
import { byEvidence } from './byEvidence.js';
import { CandidateCosines, type SearchBounds } from './candidateCosines.js';
import { decide, type EvidenceRule } from './decision.js';
import { NO_SHARED, type FacetEvidence } from './evidence.js';
import type { ItemMatch, MatchOptions } from './itemMatches.js';
import { finish, isRenamed, withVariant, type Found, type Scored } from './matchFinish.js';

/**
 * The suite item this portfolio item most likely copies: an identical one if any; else the most similar,
 * where candidates within `tieMargin` of the best cosine are ranked by the flag their own cosine, signature
 * and wording earn, then by shared wording (n-gram containment), then by a shared signature, then by cosine,
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
    contenders.push({ c, cosine, exact: isExact, structure: found.shapes.agreement(self?.structure, c), shapeHolders: found.shapes.holders(c), grown: found.shapes.grown(self?.structure, c), overlap: evidence.overlap(mine, c), wording: containment(mine, evidence.shinglesOf(c)), renamed: isRenamed(data, item, c, o) });
  });
  // The strictest flag a contender's own cosine, signature or wording earns first: the tie-break names which
  // of near-tied suite items is copied, and must not lower the flag the nearest one earns (apollo's rewrite of
  // tau-bench's retail test_1, 0.890 to it and 0.876 to tau2-bench's version with more shared 5-grams, was
  // named the latter and flagged related below the 0.88 near-duplicate threshold it reaches). Among those of
  // one flag, the shared wording counts whole, house style too (`wording`): a suite environment of one tool has
  // none to set aside, so setting it aside would favour such candidates over tools of larger environments.
  const rank = (m: (typeof contenders)[number]) => FLAG_RANK[itemFlag(m, o)];
  contenders.sort((a, b) => rank(b) - rank(a) || Number(b.exact) - Number(a.exact) || b.wording - a.wording || Number(b.renamed) - Number(a.renamed) || b.structure - a.structure || b.cosine - a.cosine || a.c - b.c);
  const best = contenders[0] as (typeof contenders)[number];
  const match = finish(data, item, { ...best, renamed: best.renamed && !best.exact, ...evidence.compare(found.profile, best.c) }, candidates, o);
  // Tasks only: a tool's words are mostly its parameters' types and the schema's own ("optional", "string",
  // "e.g."), which told no tied tools apart on the real data (20 matches renamed, as many worse as better).
  return withVariant(data, match, candidates, cosines, o, evidence, found, self?.facet === 'tasks' ? o.tieMargin : 0);
}

/** The flag from cosine, signature and wording alone (no evidence beyond them), as decision.ts decides it. */
export function itemFlag(m: { exact: boolean; cosine: number; renamed: boolean; overlap: number }, o: Pick<MatchOptions, 'thresholds' | 'lexicalCopy'>): Flag {
  return decide({ ...m, identifiers: NO_SHARED, rareWording: 0, structure: 0, shapeHolders: 0 }, { ...o, evidence: NO_EVIDENCE });
}

const NO_EVIDENCE: EvidenceRule = { identifiers: { minShared: Infinity, minShare: Infinity }, rareWording: { minShare: Infinity }, kept: { minShared: Infinity, minShare: Infinity, minCosineInLanguage: Infinity, minShareInLanguage: Infinity }, structure: { minAgreement: Infinity, minCosine: Infinity, maxHolders: 0, minCosineGrown: null } };
