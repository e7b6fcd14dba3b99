// Evidence beyond cosine for one facet's search: the suite items' rare identifiers and rare word n-grams, in
// token indexes (src/scoring). They propose candidates the embedding ranks too low — a translation keeps its
// original's order number and user name, a template reused with other entities keeps its wording — and they
// say, for a chosen match, which identifiers the two share: the "why" written beside the cosine.
import { cosineOf, identifiersAndOpeningNames, inModelLanguage, isStrongIdentifier, namesRecord, TokenIndex, type RunData, type TextNames, type WeighedTokens } from '../scoring/index.js';
import type { Passage } from '../core/types.js';
import { containment, shingleHashes } from '../signatures/index.js';
import { rarest, withoutNonRecords, withoutOwnNames, withoutTails, withoutWords } from './evidenceTokens.js';
import { HouseStyle } from './houseStyle.js';
import { KeptIndex } from './keptIndex.js';
import { oneFamily } from './oneFamily.js';
import { TranslatableNames } from './translatableNames.js';
import { schemaNames } from './schemaNames.js';
import { VARIANT_COSINE } from './variants.js';

/** Identifiers in more than 1% of the suite items (or 5 items, whichever is more) identify nothing. */
const IDENTIFIER_INDEX = { maxShare: 0.01, minDocs: 5 };
/** N-grams in more than 0.5% of them are boilerplate ("your user id is"), not a sign of copied wording. */
const SHINGLE_INDEX = { maxShare: 0.005, minDocs: 5 };

export interface IdentifierEvidence {
  /** Weighted share of the portfolio item's rare identifiers that the suite item holds too. */
  share: number;
  /**
   * The other way: weighted share of the suite item's rare identifiers that the portfolio item holds. Both at 1
   * means the two texts name exactly the same things, which decides for a short task holding only one.
   */
  theirShare: number;
  /**
   * Whether every shared identifier is held by suite items of one family only: it names a record of one domain's
   * data (a tau-bench customer), not a placeholder that authors of many benchmarks chose alike (`abc123`,
   * `john.doe@example.com`, `67890`: on the real suites each in 5 to 13 environments of as many families).
   */
  confined: boolean;
  /** Those identifiers, rarest first, a name once (not also its tails). */
  shared: string[];
  /**
   * Whether the item names a record of the suite's kind the suite item does not: a strong identifier of its own
   * that another suite item holds, or written as the suite item's family writes its records (`#w5272531` where
   * tau-bench holds `#w2378156`: the same letters, other digits; familyShapes) — a date written in numbers names
   * a day, no record (namesRecord). Found only for an item holding
   * every rare identifier of the suite item beside others (heldRecordsFire asks it then); else absent.
   */
  otherRecord?: boolean;
  /**
   * Whether the item names only a record the suite item alone names: the rarest of them is held by the suite
   * item and its versions only (suite items near-identical to it, variants.ts VARIANT_COSINE), and every strong
   * identifier of the item, the too common ones too, is the suite item's (an Icelandic task naming BFCL's users
   * USR001, USR003 and USR007 names two records a suite task naming USR007 alone does not). Found for an item in
   * the model's language, and for another whose every rare identifier the suite item holds (recordFires asks it
   * then); else absent.
   */
  sole?: boolean;
  /**
   * The shares are those of one of the item's parts (FacetItem.passages: a paragraph span or a line), compared
   * when nothing fired on the whole text (compareParts): a queue's ticket names its own customer beside the
   * other tickets' (facets/passages.ts): which part, as the `why` names it (`line 3`, `paragraphs 2–4`). Absent
   * for the whole text.
   */
  ofPart?: string;
}

/**
 * For a task not in the model's language (language.ts): the names and numbers it kept as written that a suite
 * item holds too. Each says little (a place many tasks of a domain visit, "50"), but together they point at
 * one record when few suite items hold them all, all of one family — "Rivermist" and "50" are in 4 of BFCL's
 * 1,760 multi-turn tasks, one test case's four variants, "AMZN" and "300" in another's. The cosine cannot say
 * so for a translation; these can, whatever the language and script.
 */
