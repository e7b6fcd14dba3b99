// The match of an item no candidate comes near by cosine: the candidate whose evidence beyond cosine (shared
// rare identifiers, rare wording, kept names and numbers, the calling shape, a versioned name, a sentence of a
// tool's description; decision.ts) is strongest, or, when none fires, the nearest by cosine, `clean`.
import { bestPassage, cosineOf, describedChannel, isStrongIdentifier, largestIndexedShare, sameName, versionOf, type DescribedChannel, type RunData, type WeighedTokens } from '../scoring/index.js';
import type { CandidateCosines } from './candidateCosines.js';
import { describedFires, enumFires, evidenceFires, grownFires, heldRecordsFire, identifiersFire, keptFires, recordFires, structureFires, versionFires, wordingFires, type EvidenceRule } from './decision.js';
import { NO_SHARED, type FacetEvidence, type IdentifierEvidence, type KeptEvidence } from './evidence.js';
import type { ItemMatch, MatchOptions } from './itemMatches.js';
import { finish, isRenamed, withVariant, type Found, type Scored } from './matchFinish.js';
import { TranslationTies } from './translationTies.js';
import { VARIANT_COSINE } from './variants.js';

/** A candidate whose evidence fired, with the channels it was compared on. */
type Fired = Scored & { identifiers: IdentifierEvidence; rareWording: number; rareWordingTheirs?: number; wordingOfPart?: string; kept?: KeptEvidence; versionOf?: boolean; described?: DescribedChannel };

/**
 * An item no candidate comes near by cosine: `related` when a candidate shares enough of its rare identifiers
 * or its rare wording (candidates the token indexes proposed), or its calling shape with a cosine beside it
 * (MatchOptions.evidence, decision.ts) — the one with the most of that evidence; else `clean` against its
 * nearest by cosine (no artifact lists clean matches, so nothing more is computed for them). The indexes
 * propose every suite item holding the rarest shared tokens, so comparing only those loses nothing the
 * identifier and wording rules could fire on. `top`: the largest of the candidates' cosines.
 */
export function byEvidence(data: RunData, item: number, candidates: number[], cosines: CandidateCosines, top: number, o: MatchOptions, evidence: FacetEvidence, found: Found): ItemMatch {
  const { profile } = found;
  const e = o.evidence;
  const fired = firedCandidates(data, item, candidates, cosines, top, e, evidence, found);
  if (fired.length === 0) fired.push(...firedByPart(data, item, candidates, cosines, e, evidence, found));
  // Among equally strong candidates, the cosine names the copied one — unless the item is not in the model's
  // language, where it says nothing (a Hindi translation of tau-bench's retail test_99 was nearer to test_52,
  // another task of the same customer, at −0.02): then the one whose own identifiers and kept tokens the item
  // holds most of, as a translation holds all of its original's, then among a customer's sibling tasks the one
  // its words as written and its sentence ends point at (translationTies.ts).
  const fits = new Map<number, number>();
  const fit = (s: Fired) => {
    if (!profile.kept) return 0;
    let f = fits.get(s.c);
    if (f === undefined) {
      const theirs = evidence.translationShares(profile, s.c);
      fits.set(s.c, (f = theirs.identifiers + (s.kept ? s.kept.share + theirs.kept : 0)));
    }
    return f;
  };
  const strength = (s: Fired) => strengthOf(s, e);
  const ties = new TranslationTies(data, item, Boolean(profile.kept));
  // Then a tool named as the item is, in another style, before the cosine (scoring/runData.ts sameName).
  const named = (s: Fired) => Number(sameName(data, item, s.c));
  fired.sort((a, b) => strength(b) - strength(a) || fit(b) - fit(a) || ties.compare(a.c, b.c) || named(b) - named(a) || b.cosine - a.cosine || a.c - b.c);
  const best = fired[0];
  if (!best) return nearestClean(data, item, candidates, cosines, top, o, found);
  const overlap = evidence.overlap(profile.shingles(), best.c);
  const match = finish(data, item, { ...best, exact: false, renamed: isRenamed(data, item, best.c, o), overlap }, candidates, o);
  // Where its evidence cannot tell the original from other tasks (a translation of one of a customer's tasks
  // holds the name, id and code all of them hold), the user is told which were as likely: the cosine that chose
  // among them cannot read the item. Versions of the match (near-identical to it, as variants.ts has them:
  // BFCL's four of one conversation, a task listed under two APIs) are the same task, not others.
  if (profile.kept) {
    const other = (f: Fired) => f !== best && strength(f) === strength(best) && fit(f) === fit(best) && cosineOf(data, f.c, best.c) < VARIANT_COSINE;
    const others = fired.filter(other).map((f) => f.c);
    const alike = others.map((c) => data.items[c]?.id ?? '');
    if (alike.length > 0) match.why.push(`evidence as strong for ${alike.length} other suite task${alike.length === 1 ? '' : 's'} (${alike.slice(0, 3).join(', ')}${alike.length > 3 ? ', …' : ''}), chosen among them by ${ties.reason(best.c, others)}`);
  }
  return withVariant(data, match, candidates, cosines, o, evidence, found);
}

