// An inverted index from tokens (rare identifiers, word n-grams) to the suite items holding them, with each
// token's inverse document frequency. It does two jobs: it proposes candidates that cosine ranks too low (a
// translation whose original is 62nd by cosine still shares its order number with it), and it weighs shared
// tokens by how rare they are in the suite, so that "2024" or "the order" says little and "#W2378156" a lot.
// Tokens held by more than `maxShare` of the suite items are left out: they identify nothing.

export interface TokenIndexOptions {
  /** Largest share of the items a token may be in and still be indexed (and weigh anything). */
  maxShare: number;
  /** Floor on that cut, in items, so a small suite keeps tokens shared by a few of its items. */
  minDocs: number;
}

/** Tokens are strings (identifiers, shown in a match's "why") or numbers (hashed n-grams, never shown). */
export type Token = string | number;

export interface WeighedTokens<T extends Token = string> {
  tokens: T[];
  weights: number[];
  total: number;
  /** Per token, whether the index holds it (it can propose candidates); absent when not recorded. */
  held?: boolean[];
}

/**
 * The largest share of `weighed` (weighed by an index) that any of that index's items can hold: the weight of
 * its held tokens over its total, as overlapIndexed sums them. A bound in floating point too: the shares sum a
 * subset of the same positive weights in the same order, and rounding keeps the order of sums.
 */
export function largestIndexedShare<T extends Token>(weighed: WeighedTokens<T>): number {
  if (weighed.total <= 0) return 0;
  const held = weighed.held;
  if (!held) return 1;
  let sum = 0;
  for (let i = 0; i < weighed.tokens.length; i++) if (held[i]) sum += weighed.weights[i] as number;
  return sum / weighed.total;
}

export class TokenIndex<T extends Token = string> {
  private readonly postings = new Map<T, number[]>();
  /** Every token seen in the suite with its weight (0 for those cut as too common): one lookup per token. */
  private readonly weights = new Map<T, number>();
  private readonly unseen: number;
  /**
   * For number tokens (hashed n-grams): one bit per hash value modulo its length, set for every token seen,
   * so that most unseen tokens are known unseen without a lookup in `weights`. A new text's n-grams are mostly
   * unseen in the suite, and a Map of hundreds of thousands of keys costs a cache miss per lookup; 16 bits per
   * seen token answer 94% of the unseen ones from a few hundred kilobytes.
   */
  private readonly seenBits: Uint32Array | null = null;
  readonly size: number;

  /** `tokensOf(i)` are the tokens of item `items[i]`; postings hold the item numbers of `items`. */
  constructor(items: readonly number[], tokensOf: (item: number) => Iterable<T>, options: TokenIndexOptions) {
    this.size = items.length;
    for (const item of items) {
      const tokens = tokensOf(item);
      for (const token of tokens instanceof Set ? (tokens as Set<T>) : new Set(tokens)) {
        const list = this.postings.get(token);
        if (list) list.push(item);
        else this.postings.set(token, [item]);
      }
    }
    const cap = Math.max(options.minDocs, Math.floor(options.maxShare * items.length));
    for (const [token, list] of this.postings) {
      if (list.length <= cap) {
        this.weights.set(token, Math.log(1 + this.size / list.length));
      } else {
        this.postings.delete(token);
        this.weights.set(token, 0);
      }
    }
    this.unseen = Math.log(1 + this.size);
    const numbers = [...this.weights.keys()].every((token) => typeof token === 'number');
    if (numbers && this.weights.size > 0) {
      const bits = new Uint32Array(2 ** Math.ceil(Math.log2(Math.max(1024, this.weights.size * 16))) / 32);
      for (const token of this.weights.keys()) {
        const at = (token as number) & (bits.length * 32 - 1);
        bits[at >>> 5] = (bits[at >>> 5] as number) | (1 << (at & 31));
      }
      this.seenBits = bits;
    }
  }

  /** The token's weight from `weights`, undefined when it was never seen. */
  private lookup(token: T): number | undefined {
    const bits = this.seenBits;
    if (bits) {
      const at = (token as number) & (bits.length * 32 - 1);
      if (((bits[at >>> 5] as number) & (1 << (at & 31))) === 0) return undefined;
    }
    return this.weights.get(token);
  }

