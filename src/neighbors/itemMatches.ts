// Item-level contamination: for each portfolio item of a facet, its nearest suite items by cosine (HNSW or
// exact), joined with the items that share its fingerprints (so a verbatim or renamed copy is found whatever
// the index returns), and its best match chosen with lexical evidence breaking near-ties.
import type { ProgressEvent } from '../core/context.js';
import { FLAG_RANK, NEIGHBOR_DEFAULTS, type FacetThresholds, type Flag } from '../core/defaults.js';
import type { Facet } from '../core/types.js';
import { buildIndex, chooseIndex, ExactIndex, selectRows, type IndexChoice, type Neighbours } from '../ann/index.js';
import type { ReverseBest } from '../dense/index.js';
import { nameOnly } from '../facets/index.js';
import { containment, estimateJaccard } from '../signatures/index.js';
import { largestIndexedShare, StructureIndex } from '../scoring/index.js';
import { decide, evidenceFires, grownFires, identifiersFire, keptFires, reasons, structureFires, wordingFires, type EvidenceRule, type PairChannels } from './decision.js';
import { FacetEvidence, NO_SHARED, type IdentifierEvidence, type ItemProfile, type KeptEvidence } from './evidence.js';
import { searchedRange } from './searchedRange.js';
import { bestPassage, cosineOf, packVectors, purposeCosine, renamedCopy, sameSignature, type RunData } from '../scoring/index.js';
import { CandidateCosines, searchBounds, UNBOUNDED, type SearchBounds } from './candidateCosines.js';
import { TranslationTies } from './translationTies.js';
import { preferVariant, VARIANT_COSINE, VARIANT_MARGIN, type VariantCandidate } from './variants.js';

export interface MatchOptions {
  topK: number;
  evidence: EvidenceRule;
  tieMargin: number;
  thresholds: FacetThresholds;
  minShapeSize: number;
  lexicalCopy: number;
  exact: boolean;
  shingleWords: number;
  /** Also find each suite item's most similar portfolio item, when the search is exact (FacetMatches.reverse). */
  reverse?: boolean;
  /**
   * Match only these portfolio items (1 per run item; default all): a shard's (parts.ts). Their queries are
   * searched in the very blocks the whole facet's search uses — the aligned blocks that hold them, with the
   * other items there — so that a product's shape, and so its last bits, never depend on the shard.
   */
  owned?: Uint8Array;
  progress?: (event: ProgressEvent) => void;
}

export interface ItemMatch {
  /** Portfolio item index. */
  item: number;
  /** Best suite item index. */
  match: number;
  cosine: number;
  exact: boolean;
  renamed: boolean;
  /** Share of the portfolio text's word n-grams found in the match. */
  overlap: number;
  /** MinHash estimate of the n-gram Jaccard similarity. */
  jaccard: number;
  /** The rare identifiers (ids, codes, e-mails, names) both hold, and their weighted share of the item's. */
  identifiers: IdentifierEvidence;
  /** Weighted share of the item's rare word n-grams that the match holds. */
  rareWording: number;
  /** Structural agreement of the two calling shapes (tools, tables; 0 for tasks). */
  structure: number;
  /** Suite items having the match's shape. */
  shapeHolders: number;
  /** The item's calling shape is the match's grown by optional fields only (decision.ts PairChannels). */
  grown?: boolean;
  /** For a task not in the model's language: the names and numbers it kept that the match holds. */
  kept?: KeptEvidence;
  /**
   * For a task of several paragraphs with a part nearer the match than its whole text (facets/passages.ts):
   * the paragraphs that part spans, from 1, and the whole text's cosine (`cosine` is then the part's).
   */
  passage?: { first: number; last: number; whole: number };
  /** Why the flag is what it is: the evidence that fired, with its values. */
  why: string[];
  flag: Flag;
  /**
   * The suite items whose environments are scored against this item's (environment-level candidates): the
   * embedding's neighbours and fingerprint matches, and the match itself when other evidence chose it. The
   * token indexes' other proposals were compared here and fired nothing, so they add no environment pairs.
   */
  candidates: number[];
}

export interface FacetMatches {
  facet: Facet;
  matches: ItemMatch[];
  index: IndexChoice | null;
  /**
   * With `reverse` asked and an exact search: per suite item of the facet (in item order), its most similar
   * portfolio item (an item index, -1 for none) and that similarity, ties to the lower item, read off the same
   * products. With `owned`, over the searched blocks only: shards' reverses merge by the same rule (shards.ts).
   */
  reverse?: FacetReverse;
}

