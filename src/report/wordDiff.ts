// A word-level diff of two texts, for the report's evidence viewers: which runs of words the portfolio text
// shares with the suite text and which are its own. jsdiff's diffWords (the `diff` package: maintained, typed,
// the diff most JavaScript tools use) does the comparison. Its edit search is bounded by MAX_EDITS, which is
// deterministic where its time-out is not: a pair that differs in more words than that is shown as two texts
// not compared, so a pathological pair cannot stall the report and the page stays the same bytes run to run.
import { diffWords as jsdiffWords } from 'diff';

export interface Change {
  value: string;
  /** Only in the second text. */
  added: boolean;
  /** Only in the first text. */
  removed: boolean;
}

/** Word edits the search may take before a pair counts as not compared (a few hundred ms at worst). */
const MAX_EDITS = 2_000;

/** Words with the whitespace that follows them. */
export function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export function diffWords(a: string, b: string): Change[] {
  const found = jsdiffWords(a, b, { maxEditLength: MAX_EDITS });
  if (!found) return [...(a ? [{ value: a, added: false, removed: true }] : []), ...(b ? [{ value: b, added: true, removed: false }] : [])];
  return found.map((c) => ({ value: c.value, added: c.added === true, removed: c.removed === true }));
}

/** Share of the first text's words that the second text shares (in order): 1 for a copy. */
export function sharedShare(changes: Change[]): number {
  let shared = 0;
  let own = 0;
  for (const c of changes) {
    const words = tokens(c.value).filter((t) => t.trim() !== '').length;
    if (!c.added && !c.removed) shared += words;
    else if (c.removed) own += words;
  }
  return shared + own === 0 ? 1 : shared / (shared + own);
}
