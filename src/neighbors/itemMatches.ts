// Item-level contamination: each portfolio item of a facet searched against the suite's items of that facet by
// cosine (HNSW or exact), a slice at a time, and its best match chosen among its candidates (itemCandidates.ts,
// bestMatch.ts), with the evidence for its flag. The types every later step reads (ItemMatch) live here.
import type { ProgressEvent } from '../core/context.js';
import type { FacetThresholds, Flag } from '../core/defaults.js';
import type { Facet } from '../core/types.js';
import { buildIndex, chooseIndex, ExactIndex, selectRows, type IndexChoice, type Neighbours } from '../ann/index.js';
import type { ReverseBest } from '../dense/index.js';
import { nameOnly } from '../facets/index.js';
import { packVectors, StructureIndex, structureIndexOptions, type RunData } from '../scoring/index.js';
import { bestMatch } from './bestMatch.js';
import { PRODUCT_SLACK, searchBounds, UNBOUNDED } from './candidateCosines.js';
import type { EvidenceRule, PairChannels } from './decision.js';
import { FacetEvidence } from './evidence.js';
import { CandidateGathering } from './itemCandidates.js';
import { searchParts, type PartNeighbours } from './partCandidates.js';
import { searchedRange } from './searchedRange.js';

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

/**
 * A portfolio item's best suite item, with the channels of the pair (decision.ts PairChannels: the purposes'
 * cosine, which only the reasons read, left out) and what the decision made of them.
 */
export interface ItemMatch extends Omit<PairChannels, 'purpose'> {
  /** Portfolio item index. */
  item: number;
  /** Best suite item index. */
  match: number;
  /** MinHash estimate of the n-gram Jaccard similarity. */
  jaccard: number;
  /**
   * For a task of several paragraphs or lines with a part nearer the match than its whole text
   * (facets/passages.ts): the paragraphs that part spans, from 1, or its line (`unit` `line`), and the whole
   * text's cosine (`cosine` is then the part's).
   */
  passage?: { first: number; last: number; unit?: 'line'; whole: number };
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
  // The first slices' searches are asked for before the suite's evidence indexes are built, and each later one
  // AHEAD slices before it is needed: the engine's worker thread computes them while this thread builds and
  // scores, so neither waits for the other (on the real-data audit this thread had waited ~0.7 s a facet).
  const take = prefetched(Math.ceil(portfolio.length / SLICE), (slice) => {
    const range = searchedRange(portfolio, slice * SLICE, Math.min(portfolio.length, (slice + 1) * SLICE), mine);
    if (!range) return null;
    const queries = packVectors(data, portfolio.slice(range.from, range.to));
    const found = both ? both.searchBothWays(queries, k) : index.search(queries, k);
    const parts = facet === 'tasks' ? searchParts(data, portfolio.slice(range.from, range.to).filter(mine), suite, index, k) : null;
    // Awaited when its slice comes; a failure until then must not count as unhandled.
    found.catch(() => undefined);
    parts?.catch(() => undefined);
    return { ...range, found, parts };
  });
  const evidence = new FacetEvidence(data, suite, options.shingleWords, facet === 'tasks', facet === 'state');
  const shapes = new StructureIndex(facet === 'tasks' ? [] : suite, (i) => data.items[i]?.structure, structureIndexOptions(facet));
  const gathering = new CandidateGathering(data, suite, facet, options.minShapeSize, evidence, shapes);
  const best = both ? { similarities: new Float32Array(suite.length).fill(-Infinity), nearest: new Int32Array(suite.length).fill(-1) } : null;
  const matches: ItemMatch[] = [];
  for (let slice = 0; slice * SLICE < portfolio.length; slice++) {
    const searched = take(slice);
    if (!searched) continue;
    const sliceItems = portfolio.slice(searched.from, searched.to);
    const found = await searched.found;
    const parts = await searched.parts;
    if (best && found.reverse) keepNearest(best, found.reverse, sliceItems);
    sliceItems.forEach((item, row) => {
      if (mine(item)) matches.push(matchItem(data, item, { found, row, k, bounded, parts: parts?.get(item) }, { gathering, evidence, shapes, options }));
    });
    options.progress?.({ stage: 'neighbors', label: facet, done: Math.min((slice + 1) * SLICE, portfolio.length), total: portfolio.length, unit: 'items' });
  }
  return { facet, matches, index: choice, ...(best ? { reverse: { suite, ...best } } : {}) };
}