export interface FacetReverse {
  suite: number[];
  similarities: Float32Array;
  nearest: Int32Array;
}

/** Portfolio items searched at a time: their packed vectors are the only copy made beside the run's. */
export const SLICE = 2048;
/** Slices whose searches are asked for before their turn: each holds a copy of its queries (3 MB) until it is computed. */
const AHEAD = 4;

export async function matchFacet(data: RunData, facet: Facet, options: MatchOptions): Promise<FacetMatches> {
  const portfolio = indicesOf(data, facet, 'portfolio');
  const suite = indicesOf(data, facet, 'suite');
  if (portfolio.length === 0 || suite.length === 0) return { facet, matches: [], index: null };
  // The whole facet's choice, whichever items are owned: every shard searches as one process does.
  const choice = chooseIndex(suite.length, portfolio.length, { exact: options.exact });
  const { owned } = options;
  const mine = (item: number) => !owned || owned[item] === 1;
  if (!portfolio.some(mine)) return { facet, matches: [], index: choice };
  // The engine on a worker thread: each slice's search is computed while the last slice's matches are scored.
  const index = buildIndex(selectRows(data.vectors, data.dim, suite), { kind: choice.kind, exact: { thread: 'worker' } });
  const k = Math.min(options.topK, suite.length);
  const both = options.reverse && index instanceof ExactIndex ? index : null;
  // An exact search's products bound every candidate's cosine (candidateCosines.ts); an approximate one's do not.
  const bounded = index instanceof ExactIndex;
  const searchSlice = (start: number): Searched | null => {
    const range = searchedRange(portfolio, start, Math.min(portfolio.length, start + SLICE), mine);
    if (!range) return null;
    const queries = packVectors(data, portfolio.slice(range.from, range.to));
    const found = both ? both.searchBothWays(queries, k) : index.search(queries, k);
    // Awaited when its slice comes; a failure until then must not count as unhandled.
    found.catch(() => undefined);
    return { ...range, found };
  };
  // The first slices' searches are asked for before the suite's evidence indexes are built, and each later one
  // AHEAD slices before it is needed: the engine's worker thread computes them while this thread builds and
  // scores, so neither waits for the other (on the real-data audit this thread had waited ~0.7 s a facet).
  // A slice's search is dropped once read: its results are not kept.
  const searches: Array<Searched | null | undefined> = [];
  const ask = (slice: number) => {
    if (slice * SLICE < portfolio.length) searches[slice] = searchSlice(slice * SLICE);
  };
  for (let slice = 0; slice < AHEAD; slice++) ask(slice);
  const byExact = groupBy(suite, (i) => data.items[i]?.fp_exact as string);
  const byShape = groupBy(suite.filter((i) => (data.items[i]?.shape_size ?? 0) >= options.minShapeSize), (i) => data.items[i]?.fp_shape as string);
  const matches: ItemMatch[] = [];
  const evidence = new FacetEvidence(data, suite, options.shingleWords, facet === 'tasks');
  const shapes = new StructureIndex(facet === 'tasks' ? [] : suite, (i) => data.items[i]?.structure, STRUCTURE_INDEX);
  const best = both ? { similarities: new Float32Array(suite.length).fill(-Infinity), nearest: new Int32Array(suite.length).fill(-1) } : null;
  const seen = new Marks(data.items.length);
  const proposedMarks = new Marks(data.items.length);
  const add = (list: number[], c: number) => {
    if (seen.add(c)) list.push(c);
  };
  for (let start = 0, slice = 0; start < portfolio.length; start += SLICE, slice++) {
    const searched = searches[slice];
    searches[slice] = undefined;
    ask(slice + AHEAD);
    if (!searched) continue;
    const sliceItems = portfolio.slice(searched.from, searched.to);
    const found = await searched.found;
    if (best && found.reverse) {
      const reverse = found.reverse;
      // Slices come in order: an equal similarity in a later one leaves the lower portfolio item in place.
      reverse.similarities.forEach((v, p) => {
        if (v > (best.similarities[p] as number)) {
          best.similarities[p] = v;
          best.nearest[p] = sliceItems[reverse.indices[p] as number] as number;
        }
      });
    }
    sliceItems.forEach((item, row) => {
      if (!mine(item)) return;
      // The embedding's neighbours and the fingerprint matches (`near`), then the suite items sharing rare
      // identifiers or wording or its calling shape with it, each once, in that order.
      seen.next();
      const near: number[] = [];
      for (let slot = row * k; slot < (row + 1) * k; slot++) {
        const i = found.indices[slot] as number;
        if (i >= 0) add(near, suite[i] as number);
      }
      const item_ = data.items[item];
      for (const c of byExact.get(item_?.fp_exact as string) ?? []) add(near, c);
      if (facet !== 'tasks' && (item_?.shape_size ?? 0) >= options.minShapeSize) for (const c of byShape.get(item_?.fp_shape as string) ?? []) add(near, c);
      const profile = evidence.profile(item);
      const proposed = evidence.candidates(profile, k);
      const candidates = [...near];
      for (const c of proposed.ids) add(candidates, c);
      for (const c of proposed.grams) add(candidates, c);
      for (const c of proposed.kept) add(candidates, c);
      for (const c of shapes.candidates(item_?.structure)) add(candidates, c);
      proposedMarks.next();
      for (const c of proposed.ids) proposedMarks.add(c);
      for (const c of proposed.grams) proposedMarks.add(c);
      for (const c of proposed.kept) proposedMarks.add(c);
      const bounds = bounded ? searchBounds(found.similarities, found.indices, row, k) : UNBOUNDED;
      const chosen = bestMatch(data, item, candidates, bounds, options, evidence, { profile, proposed: proposedMarks, shapes });
      // A name alone (a scalar state entry) is no evidence of a copy, identical or not: unflagged, its match
      // still proposes its candidates' environments for scoring.
      const match: ItemMatch = nameOnly(item_) ? { ...chosen, flag: 'clean', why: [] } : chosen;
      if (!near.includes(match.match)) near.push(match.match);
      match.candidates = near;
      matches.push(match);
    });
    options.progress?.({ stage: 'neighbors', label: facet, done: Math.min(start + SLICE, portfolio.length), total: portfolio.length, unit: 'items' });
  }
  return { facet, matches, index: choice, ...(best ? { reverse: { suite, ...best } } : {}) };
}

