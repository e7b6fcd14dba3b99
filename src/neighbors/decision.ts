// The decision rule: a portfolio item's flag against one suite item from the evidence channels of the pair,
// and the reasons (the channels that fired, with their values). One function for neighbors and calibrate, so
// that the operating points `envsieve calibrate` measures are those of the rule the audit applies.
import { NEIGHBOR_DEFAULTS, type FacetThresholds, type Flag, type StructureRule } from '../core/defaults.js';
import type { Facet } from '../core/types.js';
import { isStrongIdentifier, RARE_ENUM_HOLDERS, type DescribedChannel } from '../scoring/index.js';
import { WHOLE, type IdentifierEvidence, type KeptEvidence } from './evidence.js';

export interface EvidenceRule {
  /** Shared rare identifiers naming the same record: this many, this weighted share, one of them strong. */
  identifiers: { minShared: number; minShare: number };
  /**
   * Weighted share of the item's rare word n-grams in the suite item; or, both ways, this share and that of the
   * suite item's in the item, each from `minBothWays`.
   */
  rareWording: { minShare: number; minBothWays: number };
  /**
   * For a task not in the model's language: this many kept names and numbers, carrying this weighted share of
   * the item's and of the suite item's, held all together by few suite tasks of one family (keptFires). For a
   * task in it, `minSharedInLanguage` of them with a cosine from `minCosineInLanguage` and `minShareInLanguage`
   * of the item's.
   */
  kept: { minShared: number; minShare: number; minSharedInLanguage: number; minCosineInLanguage: number; minShareInLanguage: number };
  /**
   * Same calling shape (structural agreement from `minAgreement`) with a cosine from `minCosine`, on a shape at
   * most `maxHolders` suite items have: tools, tables.
   */
  structure: StructureRule;
}

export interface DecisionRule {
  thresholds: FacetThresholds;
  lexicalCopy: number;
  evidence: EvidenceRule;
}

/** The channels of one (portfolio item, suite item) pair. */
export interface PairChannels {
  exact: boolean;
  cosine: number;
  /**
   * Same rename-invariant fingerprint (parameter names kept as words) from minShapeSize parameters up, and for
   * two tools purposes alike (scoring/runData.ts renamedCopy).
   */
  renamed: boolean;
  /**
   * For a tool of the suite tool's calling signature whose purposes were embedded: their purposes' cosine, which
   * `renamed` asks to be from NEIGHBOR_DEFAULTS.renamedMinPurpose; for `why` only.
   */
  purpose?: number;
  /** Share of the item's word n-grams in the suite item. */
  overlap: number;
  identifiers: IdentifierEvidence;
  rareWording: number;
  /** The other way: the weighted share of the suite item's rare word n-grams in the item (0 when not compared). */
  rareWordingTheirs?: number;
  /**
   * `rareWording` is that of one of the item's parts (a record's field, a trace's message: FacetItem.passages),
   * compared when nothing fired on the whole text (evidence.ts comparePartsWording): which part, as the `why`
   * names it. Absent for the whole text.
   */
  wordingOfPart?: string;
  /** Multiset Jaccard of the two field-token lists (0 for tasks and for a shape that says nothing: informativeShape). */
  structure: number;
  /** Suite items having the suite item's shape: a shape hundreds of tools have says nothing. */
  shapeHolders: number;
  /** The item's calling shape is the suite item's (of three fields or more) grown by optional fields only. */
  grown?: boolean;
  /**
   * When the calling shapes are one (or the item's grew the suite item's): an enum value set of two values or
   * more both hold, which at most two suite items hold (scoring/structureIndex.ts rareEnum).
   */
  rareEnum?: string;
  /** For a task not in the model's language: the names and numbers it kept that the suite item holds. */
  kept?: KeptEvidence;
  /** The item is a tool named as a version of the suite tool (`get_watchlist_v2`; scoring/runData.ts versionOf). */
  versionOf?: boolean;
  /**
   * Two tools of one calling shape, both with description units (facets/descriptions.ts): how near the item's
   * nearest unit comes to the suite tool's description, that unit, and how many suite tools have the shape.
   */
  described?: DescribedChannel;
}

