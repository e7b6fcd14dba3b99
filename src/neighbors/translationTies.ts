// Which of several equally evidenced suite tasks a task not in the model's language translates. A tau-bench
// customer's tasks all hold the same name, id and code, so a translation's kept tokens and identifiers are as
// strong for its original as for a sibling task, and the cosine cannot read it. What tells them apart without
// reading the language: the words the translation keeps as written (a gloss, a brand, a loanword:
// "kútryksuguna (canister)", "visa kaarti", where the sibling says "robotic" and "the other card"; a number),
// then the words it shares in their first letters, as cognates and loanwords do (a German "Informationen" where
// tau-bench airline test_39 says "information" and its sibling test_38 does not), then where its sentences end
// (sentenceLengths.ts: a translation renders sentence by sentence).
import { sentenceEndDistance, type RunData } from '../scoring/index.js';

/**
 * Distinct words of four letters or more, lower-cased, and numbers: a translator writes "size 8" as "8 码", and
 * among a customer's tasks a number one holds and its siblings lack tells them apart as a gloss does.
 */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{4,}|\p{Nd}+(?:[.,]\p{Nd}+)*/gu) ?? []);
}

/** Letters a cognate keeps from the English word: "informationen" and "information", "cancellare" and "cancel". */
const STEM = 5;

/** The first STEM letters of the words of STEM letters or more. */
function stemsOf(words: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const w of words) if (w.length >= STEM && /^\p{L}+$/u.test(w)) out.add(w.slice(0, STEM));
  return out;
}

export class TranslationTies {
  private readonly text: string;
  private readonly words: Set<string>;
  private readonly stems: Set<string>;
  private readonly shared = new Map<number, number>();
  private readonly kin = new Map<number, number>();
  private readonly ends = new Map<number, number>();

  /** For portfolio item `item`; `active` false (an item in the model's language) makes every candidate tie. */
  constructor(
    private readonly data: RunData,
    item: number,
    private readonly active: boolean,
  ) {
    this.text = active ? (data.items[item]?.text ?? '') : '';
    this.words = active ? wordsOf(this.text) : new Set();
    this.stems = stemsOf(this.words);
  }

  /** Negative when suite item `a` is the likelier original, positive when `b` is, 0 when nothing here tells. */
  compare(a: number, b: number): number {
    return this.glosses(b) - this.glosses(a) || this.cognates(b) - this.cognates(a) || this.apart(a) - this.apart(b);
  }

  /** What chose `best` among `others` (tied with it on every other evidence), for the match's why. */
  reason(best: number, others: readonly number[]): string {
    if (others.every((o) => this.glosses(o) < this.glosses(best))) {
      const theirs = others.map((o) => this.wordsOf(o));
      const told = [...this.wordsOf(best)].filter((w) => this.words.has(w) && theirs.some((t) => !t.has(w)));
      return `the words it shares as written: ${told.slice(0, 3).join(', ')}`;
    }
    if (others.every((o) => this.glosses(o) < this.glosses(best) || (this.glosses(o) === this.glosses(best) && this.cognates(o) < this.cognates(best)))) {
      const theirs = others.map((o) => stemsOf(this.wordsOf(o)));
      const kin = [...this.wordsOf(best)].filter((w) => w.length >= STEM && this.stems.has(w.slice(0, STEM)) && theirs.some((t) => !t.has(w.slice(0, STEM))));
      return `the words it shares in their first ${STEM} letters (as cognates do): ${kin.slice(0, 3).join(', ')}`;
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

  /** How many words of suite item `c` not held as written begin as one of the item's words begins. */
  private cognates(c: number): number {
    let n = this.kin.get(c);
    if (n === undefined) {
      n = 0;
      if (this.stems.size > 0) for (const stem of stemsOf(this.wordsOf(c))) if (this.stems.has(stem)) n++;
      this.kin.set(c, n);
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