/** A slice's search: the rows [from, to) of the facet's portfolio items it searched, and their neighbours. */
type Searched = { from: number; to: number; found: Promise<Neighbours & { reverse?: ReverseBest }> };

/**
 * Shapes of two fields or more propose candidates while at most 8 suite items have them: a reworded copy of a
 * tool with a rare shape is found whatever its cosine, while the common shapes (a few string parameters) that
 * hundreds of suite tools share would only add work — for those the embedding's neighbours are compared.
 */
const STRUCTURE_INDEX = { minFields: 2, maxProposed: 8 };

/**
 * Membership in one portfolio item's candidate lists without a Set per item (tens of thousands of items, each
 * with a few dozen candidates): a generation stamp per run item, and a new generation per item.
 */
class Marks {
  private readonly stamps: Int32Array;
  private generation = 0;

  constructor(size: number) {
    this.stamps = new Int32Array(size);
  }

  /** Forgets every mark. */
  next(): void {
    this.generation++;
  }

  /** Marks `i`; false when it was marked already. */
  add(i: number): boolean {
    if (this.stamps[i] === this.generation) return false;
    this.stamps[i] = this.generation;
    return true;
  }

  has(i: number): boolean {
    return this.stamps[i] === this.generation;
  }
}

function indicesOf(data: RunData, facet: Facet, side: 'portfolio' | 'suite'): number[] {
  const out: number[] = [];
  data.items.forEach((item, i) => {
    if (item.facet === facet && item.side === side) out.push(i);
  });
  return out;
}

function groupBy(indices: number[], key: (i: number) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const i of indices) {
    const group = groups.get(key(i));
    if (group) group.push(i);
    else groups.set(key(i), [i]);
  }
  return groups;
}

/**
 * The suite item this portfolio item most likely copies: an identical one if any; else the most similar,
 * where candidates within `tieMargin` of the best cosine are ranked by the flag their own cosine, signature
 * and wording earn, then by shared wording (n-gram containment), then by a shared signature, then by cosine,
 * then by position (for a stable order); then the variant of it that the item copies (variants.ts). An item with no
 * identical candidate and no cosine up to the related threshold is `clean` whatever its wording, and no
 * artifact lists clean matches, so its wording is not compared (most items of a real audit are such).
 */