/** How strongly a candidate's evidence fired: the share (or agreement) of its strongest rule that did. */
function strengthOf(s: Fired, e: EvidenceRule): number {
  return Math.max(
    identifiersFire(s.identifiers, e) || recordFires(s, e) || heldRecordsFire(s, e) ? s.identifiers.share : 0,
    keptFires(s.kept, e, s.cosine) ? (s.kept?.share ?? 0) : 0,
    wordingFires(s, e) ? s.rareWording : 0,
    structureFires(s, e) ? s.structure : 0,
    grownFires(s, e) ? s.structure : 0,
    // A sentence saying what the suite tool's description says fires for each tool of a family written alike
    // ("Subtract one number from another.", "Divide one number by another.": MiniLM reads them as near as a
    // paraphrase), so among those it fires for, the whole text's cosine names the tool, as for the shape rules.
    enumFires(s, e) || versionFires(s, e) || describedFires(s, e) ? 1 : 0,
  );
}

/** The candidates whose evidence beyond cosine fires, each compared only when some rule of it could. */
function firedCandidates(data: RunData, item: number, candidates: number[], cosines: CandidateCosines, top: number, e: EvidenceRule, evidence: FacetEvidence, found: Found): Fired[] {
  const { profile, proposed, shapes } = found;
  const mine = data.items[item]?.structure;
  // A proposed candidate is compared only when its evidence could fire: a share counts the item's tokens that
  // some suite item holds, so when those cannot reach the rules' shares no candidate's can (most new tasks).
  // Kept tokens' shares count only the held ones, so any item that has some may reach them.
  // An item holding minShared identifiers the suite holds, one strong, may hold all of a suite item's (decision.ts
  // heldRecordsFire) whatever their share of its own weight.
  const comparable = largestIndexedShare(profile.ids) >= e.identifiers.minShare || mayHoldAll(profile.ids, e) || largestIndexedShare(profile.grams) >= Math.min(e.rareWording.minShare, e.rareWording.minBothWays) || (profile.kept?.held?.some(Boolean) ?? false);
  const fired: Fired[] = [];
  candidates.forEach((c, i) => {
    const shape = shapes.channels(mine, c);
    const { structure, shapeHolders, grown } = shape;
    // The calling-shape rule's other conditions first: its cosine floor is asked only of those that meet them.
    const shapeMayFire = enumFires(shape, e) || (shapeHolders <= e.structure.maxHolders && ((structure > 0 && structure >= e.structure.minAgreement && cosines.canReach(i, e.structure.minCosine)) || (grown && e.structure.minCosineGrown !== null && cosines.canReach(i, e.structure.minCosineGrown))));
    // A tool named as a version of the candidate (decision.ts versionFires) asks only the calling-shape rule's cosine.
    const version = versionOf(data, item, c) && cosines.canReach(i, e.structure.minCosine);
    // A sentence of its description saying what the candidate's says, on one calling shape (decision.ts describedFires).
    const described = e.structure.minDescribed !== null && cosines.canReach(i, e.structure.minCosineDescribed) ? describedChannel(data, item, c, shapes, VARIANT_COSINE, e.structure.maxHoldersDescribed) : undefined;
    const describes = !!described && describedFires({ described, cosine: cosines.at(i) }, e);
    // A task in the model's language is compared by its names and numbers only with candidates its cosine
    // says are on the same topic (keptFires).
    const onTopic = !!profile.keptInLanguage && cosines.canReach(i, e.kept.minCosineInLanguage) && cosines.at(i) >= e.kept.minCosineInLanguage;
    const kept = onTopic ? evidence.compareKeptInLanguage(profile, c) : undefined;
    const keptCounts = !!kept && keptFires(kept, e, cosines.at(i));
    // A translation's nearest suite item by cosine is compared whether the indexes proposed it or not (keptFires).
    const nearest = !!profile.kept && cosines.canReach(i, top) && cosines.at(i) >= top;
    const compared = (comparable && (proposed.has(c) || nearest)) || keptCounts;
    if (!compared && !shapeMayFire && !version && !describes) return;
    const s: Scored & { versionOf?: boolean; described?: DescribedChannel } = { c, cosine: cosines.at(i), ...shape, ...(version ? { versionOf: true } : {}), ...(described ? { described } : {}) };
    if (!compared && !structureFires(s, e) && !grownFires(s, e) && !enumFires(s, e) && !versionFires(s, e) && !describes) return;
    const base: { identifiers: IdentifierEvidence; rareWording: number; rareWordingTheirs: number; kept?: KeptEvidence } = proposed.has(c) || keptCounts || nearest ? evidence.compare(profile, c) : { identifiers: NO_SHARED, rareWording: 0, rareWordingTheirs: 0 };
    if (base.kept && nearest) base.kept = evidence.asNearest(profile, c, base.kept);
    const withEvidence = { ...s, ...base, ...(kept ? { kept } : {}) };
    if (evidenceFires({ ...withEvidence, exact: false, renamed: false, overlap: 0 }, e)) fired.push(withEvidence);
  });
  return fired;
}

