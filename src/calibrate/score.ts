// Every channel the neighbors stage uses, for calibration's pairs: a planted positive against the suite item it
// copies, and each negative — a sampled suite item, standing in for new material of its domain — against the
// other items of its own suite and family. Its own copies inside the suite are left out, for they are not new
// material: suites hold versions of one item (BFCL's base / miss_param / long_context tasks, one API defined
// again in each of its test cases, tau2's task variants) that any rule should call copies. A copy is identical
// content; for tools and tables, a name whose words (version numbers aside) hold the other's (`open_project`,
// `Extractor_copy`, `Flights_3_SearchOnewayFlight`); for
// tasks, half the wording of either in the other (the n-gram containment that neighbors calls copied wording).
// The channels are those of neighbors/bestMatch.ts and byEvidence.ts (cosine, n-gram containment, identifiers and rare wording
// from FacetEvidence, the calling-shape agreement from StructureIndex, the rename-invariant fingerprint), so
// the operating points chosen on them are points of the rule the audit applies.
import { EMBED_DEFAULTS, NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import type { Facet } from '../core/types.js';
import { buildIndex, selectRows } from '../ann/index.js';
import { FacetEvidence, VARIANT_COSINE, type ItemProfile, type PairChannels } from '../neighbors/index.js';
import { cosineOf, describedChannel, packVectors, renamedCopy, StructureIndex, structureIndexOptions, type RunData } from '../scoring/index.js';
import { containment } from '../signatures/index.js';
import { identifierWords } from '../core/text.js';

export interface PositivePair {
  kind: string;
  /** Whether the neighbors stage would score the original at all: a top-k neighbour or a proposed candidate. */
  retrieved: boolean;
  channels: PairChannels;
}

/** A negative's channels against each of its candidates (the rule flags it by the strongest). */
export type NegativeQuery = PairChannels[];

export interface FacetPairs {
  positives: PositivePair[];
  negatives: NegativeQuery[];
  /** Sampled tasks "translated", each against its original's suite and family but its original and its versions. */
  translatedNegatives?: NegativeQuery[];
}

/** Suite items searched per query: the stage's top-k, and more for negatives, whose own suite and family are kept. */
const NEGATIVE_SEARCH = 50;

/** Channels of (portfolio-like item a, suite item b): what itemMatches computes for a candidate. */
function channelsOf(data: RunData, a: number, profile: ItemProfile, b: number, evidence: FacetEvidence, shapes: StructureIndex, facet: Facet): PairChannels {
  const x = data.items[a];
  const y = data.items[b];
  const renamed = facet !== 'tasks' && renamedCopy(data, a, b, { minShapeSize: NEIGHBOR_DEFAULTS.minShapeSize, minPurpose: NEIGHBOR_DEFAULTS.renamedMinPurpose });
  const kept = evidence.compareKeptInLanguage(profile, b);
  // Up to the most holders calibrate tries (operatingPoints.ts MAX_HOLDERS): the rule asks its own maximum.
  const described = facet === 'tools' ? describedChannel(data, a, b, shapes, VARIANT_COSINE, Infinity) : undefined;
  return {
    exact: x?.fp_exact === y?.fp_exact,
    cosine: cosineOf(data, a, b),
    renamed,
    overlap: evidence.overlap(profile.shingles(), b),
    ...evidence.compare(profile, b),
    ...(kept ? { kept } : {}),
    ...shapes.channels(x?.structure, b),
    ...(described ? { described } : {}),
  };
}

/**
 * The channels of a pair whose suite item `b` is the one the item's cosine ranks first: a translation's kept
 * tokens compared as byEvidence.ts compares them against that suite item (decision.ts nearestKeptFires).
 */
function asNearest(channels: PairChannels, profile: ItemProfile, b: number, evidence: FacetEvidence): PairChannels {
  return channels.kept && !channels.kept.inLanguage ? { ...channels, kept: evidence.asNearest(profile, b, channels.kept) } : channels;
}

export interface FacetQueries {
  facet: Facet;
  /** Suite items of the facet (the index the stage would search). */
  suite: number[];
  /** Planted item → the suite item it copies, with the plant's kind. */
  positives: Array<{ item: number; original: number; kind: string }>;
  /** Sampled suite items scored as new material. */
  negatives: number[];
  /** A "translated" copy of a sampled task (`item`), scored as new material beside its original (`negative`). */
  translatedNegatives?: Array<{ item: number; negative: number }>;
}

export async function scoreFacet(data: RunData, q: FacetQueries): Promise<FacetPairs> {
  const { facet, suite } = q;
  if (suite.length === 0) return { positives: [], negatives: [] };
  const evidence = new FacetEvidence(data, suite, EMBED_DEFAULTS.shingleWords[facet], facet === 'tasks', facet === 'state');
  const shapes = new StructureIndex(facet === 'tasks' ? [] : suite, (i) => data.items[i]?.structure, structureIndexOptions(facet));
  const index = buildIndex(selectRows(data.vectors, data.dim, suite), { kind: 'exact' });
  const search = async (items: number[], k: number): Promise<number[][]> => {
    const kk = Math.min(k, suite.length);
    const found = await index.search(packVectors(data, items), kk);
    return items.map((_, row) => [...found.indices.subarray(row * kk, (row + 1) * kk)].filter((i) => i >= 0).map((i) => suite[i] as number));
  };
  // A query's profile is made once for its candidates and all its pairs.
  const proposed = (item: number, profile: ItemProfile): number[] => {
    const c = evidence.candidates(profile, NEIGHBOR_DEFAULTS.topK);
    return [...c.ids, ...c.grams, ...c.kept, ...shapes.candidates(data.items[item]?.structure)];
  };

  const near = await search(q.positives.map((p) => p.item), NEIGHBOR_DEFAULTS.topK);
  const positives = q.positives.map((p, i) => {
    const fp = data.items[p.original]?.fp_exact;
    const profile = evidence.profile(p.item);
    const retrieved = [...(near[i] ?? []), ...proposed(p.item, profile)].some((c) => c === p.original || data.items[c]?.fp_exact === fp);
    const channels = channelsOf(data, p.item, profile, p.original, evidence, shapes, facet);
    const first = near[i]?.[0];
    const nearest = first !== undefined && channels.cosine >= cosineOf(data, p.item, first);
    return { kind: p.kind, retrieved, channels: nearest ? asNearest(channels, profile, p.original, evidence) : channels };
  });

  // A negative's candidates: its suite and family but itself and its versions (`x`), searched and proposed from `query`.
  const againstOwn = (x: number, query: number, searched: number[]) => {
    const home = data.envOf[x];
    const own = (c: number) => c !== x && !isCopy(data, x, c, evidence) && data.envOf[c]?.suite === home?.suite && data.envOf[c]?.family === home?.family;
    const profile = evidence.profile(query);
    const mine = [...new Set([...searched.filter(own).slice(0, NEIGHBOR_DEFAULTS.topK), ...proposed(query, profile).filter(own)])];
    const pairs = mine.map((c) => channelsOf(data, query, profile, c, evidence, shapes, facet));
    // New material's nearest is the nearest of what stays a candidate (its original and versions left out).
    const top = Math.max(...pairs.map((c) => c.cosine));
    return pairs.map((c, j) => (c.cosine === top ? asNearest(c, profile, mine[j] as number, evidence) : c));
  };
  const wide = await search(q.negatives, NEGATIVE_SEARCH);
  const negatives = q.negatives.map((x, i) => againstOwn(x, x, wide[i] ?? []));
  const translated = q.translatedNegatives ?? [];
  const wideTranslated = translated.length > 0 ? await search(translated.map((t) => t.item), NEGATIVE_SEARCH) : [];
  const translatedNegatives = translated.map((t, i) => againstOwn(t.negative, t.item, wideTranslated[i] ?? []));
  return { positives, negatives, ...(translated.length > 0 ? { translatedNegatives } : {}) };
}

/** Whether suite item c is a version of suite item x (see the module comment): not new material beside it. */
function isCopy(data: RunData, x: number, c: number, evidence: FacetEvidence): boolean {
  const a = data.items[x];
  const b = data.items[c];
  if (!a || !b || a.fp_exact === b.fp_exact) return true;
  if (a.facet === 'tasks') {
    const [sa, sb] = [evidence.shinglesOf(x), evidence.shinglesOf(c)];
    return Math.max(containment(sa, sb), containment(sb, sa)) >= NEIGHBOR_DEFAULTS.lexicalCopy;
  }
  // Version numbers in names (`Flights_3_…`, `Flights_4_…`) mark releases of one API, not other tools.
  const words = (name: string) => new Set(identifierWords(name).filter((w) => !/^\d+$/.test(w)));
  const [wa, wb] = [words(a.local), words(b.local)];
  const within = (p: Set<string>, q: Set<string>) => p.size > 0 && [...p].every((w) => q.has(w));
  return within(wa, wb) || within(wb, wa);
}
