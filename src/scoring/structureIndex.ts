// The suite's tools (or tables) by calling shape: an index from the sorted multiset of an item's field tokens
// (structure.ts) to the suite items with that very multiset. It proposes candidates a reworded copy's cosine
// ranks too low, and it says how common a shape is: most one- and two-parameter shapes are shared by hundreds
// of unrelated tools (facets/fingerprint.ts measured 93% of two-parameter positional signatures shared), so a
// shape proposes candidates only while few suite items have it, and agreement alone never decides a flag —
// the decision (neighbors/decision.ts) asks for a cosine beside it.
import type { Facet } from '../core/types.js';
import { shapeKey } from '../facets/index.js';
import { cosineOf, describedCosine, type RunData } from './runData.js';
import { grownFrom, structuralAgreement } from './structure.js';

export interface StructureIndexOptions {
  /** Fewest fields a shape needs to count at all (structuralAgreement's `minFields`). */
  minFields: number;
  /** Most suite items one shape may have and still propose them as candidates. */
  maxProposed: number;
  /** Whether a shape of plain fields all of one type says nothing however many (tables: informativeShape). */
  oneTypeSaysNothing?: boolean;
}

/**
 * The options of a facet's structure index, for neighbors and calibrate alike. Informative shapes (informativeShape:
 * three fields, or fewer with an enum, an array or an object, one such field included) propose candidates while
 * at most 8 suite items have them: a reworded copy of a tool with a rare shape is found whatever its cosine, while
 * the common shapes (a few string parameters) that hundreds of suite tools share would only add work — for those
 * the embedding's neighbours are compared. One field counts since a statistics helper's one array of numbers,
 * reworded to 0.65, held the shape only BFCL MathAPI's five list tools have (on the real data, where BFCL's
 * single-turn tools hold most such shapes, no match changed).
 */
export function structureIndexOptions(facet: Facet): StructureIndexOptions {
  return { minFields: 1, maxProposed: 8, oneTypeSaysNothing: facet === 'state' };
}

/**
 * Fewest fields of a suite shape that a grown one is compared with, unless every field is informative (an enum, an
 * array, an object): two plain fields are inside half the tools there are, while MathAPI's list tools alone take
 * one array of numbers, and a curriculum generator's `standard_deviation` given a sample flag and a verbose mode
 * (0.63 to its original) is that shape grown.
 */
const MIN_GROWN_FIELDS = 3;

/**
 * Most suite items an enum value set may be held by and still point at one tool: a tool and its version in a
 * second suite (tau2-bench rewrote tau-bench's tools keeping their enums).
 */
export const RARE_ENUM_HOLDERS = 2;

/** A field token's enum values as written in it (`r|string|enum:a,b` → `a,b`), when it has two or more; else null. */
function enumOf(token: string): string | null {
  const at = token.indexOf('|enum:');
  if (at < 0) return null;
  const values = token.slice(at + 6);
  return values.includes(',') ? values : null;
}

/** A field token of a plain scalar: required or not, string, number, integer or boolean, no enum. */
const PLAIN = /^[ro]\|(string|number|integer|boolean)$/;

/**
 * Whether a shape says anything beyond "a function of a few scalars": three fields or more, or one with an
 * enum, an array or an object. Two required numbers are the shape of every arithmetic helper; in a suite of
 * three benchmarks only 6 tools have it, so the holders cap alone let `IncreaseValueWithPercent` match BFCL's
 * `percentage` at cosine 0.55 (the example report: 14 such tools, none a copy). With `oneTypeSaysNothing` (tables),
 * nor do plain fields all of one type however many: a table of four text columns is what a spreadsheet export
 * makes of anything, and BFCL's `doorStatus`, the one suite table of that shape, drew three new tables of the
 * held-out set (a car's vehicles, its trailer lamps, special-assistance requests) at cosines 0.52-0.53, none a
 * copy; no table match of the real data or of a held-out rewrite rests on such a shape.
 */
export function informativeShape(tokens: readonly string[], minFields: number, oneTypeSaysNothing = false): boolean {
  if (tokens.length < minFields) return false;
  if (tokens.some((t) => !PLAIN.test(t))) return true;
  return tokens.length >= 3 && !(oneTypeSaysNothing && tokens.every((t) => t === tokens[0]));
}