/** Whether `minShared` of the identifiers are held by the suite, one of them strong. */
function mayHoldAll(ids: WeighedTokens, e: EvidenceRule): boolean {
  const held = ids.tokens.filter((_, i) => !ids.held || ids.held[i]);
  return held.length >= e.identifiers.minShared && held.some(isStrongIdentifier);
}

/**
 * When nothing fired on the whole text: the candidates whose shared rare identifiers fire on one of the item's
 * parts (evidence.ts compareParts; the part holding most of its weight in them) — `minShared` of them or more,
 * one strong: a ticket of a support queue or a request of a batch names a suite task's records beside the other
 * requests', whose names and ids halve the whole text's share, and a chat export's turn beside the export's own
 * ids. Only then, and never on one identifier alone: a part naming only a customer names every task of that
 * customer as well, where the whole text's evidence names the one copied. Or whose rare wording fires on one
 * part (comparePartsWording): a suite task's template with its entities swapped inside a dataset row's `input`
 * or a trace's message, the row's or the trace's keys and ids around it diluting the whole text's share (the
 * hundred-and-seventeenth and hundred-and-nineteenth held-out parts' swaps, 0.49–0.62 by cosine). Or, for a task
 * in the model's language, whose names and numbers its part nearest the candidate kept fire (keptOfNearestPart).
 */
function firedByPart(data: RunData, item: number, candidates: number[], cosines: CandidateCosines, e: EvidenceRule, evidence: FacetEvidence, found: Found): Fired[] {
  const { profile, proposed, shapes } = found;
  if (!profile.parts) return [];
  const mine = data.items[item]?.structure;
  const fired: Fired[] = [];
  candidates.forEach((c, i) => {
    let identifiers: IdentifierEvidence | undefined;
    let wording: { name: string; share: number } | undefined;
    if (proposed.has(c)) {
      for (const part of evidence.compareParts(profile, c)) {
        if (part.shared.length < e.identifiers.minShared || !identifiersFire(part, e)) continue;
        if (!identifiers || part.share > identifiers.share) identifiers = part;
      }
      for (const part of evidence.comparePartsWording(profile, c)) if (part.share >= e.rareWording.minShare && (!wording || part.share > wording.share)) wording = part;
    }
    const kept = profile.keptInLanguage && cosines.canReach(i, e.kept.minCosineInLanguage) ? keptOfNearestPart(data, item, c, e, evidence, profile) : undefined;
    if (!identifiers && !wording && !kept) return;
    fired.push({ c, cosine: cosines.at(i), ...shapes.channels(mine, c), identifiers: identifiers ?? NO_SHARED, rareWording: wording?.share ?? 0, ...(wording ? { wordingOfPart: wording.name } : {}), ...(kept ? { kept } : {}) });
  });
  return fired;
}

/**
 * For a task in the model's language, the names and numbers its part nearest the candidate kept (keptFires, with
 * that part's cosine), when they fire: a suite conversation's turns inside an audit log's records, whose ARNs,
 * account and session ids are names and numbers of the whole text's too (a CloudTrail log of BFCL's conversation
 * 52 keeping its hashtag, its handle and its two quoted posts: 0.07 whole, 0.69 its turns).
 */
function keptOfNearestPart(data: RunData, item: number, c: number, e: EvidenceRule, evidence: FacetEvidence, profile: Found['profile']): KeptEvidence | undefined {
  const nearest = bestPassage(data, item, c);
  if (!nearest || nearest.cosine < e.kept.minCosineInLanguage) return undefined;
  const kept = evidence.comparePartKept(profile, nearest.index, c);
  return kept && keptFires(kept, e, nearest.cosine) ? kept : undefined;
}

/** The nearest candidate, `clean`: the lowest-numbered at the largest cosine (`top`); those bounded below it cannot be. */
function nearestClean(data: RunData, item: number, candidates: number[], cosines: CandidateCosines, top: number, o: MatchOptions, found: Found): ItemMatch {
  const { shapes } = found;
  const mine = data.items[item]?.structure;
  let nearest = -1;
  candidates.forEach((c, i) => {
    if (cosines.canReach(i, top) && cosines.at(i) === top && (nearest < 0 || c < (candidates[nearest] as number))) nearest = i;
  });
  const c = candidates[nearest] as number;
  const { grown, ...shape } = shapes.channels(mine, c);
  return { item, match: c, cosine: top, exact: false, renamed: isRenamed(data, item, c, o), overlap: 0, jaccard: 0, identifiers: NO_SHARED, rareWording: 0, ...shape, ...(grown ? { grown } : {}), flag: 'clean', why: [], candidates };
}