export interface KeptEvidence {
  /** Weighted share of the item's kept tokens that the suite holds at all which this suite item holds. */
  share: number;
  /** The other way: weighted share of the suite item's kept tokens that the item holds. */
  theirShare: number;
  /** Those tokens, rarest first, a name once (not also its tails). */
  shared: string[];
  /** Suite items holding every one of them. */
  holders: number;
  /** Whether those holders are few (as few as an identifier's may be) and all of one family. */
  confined: boolean;
  /**
   * Whether the item is in the model's language (its cosine then speaks too: keptFires asks it of this pair), and
   * names a record the suite item does not: a strong identifier (an order number, an e-mail) the suite item lacks.
   */
  inLanguage?: { otherRecord: boolean };
  /** When compared on one of the item's parts (FacetEvidence.comparePartKept): that part's name. */
  ofPart?: string;
  /** Whether those holders are all of one suite, however many (a name of one benchmark's data: "Quasar Ltd."). */
  oneSuite?: boolean;
  /**
   * For a task not in the model's language, when this suite item is the one its cosine ranks first in the whole
   * suite: the weighted share of the suite item's kept tokens that a translation of it would keep and the item
   * holds (FacetEvidence.translationShares: a word the suite writes in lower case elsewhere is translated).
   */
  nearest?: { translationShare: number };
}

export interface ItemProfile {
  /** All its word n-grams, hashed (for containment), made on first use: most schema items never need them. */
  shingles: () => Set<number>;
  ids: WeighedTokens;
  /** Its strong identifiers (isStrongIdentifier), the too common ones too: the records it names. */
  strongIds: readonly string[];
  /** Its word n-grams but those too common in the suite to weigh anything, weighed. */
  grams: WeighedTokens<number>;
  /** Its kept tokens, weighed, when it is a task not in the model's language; else null. */
  kept: WeighedTokens | null;
  /** A task in the model's language: its kept tokens, weighed on first use (few tasks are ever asked); else null. */
  keptInLanguage: (() => WeighedTokens) | null;
  /**
   * A task with parts (FacetItem.passages): each part's name as the `why` gives it (partName), its identifiers,
   * weighed as `ids` are, and its word n-grams, weighed as `grams` are, each on first use. Absent for an item
   * without parts.
   */
  parts?: () => Array<{ name: string; ids: WeighedTokens; grams: () => WeighedTokens<number>; keptInLanguage: (() => WeighedTokens) | null }>;
}

/** An identifier with its digits written as 0: `#w5272531` and `#w2378156` are both `#w0000000`. */
export function recordShape(token: string): string {
  return token.replace(/\p{Nd}/gu, '0');
}

/** A part of a task as the `why` names it: `line 3`, `paragraph 2`, `paragraphs 2–4`. */
export function partName(p: Pick<Passage, 'first' | 'last' | 'unit'>): string {
  if (p.unit === 'line') return p.first === p.last ? `line ${p.first}` : `lines ${p.first}–${p.last}`;
  return p.first === p.last ? `paragraph ${p.first}` : `paragraphs ${p.first}–${p.last}`;
}

/** A share of 1 up to rounding: the same weights summed in another order. */
export const WHOLE = 1 - 1e-9;

/** No identifier shared (schemas, or a pair nothing was compared for). */
export const NO_SHARED: IdentifierEvidence = Object.freeze({ share: 0, theirShare: 0, confined: false, shared: [] as string[] }) as IdentifierEvidence;

const NO_SHAPES: ReadonlySet<string> = new Set();
const NO_IDS: WeighedTokens = { tokens: [], weights: [], total: 0 };
const NO_GRAMS: WeighedTokens<number> = { tokens: [], weights: [], total: 0 };

/**
 * N-grams an item proposes candidates by: its 8 rarest that some suite item holds. Copied wording shows in its
 * rarest n-grams as much as in all of them (on test/rewrites the rarest 8 find as many entity-swapped
 * templates as all of them, 13 of 15), and a common n-gram's postings (up to 0.5% of the suite each) would
 * cost more to walk than the rest of the search for a task.
 */
const RAREST_GRAMS = 8;

/** The share of a suite table's own n-grams an item needs for its containment in it to count (FacetEvidence bothWays). */
const MIN_THEIR_SHARE = 0.25;

