// Where a text's sentences end, as fractions of its length: what a translation keeps of its original when it
// keeps no word of it. Translators render sentence by sentence, and a sentence's length in characters is
// roughly proportional across languages (the premise of Gale and Church's sentence alignment, 1993), so a
// translation's sentence ends fall near its original's, while another task of the same customer, holding the
// same name, id and code but saying other things, ends its sentences elsewhere or has more or fewer of them.
// On the hand-written translations of tau-bench tasks whose customers have other tasks (46 across the sets),
// the original's ends were the nearest in 36; the cosine of a translation to English texts says nothing there.
import { SYLLABIC } from '../core/language.js';

/**
 * A sentence ends at a full stop, question or exclamation mark: a Latin one before white space or the end (not
 * in "3.5", "e.g.x" or "report.txt"), a CJK, Devanagari, Arabic or Ethiopic one anywhere (CJK puts no space after).
 */
const SENTENCE_END = /[.!?]+(?=\s|$)|[。！？।؟۔።]+/gu;
/** A Han, kana or Hangul character weighs as three letters, as in language.ts: it is a syllable or a word. */
const SYLLABLE_WEIGHT = 3;

/** The fractions of `text`'s length at which its sentences end, the last one (the text's end) left out. */
export function sentenceEnds(text: string): number[] {
  const trimmed = text.trim();
  const weigh = (s: string) => s.length + (SYLLABLE_WEIGHT - 1) * (s.match(SYLLABIC)?.length ?? 0);
  const total = weigh(trimmed);
  if (total === 0) return [];
  const ends: number[] = [];
  for (const m of trimmed.matchAll(SENTENCE_END)) {
    const at = (m.index as number) + m[0].length;
    if (at < trimmed.length) ends.push(weigh(trimmed.slice(0, at)) / total);
  }
  return ends;
}

/**
 * How far apart two texts' sentence ends lie: the mean distance from each end to the other text's nearest, both
 * ways, averaged (0: the same places; an end the other lacks counts its distance to the nearest one it has).
 * A text of one sentence is compared by its length alone: 0 against another, 0.5 against a text of several.
 */
export function sentenceEndDistance(a: string, b: string): number {
  const [x, y] = [sentenceEnds(a), sentenceEnds(b)];
  if (x.length === 0 || y.length === 0) return x.length === y.length ? 0 : 0.5;
  return (meanNearest(x, y) + meanNearest(y, x)) / 2;
}

function meanNearest(from: number[], to: number[]): number {
  let sum = 0;
  for (const f of from) {
    let best = Infinity;
    for (const t of to) best = Math.min(best, Math.abs(f - t));
    sum += best;
  }
  return sum / from.length;
}