/**
 * Enough shared identifiers to name the same record: one strong, `minShare` of the item's identifier weight, and
 * `minShared` of them — or fewer, when they are all the rare identifiers of both texts and each names a record of
 * one family's data. A short task often holds one identifier: "Your user id is daiki_lee_6144 … from JFK on May
 * 17" keeps only its user id in any language (JFK is in too many suite tasks to weigh anything), and a suite task
 * naming that user and nothing else rare is its original or another task of the same customer — `related`
 * either way, as two shared ids make it. Not so one id beside others that either text does not share (another
 * task of that customer, about another order: the two-way share), nor a placeholder many authors chose alike
 * (`abc123`, `john.doe@example.com`, `67890`), which unrelated tasks of other domains share: on the real data,
 * without `confined`, that made 15 generated Seal-Tools tasks `related` to ToolBench and ACEBench tasks, none a copy.
 */
export function identifiersFire(ids: IdentifierEvidence, rule: EvidenceRule): boolean {
  const e = rule.identifiers;
  if (ids.share < e.minShare || !ids.shared.some(isStrongIdentifier)) return false;
  return ids.shared.length >= e.minShared || (ids.shared.length > 0 && ids.confined && ids.share >= WHOLE && ids.theirShare >= WHOLE);
}

/**
 * The item holds every rare identifier of the suite item, `minShared` of them or more, one strong, each held
 * within one family, on the suite item's topic (a cosine from `kept.minCosineInLanguage`, in the model's
 * language), and names no record of the suite's kind the suite item does not (IdentifierEvidence.otherRecord):
 * it names the same customer and the same order or reservation about the same thing, whatever else it names. A
 * pipeline's record around a suite task (an EventBridge event, a form's hidden fields, an EDI envelope, a
 * Kubernetes event) adds ids and codes of its own — an event id, a timestamp, an account number, a region, an
 * enum code — which no suite item holds and which cut the share of the item's weight the suite task's user id
 * and reservation carry (an event of tau-bench airline test_36: 0.17, where identifiersFire asks half); the
 * suite task's own share does not fall so. On the second held-out set this found 17 more paraphrased tasks
 * wrapped so, and no negative. Both conditions beside the records are needed on the real data: without them 53
 * tasks copying none were related — tau-bench's training tasks naming a test task's customer for another
 * request (cosines 0.32–0.67; their own orders and payment methods written as tau-bench writes its records:
 * `#W5272531`, `credit_card_6824399`) and apollo's flood-risk tasks holding Miami's coordinates, as an ACEBench
 * hurricane question does (0.36–0.57); with them, none.
 */
export function heldRecordsFire(c: Pick<PairChannels, 'identifiers' | 'cosine' | 'kept'>, rule: EvidenceRule): boolean {
  const ids = c.identifiers;
  if (ids.shared.length < rule.identifiers.minShared || !ids.confined || ids.theirShare < WHOLE || ids.otherRecord === true || !ids.shared.some(isStrongIdentifier)) return false;
  return !notInModelLanguage(c) && c.cosine >= rule.kept.minCosineInLanguage;
}

/**
 * A task not in the model's language keeps, of its original, what a translator leaves as written: enough of
 * those tokens name the same record when they are `minShared`, carry `minShare` of the item's kept weight and
 * `minShare` of the suite item's (a translation keeps its original's names and numbers; a new task naming a
 * domain's place beside a number of its own holds a quarter of such a task's), and few suite items, all of one
 * family, hold them all (KeptEvidence). No one of them need be strong: a translated BFCL task keeps "Rivermist"
 * and "50" or "AMZN" and "300", and a cosine that cannot read the language is no evidence against them.
 *
 * A task in the model's language, reworded as a terse line, a JSON block or a checklist, keeps them as well
 * (BFCL's trading test case 146 as JSON: "Zeta Corp", "Apple" and "50", which 3 suite tasks, one test case's
 * variants, hold together) while its cosine falls to 0.63–0.74, below `related`. There the cosine speaks, so
 * it must say the topic is the same (`minCosineInLanguage`), the item must hold little besides
 * (`minShareInLanguage` of its kept weight: "Michael Jackson" and "Thriller" are all a BFCL request to play a
 * song holds, and 0.64 of a Seal-Tools task asking for the album's review), and it must name no record the
 * suite item does not: tau-bench's training tasks share products and their options with test tasks ("tea
 * kettle", "ceramic", "1.5") but each names its own customer and order. With the cosine speaking, one such name
 * may do (`minSharedInLanguage`): a terse rewrite of BFCL's trading test case 132 keeps only its ticker 'SYNX',
 * a memory question only the friend's name "Jackson" — where a translation, whose cosine says nothing, needs two.
 */
