// Structural agreement of two tools (or two tables): how alike their parameters (columns) are once names and
// descriptions are set aside — each top-level field as whether it is required, its type with element types,
// and its enum values. A generator that renames a tool's parameters and rewords every description keeps these,
// and cosine on the reworded text may fall to where distinct tools of one domain sit; the exact rename-invariant
// fingerprint (`renamed`) keeps parameter names as words, so it misses such a rewrite, where this still sees
// the same calling shape. Order- and name-invariant: a multiset of field signatures, compared by Jaccard.
import { structureTokens } from '../facets/index.js';

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
