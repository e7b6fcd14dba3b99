// Structural agreement of two tools (or two tables): how alike their parameters (columns) are once names and
// descriptions are set aside — each top-level field as whether it is required, its type with element types,
// and its enum values. A generator that renames a tool's parameters and rewords every description keeps these,
// and cosine on the reworded text may fall to where distinct tools of one domain sit; the exact rename-invariant
// fingerprint (`renamed`) keeps parameter names as words, so it misses such a rewrite, where this still sees
// the same calling shape. Order- and name-invariant: a multiset of field signatures, compared by Jaccard.
import { structureTokens } from '../facets/index.js';
import { words } from '../signatures/index.js';
import { splitTopLevel } from '../core/text.js';

/** A field token's union split outside element types: `number|array<string|null>` → number, array<string|null>. */
const ELEMENT_TYPES = { open: '<{', close: '>}' };

/** One token per top-level field (facets/fingerprint.ts, where items.jsonl gets them). */
export { structureTokens };

/**
 * Multiset Jaccard of two field-token lists: shared fields (with multiplicity) over all fields; 0 when either
 * side has fewer than `minFields` (one string parameter agrees with half the tools there are).
 */
export function structuralAgreement(a: readonly string[], b: readonly string[], minFields = 2): number {
  if (a.length < minFields || b.length < minFields) return 0;
  const counts = new Map<string, number>();
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
  let shared = 0;
  for (const t of b) {
    const left = counts.get(t) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(t, left - 1);
    }
  }
  return shared / (a.length + b.length - shared);
}

/**
 * Whether `mine` is `theirs` grown by optional fields only: every field of theirs is in mine (as multisets of
 * field tokens), and mine adds at least one field, none required. A generator extends a copied tool so — a
 * page size, a format, a dry-run flag — and the tool is called as before; the multiset Jaccard falls to 0.75–0.9
 * though nothing a caller passes changed. A field it made required, or one it dropped, is a change of the call;
 * and a shape of optional fields alone asks nothing of a caller to keep (ToolBench's Jibber Jabber `paragraph`
 * holds its `sentence`'s six optional numbers and three more).
 */
export function grownFrom(mine: readonly string[], theirs: readonly string[]): boolean {
  if (mine.length <= theirs.length || !theirs.some((t) => t.startsWith('r|'))) return false;
  const left = new Map<string, number>();
  for (const t of mine) left.set(t, (left.get(t) ?? 0) + 1);
  for (const t of theirs) {
    const n = left.get(t) ?? 0;
    if (n === 0) return false;
    left.set(t, n - 1);
  }
  for (const [t, n] of left) if (n > 0 && !t.startsWith('o|')) return false;
  return true;
}

/**
 * Whether two tools (tables) take the same required arguments: their required fields paired one to one, each
 * pair's types sharing one and their values agreeing — two enums sharing a value, or an enum on one side whose
 * values the other's text names at least half of (BFCL writes `[Enum]: ["START", "STOP"]` into a description
 * where a rewrite makes it an enum). Looser than the field tokens' agreement, for comparing within one pair of
 * environments already matched (neighbors/companions.ts): a generator rewriting a tool adds an optional page
 * size or filter, spells out a string's values, makes a type nullable or writes `number` for `integer`
 * (test/rewrites: 9 of the 23 paraphrased tools left clean differ from their originals only so), and none of
 * that changes what a caller must pass. Values the other tool never names do (a ticket's `accounts | network`
 * group is no free-text resolution; a gift wrap's `floral | kraft` no cancellation's `ordered by mistake`).
 */
export function sameRequiredArguments(a: readonly string[], b: readonly string[], texts: { a?: string; b?: string } = {}): boolean {
  const [mine, theirs] = [requiredFields(a), requiredFields(b)];
  if (mine.length !== theirs.length) return false;
  // The texts' words only when an enum meets a plain field: most pairs never need them.
  const known: { a?: Set<string>; b?: Set<string> } = {};
  const wordsOf = (side: 'a' | 'b'): Set<string> => (known[side] ??= new Set(words(texts[side] ?? '')));
  // Fields of fewer types first, so that a union (`number|string`) is paired after the fields it could steal.
  const byTypes = (x: RequiredField, y: RequiredField) => x.types.size - y.types.size;
  const free = [...theirs].sort(byTypes);
  return mine.sort(byTypes).every((field) => {
    const at = free.findIndex((other) => sameArgument(field, other, () => wordsOf('a'), () => wordsOf('b')));
    if (at >= 0) free.splice(at, 1);
    return at >= 0;
  });
}

interface RequiredField {
  types: Set<string>;
  values: Set<string> | null;
}

function sameArgument(x: RequiredField, y: RequiredField, xWords: () => ReadonlySet<string>, yWords: () => ReadonlySet<string>): boolean {
  if (![...x.types].some((t) => y.types.has(t))) return false;
  if (x.values && y.values) return [...x.values].some((v) => y.values?.has(v));
  if (x.values) return namesHalf(x.values, yWords());
  if (y.values) return namesHalf(y.values, xWords());
  return true;
}

/** Whether at least half of the values are named, each of its words, in the text's words. */
function namesHalf(values: ReadonlySet<string>, text: ReadonlySet<string>): boolean {
  let named = 0;
  for (const value of values) {
    const own = words(value);
    if (own.length > 0 && own.every((w) => text.has(w))) named++;
  }
  return named * 2 >= values.size;
}

/** Each required field of a token list (`r|integer|null|enum:1,2` → types {number}, values {1, 2}). */
function requiredFields(tokens: readonly string[]): RequiredField[] {
  return tokens
    .filter((t) => t.startsWith('r|'))
    .map((t) => {
      const [type, values] = t.slice(2).split('|enum:') as [string, string | undefined];
      const types = splitTopLevel(type, '|', ELEMENT_TYPES).filter((x) => x !== 'null').map((x) => x.replace(/\binteger\b/g, 'number'));
      return { types: new Set(types.length > 0 ? types : ['null']), values: values === undefined ? null : new Set(values.split(',')) };
    });
}