export function keptFires(kept: KeptEvidence | undefined, rule: EvidenceRule, cosine: number): boolean {
  return !!kept && (heldTogetherFires(kept, rule, cosine) || nearestKeptFires(kept));
}

/** keptFires but for a translation's one name its cosine points at too (nearestKeptFires). */
function heldTogetherFires(kept: KeptEvidence, rule: EvidenceRule, cosine: number): boolean {
  const e = rule.kept;
  if (!kept.confined || kept.theirShare < e.minShare) return false;
  if (!kept.inLanguage) return kept.shared.length >= e.minShared && kept.share >= e.minShare;
  return kept.shared.length >= e.minSharedInLanguage && !kept.inLanguage.otherRecord && kept.share >= e.minShareInLanguage && cosine >= e.minCosineInLanguage;
}

/**
 * A translation's kept names, one of them enough, which its cosine points at too: the suite item its cosine ranks
 * first in the whole suite holds them, every kept token of the item the suite holds at all is this suite item's,
 * every token of the suite item's a translator would keep the item holds (both shares whole: the kept names of
 * each are the same), and only items of that suite hold them all, however many. A translated request of BFCL's trading conversation 105 keeps only "Quasar
 * Ltd.", which 32 tasks of five BFCL conversations hold (too many for keptFires's two names, whose holders must be
 * as few as an identifier's): its German is 0.64 to the conversation and its Chinese 0.44, each above every other
 * suite task's cosine. Neither channel alone says so: a cosine from a language the model cannot read ranks a
 * random task first as often as not, and a name held by five conversations names none of them. The rule costs
 * what one name can: a new request in another language naming a ticker one suite's tasks hold (NVDA, in 30 of
 * BFCL's), whose nearest suite task is about that ticker, is `related` to it; on the second held-out set (440
 * parts) 2 of its 18,523 new items were so (no environment), beside 3 more translations found and the first set's
 * two above.
 */
export function nearestKeptFires(kept: KeptEvidence): boolean {
  return !kept.inLanguage && kept.nearest !== undefined && kept.oneSuite === true && kept.shared.length > 0 && kept.share >= WHOLE && kept.nearest.translationShare >= WHOLE;
}

/**
 * A task naming a record only one suite task names, and no record of its own: the rarest identifier it shares
 * is held by that suite task and its versions alone, one it shares is strong, and every strong identifier it
 * holds is the suite item's (`sole`). In the model's language its cosine must say the topic is the same (from
 * `kept.minCosineInLanguage`, the floor at which the names-and-numbers rule lets a cosine speak), whatever codes
 * and names it holds besides (a GPX export of airline test_3's rebooking adds the airports' codes, IAH and DEN,
 * which many suite tasks hold: the user id was 0.20 of its weight); in another language, where the cosine says
 * nothing, every rare identifier it holds must be the suite item's (its weighted share whole). A short rewrite of
 * a tau-bench retail task keeps the order number and drops the customer's name and zip ("exchange both of the
 * glass 2-liter induction tea kettles in order #W4316152 …", 0.62 to its original); a Korean translation keeps
 * the customer's e-mail and writes the name in Hangul: the suite task's other identifiers keep the two-way rule
 * (identifiersFire) from firing. A customer's user id is no such record: the suite's other tasks of that
 * customer hold it too (without `sole`, calibrate's sampled tau-bench tasks were related to their customers'
 * other tasks: 4 more of its 300 negatives).
 */
export function recordFires(c: Pick<PairChannels, 'identifiers' | 'cosine' | 'kept'>, rule: EvidenceRule): boolean {
  const ids = c.identifiers;
  if (ids.sole !== true || !ids.shared.some(isStrongIdentifier)) return false;
  return notInModelLanguage(c) ? ids.share >= WHOLE : c.cosine >= rule.kept.minCosineInLanguage;
}

