// Parts of a portfolio task of several paragraphs, each embedded on its own beside the whole text. A generator
// often sets a suite task inside text of its own: a user-simulator's rules, then "Your scenario:" and the task;
// an assistant's standing instructions, then the driver's requests; a role-play prompt whose sections hold the
// task, then its stop rules. MiniLM averages the whole, so the wrapper pulls a paraphrase of the suite task
// under the related threshold (0.63–0.72 on the hand-written sets), where the part holding the task scores
// 0.79–0.84 alone. Where the wrapper sits is unknown, so the parts are each paragraph, the text without its
// first paragraphs (a wrapper before) and without its last ones (a wrapper after). The canonical text folds
// whitespace, so the paragraphs are cut at ingest from the raw text, at blank lines, the one boundary every
// author writes alike.
import { foldWhitespace } from '../core/text.js';
import type { Passage } from '../core/types.js';

export const PASSAGE_LIMITS = {
  /**
   * Words a part needs to count: a heading ("### Step 1", "Your scenario:") says nothing alone, and a few words
   * can sit near a short suite task ("List the files.") without copying it.
   */
  minWords: 8,
  /** Parts embedded at most per task: a document pasted into a task must not flood the embed stage. */
  maxPassages: 16,
} as const;


const BLANK_LINE = /\n[^\S\n]*\n/u;

/**
 * The parts of `raw` when it has two paragraphs or more: the text without its first k paragraphs, without its
 * last k, and each paragraph, in that order, each once and with `minWords` words or more; else none.
 */
export function taskPassages(raw: string): Passage[] {
  const paragraphs = raw
    .split(BLANK_LINE)
    .map(foldWhitespace)
    .filter((p) => p.length > 0);
  const n = paragraphs.length;
  if (n < 2) return [];
  const spans: Array<[number, number]> = [];
  for (let k = 1; k < n; k++) spans.push([k, n - 1]);
  for (let k = 1; k < n; k++) spans.push([0, n - 1 - k]);
  for (let i = 0; i < n; i++) spans.push([i, i]);
  const seen = new Set<string>();
  const out: Passage[] = [];
  for (const [from, to] of spans) {
    const text = paragraphs.slice(from, to + 1).join(' ');
    if (seen.has(text) || text.split(' ').length < PASSAGE_LIMITS.minWords) continue;
    seen.add(text);
    out.push({ text, first: from + 1, last: to + 1 });
    if (out.length === PASSAGE_LIMITS.maxPassages) break;
  }
  return out;
}
