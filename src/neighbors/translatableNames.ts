// Which of a suite item's names a translator translates rather than keeps as written: a product's "Fleece
// Jacket" becomes "veste polaire" in French, where a person's or a place's name ("Yusuf Hernandez",
// "Washington DC") stays. Ranking a translation's candidates (evidence.ts translationShares) leaves the first
// kind out of what the original must share, else a customer's sibling task naming no product outranked the
// original that names one.
import type { RunData } from '../scoring/index.js';

/** A word in lower-case letters only, not part of a longer token. */
const LOWER_CASE_WORD = /(?<![\p{L}\p{N}_])\p{Ll}+(?![\p{L}\p{N}_])/gu;

export class TranslatableNames {
  /** Words the suite writes in lower case (translatable), found once a translation is ranked. */
  private lowerCase: Set<string> | null = null;

  constructor(
    private readonly data: RunData,
    private readonly suite: readonly number[],
  ) {}

  /**
   * Whether a token is a name, capitalised in `text`, of words the suite also writes in lower case. A literal
   * quoted in lower case is no such name: it is kept as written.
   */
  translatable(token: string, text: string): boolean {
    if (!/^\p{L}+(?: \p{L}+)*$/u.test(token)) return false;
    const words = token.split(' ');
    if (!text.includes(words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '))) return false;
    this.lowerCase ??= this.lowerCaseWords();
    const lower = this.lowerCase;
    return words.every((word) => lower.has(word));
  }

  /** Whether the suite writes `word` (lower-cased) as a word, in lower case, anywhere. */
  writtenInLowerCase(word: string): boolean {
    this.lowerCase ??= this.lowerCaseWords();
    return this.lowerCase.has(word);
  }

  /** The words the suite's items write in lower case, found once, when a translation first needs them. */
  private lowerCaseWords(): Set<string> {
    const words = new Set<string>();
    for (const item of this.suite) for (const { 0: word } of (this.data.items[item]?.text ?? '').matchAll(LOWER_CASE_WORD)) words.add(word);
    return words;
  }
}
