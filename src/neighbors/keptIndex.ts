// Kept tokens of the suite (scoring/identifiers.ts keptTokens: the names and numbers a translator leaves as
// written), indexed the first time a portfolio task needs them, and compared (KeptEvidence): which of a task's
// kept tokens a suite task holds, and how few suite items hold them all.
import { keptTokens, TokenIndex, type RunData, type WeighedTokens } from '../scoring/index.js';
import type { KeptEvidence } from './evidence.js';
import { withoutTails } from './evidenceTokens.js';
import { oneFamily } from './oneFamily.js';

/**
 * Kept tokens (names, numbers; keptTokens) in more than a quarter of the suite's items say nothing; the others
 * count only together, where few suite items hold all of them (KeptEvidence).
 */
const KEPT_INDEX = { maxShare: 0.25, minDocs: 5 };

export class KeptIndex {
  /** Kept tokens of the suite items, indexed only once a portfolio item needs them. */
  private index: TokenIndex | null = null;
  private readonly keptOf = new Map<number, Set<string>>();
  private readonly keptWeight = new Map<number, number>();

  /**
   * `identifiersOf(item)`: a suite item's identifiers if already found (not found again); `maxHolders`: kept
   * tokens all held by more suite items than this name no one record.
   */
  constructor(
    private readonly data: RunData,
    private readonly suite: readonly number[],
    private readonly identifiersOf: (item: number) => readonly string[] | undefined,
    private readonly maxHolders: number,
  ) {}

  /** Kept tokens of a suite item, made once per item. */
  tokensOf(item: number): Set<string> {
    let found = this.keptOf.get(item);
    if (!found) this.keptOf.set(item, (found = new Set(keptTokens(this.data.items[item]?.text ?? '', this.identifiersOf(item)))));
    return found;
  }

  tokens(): TokenIndex {
    return (this.index ??= new TokenIndex(this.suite, (i) => this.tokensOf(i), KEPT_INDEX));
  }

  /** A portfolio text's kept tokens, weighed (its identifiers, found already, are not found again). */
  weigh(text: string, identifiers: readonly string[]): WeighedTokens {
    return this.tokens().weigh(keptTokens(text, identifiers));
  }

  /** The kept tokens both hold (KeptEvidence): their share of the item's that the suite holds, and who holds them all. */
  compare(mine: WeighedTokens, suiteItem: number): KeptEvidence {
    const index = this.tokens();
    const theirs = this.tokensOf(suiteItem);
    let held = 0;
    let common = 0;
    const shared: string[] = [];
    mine.tokens.forEach((token, i) => {
      if (!mine.held?.[i]) return;
      const w = mine.weights[i] as number;
      held += w;
      if (theirs.has(token)) {
        common += w;
        shared.push(token);
      }
    });
    if (shared.length === 0) return { share: 0, theirShare: 0, shared, holders: 0, confined: false };
    shared.sort((a, b) => index.weight(b) - index.weight(a) || (a < b ? -1 : a > b ? 1 : 0));
    // A name is one token however many of its tails identifiers() keeps ("teriyaki tofu bowl", "tofu bowl").
    const names = withoutTails(shared);
    // Postings are in item order: the holders of all are walked from the rarest token's.
    const others = shared.slice(1).map((token) => new Set(index.holders(token)));
    const all = index.holders(shared[0] as string).filter((item) => others.every((set) => set.has(item)));
    const theirWeight = this.weightOf(suiteItem);
    const few = all.length > 0 && all.length <= this.maxHolders;
    const suiteOf = (i: number | undefined) => (i === undefined ? undefined : this.data.envOf?.[i]?.suite);
    const first = suiteOf(all[0]);
    return {
      share: held > 0 ? common / held : 0,
      theirShare: theirWeight > 0 ? Math.min(1, common / theirWeight) : 0,
      shared: names,
      holders: all.length,
      confined: few && oneFamily(this.data, all),
      oneSuite: all.length > 0 && all.every((i) => suiteOf(i) === first),
    };
  }

  /** Total weight of a suite item's indexed kept tokens (KeptEvidence.theirShare's denominator), made once per item. */
  private weightOf(suiteItem: number): number {
    let total = this.keptWeight.get(suiteItem);
    if (total === undefined) this.keptWeight.set(suiteItem, (total = this.tokens().weigh(this.tokensOf(suiteItem)).total));
    return total;
  }
}
