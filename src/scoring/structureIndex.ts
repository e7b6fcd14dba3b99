// The suite's tools (or tables) by calling shape: an index from the sorted multiset of an item's field tokens
// (structure.ts) to the suite items with that very multiset. It proposes candidates a reworded copy's cosine
// ranks too low, and it says how common a shape is: most one- and two-parameter shapes are shared by hundreds
// of unrelated tools (facets/fingerprint.ts measured 93% of two-parameter positional signatures shared), so a
// shape proposes candidates only while few suite items have it, and agreement alone never decides a flag —
// the decision (neighbors/decision.ts) asks for a cosine beside it.
import { grownFrom, structuralAgreement } from './structure.js';

export interface StructureIndexOptions {
  /** Fewest fields a shape needs to count at all (structuralAgreement's `minFields`). */
  minFields: number;
  /** Most suite items one shape may have and still propose them as candidates. */
  maxProposed: number;
}

/** Fewest fields of a suite shape that a grown one is compared with: two plain fields are inside half the tools there are. */
const MIN_GROWN_FIELDS = 3;

const keyOf = (tokens: readonly string[]): string => [...tokens].sort().join('\n');

/** A field token of a plain scalar: required or not, string, number, integer or boolean, no enum. */
const PLAIN = /^[ro]\|(string|number|integer|boolean)$/;

/**
 * Whether a shape says anything beyond "a function of a few scalars": three fields or more, or one with an
 * enum, an array or an object. Two required numbers are the shape of every arithmetic helper; in a suite of
 * three benchmarks only 6 tools have it, so the holders cap alone let `IncreaseValueWithPercent` match BFCL's
 * `percentage` at cosine 0.55 (the example report: 14 such tools, none a copy).
 */
export function informativeShape(tokens: readonly string[], minFields: number): boolean {
  return tokens.length >= minFields && (tokens.length >= 3 || tokens.some((t) => !PLAIN.test(t)));
}

export class StructureIndex {
  private readonly byShape = new Map<string, number[]>();
  private readonly holdersOf = new Map<number, number>();

  /** `tokensOf(i)` are the field tokens of item `i` (undefined when it has none, as tasks). */
  constructor(
    items: readonly number[],
    private readonly tokensOf: (item: number) => readonly string[] | undefined,
    private readonly options: StructureIndexOptions,
  ) {
    for (const item of items) {
      const tokens = tokensOf(item);
      if (!tokens || !informativeShape(tokens, options.minFields)) continue;
      const key = keyOf(tokens);
      const list = this.byShape.get(key);
      if (list) list.push(item);
      else this.byShape.set(key, [item]);
    }
  }

  /** Suite items with exactly this shape, when it is rare enough to say something (else none). */
  candidates(tokens: readonly string[] | undefined): number[] {
    if (!tokens || !informativeShape(tokens, this.options.minFields)) return [];
    const list = this.byShape.get(keyOf(tokens)) ?? [];
    return list.length <= this.options.maxProposed ? list : [];
  }

  /** How many suite items have the shape of this suite item (0 when it has fewer than `minFields` fields). */
  holders(suiteItem: number): number {
    // Once per suite item: it is asked for every portfolio item the suite item is a candidate of.
    let found = this.holdersOf.get(suiteItem);
    if (found === undefined) {
      const tokens = this.tokensOf(suiteItem);
      found = tokens && informativeShape(tokens, this.options.minFields) ? (this.byShape.get(keyOf(tokens))?.length ?? 0) : 0;
      this.holdersOf.set(suiteItem, found);
    }
    return found;
  }

  /** Whether the item is the suite item's shape grown by optional fields (structure.ts grownFrom), on a suite shape of three fields or more. */
  grown(tokens: readonly string[] | undefined, suiteItem: number): boolean {
    const theirs = this.tokensOf(suiteItem);
    if (!tokens || !theirs || theirs.length < MIN_GROWN_FIELDS || !informativeShape(theirs, this.options.minFields)) return false;
    return grownFrom(tokens, theirs);
  }

  /** Multiset Jaccard of the item's field tokens and a suite item's (0 when either shape is not informativeShape). */
  agreement(tokens: readonly string[] | undefined, suiteItem: number): number {
    const theirs = this.tokensOf(suiteItem);
    if (!tokens || !theirs || !informativeShape(tokens, this.options.minFields) || !informativeShape(theirs, this.options.minFields)) return 0;
    return structuralAgreement(tokens, theirs, this.options.minFields);
  }
}