/** An item's calling shape against a suite item's (StructureIndex.channels). */
export interface ShapeChannels {
  structure: number;
  shapeHolders: number;
  grown: boolean;
  /** The enum value set of two values or more both shapes hold, which at most two suite items hold. */
  rareEnum?: string;
}

/** The description channel of two tools of one calling shape (decision.ts PairChannels.described). */
export interface DescribedChannel {
  /** The cosine of the item's nearest description unit to the suite tool's description. */
  similarity: number;
  /** That unit (a sentence of its description, its name's words, or the whole description). */
  unit: string;
  /** Suite tools of the shape. */
  holders: number;
}

/**
 * The description channel of tool `a` against suite tool `b` when they have one calling shape, any shape (no
 * parameters too), both have description units (facets/descriptions.ts), and `b` is of the suite tools of that
 * shape the one `a` is nearest by cosine; else undefined. MiniLM reads the sentences of a family of tools
 * written alike as near as a paraphrase (a rewrite's "takes the second number away from the first" is 0.70 to
 * BFCL's "Divide one number by another."), so the sentence says which tools of the shape are in question and the
 * whole text, which reads the rest, which one of them. Suite tools at least `variantCosine` alike are one tool
 * here (a converter and its inverse, 0.98 alike: which of them, the caller's variant logic tells). None on a
 * shape more than `maxHolders` suite tools have (ingest embeds units only for shapes of the default's 64 or fewer).
 */
export function describedChannel(data: RunData, a: number, b: number, shapes: StructureIndex, variantCosine: number, maxHolders: number): DescribedChannel | undefined {
  const holders = shapes.sameShapeHolders(data.items[a]?.structure, b);
  if (holders.length === 0 || holders.length > maxHolders) return undefined;
  // First whether both have units (few tools do): the comparison with the shape's other tools costs more.
  const near = describedCosine(data, a, b);
  if (!near) return undefined;
  const own = cosineOf(data, a, b);
  const nearer = (h: number) => {
    const cosine = cosineOf(data, a, h);
    return cosine > own || (cosine === own && h < b);
  };
  if (holders.some((h) => h !== b && nearer(h) && cosineOf(data, b, h) < variantCosine)) return undefined;
  return { similarity: near.cosine, unit: data.items[a]?.description_units?.[near.unit] ?? '', holders: holders.length };
}

export class StructureIndex {
  private readonly byShape = new Map<string, number[]>();
  /** Suite items by every shape, informative or not, no fields too (sameShapeHolders). */
  private readonly anyShape = new Map<string, number[]>();
  private readonly keys = new WeakMap<readonly string[], string>();
  private readonly holdersOf = new Map<number, number>();
  /** Suite items by each enum value set (of two values or more) their fields hold. */
  private readonly byEnum = new Map<string, number[]>();

  /** `tokensOf(i)` are the field tokens of item `i` (undefined when it has none, as tasks). */
  constructor(
    items: readonly number[],
    private readonly tokensOf: (item: number) => readonly string[] | undefined,
    private readonly options: StructureIndexOptions,
  ) {
    for (const item of items) {
      const tokens = tokensOf(item);
      for (const values of new Set((tokens ?? []).map(enumOf))) {
        if (values === null) continue;
        const list = this.byEnum.get(values);
        if (list) list.push(item);
        else this.byEnum.set(values, [item]);
      }
      if (tokens) {
        const key = shapeKey(tokens);
        const list = this.anyShape.get(key);
        if (list) list.push(item);
        else this.anyShape.set(key, [item]);
      }
      if (!tokens || !informativeShape(tokens, options.minFields, options.oneTypeSaysNothing)) continue;
      const key = shapeKey(tokens);
      const list = this.byShape.get(key);
      if (list) list.push(item);
      else this.byShape.set(key, [item]);
    }
  }

  /**
   * Suite items with exactly this shape, when it is rare enough to say something (else none), then those holding
   * one of its rare enum value sets (rareEnum).
   */
  candidates(tokens: readonly string[] | undefined): number[] {
    if (!tokens) return [];
    const list = informativeShape(tokens, this.options.minFields, this.options.oneTypeSaysNothing) ? (this.byShape.get(shapeKey(tokens)) ?? []) : [];
    const out = list.length <= this.options.maxProposed ? [...list] : [];
    for (const token of tokens) {
      const values = enumOf(token);
      const holders = values === null ? undefined : this.byEnum.get(values);
      if (holders && holders.length <= RARE_ENUM_HOLDERS) for (const c of holders) if (!out.includes(c)) out.push(c);
    }
    return out;
  }