export class FacetEvidence {
  private readonly ids: TokenIndex;
  private readonly grams: TokenIndex<number>;
  private readonly idsOf = new Map<number, Set<string>>();
  /** A suite item's identifiers and opening names from the index build (identifiersOf, KeptIndex.tokensOf). */
  private readonly partsOf = new Map<number, TextNames>();
  private readonly gramsOf = new Map<number, Set<number>>();
  private readonly weighedGramsOf = new Map<number, WeighedTokens<number>>();
  /** familyShapes, once asked. */
  private shapes: Map<string | undefined, Set<string>> | undefined;
  /** Per suite environment and facet, its house-style n-grams (overlap). */
  private readonly house: HouseStyle;
  /** Total weight of a suite item's rare identifiers (theirShare's denominator), made once per item. */
  private readonly idWeightOf = new Map<number, number>();
  /** Per identifier, whether all the suite items holding it are of one family, found once per identifier. */
  private readonly confinedOf = new Map<string, boolean>();
  /** Kept tokens of the suite items (names and numbers a translator keeps), indexed once a portfolio item needs them. */
  private readonly keptIndex: KeptIndex;
  private readonly names: TranslatableNames;
  /** The run's joined tool and parameter names (`get_reservation_details`): no identifiers of a task (schemaNames.ts). */
  private readonly schema: ReadonlySet<string>;

  /**
   * `useIdentifiers`: whether this facet's items are compared by identifiers and rare wording at all. Tasks
   * yes. A schema's "identifiers" are mostly its field names (`start_time`, `order_id`), which unrelated tools
   * share, and its 3-grams on a 15,000-tool suite make an index of millions of keys (1 GB and 10 s on the real
   * data) for wording that did not decide a single hand-written rewrite (test/rewrites); schemas get a
   * structural channel instead (scoring/structureIndex.ts). For them the indexes stay empty and propose nothing,
   * and their n-gram containment sets aside their suite environment's house style (overlap).
   *
   * `bothWays`: n-gram containment counts only when the item holds MIN_THEIR_SHARE of the suite item's own
   * n-grams too; below, that share is the containment (tables). A table's text is its
   * fields' names and types, with no wording of its own, and a new table of a domain holds a few of the fields
   * every table of that domain has: the 202nd held-out part's new airline environment kept `reservation_id`,
   * `user_id`, `flights` (number, date) and `passengers` of tau-bench's thirteen, 0.65 of its n-grams in tau-bench's
   * table (0.16 of tau-bench's in it) and 0.82 by cosine, and was a near-duplicate. A copy of a table keeps most
   * of the original's fields: taking the smaller share both ways instead lost 0.02 of calibrate's state
   * near-duplicate recall (renamed columns, whose n-grams differ in number on the two sides). Tools keep one way:
   * a tool's description is wording of its own, and a copy grown by parameters or cut to a few keeps it (both
   * ways demoted three such copies of the second held-out set to `related`).
   */
  constructor(
    private readonly data: RunData,
    private readonly suite: readonly number[],
    private readonly shingleWords: number,
    readonly useIdentifiers: boolean,
    private readonly bothWays = false,
  ) {
    const indexed = useIdentifiers ? suite : [];
    this.schema = useIdentifiers ? schemaNames(data) : new Set();
    this.ids = new TokenIndex(indexed, (i) => this.indexedIdentifiers(i), IDENTIFIER_INDEX);
    this.grams = new TokenIndex(indexed, (i) => this.shinglesOf(i), SHINGLE_INDEX);
    const maxHolders = Math.max(IDENTIFIER_INDEX.minDocs, Math.floor(IDENTIFIER_INDEX.maxShare * suite.length));
    this.keptIndex = new KeptIndex(data, suite, (i) => this.partsOf.get(i)?.identifiers, maxHolders);
    this.names = new TranslatableNames(data, suite);
    this.house = new HouseStyle(data, (i) => this.shinglesOf(i));
  }

  /**
   * What the identifier index holds of a suite item: its identifiers, not the names opening its sentences. Both
   * come from one tokenization; the opening names wait for identifiersOf, which can weigh them once the index is built.
   */
  private indexedIdentifiers(item: number): string[] {
    const parts = this.tokensOf(this.data.items[item]?.text ?? '');
    this.partsOf.set(item, parts);
    return parts.identifiers;
  }