/** One portfolio item's match among its candidates, from its row of its slice's search. */
function matchItem(
  data: RunData,
  item: number,
  search: { found: Neighbours; row: number; k: number; bounded: boolean; parts?: ReadonlyMap<number, number> | undefined },
  context: { gathering: CandidateGathering; evidence: FacetEvidence; shapes: StructureIndex; options: MatchOptions },
): ItemMatch {
  const { found, row, k } = search;
  const { near, all, profile, proposed } = context.gathering.of(item, found.indices, row, k);
  const bounds = search.bounded ? searchBounds(found.similarities, found.indices, row, k) : UNBOUNDED;
  const among = (candidates: number[]) => bestMatch(data, item, candidates, bounds, context.options, context.evidence, { profile, proposed, shapes: context.shapes });
  let chosen = among(all);
  // Its parts' neighbours only when nothing flagged it among its whole text's: a line of a merged session as near
  // another test case's opening (0.86) had named that one over the case it copies, whose names and numbers it
  // holds (partCandidates.ts). And only those a cosine rule can flag: the token indexes proposed every suite task
  // sharing its rare identifiers, wording or kept names already, and apollo's numbered steps have hundreds of
  // distant neighbours.
  // And when a cosine alone made it related, to a candidate naming none of its records, the parts' neighbours
  // nearer than that cosine are weighed too: a conversation stored as Protocol Buffers text, its turns a part, was
  // related to another test case at 0.77 (a turn's opening alike) where its own scored 0.90 (the sixty-seventh
  // held-out part). A match naming its records keeps deciding.
  const floor = Math.min(context.options.thresholds.related, context.options.evidence.kept.minCosineInLanguage) - PRODUCT_SLACK;
  const byCosineAlone = chosen.flag === 'related' && chosen.identifiers.shared.length === 0 && (chosen.kept?.shared.length ?? 0) === 0;
  const above = chosen.flag === 'clean' ? floor : byCosineAlone ? chosen.cosine + PRODUCT_SLACK : Infinity;
  const more = search.parts ? [...search.parts].filter(([c, product]) => product >= above && !all.includes(c)).map(([c]) => c) : [];
  if (more.length > 0) {
    const withParts = among([...all, ...more]);
    if (withParts.flag !== 'clean' && (chosen.flag === 'clean' || atLeast(withParts.flag, chosen.flag))) chosen = withParts;
  }
  // A name alone (a scalar state entry) is no evidence of a copy, identical or not: unflagged, its match still
  // proposes its candidates' environments for scoring.
  const match: ItemMatch = nameOnly(data.items[item]) ? { ...chosen, flag: 'clean', why: [] } : chosen;
  if (!near.includes(match.match)) near.push(match.match);
  match.candidates = near;
  return match;
}

/**
 * The searches of `count` slices, each asked for AHEAD slices before it is taken (`take(slice)`, in order), and
 * dropped once taken: their results are not kept. null for a slice with nothing to search.
 */
function prefetched(count: number, search: (slice: number) => Searched | null): (slice: number) => Searched | null {
  const searches: Array<Searched | null | undefined> = [];
  const ask = (slice: number) => {
    if (slice < count) searches[slice] = search(slice);
  };
  for (let slice = 0; slice < AHEAD; slice++) ask(slice);
  return (slice) => {
    const searched = searches[slice] ?? null;
    searches[slice] = undefined;
    ask(slice + AHEAD);
    return searched;
  };
}

/**
 * Each suite item's most similar portfolio item so far, updated from one slice's reverse search. Slices come
 * in order: an equal similarity in a later one leaves the lower portfolio item in place.
 */
function keepNearest(best: { similarities: Float32Array; nearest: Int32Array }, reverse: ReverseBest, sliceItems: readonly number[]): void {
  reverse.similarities.forEach((v, p) => {
    if (v > (best.similarities[p] as number)) {
      best.similarities[p] = v;
      best.nearest[p] = sliceItems[reverse.indices[p] as number] as number;
    }
  });
}

/** A slice's search: the rows [from, to) of the facet's portfolio items it searched, and their neighbours. */
type Searched = { from: number; to: number; found: Promise<Neighbours & { reverse?: ReverseBest }>; parts: Promise<PartNeighbours> | null };


function indicesOf(data: RunData, facet: Facet, side: 'portfolio' | 'suite'): number[] {
  const out: number[] = [];
  data.items.forEach((item, i) => {
    if (item.facet === facet && item.side === side) out.push(i);
  });
  return out;
}

export const FLAG_ORDER: Flag[] = ['exact', 'near-duplicate', 'related', 'clean'];
export const atLeast = (flag: Flag, level: Flag): boolean => FLAG_ORDER.indexOf(flag) <= FLAG_ORDER.indexOf(level);
/** The higher of two flags (tools are listed to drop at dropToolsAt, but never below dropAt). */
export const stricter = (a: Flag, b: Flag): Flag => (atLeast(a, b) ? a : b);
