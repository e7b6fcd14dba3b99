// Which of several equally evidenced suite tasks a task not in the model's language translates. A tau-bench
// customer's tasks all hold the same name, id and code, so a translation's kept tokens and identifiers are as
// strong for its original as for a sibling task, and the cosine cannot read it. What tells them apart without
// reading the language: the words the translation keeps as written (a gloss, a brand, a loanword:
// "kútryksuguna (canister)", "visa kaarti", where the sibling says "robotic" and "the other card"; a number),
// then where its sentences end (sentenceLengths.ts: a translation renders sentence by sentence).
import { sentenceEndDistance, type RunData } from '../scoring/index.js';

/**
 * Distinct words of four letters or more, lower-cased, and numbers: a translator writes "size 8" as "8 码", and
 * among a customer's tasks a number one holds and its siblings lack tells them apart as a gloss does.
 */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{4,}|\p{Nd}+(?:[.,]\p{Nd}+)*/gu) ?? []);
}

export class TranslationTies {
  private readonly text: string;
  private readonly words: Set<string>;
  private readonly shared = new Map<number, number>();
  private readonly ends = new Map<number, number>();

  /** For portfolio item `item`; `active` false (an item in the model's language) makes every candidate tie. */
  constructor(
    private readonly data: RunData,
    item: number,
    private readonly active: boolean,
  ) {
    this.text = active ? (data.items[item]?.text ?? '') : '';
    this.words = active ? wordsOf(this.text) : new Set();
  }

  /** Negative when suite item `a` is the likelier original, positive when `b` is, 0 when nothing here tells. */
  compare(a: number, b: number): number {
    return this.glosses(b) - this.glosses(a) || this.apart(a) - this.apart(b);
  }

  /** What chose `best` among `others` (tied with it on every other evidence), for the match's why. */
  reason(best: number, others: readonly number[]): string {
    if (others.every((o) => this.glosses(o) < this.glosses(best))) {
      const theirs = others.map((o) => this.wordsOf(o));
      const told = [...this.wordsOf(best)].filter((w) => this.words.has(w) && theirs.some((t) => !t.has(w)));
      return `the words it shares as written: ${told.slice(0, 3).join(', ')}`;
    }
    if (others.every((o) => this.compare(best, o) !== 0)) return `where its sentences end, nearest the item's (mean distance ${this.apart(best).toFixed(3)} of the text's length)`;
    return "a cosine that cannot read the item's language";
  }

  /** How many of the item's words suite item `c` holds as written. */
  private glosses(c: number): number {
    let n = this.shared.get(c);
    if (n === undefined) {
      n = 0;
      if (this.words.size > 0) for (const w of this.wordsOf(c)) if (this.words.has(w)) n++;
      this.shared.set(c, n);
    }
    return n;
  }

  /** How far apart the sentence ends of the item and suite item `c` lie. */
  private apart(c: number): number {
    let d = this.ends.get(c);
    if (d === undefined) this.ends.set(c, (d = this.active ? sentenceEndDistance(this.text, this.data.items[c]?.text ?? '') : 0));
    return d;
  }

  private wordsOf(c: number): Set<string> {
    return wordsOf(this.data.items[c]?.text ?? '');
  }
}