  /**
   * Identifiers of an item as compared, made once per suite item however many items it is a candidate of: its
   * identifiers and the names opening its sentences that the suite holds as names elsewhere (openingNames), on
   * either side alike, so that a copy shares all of them ("Jigsaw Puzzle in the same order…").
   */
  identifiersOf(item: number): Set<string> {
    let found = this.idsOf.get(item);
    if (!found) {
      const parts = this.partsOf.get(item) ?? this.tokensOf(this.data.items[item]?.text ?? '');
      this.idsOf.set(item, (found = new Set(this.withHeldOpening(parts))));
    }
    return found;
  }

  /** A text's identifiers and opening names, but the run's tool and field names it quotes (schemaNames.ts). */
  private tokensOf(text: string): TextNames {
    const parts = identifiersAndOpeningNames(text);
    if (!parts.identifiers.some((token) => this.schema.has(token))) return parts;
    return { ...parts, identifiers: parts.identifiers.filter((token) => !this.schema.has(token)) };
  }

  /** The identifiers and the opening names the suite holds as names elsewhere. */
  private withHeldOpening({ identifiers: own, opening }: { identifiers: string[]; opening: string[] }): string[] {
    const held = opening.filter((name) => this.ids.holds(name));
    return held.length > 0 ? [...new Set([...own, ...held])] : own;
  }

  /**
   * The share of the item's word n-grams (`mine`) the suite item holds: n-gram containment, the lexical-copy
   * rule's channel. For tools and tables, the n-grams that two or more items of the suite item's environment
   * hold are that environment's house style and left out on both sides: tau-bench retail writes "The order id,
   * such as '#W0000000'. Be careful there is a '#' symbol at the beginning of the order id." and "ask for explicit
   * user confirmation (yes/no) to proceed" into most of its tools, and a new tool written in that style (a
   * held-out protection-plan purchase taking the order, its items and a payment method) held 0.56 of its
   * n-grams in `return_delivered_order_items` and was a near-duplicate beside a cosine of 0.71. A copy keeps
   * what is its original's own: its description and its parameters' own wording.
   */
  overlap(mine: Set<number>, suiteItem: number): number {
    const theirs = this.shinglesOf(suiteItem);
    if (this.useIdentifiers) return containment(mine, theirs);
    const house = this.house.of(suiteItem);
    let own = 0;
    let shared = 0;
    for (const s of mine) {
      if (house.has(s)) continue;
      own++;
      if (theirs.has(s)) shared++;
    }
    if (own === 0) return 0;
    if (!this.bothWays) return shared / own;
    let theirOwn = 0;
    for (const s of theirs) if (!house.has(s)) theirOwn++;
    const theirShare = theirOwn === 0 ? 0 : shared / theirOwn;
    return theirShare >= MIN_THEIR_SHARE ? shared / own : theirShare;
  }

  /** Word n-grams of an item (hashed), made once per item however many items it is a candidate of. */
  shinglesOf(item: number): Set<number> {
    let found = this.gramsOf.get(item);
    if (!found) this.gramsOf.set(item, (found = shingleHashes(this.data.items[item]?.text ?? '', { n: this.shingleWords })));
    return found;
  }

  /**
   * Suite items sharing the rarest identifiers (`ids`, none for schemas), the rarest n-grams (`grams`) and, for
   * a task not in the model's language, the most kept tokens (`kept`), `limit` of each.
   */
  candidates(profile: ItemProfile, limit: number): { ids: number[]; grams: number[]; kept: number[] } {
    if (!this.useIdentifiers) return { ids: [], grams: [], kept: [] };
    return {
      ids: profile.ids.tokens.length > 0 ? this.ids.candidates(profile.ids.tokens, limit) : [],
      grams: this.grams.candidates(rarest(profile.grams, RAREST_GRAMS, (g) => this.grams.holds(g)), limit),
      kept: profile.kept && profile.kept.tokens.length > 0 ? this.keptIndex.tokens().candidates(profile.kept.tokens, limit) : [],
    };
  }

