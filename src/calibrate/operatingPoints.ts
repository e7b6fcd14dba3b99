// Choosing the decision rule's parameters for one facet from calibration's pairs, at documented operating
// points, and measuring the rule there. The points are false-positive budgets on the negatives (sampled suite
// items scored against the other items of their suite and family — new material of the same domain):
//   - near-duplicate: the lowest cosine at which at most 1% of negatives are near-duplicates (a near-duplicate is
//     dropped by decontaminate.txt, so it must almost never be new material);
//   - identifiers and rare wording (tasks) each at the lowest share where it fires on at most 1% of negatives on
//     its own: it makes an item related whatever its cosine, so it must be precise; the kept names and numbers of
//     a task not in the model's language likewise, on the translated negatives (sampled tasks "translated", scored
//     beside their originals' families), the only negatives it can fire on;
//   - related: at most 25% of negatives related by all rules together — related means "same topic, shared
//     material", which a quarter of same-domain new items fairly are — with the near-duplicate budget still
//     holding (wording or a signature lifts a related cosine to near-duplicate). For tools and tables the
//     calling-shape rule (agreement 1, 0.75 or 0.5, its cosine, and how many suite items may have the shape:
//     2, 8 or 32) and the related cosine are chosen together,
//     the pair that recalls the most positives within that budget: a shared shape can stand in for cosine.
// Recall is the share of planted positives flagged at the level (and scored at all: a planted item whose original
// is neither a top-k neighbour nor a proposed candidate counts as missed). A facet with fewer than MIN_PAIRS
// positives or negatives keeps the parameters it was given: its figures are reported but nothing is chosen.
import type { FacetThresholds, Flag } from '../core/defaults.js';
import type { Facet } from '../core/types.js';
import { decide, identifiersFire, keptFires, wordingBothWaysFires, type DecisionRule, type EvidenceRule, type PairChannels } from '../neighbors/index.js';
import type { FacetPairs } from './score.js';

export const OPERATING_POINTS = { nearDuplicateFpr: 0.01, relatedFpr: 0.25, evidenceFpr: 0.01 } as const;
export const MIN_PAIRS = 20;

const ORDER: Flag[] = ['exact', 'near-duplicate', 'related', 'clean'];
const atLeast = (f: Flag, level: Flag) => ORDER.indexOf(f) <= ORDER.indexOf(level);
const grid = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 100) / 100);
const COSINES = grid(0.3, 0.99, 0.01);
const SHARES = grid(0.1, 1, 0.05);

export interface LevelFigures {
  recall: number | null;
  /** Among planted positives and negatives, one of each per sampled item. */
  precision: number | null;
  /** Share of negatives flagged at the level. */
  falsePositiveRate: number | null;
}

export interface FacetCalibration {
  facet: Facet;
  positives: number;
  negatives: number;
  /** Planted positives whose original the search would not score at all. */
  notRetrieved: number;
  chosen: boolean;
  reason?: string;
  thresholds: FacetThresholds;
  /** The rules of this facet: identifiers and rare wording for tasks, the calling shape for tools and tables. */
  evidence: Partial<EvidenceRule>;
  figures: Record<'near-duplicate' | 'related', LevelFigures>;
  /** The same figures for the parameters calibrate was given (the defaults): what the audit does without --calibration. */
  given: Record<'near-duplicate' | 'related', LevelFigures>;
  /** Recall at related per plant kind. */
  recallByKind: Record<string, number>;
  /** The rule's figures as the related threshold sweeps (the others as chosen): the report's curve. */
  curve: Array<{ related: number; recall: number; precision: number | null }>;
  /**
   * Tasks: sampled tasks "translated" and scored as new material beside their originals' suites and families —
   * how many, and the share flagged at least related by the rule given and by the rule chosen. What the rules for
   * text not in the model's language (identifiers, kept names and numbers) do with new material in another
   * language; nothing is chosen on it.
   */
  translatedNegatives?: { negatives: number; given: number | null; chosen: number | null };
}

const negativeFlag = (q: PairChannels[], rule: DecisionRule): Flag => q.map((c) => decide(c, rule)).reduce<Flag>((a, b) => (ORDER.indexOf(b) < ORDER.indexOf(a) ? b : a), 'clean');

