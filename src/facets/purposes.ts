// Which tools get a purpose (FacetItem.purpose_text, embedded alone): only those a renamed copy could be asked
// about. A purpose tells two tools called alike apart (scoring/runData.ts renamedCopy), so it is compared only
// between two tools of one calling signature, of three parameters or more, one a query (a portfolio tool in
// the audit; a plant or a sampled negative in calibrate) and the other a suite tool. On the real data 111 of
// 11,788 tools of three parameters or more share their signature across the sides; embedding every one's
// purpose had cost 6,677 distinct texts more from an empty cache (15% of the audit's), for nothing the scoring
// ever reads.
import { NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import type { FacetItem } from '../core/types.js';

type Signed = Pick<FacetItem, 'id' | 'side' | 'facet' | 'fp_shape' | 'shape_size'>;

/**
 * The calling signatures (`fp_shape`) that a query tool shares with a suite tool other than itself, among tools of
 * NEIGHBOR_DEFAULTS.minShapeSize parameters or more: the tools holding one get their purpose.
 */
export function comparedSignatures(items: Iterable<Signed>, isQuery: (item: Signed) => boolean): Set<string> {
  const holders = new Map<string, { queries: Set<string>; suite: Set<string> }>();
  for (const item of items) {
    if (item.facet !== 'tools' || item.shape_size < NEIGHBOR_DEFAULTS.minShapeSize) continue;
    const query = isQuery(item);
    if (!query && item.side !== 'suite') continue;
    let entry = holders.get(item.fp_shape);
    if (!entry) holders.set(item.fp_shape, (entry = { queries: new Set(), suite: new Set() }));
    const key = `${item.side}\u0000${item.id}`;
    if (query) entry.queries.add(key);
    if (item.side === 'suite') entry.suite.add(key);
  }
  const out = new Set<string>();
  for (const [shape, { queries, suite }] of holders) {
    // Two distinct tools: a sampled suite negative is a query and a suite tool at once, and is not its own copy.
    if (queries.size > 0 && suite.size > 0 && new Set([...queries, ...suite]).size >= 2) out.add(shape);
  }
  return out;
}
