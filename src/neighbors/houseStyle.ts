// A suite environment's house style: the word n-grams two or more of its items (of one facet) hold, which its
// authors write into every tool ("Be careful there is a '#' symbol at the beginning of the order id."). A new
// tool written in that style shares them without copying anything (evidence.ts overlap sets them aside).
import type { RunData } from '../scoring/index.js';

const EMPTY_HOUSE: ReadonlySet<number> = new Set();

export class HouseStyle {
  /** Per suite environment and facet, its house-style n-grams. */
  private readonly house = new Map<string, Set<number>>();

  /** `shinglesOf(item)`: an item's word n-grams, hashed. */
  constructor(
    private readonly data: RunData,
    private readonly shinglesOf: (item: number) => ReadonlySet<number>,
  ) {}

  /** N-grams two or more items of the suite item's environment (of its facet) hold, made once per environment. */
  of(suiteItem: number): ReadonlySet<number> {
    const env = this.data.envOf[suiteItem];
    const facet = this.data.items[suiteItem]?.facet;
    if (!env || !facet) return EMPTY_HOUSE;
    const key = `${env.key}\u0000${facet}`;
    let found = this.house.get(key);
    if (!found) {
      const seen = new Set<number>();
      found = new Set<number>();
      for (const item of env.items[facet]) {
        for (const s of this.shinglesOf(item)) {
          if (seen.has(s)) found.add(s);
          else seen.add(s);
        }
      }
      this.house.set(key, found);
    }
    return found;
  }
}