/** A pair whose item is not in the model's language: its kept tokens were compared as a translation's. */
const notInModelLanguage = (c: Pick<PairChannels, 'kept'>): boolean => c.kept !== undefined && c.kept.inLanguage === undefined;


export const wordingFires = (c: Pick<PairChannels, 'rareWording' | 'rareWordingTheirs'>, rule: EvidenceRule): boolean => c.rareWording >= rule.rareWording.minShare || wordingBothWaysFires(c, rule);

/**
 * A template filled with other entities inside text of the author's own (a role card's heading, a closing note):
 * the wrapper halves the item's share, while the suite task keeps most of its rare wording in the item.
 */
export const wordingBothWaysFires = (c: Pick<PairChannels, 'rareWording' | 'rareWordingTheirs'>, rule: EvidenceRule): boolean =>
  Math.min(c.rareWording, c.rareWordingTheirs ?? 0) >= rule.rareWording.minBothWays;

export const structureFires = (c: Pick<PairChannels, 'structure' | 'cosine' | 'shapeHolders'>, rule: EvidenceRule): boolean =>
  c.structure > 0 && c.structure >= rule.structure.minAgreement && c.cosine >= rule.structure.minCosine && c.shapeHolders <= rule.structure.maxHolders;

/** A copy grown by optional parameters: the whole suite shape, on one few suite items have, with a cosine from `minCosineGrown`. */
export const grownFires = (c: Pick<PairChannels, 'grown' | 'cosine' | 'shapeHolders'>, rule: EvidenceRule): boolean =>
  c.grown === true && rule.structure.minCosineGrown !== null && c.cosine >= rule.structure.minCosineGrown && c.shapeHolders <= rule.structure.maxHolders;

/**
 * The calling shape (or the suite item's grown by optional fields), holding an enum value set one suite tool
 * holds (or that tool and its version in another suite), whatever the cosine. Code calls a tool with its enum's
 * values, so a rewrite keeps them as written in any language: a German catalog's `bestellung_stornieren`,
 * its description and parameters in German, is 0.17 alike to tau-bench retail's `cancel_pending_order` by
 * cosine and holds its `no longer needed | ordered by mistake`. On the real data every portfolio tool whose
 * shape holds such a set is a copy (cosines 0.79–1.0; envscaler's vendored tools, tau-bench's training
 * split), where a shape alone held by one suite tool is no evidence: 17 portfolio tools of four required
 * fields have the shape of one suite tool each, none a copy (cosines under 0.5).
 */
export const enumFires = (c: Pick<PairChannels, 'rareEnum' | 'structure' | 'grown'>, rule: EvidenceRule): boolean =>
  c.rareEnum !== undefined && (c.structure >= rule.structure.minAgreement || c.grown === true);

/**
 * A tool named as a version of the suite tool (`get_watchlist_v2`, `calculate@2`), with the cosine the calling-shape
 * rule asks (`structure.minCosine`): a versioned toolkit says which tool each of its tools is a new version of,
 * while its description grows changelog lines, error tables and paging parameters that lower the cosine (a
 * held-out `set_navigation_v2`, its free-text destination deprecated beside a structured address, 0.68 to BFCL's
 * `set_navigation`) and its required arguments change. A name kept without a version mark is no such evidence.
 */
/**
 * The calling shape, any shape at most `structure.maxHoldersDescribed` suite tools have, and a sentence of the item's
 * description (or its name's words) saying what the suite tool's description says (`minDescribed`), with a
 * whole-text cosine from `minCosineDescribed`. A generator sets a tool it rewrites in a product of its own
 * ("Fertigation calculator: takes one number away from another and returns what is left, e.g. target EC minus
 * the EC measured at the drip"), which moves the whole text to where the suite's other tools of the domain sit
 * (0.56 to BFCL's `subtract`), while the sentence saying what it does stays a paraphrase of the suite tool's
 * ("Subtract one number from another.", 0.72). Two plain numbers are every arithmetic helper's shape, so the shape alone says nothing (structureFires
 * asks an informative one); the sentence tells `subtract` from `add` where the whole text could not.
 */
