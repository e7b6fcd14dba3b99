// Evidence beyond cosine for one facet's search: the suite items' rare identifiers and rare word n-grams, in
// token indexes (src/scoring). They propose candidates the embedding ranks too low — a translation keeps its
// original's order number and user name, a template reused with other entities keeps its wording — and they
// say, for a chosen match, which identifiers the two share: the "why" written beside the cosine.
import { identifiers, TokenIndex } from '../scoring/index.js';
import { shingles } from '../signatures/index.js';
import type { RunData } from './runData.js';

/** Identifiers in more than 1% of the suite items (or 5 items, whichever is more) identify nothing. */
const IDENTIFIER_INDEX = { maxShare: 0.01, minDocs: 5 };
/** N-grams in more than 0.5% of them are boilerplate ("your user id is"), not a sign of copied wording. */
const SHINGLE_INDEX = { maxShare: 0.005, minDocs: 5 };

export interface IdentifierEvidence {
  /** Weighted share of the portfolio item's rare identifiers that the suite item holds too. */
  share: number;
  /** Those identifiers, rarest first. */
  shared: string[];
}

export class FacetEvidence {
  private readonly ids: TokenIndex;
  private readonly grams: TokenIndex;
  private readonly idsOf = new Map<number, string[]>();
  private readonly gramsOf = new Map<number, Set<string>>();

  constructor(
    private readonly data: RunData,
    suite: readonly number[],
    private readonly shingleWords: number,
  ) {
    this.ids = new TokenIndex(suite, (i) => this.identifiersOf(i), IDENTIFIER_INDEX);
    this.grams = new TokenIndex(suite, (i) => this.shinglesOf(i), SHINGLE_INDEX);
  }

  identifiersOf(item: number): string[] {
    let found = this.idsOf.get(item);
    if (!found) this.idsOf.set(item, (found = identifiers(this.data.items[item]?.text ?? '')));
    return found;
  }

  /** Word n-grams of an item, made once per item however many items it is a candidate of. */
  shinglesOf(item: number): Set<string> {
    let found = this.gramsOf.get(item);
    if (!found) this.gramsOf.set(item, (found = shingles(this.data.items[item]?.text ?? '', { n: this.shingleWords })));
    return found;
  }

  /** Suite items sharing the rarest identifiers, then those sharing the rarest n-grams, `limit` of each. */
  candidates(item: number, limit: number): number[] {
    const text = this.data.items[item]?.text ?? '';
    return [...this.ids.candidates(identifiers(text), limit), ...this.grams.candidates(shingles(text, { n: this.shingleWords }), limit)];
  }

  /** Which of the portfolio item's rare identifiers the suite item holds, and their weighted share. */
  identifierOverlap(item: number, suiteItem: number): IdentifierEvidence {
    const mine = identifiers(this.data.items[item]?.text ?? '');
    const { share, shared } = this.ids.overlap(mine, new Set(this.identifiersOf(suiteItem)));
    return { share, shared: shared.sort((a, b) => this.ids.weight(b) - this.ids.weight(a) || (a < b ? -1 : a > b ? 1 : 0)) };
  }
}