function figures(pairs: FacetPairs, rule: DecisionRule, level: Flag): LevelFigures {
  const tp = pairs.positives.filter((p) => p.retrieved && atLeast(decide(p.channels, rule), level)).length;
  const fp = pairs.negatives.filter((q) => atLeast(negativeFlag(q, rule), level)).length;
  const ratio = (a: number, b: number) => (b === 0 ? null : round3(a / b));
  return { recall: ratio(tp, pairs.positives.length), precision: ratio(tp, tp + fp), falsePositiveRate: ratio(fp, pairs.negatives.length) };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
/** Share of the queries (negatives) that some candidate of fires on. */
const rateOf = (queries: PairChannels[][], fires: (c: PairChannels) => boolean) => queries.filter((q) => q.some(fires)).length / Math.max(1, queries.length);
const rate = (pairs: FacetPairs, fires: (c: PairChannels) => boolean) => rateOf(pairs.negatives, fires);
const lowest = (values: number[], ok: (v: number) => boolean, fallback: number) => values.find(ok) ?? fallback;

/** The facet's parameters at the operating points, and the rule's figures there. */
export function calibrateFacet(facet: Facet, pairs: FacetPairs, given: DecisionRule): FacetCalibration {
  const base = { facet, positives: pairs.positives.length, negatives: pairs.negatives.length, notRetrieved: pairs.positives.filter((p) => !p.retrieved).length };
  const enough = pairs.positives.length >= MIN_PAIRS && pairs.negatives.length >= MIN_PAIRS;
  const rule = enough ? choose(facet, pairs, given) : given;
  return {
    ...base,
    chosen: enough,
    ...(enough ? {} : { reason: `fewer than ${MIN_PAIRS} positives or negatives: the parameters given are kept` }),
    thresholds: rule.thresholds,
    evidence: facet === 'tasks' ? { identifiers: rule.evidence.identifiers, rareWording: rule.evidence.rareWording, kept: rule.evidence.kept } : { structure: rule.evidence.structure },
    figures: { 'near-duplicate': figures(pairs, rule, 'near-duplicate'), related: figures(pairs, rule, 'related') },
    given: { 'near-duplicate': figures(pairs, given, 'near-duplicate'), related: figures(pairs, given, 'related') },
    recallByKind: recallByKind(pairs, rule),
    curve: COSINES.filter((r) => r <= rule.thresholds.nearDuplicate && Math.round(r * 100) % 5 === 0).map((related) => {
      const f = figures(pairs, { ...rule, thresholds: { ...rule.thresholds, related } }, 'related');
      return { related, recall: f.recall ?? 0, precision: f.precision };
    }),
    ...(pairs.translatedNegatives ? { translatedNegatives: translatedFigures(pairs.translatedNegatives, given, rule) } : {}),
  };
}

function translatedFigures(queries: PairChannels[][], given: DecisionRule, chosen: DecisionRule): NonNullable<FacetCalibration['translatedNegatives']> {
  const share = (rule: DecisionRule) => (queries.length === 0 ? null : round3(queries.filter((q) => atLeast(negativeFlag(q, rule), 'related')).length / queries.length));
  return { negatives: queries.length, given: share(given), chosen: share(chosen) };
}

function choose(facet: Facet, pairs: FacetPairs, given: DecisionRule): DecisionRule {
  const p = OPERATING_POINTS;
  const nearDuplicate = lowest(COSINES, (t) => rate(pairs, (c) => !c.exact && c.cosine >= t) <= p.nearDuplicateFpr, 0.99);
  const e = given.evidence;
  const evidence: EvidenceRule = { ...e };
  if (facet === 'tasks') {
    evidence.identifiers = { ...e.identifiers, minShare: lowest(SHARES, (s) => rate(pairs, (c) => identifiersFire(c.identifiers, { ...e, identifiers: { ...e.identifiers, minShare: s } })) <= p.evidenceFpr, 1) };
    const wording = (w: Partial<EvidenceRule['rareWording']>): EvidenceRule => ({ ...e, rareWording: { ...e.rareWording, ...w } });
    // Each way of the wording rule alone: the item's share, then both shares.
    evidence.rareWording = {
      minShare: lowest(SHARES, (s) => rate(pairs, (c) => c.rareWording >= s) <= p.evidenceFpr, 1),
      minBothWays: lowest(SHARES, (s) => rate(pairs, (c) => wordingBothWaysFires(c, wording({ minBothWays: s }))) <= p.evidenceFpr, 1),
    };
    // Kept names and numbers: for text not in the model's language chosen on the translated negatives, for text
    // in it (with a cosine from minCosineInLanguage) on the others.
    const kept = (k: Partial<EvidenceRule['kept']>): EvidenceRule => ({ ...e, kept: { ...e.kept, ...k } });
    evidence.kept = { ...e.kept, minShareInLanguage: lowest(SHARES, (s) => rate(pairs, (c) => keptFires(c.kept, kept({ minShareInLanguage: s }), c.cosine)) <= p.evidenceFpr, 1) };
    const translated = pairs.translatedNegatives ?? [];
    if (translated.length >= MIN_PAIRS) {
      evidence.kept.minShare = lowest(SHARES, (s) => rateOf(translated, (c) => keptFires(c.kept, kept({ minShare: s }), c.cosine)) <= p.evidenceFpr, 1);
    }
  }
  const structures = facet === 'tasks' ? [e.structure] : [1, 0.75, 0.5].flatMap((minAgreement) => STRUCTURE_COSINES.flatMap((minCosine) => MAX_HOLDERS.map((maxHolders) => ({ ...e.structure, minAgreement, minCosine, maxHolders }))));
  let best: { rule: DecisionRule; recall: number } | null = null;
  for (const structure of structures) {
    const rule = relatedFor(pairs, { ...given, thresholds: { nearDuplicate, related: nearDuplicate }, evidence: { ...evidence, structure } });
    const recall = figures(pairs, rule, 'related').recall ?? 0;
    if (!best || recall > best.recall) best = { rule, recall };
  }
  return (best as { rule: DecisionRule }).rule;
}

/** Structural-rule cosines and shape rarities tried: where a shared shape says something a cosine alone does not. */
const STRUCTURE_COSINES = grid(0.3, 0.9, 0.04);
const MAX_HOLDERS = [2, 8, 32];

/**
 * The rule with the lowest related cosine (not above near-duplicate) within both budgets: related, all rules
 * together, on at most relatedFpr of negatives, near-duplicate on at most nearDuplicateFpr. Both rates only fall
 * as the threshold rises, so the first that fits is the lowest.
 */
function relatedFor(pairs: FacetPairs, rule: DecisionRule): DecisionRule {
  const nd = rule.thresholds.nearDuplicate;
  const at = (related: number) => ({ ...rule, thresholds: { nearDuplicate: nd, related } });
  const fits = (related: number) => {
    const r = at(related);
    return (figures(pairs, r, 'related').falsePositiveRate ?? 0) <= OPERATING_POINTS.relatedFpr && (figures(pairs, r, 'near-duplicate').falsePositiveRate ?? 0) <= OPERATING_POINTS.nearDuplicateFpr;
  };
  return at(lowest(COSINES.filter((t) => t <= nd), fits, nd));
}

const NEVER: EvidenceRule = { identifiers: { minShared: Infinity, minShare: Infinity }, rareWording: { minShare: Infinity, minBothWays: Infinity }, kept: { minShared: Infinity, minShare: Infinity, minSharedInLanguage: Infinity, minCosineInLanguage: Infinity, minShareInLanguage: Infinity }, structure: { minAgreement: Infinity, minCosine: Infinity, maxHolders: 0, minCosineGrown: null, minDescribed: null, minCosineDescribed: Infinity, maxHoldersDescribed: 0 } };

function recallByKind(pairs: FacetPairs, rule: DecisionRule): Record<string, number> {
  const kinds = [...new Set(pairs.positives.map((p) => p.kind))].sort();
  return Object.fromEntries(kinds.map((kind) => {
    const mine = pairs.positives.filter((p) => p.kind === kind);
    return [kind, round3(mine.filter((p) => p.retrieved && atLeast(decide(p.channels, rule), 'related')).length / mine.length)];
  }));
}