export const describedFires = (c: Pick<PairChannels, 'described' | 'cosine'>, rule: EvidenceRule): boolean =>
  c.described !== undefined && rule.structure.minDescribed !== null && c.described.similarity >= rule.structure.minDescribed && c.cosine >= rule.structure.minCosineDescribed && c.described.holders <= rule.structure.maxHoldersDescribed;

export const versionFires = (c: Pick<PairChannels, 'versionOf' | 'cosine'>, rule: EvidenceRule): boolean => c.versionOf === true && c.cosine >= rule.structure.minCosine;

/** Evidence beyond cosine that makes an item related whatever its cosine. */
export function evidenceFires(c: PairChannels, rule: EvidenceRule): boolean {
  return identifiersFire(c.identifiers, rule) || recordFires(c, rule) || heldRecordsFire(c, rule) || keptFires(c.kept, rule, c.cosine) || wordingFires(c, rule) || structureFires(c, rule) || grownFires(c, rule) || enumFires(c, rule) || versionFires(c, rule) || describedFires(c, rule);
}

/**
 * exact (same content) > near-duplicate (cosine, or a shared signature or wording with a related cosine) >
 * related (cosine, or identifiers, rare wording or calling shape) > clean.
 */
export function decide(c: PairChannels, rule: DecisionRule): Flag {
  if (c.exact) return 'exact';
  const t = rule.thresholds;
  const related = c.cosine >= t.related;
  if (c.cosine >= t.nearDuplicate || (related && (c.renamed || c.overlap >= rule.lexicalCopy))) return 'near-duplicate';
  return related || evidenceFires(c, rule.evidence) ? 'related' : 'clean';
}

