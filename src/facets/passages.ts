// Parts of a portfolio task of several paragraphs, each embedded on its own beside the whole text. A generator
// often sets a suite task inside text of its own: a user-simulator's rules, then "Your scenario:" and the task;
// an assistant's standing instructions, then the driver's requests; a role-play prompt whose sections hold the
// task, then its stop rules; a greeting and a signature around an e-mail's request. MiniLM averages the whole,
// so the wrapper pulls a paraphrase of the suite task under the related threshold (0.63–0.74 on the
// hand-written sets), where the text without the wrapper scores 0.78–0.84. The wrapper comes before the task,
// after it or both, so the parts are the text without its first paragraph, without its last, and without
// both. Every span of paragraphs, or each paragraph as well, found no more on those sets (a part without the
// first two of six paragraphs scored 0.793 where one without the first and last scored 0.783) and cost up to
// five times the embedding of such a task where these cost at most three. The canonical text folds whitespace,
// so the paragraphs are cut at ingest from the raw text, at blank lines, the one boundary every author writes
// alike.
import { foldWhitespace } from '../core/text.js';
import type { Passage } from '../core/types.js';

export const PASSAGE_LIMITS = {
  /**
   * Words a part needs to count: a heading ("### Step 1", "Your scenario:") says nothing alone, and a few words
   * can sit near a short suite task ("List the files.") without copying it.
   */
  minWords: 8,
} as const;

const BLANK_LINE = /\n[^\S\n]*\n/u;

/**
 * The parts of `raw` when it has two paragraphs or more: the text without its first paragraph, without its last,
 * and without both, each once and with `minWords` words or more; else none.
 */
export function taskPassages(raw: string): Passage[] {
  const paragraphs = raw
    .split(BLANK_LINE)
    .map(foldWhitespace)
    .filter((p) => p.length > 0);
  const n = paragraphs.length;
  if (n < 2) return [];
  const spans: Array<[number, number]> = [[1, n - 1], [0, n - 2]];
  if (n > 2) spans.push([1, n - 2]);
  const seen = new Set<string>();
  const out: Passage[] = [];
  for (const [from, to] of spans) {
    const text = paragraphs.slice(from, to + 1).join(' ');
    if (seen.has(text) || text.split(' ').length < PASSAGE_LIMITS.minWords) continue;
    seen.add(text);
    out.push({ text, first: from + 1, last: to + 1 });
  }
  return out;
}