  /** What a portfolio item brings to the comparison: its identifiers and its n-grams but the suite's boilerplate. */
  profile(item: number): ItemProfile {
    const text = this.data.items[item]?.text ?? '';
    let all: Set<number> | undefined;
    const lazy = () => (all ??= shingleHashes(text, { n: this.shingleWords }));
    if (!this.useIdentifiers) return { shingles: lazy, ids: NO_IDS, strongIds: [], grams: NO_GRAMS, kept: null, keptInLanguage: null };
    const inLanguage = inModelLanguage(text);
    const parts = this.tokensOf(text);
    let weighed: WeighedTokens | undefined;
    const keptOf = () => (weighed ??= this.keptIndex.weigh(text, parts.identifiers));
    const kept = inLanguage ? null : keptOf();
    const keptInLanguage = inLanguage ? keptOf : null;
    const named = this.withHeldOpening(parts);
    const ids = this.ids.weigh(named);
    const strongIds = named.filter(isStrongIdentifier);
    const profile: ItemProfile = { shingles: lazy, ids: kept ? withoutOwnNames(ids) : this.withoutNonRecords(ids, parts.inCapitals), strongIds, grams: this.grams.weigh(lazy()), kept, keptInLanguage };
    const passages = this.data.items[item]?.passages ?? [];
    if (passages.length > 0) {
      let weighed: ReturnType<NonNullable<ItemProfile['parts']>> | undefined;
      profile.parts = () =>
        (weighed ??= passages.map((p) => {
          const names = this.tokensOf(p.text);
          const w = this.ids.weigh(this.withHeldOpening(names));
          let grams: WeighedTokens<number> | undefined;
          let keptOfPart: WeighedTokens | undefined;
          return {
            name: partName(p),
            ids: kept ? withoutOwnNames(w) : this.withoutNonRecords(w, names.inCapitals),
            grams: () => (grams ??= this.grams.weigh(shingleHashes(p.text, { n: this.shingleWords }))),
            keptInLanguage: inLanguage ? () => (keptOfPart ??= this.keptIndex.weigh(p.text, names.identifiers)) : null,
          };
        }));
    }
    return profile;
  }

  /**
   * A translation's kept evidence against the suite item nearest it by cosine in the whole suite (KeptEvidence.nearest):
   * with the share of the suite item's kept tokens a translation of it would keep that the item holds.
   */
  asNearest(profile: ItemProfile, suiteItem: number, kept: KeptEvidence): KeptEvidence {
    return { ...kept, nearest: { translationShare: this.translationShares(profile, suiteItem).kept } };
  }

  /** Which of the item's rare identifiers the suite item holds (their weighted share), and its rare wording's share. */
  compare(profile: ItemProfile, suiteItem: number): { identifiers: IdentifierEvidence; rareWording: number; rareWordingTheirs: number; kept?: KeptEvidence } {
    if (!this.useIdentifiers) return { identifiers: NO_SHARED, rareWording: 0, rareWordingTheirs: 0 };
    const { evidence: ids, rarest } = this.shared(profile.ids, suiteItem);
    const rareWording = profile.grams.tokens.length > 0 ? this.grams.overlapIndexed(profile.grams, this.shinglesOf(suiteItem)).share : 0;
    // The other way only where this way has something: most candidates share no rare n-gram at all.
    const rareWordingTheirs = rareWording > 0 ? this.grams.overlapWeighed(this.rareGramsOf(suiteItem), profile.shingles()).share : 0;
    if (rarest !== undefined && (ids.share >= WHOLE || !profile.kept)) ids.sole = this.soleHolder(rarest, suiteItem) && this.namesNoOther(profile, suiteItem);
    return profile.kept ? { identifiers: ids, rareWording, rareWordingTheirs, kept: this.keptIndex.compare(profile.kept, suiteItem) } : { identifiers: ids, rareWording, rareWordingTheirs };
  }

  /** A suite item's word n-grams but those too common in the suite, weighed: what the item holds of its wording. */
  private rareGramsOf(suiteItem: number): WeighedTokens<number> {
    let found = this.weighedGramsOf.get(suiteItem);
    if (!found) this.weighedGramsOf.set(suiteItem, (found = this.grams.weigh(this.shinglesOf(suiteItem))));
    return found;
  }

