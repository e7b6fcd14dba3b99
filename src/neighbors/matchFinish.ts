// A chosen match made whole: its channels' flag and reasons from the decision rule (finish), and, when the suite
// writes near-identical variants of it, the variant the item copies (withVariant). Both ways of choosing a
// match end here, by cosine (bestMatch.ts) and by evidence beyond it (byEvidence.ts).
import { FLAG_RANK, NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import { estimateJaccard } from '../signatures/index.js';
import { bestPassage, cosineOf, describedChannel, purposeCosine, renamedCopy, sameSignature, versionOf, type RunData, type ShapeChannels, type StructureIndex } from '../scoring/index.js';
import type { CandidateCosines } from './candidateCosines.js';
import { decide, reasons, type PairChannels } from './decision.js';
import { partName, type FacetEvidence, type ItemProfile } from './evidence.js';
import type { ItemMatch, MatchOptions } from './itemMatches.js';
import type { Marks } from './marks.js';
import { orderedWhy, preferVariant, VARIANT_COSINE, VARIANT_MARGIN, type VariantCandidate } from './variants.js';

/** What the item's candidates were gathered with (itemCandidates.ts), for comparing it with any of them. */
export type Found = { profile: ItemProfile; proposed: Marks; shapes: StructureIndex };

/** A candidate with its cosine and calling-shape channels. */
export type Scored = { c: number; cosine: number } & ShapeChannels;

/** The match with its flag and reasons from the decision rule (decision.ts). */
export function finish(data: RunData, item: number, m: PairChannels & { c: number }, candidates: number[], o: MatchOptions): ItemMatch {
  const channels: PairChannels = { exact: m.exact, cosine: m.cosine, renamed: m.renamed, overlap: m.overlap, identifiers: m.identifiers, rareWording: m.rareWording, ...(m.rareWordingTheirs ? { rareWordingTheirs: m.rareWordingTheirs } : {}), ...(m.wordingOfPart ? { wordingOfPart: m.wordingOfPart } : {}), structure: m.structure, shapeHolders: m.shapeHolders, ...(m.grown ? { grown: true } : {}), ...(m.rareEnum !== undefined ? { rareEnum: m.rareEnum } : {}), ...(m.kept ? { kept: m.kept } : {}), ...(versionOf(data, item, m.c) ? { versionOf: true } : {}), ...(m.described ? { described: m.described } : {}) };
  const flag = decide(channels, o);
  const purpose = !m.exact && sameSignature(data, item, m.c, o.minShapeSize) ? purposeCosine(data, item, m.c) : null;
  const why = reasons(purpose === null ? channels : { ...channels, purpose }, o);
  const passage = fromPassage(data, item, m.c);
  if (passage && flag !== 'clean' && !m.exact) {
    why.push(`the cosine is that of its ${partName(passage)} (the whole text's: ${passage.whole.toFixed(3)})`);
  }
  return { item, match: m.c, ...channels, ...(passage ? { passage } : {}), jaccard: jaccardOf(data, item, m.c), flag, why, candidates };
}

/**
 * The match against the near-identical variant of its suite item that the item copies (variants.ts), or, for a
 * task its cosine matched, against the suite task tied with it (within `tieMargin`) that the item's words point
 * at, when that one's channels flag it as strictly; else the match as it is. An exact match stays. A near-identical
 * variant whose own channels flag it less strictly is named with the best's flag and reasons: tau-bench's retail
 * test_92 is test_91 without its last two sentences (0.94 alike), and a rewrite of test_92 keeping "the smart watch
 * and the e-reader" together, 0.70 to test_91 and 0.65 to test_92, was a near-duplicate of test_91 and only related
 * to test_92 by cosine, so test_91 stayed named (the 322nd held-out part), though the pair "watch e(-reader)" is
 * test_92's alone. Only when pairs of words chose it (VariantChoice.paired). Which item is flagged, and how, never
 * changes here.
 */
export function withVariant(data: RunData, match: ItemMatch, candidates: number[], cosines: CandidateCosines, o: MatchOptions, evidence: FacetEvidence, found: Found, tieMargin = 0): ItemMatch {
  if (match.exact || match.flag === 'clean') return match;
  const floor = match.cosine - VARIANT_MARGIN;
  const others: VariantCandidate[] = [];
  candidates.forEach((c, i) => {
    if (c !== match.match && cosines.canReach(i, floor) && cosines.at(i) >= floor) others.push({ c, cosine: cosines.at(i) });
  });
  const choice = preferVariant(data, match.item, { c: match.match, cosine: match.cosine }, others, tieMargin);
  if (!choice) return match;
  const cosine = (others.find((v) => v.c === choice.c) as VariantCandidate).cosine;
  const variant = finish(data, match.item, pairChannels(data, match.item, choice.c, cosine, o, evidence, found), candidates, o);
  const weaker = FLAG_RANK[variant.flag] < FLAG_RANK[match.flag];
  // A suite item merely as near by cosine is another task, whose flag is its own; a near-identical variant differs
  // from the best by the words that name it, so the best's evidence is the variant's as much — when words read in
  // context named it: single words named airline test_9 for a rewrite of test_8 by "pay", "up" and "used".
  if (weaker && (choice.tied || !choice.paired)) return match;
  const among = choice.tied ? `suite items as near (cosines within ${tieMargin} of one another, or near-identical)` : `near-identical suite variants (cosine ≥ ${VARIANT_COSINE} to one another)`;
  const told = choice.added
    ? `of ${choice.variants} ${among}, the one the others add to: it holds none of the words ${choice.added.join(', ')}`
    : choice.ordered
      ? orderedWhy(choice, among)
      : `of ${choice.variants} ${among}, the one sharing the most of the words that tell them apart: ${choice.words.join(', ')}`;
  if (!weaker) return { ...variant, why: [...variant.why, told] };
  const alike = cosineOf(data, match.match, choice.c).toFixed(3);
  const carried = `${match.flag} as its near-identical variant ${data.items[match.match]?.id} (cosine ${alike} to it) is: ${match.why.join('; ')}`;
  return { ...variant, flag: match.flag, why: [carried, told] };
}

/**
 * Every channel of the pair (item, suite item `c`) at the given cosine, for a candidate chosen over the one the
 * cosine ranked first: `compared` when its identifiers and wording were compared already.
 */
export function pairChannels(data: RunData, item: number, c: number, cosine: number, o: MatchOptions, evidence: FacetEvidence, found: Found, compared = evidence.compare(found.profile, c)): PairChannels & { c: number } {
  const mine = data.items[item]?.structure;
  const described = data.items[item]?.facet === 'tools' ? describedChannel(data, item, c, found.shapes, VARIANT_COSINE, o.evidence.structure.maxHoldersDescribed) : undefined;
  return { c, cosine, exact: false, overlap: evidence.overlap(found.profile.shingles(), c), renamed: isRenamed(data, item, c, o), ...found.shapes.channels(mine, c), ...compared, ...(described ? { described } : {}) };
}

export function isRenamed(data: RunData, a: number, b: number, o: MatchOptions): boolean {
  return renamedCopy(data, a, b, { minShapeSize: o.minShapeSize, minPurpose: NEIGHBOR_DEFAULTS.renamedMinPurpose });
}

/** The item's part that is nearer `c` than its whole text (CandidateCosines takes the nearer), if one is. */
function fromPassage(data: RunData, item: number, c: number): ItemMatch['passage'] | undefined {
  const best = bestPassage(data, item, c);
  const passage = best ? data.items[item]?.passages?.[best.index] : undefined;
  if (!best || !passage) return undefined;
  const whole = cosineOf(data, item, c);
  return best.cosine > whole ? { first: passage.first, last: passage.last, ...(passage.unit ? { unit: passage.unit } : {}), whole } : undefined;
}

/** The MinHash Jaccard estimate of two items; 0 when a signature is missing (a cache pruned since embed ran). */
function jaccardOf(data: RunData, a: number, b: number): number {
  const [sa, sb] = [data.signatures[a], data.signatures[b]];
  return sa && sb && sa.length > 0 && sa.length === sb.length ? estimateJaccard(sa, sb) : 0;
}