type Found = { profile: ItemProfile; proposed: Marks; shapes: StructureIndex };

function bestMatch(data: RunData, item: number, candidates: number[], bounds: SearchBounds, o: MatchOptions, evidence: FacetEvidence, found: Found): ItemMatch {
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

/**
 * The match against the near-identical variant of its suite item that the item copies (variants.ts), or, for a
 * task its cosine matched, against the suite task tied with it (within `tieMargin`) that the item's words point
 * at, when that one's channels flag it as strictly; else the match as it is. An exact match stays.
 */
function withVariant(data: RunData, match: ItemMatch, candidates: number[], cosines: CandidateCosines, o: MatchOptions, evidence: FacetEvidence, found: Found, tieMargin = 0): ItemMatch {
  if (match.exact || match.flag === 'clean') return match;
  const floor = match.cosine - VARIANT_MARGIN;
  const others: VariantCandidate[] = [];
  candidates.forEach((c, i) => {
    if (c !== match.match && cosines.canReach(i, floor) && cosines.at(i) >= floor) others.push({ c, cosine: cosines.at(i) });
  });
  const choice = preferVariant(data, match.item, { c: match.match, cosine: match.cosine }, others, tieMargin);
  if (!choice) return match;
  const self = data.items[match.item];
  const cosine = (others.find((v) => v.c === choice.c) as VariantCandidate).cosine;
  const overlap = evidence.overlap(found.profile.shingles(), choice.c);
  const channels = { c: choice.c, cosine, exact: false, overlap, renamed: isRenamed(data, match.item, choice.c, o), structure: found.shapes.agreement(self?.structure, choice.c), shapeHolders: found.shapes.holders(choice.c), grown: found.shapes.grown(self?.structure, choice.c) };
  const variant = finish(data, match.item, { ...channels, ...evidence.compare(found.profile, choice.c) }, candidates, o);
  if (FLAG_RANK[variant.flag] < FLAG_RANK[match.flag]) return match;
  const among = choice.tied ? `suite items as near (cosines within ${tieMargin} of one another, or near-identical)` : `near-identical suite variants (cosine ≥ ${VARIANT_COSINE} to one another)`;
  const told = `of ${choice.variants} ${among}, the one sharing the most of the words that tell them apart: ${choice.words.join(', ')}`;
  return { ...variant, why: [...variant.why, told] };
}

/** A candidate with its cosine and calling-shape channels. */
type Scored = { c: number; cosine: number; structure: number; shapeHolders: number; grown: boolean };

/**
 * An item no candidate comes near by cosine: `related` when a candidate shares enough of its rare identifiers
 * or its rare wording (candidates the token indexes proposed), or its calling shape with a cosine beside it
 * (MatchOptions.evidence, decision.ts) — the one with the most of that evidence; else `clean` against its
 * nearest by cosine (no artifact lists clean matches, so nothing more is computed for them). The indexes
 * propose every suite item holding the rarest shared tokens, so comparing only those loses nothing the
 * identifier and wording rules could fire on. `top`: the largest of the candidates' cosines.
 */
function byEvidence(data: RunData, item: number, candidates: number[], cosines: CandidateCosines, top: number, o: MatchOptions, evidence: FacetEvidence, found: Found): ItemMatch {
  const { profile, proposed, shapes } = found;
  const mine = data.items[item]?.structure;
  const e = o.evidence;
  const strength = (s: { identifiers: IdentifierEvidence; rareWording: number; structure: number; cosine: number; shapeHolders: number; grown: boolean; kept?: KeptEvidence }) =>
    Math.max(identifiersFire(s.identifiers, e) ? s.identifiers.share : 0, keptFires(s.kept, e, s.cosine) ? (s.kept?.share ?? 0) : 0, wordingFires(s, e) ? s.rareWording : 0, structureFires(s, e) ? s.structure : 0, grownFires(s, e) ? s.structure : 0);
  // A proposed candidate is compared only when its evidence could fire: a share counts the item's tokens that
  // some suite item holds, so when those cannot reach the rules' shares no candidate's can (most new tasks).
  // Kept tokens' shares count only the held ones, so any item that has some may reach them.
  const comparable = largestIndexedShare(profile.ids) >= e.identifiers.minShare || largestIndexedShare(profile.grams) >= e.rareWording.minShare || (profile.kept?.held?.some(Boolean) ?? false);
  const fired: Array<Scored & { identifiers: IdentifierEvidence; rareWording: number; kept?: KeptEvidence }> = [];
  candidates.forEach((c, i) => {
    const structure = shapes.agreement(mine, c);
    const shapeHolders = shapes.holders(c);
    // The calling-shape rule's other conditions first: its cosine floor is asked only of those that meet them.
    const grown = shapes.grown(mine, c);
    const shapeMayFire = shapeHolders <= e.structure.maxHolders && ((structure > 0 && structure >= e.structure.minAgreement && cosines.canReach(i, e.structure.minCosine)) || (grown && e.structure.minCosineGrown !== null && cosines.canReach(i, e.structure.minCosineGrown)));
    // A task in the model's language is compared by its names and numbers only with candidates its cosine
    // says are on the same topic (keptFires).
    const onTopic = !!profile.keptInLanguage && cosines.canReach(i, e.kept.minCosineInLanguage) && cosines.at(i) >= e.kept.minCosineInLanguage;
    const kept = onTopic ? evidence.compareKeptInLanguage(profile, c) : undefined;
    const keptCounts = !!kept && keptFires(kept, e, cosines.at(i));
    const compared = (comparable && proposed.has(c)) || keptCounts;
    if (!compared && !shapeMayFire) return;
    const s: Scored = { c, cosine: cosines.at(i), structure, shapeHolders, grown };
    if (!compared && !structureFires(s, e) && !grownFires(s, e)) return;
    const base = proposed.has(c) || keptCounts ? evidence.compare(profile, c) : { identifiers: NO_SHARED, rareWording: 0 };
    const withEvidence = { ...s, ...base, ...(kept ? { kept } : {}) };
    if (evidenceFires({ ...withEvidence, exact: false, renamed: false, overlap: 0 }, e)) fired.push(withEvidence);
  });
  // Among equally strong candidates, the cosine names the copied one — unless the item is not in the model's
  // language, where it says nothing (a Hindi translation of tau-bench's retail test_99 was nearer to test_52,
  // another task of the same customer, at −0.02): then the one whose own identifiers and kept tokens the item
  // holds most of, as a translation holds all of its original's, then among a customer's sibling tasks the one
  // its words as written and its sentence ends point at (translationTies.ts).
  const fits = new Map<number, number>();
  const fit = (s: (typeof fired)[number]) => {
    if (!profile.kept) return 0;
    let f = fits.get(s.c);
    if (f === undefined) {
      const theirs = evidence.translationShares(profile, s.c);
      fits.set(s.c, (f = theirs.identifiers + (s.kept ? s.kept.share + theirs.kept : 0)));
    }
    return f;
  };
  const ties = new TranslationTies(data, item, Boolean(profile.kept));
  fired.sort((a, b) => strength(b) - strength(a) || fit(b) - fit(a) || ties.compare(a.c, b.c) || b.cosine - a.cosine || a.c - b.c);
  const best = fired[0];
  if (!best) {
    // The nearest: the lowest-numbered candidate at the largest cosine; those whose bound is below it cannot be.
    let nearest = -1;
    candidates.forEach((c, i) => {
      if (cosines.canReach(i, top) && cosines.at(i) === top && (nearest < 0 || c < (candidates[nearest] as number))) nearest = i;
    });
    const c = candidates[nearest] as number;
    return { item, match: c, cosine: top, exact: false, renamed: isRenamed(data, item, c, o), overlap: 0, jaccard: 0, identifiers: NO_SHARED, rareWording: 0, structure: shapes.agreement(mine, c), shapeHolders: shapes.holders(c), ...(shapes.grown(mine, c) ? { grown: true } : {}), flag: 'clean', why: [], candidates };
  }
  const overlap = evidence.overlap(profile.shingles(), best.c);
  const match = finish(data, item, { ...best, exact: false, renamed: isRenamed(data, item, best.c, o), overlap }, candidates, o);
  // Where its evidence cannot tell the original from other tasks (a translation of one of a customer's tasks
  // holds the name, id and code all of them hold), the user is told which were as likely: the cosine that chose
  // among them cannot read the item. Versions of the match (near-identical to it, as variants.ts has them:
  // BFCL's four of one conversation, a task listed under two APIs) are the same task, not others.
  if (profile.kept) {
    const other = (f: (typeof fired)[number]) => f !== best && strength(f) === strength(best) && fit(f) === fit(best) && cosineOf(data, f.c, best.c) < VARIANT_COSINE;
    const others = fired.filter(other).map((f) => f.c);
    const alike = others.map((c) => data.items[c]?.id ?? '');
    if (alike.length > 0) match.why.push(`evidence as strong for ${alike.length} other suite task${alike.length === 1 ? '' : 's'} (${alike.slice(0, 3).join(', ')}${alike.length > 3 ? ', …' : ''}), chosen among them by ${ties.reason(best.c, others)}`);
  }
  return withVariant(data, match, candidates, cosines, o, evidence, found);
}

/** The match with its flag and reasons from the decision rule (decision.ts). */
function finish(data: RunData, item: number, m: PairChannels & { c: number }, candidates: number[], o: MatchOptions): ItemMatch {
  const channels: PairChannels = { exact: m.exact, cosine: m.cosine, renamed: m.renamed, overlap: m.overlap, identifiers: m.identifiers, rareWording: m.rareWording, structure: m.structure, shapeHolders: m.shapeHolders, ...(m.grown ? { grown: true } : {}), ...(m.kept ? { kept: m.kept } : {}) };
  const flag = decide(channels, o);
  const purpose = !m.exact && sameSignature(data, item, m.c, o.minShapeSize) ? purposeCosine(data, item, m.c) : null;
  const why = reasons(purpose === null ? channels : { ...channels, purpose }, o);
  const passage = fromPassage(data, item, m.c);
  if (passage && flag !== 'clean' && !m.exact) {
    const span = passage.first === passage.last ? `paragraph ${passage.first}` : `paragraphs ${passage.first}–${passage.last}`;
    why.push(`the cosine is that of its ${span} (the whole text's: ${passage.whole.toFixed(3)})`);
  }
  return { item, match: m.c, ...channels, ...(passage ? { passage } : {}), jaccard: jaccardOf(data, item, m.c), flag, why, candidates };
}

/** The item's part that is nearer `c` than its whole text (CandidateCosines takes the nearer), if one is. */
function fromPassage(data: RunData, item: number, c: number): ItemMatch['passage'] | undefined {
  const best = bestPassage(data, item, c);
  const passage = best ? data.items[item]?.passages?.[best.index] : undefined;
  if (!best || !passage) return undefined;
  const whole = cosineOf(data, item, c);
  return best.cosine > whole ? { first: passage.first, last: passage.last, whole } : undefined;
}

/** The MinHash Jaccard estimate of two items; 0 when a signature is missing (a cache pruned since embed ran). */
function jaccardOf(data: RunData, a: number, b: number): number {
  const [sa, sb] = [data.signatures[a], data.signatures[b]];
  return sa && sb && sa.length > 0 && sa.length === sb.length ? estimateJaccard(sa, sb) : 0;
}

function isRenamed(data: RunData, a: number, b: number, o: MatchOptions): boolean {
  return renamedCopy(data, a, b, { minShapeSize: o.minShapeSize, minPurpose: NEIGHBOR_DEFAULTS.renamedMinPurpose });
}

/** The flag from cosine, signature and wording alone (no evidence beyond them), as decision.ts decides it. */
export function itemFlag(m: { exact: boolean; cosine: number; renamed: boolean; overlap: number }, o: Pick<MatchOptions, 'thresholds' | 'lexicalCopy'>): Flag {
  return decide({ ...m, identifiers: NO_SHARED, rareWording: 0, structure: 0, shapeHolders: 0 }, { ...o, evidence: NO_EVIDENCE });
}

const NO_EVIDENCE: EvidenceRule = { identifiers: { minShared: Infinity, minShare: Infinity }, rareWording: { minShare: Infinity }, kept: { minShared: Infinity, minShare: Infinity, minCosineInLanguage: Infinity, minShareInLanguage: Infinity }, structure: { minAgreement: Infinity, minCosine: Infinity, maxHolders: 0, minCosineGrown: null } };

export const FLAG_ORDER: Flag[] = ['exact', 'near-duplicate', 'related', 'clean'];
export const atLeast = (flag: Flag, level: Flag): boolean => FLAG_ORDER.indexOf(flag) <= FLAG_ORDER.indexOf(level);
/** The higher of two flags (tools are listed to drop at dropToolsAt, but never below dropAt). */
export const stricter = (a: Flag, b: Flag): Flag => (atLeast(a, b) ? a : b);