  /**
   * The identifiers of each of the item's parts (ItemProfile.parts) against the suite item's, each weighed against
   * the part's own: a queue's ticket names its customer beside the other tickets' customers, a chat export's
   * first turn the customer's records beside the export's own ids, which halve the whole text's share. None for
   * an item without parts.
   */
  compareParts(profile: ItemProfile, suiteItem: number): IdentifierEvidence[] {
    if (!this.useIdentifiers || !profile.parts) return [];
    return profile.parts().map((part) => ({ ...this.shared(part.ids, suiteItem).evidence, ofPart: part.name }));
  }

  /** evidenceTokens.ts withoutNonRecords, and for a text written in capitals (TextNames.inCapitals) withoutWords too. */
  private withoutNonRecords(ids: WeighedTokens, inCapitals: boolean): WeighedTokens {
    const isWord = (token: string) => this.names.writtenInLowerCase(token);
    if (!inCapitals) return withoutNonRecords(ids, isWord);
    return withoutWords(withoutNonRecords(ids, isWord, true), isWord);
  }

  /**
   * The rare wording of each of the item's parts in the suite item, each weighed against the part's own
   * (compareParts): a suite task's template inside a record's field or a trace's message, the record's keys and
   * ids around it, which dilute the whole text's share. None for an item without parts.
   */
  comparePartsWording(profile: ItemProfile, suiteItem: number): Array<{ name: string; share: number }> {
    if (!this.useIdentifiers || !profile.parts) return [];
    const theirs = this.shinglesOf(suiteItem);
    return profile.parts().map((part) => {
      const grams = part.grams();
      return { name: part.name, share: grams.tokens.length > 0 ? this.grams.overlapIndexed(grams, theirs).share : 0 };
    });
  }

  /**
   * Which of `mine` the suite item holds: their weighted share both ways, rarest first, and whether confined;
   * and the rarest of them, a name's tails included.
   */
  private shared(mine: WeighedTokens, suiteItem: number): { evidence: IdentifierEvidence; rarest: string | undefined } {
    const { share, shared } = this.ids.overlapIndexed(mine, this.identifiersOf(suiteItem));
    const ranked = shared.sort((a, b) => this.ids.weight(b) - this.ids.weight(a) || (a < b ? -1 : a > b ? 1 : 0));
    const confined = ranked.length > 0 && ranked.every((token) => this.confined(token));
    // A name is one identifier however many of its tails identifiers() keeps ("new york city", "york city"), so
    // it is listed and counted once; the shares weigh all of them, on both sides alike.
    const theirShare = this.theirShare(ranked, suiteItem);
    const evidence: IdentifierEvidence = { share, theirShare, confined, shared: withoutTails(ranked) };
    if (theirShare >= WHOLE && share < WHOLE && confined) evidence.otherRecord = this.namesOtherRecord(mine, suiteItem);
    return { evidence, rarest: ranked[0] };
  }

  /** IdentifierEvidence.otherRecord. */
  private namesOtherRecord(mine: WeighedTokens, suiteItem: number): boolean {
    const theirs = this.identifiersOf(suiteItem);
    const shapes = this.familyShapes(this.data.envOf?.[suiteItem]?.family);
    return mine.tokens.some((token) => namesRecord(token) && !theirs.has(token) && (this.ids.holds(token) || shapes.has(recordShape(token))));
  }

  /** The shapes (recordShape) of the strong identifiers the suite items of a family hold, made once a pair asks. */
  private familyShapes(family: string | undefined): ReadonlySet<string> {
    if (!this.shapes) {
      this.shapes = new Map();
      for (const token of this.ids.seen()) {
        if (!isStrongIdentifier(token)) continue;
        for (const holder of this.ids.holders(token)) {
          const of = this.data.envOf?.[holder]?.family;
          let set = this.shapes.get(of);
          if (!set) this.shapes.set(of, (set = new Set()));
          set.add(recordShape(token));
        }
      }
    }
    return this.shapes.get(family) ?? NO_SHAPES;
  }