/** The evidence behind a flag, as short phrases with their values (task_matches.csv and item_matches.csv `why`). */
export function reasons(c: PairChannels, rule: DecisionRule): string[] {
  const t = rule.thresholds;
  const e = rule.evidence;
  const out: string[] = [];
  if (c.exact) return ['identical content'];
  if (c.cosine >= t.nearDuplicate) out.push(`cosine ${c.cosine.toFixed(3)} ≥ ${t.nearDuplicate}`);
  else if (c.cosine >= t.related) out.push(`cosine ${c.cosine.toFixed(3)} ≥ ${t.related}`);
  const minPurpose = NEIGHBOR_DEFAULTS.renamedMinPurpose;
  if (c.renamed) out.push(c.purpose === undefined ? 'same calling signature' : `same calling signature, purposes ${c.purpose.toFixed(2)} alike ≥ ${minPurpose}`);
  if (c.overlap >= rule.lexicalCopy) out.push(`n-gram containment ${c.overlap.toFixed(2)} ≥ ${rule.lexicalCopy}`);
  if (identifiersFire(c.identifiers, e)) {
    const n = c.identifiers.shared.length;
    const where = c.identifiers.ofPart ? ` of its ${c.identifiers.ofPart}` : '';
    out.push(n >= e.identifiers.minShared ? `${n} rare identifiers shared (weighted share ${c.identifiers.share.toFixed(2)}${where})` : `${n === 1 ? 'the one rare identifier' : `all ${n} rare identifiers`} of each text shared${where}`);
  } else if (heldRecordsFire(c, e)) {
    out.push(`every rare identifier of the suite task held: ${c.identifiers.shared.join(', ')} (held within one family; weighted share of its own ${c.identifiers.share.toFixed(2)}), with cosine ${c.cosine.toFixed(3)} ≥ ${e.kept.minCosineInLanguage}`);
  } else if (recordFires(c, e)) {
    const topic = notInModelLanguage(c) ? "not in the model's language" : `with cosine ${c.cosine.toFixed(3)} ≥ ${e.kept.minCosineInLanguage}`;
    const own = c.identifiers.share >= WHOLE ? 'no rare identifier of its own' : 'no other record';
    out.push(`names ${c.identifiers.shared.join(', ')}, which no other suite task names, and ${own}, ${topic}`);
  }
  if (keptFires(c.kept, e, c.cosine) && c.kept) {
    const k = c.kept;
    const held = `(weighted share ${k.share.toFixed(2)}, theirs ${k.theirShare.toFixed(2)}; all held by ${k.holders} suite item${k.holders === 1 ? '' : 's'}, of one family)`;
    // The names held together say more (their shares, how few hold them) when they fire too.
    if (!heldTogetherFires(k, e, c.cosine)) out.push(`not in the model's language; ${k.shared.length === 1 ? 'its one kept name' : 'its kept names'} ${k.shared.join(', ')} (held by ${k.holders} suite item${k.holders === 1 ? '' : 's'}, all of one suite), and its cosine ranks this suite item first of the whole suite`);
    else if (k.inLanguage) out.push(`names and numbers shared${k.ofPart ? ` by its ${k.ofPart}` : ''}: ${k.shared.join(', ')} ${held}, with cosine ${c.cosine.toFixed(3)} ≥ ${e.kept.minCosineInLanguage}`);
    else out.push(`not in the model's language; kept as written and shared: ${k.shared.join(', ')} ${held}`);
  }
  if (c.rareWording >= e.rareWording.minShare) out.push(`rare wording shared ${c.rareWording.toFixed(2)}${c.wordingOfPart ? ` of its ${c.wordingOfPart}` : ''} ≥ ${e.rareWording.minShare}`);
  else if (wordingBothWaysFires(c, e)) out.push(`rare wording shared both ways: ${c.rareWording.toFixed(2)} of its own, ${(c.rareWordingTheirs ?? 0).toFixed(2)} of the suite item's, each ≥ ${e.rareWording.minBothWays}`);
  if (grownFires(c, e)) out.push(`the suite item's calling shape grown by optional parameters only, a shape ${c.shapeHolders} suite item${c.shapeHolders === 1 ? ' has' : 's have'}, with cosine ${c.cosine.toFixed(3)} ≥ ${e.structure.minCosineGrown}`);
  if (enumFires(c, e) && c.rareEnum !== undefined) out.push(`${c.grown ? "the suite item's calling shape grown by optional parameters only" : 'same calling shape'}, holding the enum values ${c.rareEnum.split(',').join(' | ')}, which at most ${RARE_ENUM_HOLDERS} suite items hold`);
  if (versionFires(c, e)) out.push(`named as a version of it, with cosine ${c.cosine.toFixed(3)} ≥ ${e.structure.minCosine}`);
  if (describedFires(c, e) && c.described) {
    const d = c.described;
    const unit = d.unit.length > 80 ? `${d.unit.slice(0, 77)}…` : d.unit;
    out.push(`its "${unit}" says what the suite tool's description says: ${d.similarity.toFixed(3)} ≥ ${e.structure.minDescribed}, on the calling shape ${d.holders} suite item${d.holders === 1 ? ' has' : 's have'}, with cosine ${c.cosine.toFixed(3)} ≥ ${e.structure.minCosineDescribed}`);
  }
  if (structureFires(c, e)) out.push(`same calling shape: structural agreement ${c.structure.toFixed(2)} ≥ ${e.structure.minAgreement}, a shape ${c.shapeHolders} suite item${c.shapeHolders === 1 ? ' has' : 's have'}, with cosine ${c.cosine.toFixed(3)} ≥ ${e.structure.minCosine}`);
  // Why a tool called alike is no renamed copy, beside the evidence that flagged it.
  if (!c.renamed && c.purpose !== undefined && out.length > 0) out.push(`same calling signature, but purposes only ${c.purpose.toFixed(2)} alike (< ${minPurpose}): no renamed copy`);
  return out;
}

/** A facet without a structural channel (tasks): that rule never fires. */
const NO_STRUCTURE: StructureRule = { minAgreement: Infinity, minCosine: Infinity, maxHolders: 0, minCosineGrown: null, minDescribed: null, minCosineDescribed: Infinity, maxHoldersDescribed: 0 };

/** The evidence rule of one facet from the per-facet settings: the structural channel is the facet's own. */
export function facetEvidence(evidence: Omit<EvidenceRule, 'structure'> & { structure: Record<'tools' | 'state', StructureRule> }, facet: Facet): EvidenceRule {
  return { identifiers: evidence.identifiers, rareWording: evidence.rareWording, kept: evidence.kept, structure: facet === 'tasks' ? NO_STRUCTURE : evidence.structure[facet] };
}