  /**
   * An enum value set of two values or more that the item's fields and the suite item's both hold and at most
   * RARE_ENUM_HOLDERS suite items hold (its values as the field token writes them), else null. Code calls a tool
   * with its enum's values, so a rewrite keeps them as written in any language, as a translation keeps a
   * customer's order number: `no longer needed, ordered by mistake` is tau-bench retail's cancellation alone.
   */
  rareEnum(tokens: readonly string[] | undefined, suiteItem: number): string | null {
    const theirs = this.tokensOf(suiteItem);
    if (!tokens || !theirs) return null;
    for (const token of theirs) {
      const values = enumOf(token);
      if (values === null || (this.byEnum.get(values)?.length ?? Infinity) > RARE_ENUM_HOLDERS) continue;
      if (tokens.some((t) => enumOf(t) === values)) return values;
    }
    return null;
  }

  /** How many suite items have the shape of this suite item (0 when it has fewer than `minFields` fields). */
  holders(suiteItem: number): number {
    // Once per suite item: it is asked for every portfolio item the suite item is a candidate of.
    let found = this.holdersOf.get(suiteItem);
    if (found === undefined) {
      const tokens = this.tokensOf(suiteItem);
      found = tokens && informativeShape(tokens, this.options.minFields, this.options.oneTypeSaysNothing) ? (this.byShape.get(shapeKey(tokens))?.length ?? 0) : 0;
      this.holdersOf.set(suiteItem, found);
    }
    return found;
  }

  /**
   * The suite items of the suite item's calling shape, any shape (no fields too), when the item has it too; else
   * none.
   */
  sameShapeHolders(tokens: readonly string[] | undefined, suiteItem: number): readonly number[] {
    const theirs = this.tokensOf(suiteItem);
    if (!tokens || !theirs || tokens.length !== theirs.length) return [];
    const key = this.keyOf(theirs);
    return this.keyOf(tokens) === key ? (this.anyShape.get(key) ?? []) : [];
  }

  /** shapeKey, once per token list: an item is compared with each of its candidates, a suite item with many items. */
  private keyOf(tokens: readonly string[]): string {
    let key = this.keys.get(tokens);
    if (key === undefined) this.keys.set(tokens, (key = shapeKey(tokens)));
    return key;
  }

  /**
   * Whether the item is the suite item's shape grown by optional fields (structure.ts grownFrom), on a suite shape
   * of three fields or more, or of informative fields alone (MIN_GROWN_FIELDS).
   */
  grown(tokens: readonly string[] | undefined, suiteItem: number): boolean {
    const theirs = this.tokensOf(suiteItem);
    if (!tokens || !theirs || !informativeShape(theirs, this.options.minFields, this.options.oneTypeSaysNothing)) return false;
    if (theirs.length < MIN_GROWN_FIELDS && theirs.some((t) => PLAIN.test(t))) return false;
    return grownFrom(tokens, theirs);
  }

  /**
   * The calling-shape channels of the item against a suite item (decision.ts PairChannels): agreement, the
   * shape's holders, whether the item grew it, and the rare enum value set both hold when the shapes are one.
   */
  channels(tokens: readonly string[] | undefined, suiteItem: number): ShapeChannels {
    const structure = this.agreement(tokens, suiteItem);
    const grown = this.grown(tokens, suiteItem);
    const rareEnum = structure >= 1 || grown ? this.rareEnum(tokens, suiteItem) : null;
    return { structure, shapeHolders: this.holders(suiteItem), grown, ...(rareEnum !== null ? { rareEnum } : {}) };
  }

  /** Multiset Jaccard of the item's field tokens and a suite item's (0 when either shape is not informativeShape). */
  agreement(tokens: readonly string[] | undefined, suiteItem: number): number {
    const theirs = this.tokensOf(suiteItem);
    if (!tokens || !theirs || !informativeShape(tokens, this.options.minFields, this.options.oneTypeSaysNothing) || !informativeShape(theirs, this.options.minFields, this.options.oneTypeSaysNothing)) return 0;
    return structuralAgreement(tokens, theirs, this.options.minFields);
  }
}