  /**
   * The share of a suite item's identifiers, and of its kept tokens, that a translation of it would hold and the
   * item does (byEvidence.ts ranks equally strong candidates for a translation by them): theirShare of both, but
   * with the suite item's names that a translator translates left out of its weight unless the item holds them.
   * Such a name is written capitalised in the suite item and made of words the suite also writes in lower case
   * ("Fleece Jacket", a product: "veste polaire" in French), where a person's or a place's ("Yusuf Hernandez",
   * "Washington DC") is kept as written, and so is a literal quoted in lower case: else a customer's sibling
   * task naming no product outranked the original that names one.
   */
  translationShares(profile: ItemProfile, suiteItem: number): { identifiers: number; kept: number } {
    const text = this.data.items[suiteItem]?.text ?? '';
    const share = (index: TokenIndex, mine: WeighedTokens, theirs: ReadonlySet<string>) => {
      const held = new Set(mine.tokens);
      let total = 0;
      let common = 0;
      for (const token of theirs) {
        const w = index.weight(token);
        if (held.has(token)) {
          common += w;
          total += w;
        } else if (!this.names.translatable(token, text)) total += w;
      }
      return total > 0 ? Math.min(1, common / total) : 0;
    };
    return {
      identifiers: share(this.ids, profile.ids, this.identifiersOf(suiteItem)),
      kept: profile.kept ? share(this.keptIndex.tokens(), profile.kept, this.keptIndex.tokensOf(suiteItem)) : 0,
    };
  }

  /**
   * For a task in the model's language, its kept tokens against the suite item's (KeptEvidence), and whether it
   * names a record the suite item does not (a strong identifier of its own, which no paraphrase of that item has).
   */
  compareKeptInLanguage(profile: ItemProfile, suiteItem: number): KeptEvidence | undefined {
    if (!profile.keptInLanguage) return undefined;
    const theirs = this.identifiersOf(suiteItem);
    const otherRecord = profile.ids.tokens.some((token) => isStrongIdentifier(token) && !theirs.has(token));
    return { ...this.keptIndex.compare(profile.keptInLanguage(), suiteItem), inLanguage: { otherRecord } };
  }

  /**
   * compareKeptInLanguage on the item's part `index` alone (ItemProfile.parts), the records it names being the
   * part's: a record's machine fields around a suite task (an audit log's ARNs, account and session ids) hold
   * names and numbers of their own that cut the whole text's share of what it kept.
   */
  comparePartKept(profile: ItemProfile, index: number, suiteItem: number): KeptEvidence | undefined {
    const part = profile.parts?.()[index];
    if (!part?.keptInLanguage) return undefined;
    const theirs = this.identifiersOf(suiteItem);
    const otherRecord = part.ids.tokens.some((token) => isStrongIdentifier(token) && !theirs.has(token));
    return { ...this.keptIndex.compare(part.keptInLanguage(), suiteItem), inLanguage: { otherRecord }, ofPart: part.name };
  }

  /** Whether every strong identifier of the item, the too common ones too, is the suite item's (IdentifierEvidence.sole). */
  private namesNoOther(profile: ItemProfile, suiteItem: number): boolean {
    const theirs = this.identifiersOf(suiteItem);
    return profile.strongIds.every((token) => theirs.has(token));
  }

  /** Whether every suite item holding `token` is `suiteItem` or a version of it (IdentifierEvidence.sole). */
  private soleHolder(token: string, suiteItem: number): boolean {
    return this.ids.holders(token).every((h) => h === suiteItem || cosineOf(this.data, h, suiteItem) >= VARIANT_COSINE);
  }

  /** Whether the suite items holding `token` are all of one family (IdentifierEvidence.confined). */
  private confined(token: string): boolean {
    let found = this.confinedOf.get(token);
    if (found === undefined) {
      this.confinedOf.set(token, (found = oneFamily(this.data, this.ids.holders(token))));
    }
    return found;
  }

  /**
   * The weight of `shared` over that of all the suite item's rare identifiers. A token weighs the same on both
   * sides (one index), and the shared ones are the tokens both hold but the too common, so this is the
   * containment of the suite item's identifiers in the portfolio item's.
   */
  private theirShare(shared: readonly string[], suiteItem: number): number {
    if (shared.length === 0) return 0;
    let total = this.idWeightOf.get(suiteItem);
    if (total === undefined) this.idWeightOf.set(suiteItem, (total = this.ids.weigh(this.identifiersOf(suiteItem)).total));
    let common = 0;
    for (const token of shared) common += this.ids.weight(token);
    return total > 0 ? Math.min(1, common / total) : 0;
  }
}