  /** The suite items holding the token, in item order (none when it is unseen or too common). */
  holders(token: T): readonly number[] {
    return this.postings.get(token) ?? [];
  }

  /** Every token some suite item holds, too common ones included. */
  seen(): IterableIterator<T> {
    return this.weights.keys();
  }

  /** Whether some suite item (not too many) holds the token: whether it can propose candidates. */
  holds(token: T): boolean {
    return this.postings.has(token);
  }

  /**
   * ln(1 + N / df); a token no suite item holds weighs as one held by a single item (it is as rare as a token
   * gets, and an item's tokens the suite lacks must count against its overlap); a token cut as too common, 0.
   */
  weight(token: T): number {
    return this.weights.get(token) ?? this.unseen;
  }

  /**
   * The items sharing at least one indexed token with `tokens`, the `limit` with the largest sum of shared
   * token weights, heaviest first, ties to the lower item number.
   */
  candidates(tokens: Iterable<T>, limit: number): number[] {
    const scores = new Map<number, number>();
    for (const token of new Set(tokens)) {
      const list = this.postings.get(token);
      if (!list) continue;
      const w = this.weight(token);
      for (const item of list) scores.set(item, (scores.get(item) ?? 0) + w);
    }
    return [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit).map(([item]) => item);
  }

  /** `tokens` (each once) but the too common ones, with their weights: what overlapWeighed compares. */
  weigh(tokens: Iterable<T>): WeighedTokens<T> {
    const kept: T[] = [];
    const weights: number[] = [];
    const held: boolean[] = [];
    let total = 0;
    for (const token of tokens instanceof Set ? (tokens as Set<T>) : new Set(tokens)) {
      // One lookup answers both: absent is unseen (not held), 0 is cut as too common, else held.
      const found = this.lookup(token);
      const w = found ?? this.unseen;
      if (w === 0) continue;
      kept.push(token);
      weights.push(w);
      held.push(found !== undefined);
      total += w;
    }
    return { tokens: kept, weights, total, held };
  }

  /** overlap() for tokens weighed once: the same share, without weighing them again for every other text. */
  overlapWeighed(mine: WeighedTokens<T>, theirs: ReadonlySet<T>): { share: number; shared: T[] } {
    return this.shared(mine, theirs, undefined);
  }

  /**
   * overlapWeighed() where `theirs` are the tokens of one of the indexed items and `mine` was weighed here:
   * such an item's tokens are each held or cut as too common, so only `mine`'s held tokens can be among them
   * and the others are not looked up. A new task's n-grams are mostly unseen in the suite, and the evidence
   * compares each with a score of candidates.
   */
  overlapIndexed(mine: WeighedTokens<T>, theirs: ReadonlySet<T>): { share: number; shared: T[] } {
    return this.shared(mine, theirs, mine.held);
  }

  /** The weighted share of `mine` that `theirs` holds and those tokens, looking up only the `held` ones when given. */
  private shared(mine: WeighedTokens<T>, theirs: ReadonlySet<T>, held: readonly boolean[] | undefined): { share: number; shared: T[] } {
    let common = 0;
    const shared: T[] = [];
    for (let i = 0; i < mine.tokens.length; i++) {
      if (held && !held[i]) continue;
      const token = mine.tokens[i] as T;
      if (!theirs.has(token)) continue;
      common += mine.weights[i] as number;
      shared.push(token);
    }
    return { share: mine.total > 0 ? common / mine.total : 0, shared };
  }

  /**
   * Weighted containment of `mine` in `theirs`: the weight of the tokens both hold over the weight of all of
   * `mine`'s tokens but the too common ones (0 when none is left). What share of what identifies this text the
   * other has: a token the suite never saw counts against it at full weight.
   */
  overlap(mine: Iterable<T>, theirs: ReadonlySet<T>): { share: number; shared: T[] } {
    return this.overlapWeighed(this.weigh(mine), theirs);
  }

}
