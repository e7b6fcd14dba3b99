// Which tools get their description cut into sentences, each embedded on its own (FacetItem.description_units),
// and those sentences. A generator that renames and rewords a tool also sets it in its own product
// ("Fertigation calculator: takes one number away from another and returns what is left, e.g. target EC minus
// the EC measured at the drip"), which moves the whole text's cosine to where the suite's other tools of its
// domain sit (0.56 to BFCL's `subtract`), while the sentence saying what the tool does stays as near the suite
// tool's own description as a paraphrase is (0.72). So each sentence of a tool's name and description is compared with a suite tool's description
// (neighbors' `described` channel). Only where that can decide anything: tools whose calling shape — the
// multiset of their fields' required-or-not, type and enum values (FacetItem.structure), none too — at most
// `maxHoldersDescribed` suite tools have, and a tool of the other side too (as purposes.ts chooses the tools whose
// purposes are embedded): on the real data 4,784 of 24,009 tools, 6,999 texts, 13% more to embed from an empty
// cache.
import { NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import type { FacetItem } from '../core/types.js';

type Shaped = Pick<FacetItem, 'id' | 'side' | 'facet' | 'structure'>;

/** The key of a calling shape: its field tokens in sorted order. */
export const shapeKey = (tokens: readonly string[]): string => [...tokens].sort().join('\n');

/**
 * The calling shapes (shapeKey), no fields too, that one to `maxHolders` suite tools have and a query
 * tool too (a portfolio tool in the audit; a plant or a sampled negative in calibrate), two distinct tools.
 */
export function describedShapes(items: Iterable<Shaped>, isQuery: (item: Shaped) => boolean, maxHolders = NEIGHBOR_DEFAULTS.evidence.structure.tools.maxHoldersDescribed): Set<string> {
  const holders = new Map<string, { queries: Set<string>; suite: Set<string> }>();
  for (const item of items) {
    if (item.facet !== 'tools' || !item.structure) continue;
    const query = isQuery(item);
    if (!query && item.side !== 'suite') continue;
    const key = shapeKey(item.structure);
    let entry = holders.get(key);
    if (!entry) holders.set(key, (entry = { queries: new Set(), suite: new Set() }));
    const id = `${item.side}\u0000${item.id}`;
    if (query) entry.queries.add(id);
    if (item.side === 'suite') entry.suite.add(id);
  }
  const out = new Set<string>();
  for (const [key, { queries, suite }] of holders) {
    if (queries.size > 0 && suite.size > 0 && suite.size <= maxHolders && new Set([...queries, ...suite]).size >= 2) out.add(key);
  }
  return out;
}

/**
 * How each tool is to be cut (HouseStyle.apply's `described`): a tool of a describedShapes shape into its
 * sentences when it is a query, else into its whole description; any other tool not at all.
 */
export function describedCut(items: Iterable<Shaped>, isQuery: (item: Shaped) => boolean): (item: Shaped) => DescribedAs | undefined {
  const shapes = describedShapes(items, isQuery);
  return (item) => (item.structure && shapes.has(shapeKey(item.structure)) ? (isQuery(item) ? 'sentences' : 'whole') : undefined);
}

/** Most units a tool's description is cut into: a description is a few sentences; a pasted page is not read whole. */
export const MAX_DESCRIPTION_UNITS = 16;
/** A sentence of fewer words says too little to stand for a tool ("Returns:", "See also."). */
const MIN_WORDS = 3;
const SENTENCE_END = /(?<=[.!?;:])\s+/;

/**
 * What a tool's description is cut into: a query tool's (compared with suite tools) into its sentences too, a
 * suite tool's only into its whole description, which is what a query is compared with.
 */
export type DescribedAs = 'sentences' | 'whole';

/**
 * A tool's description units from its name and description lines (`lines[0]` its name's words, the rest its
 * description, house style left out): first the whole description, then, `as` 'sentences', each sentence of the
 * name and description lines of three words or more, each once. Undefined for a tool without a description.
 */
export function descriptionUnits(lines: readonly string[], as: DescribedAs): string[] | undefined {
  const whole = lines.slice(1).join(' ').replace(/\s+/g, ' ').trim();
  if (!whole) return undefined;
  const units = new Set([whole]);
  if (as === 'whole') return [whole];
  for (const line of lines) {
    for (const piece of line.split(SENTENCE_END)) {
      const sentence = piece.replace(/\s+/g, ' ').trim();
      if (sentence.split(' ').length >= MIN_WORDS) units.add(sentence);
      if (units.size >= MAX_DESCRIPTION_UNITS) return [...units];
    }
  }
  return [...units];
}
