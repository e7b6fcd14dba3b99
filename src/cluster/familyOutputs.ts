// The cluster stage's family artifacts: families (one row per portfolio family), family_similarity (the
// family × family matrix in long form, each linked pair of families once) and related_pairs (the cross-family
// environment pairs at or above `related`, which the holdout stage reads instead of recomputing vectors), each
// as rows and their CSV render. Rows in a stable order, scores rounded with round4.
import { tables, writeTable } from '../artifacts/index.js';
import { round4 } from '../core/csv.js';
import { FACETS } from '../core/types.js';
import type { FamilyAnalysis } from './families.js';

export async function writeFamilies(runDir: string, a: FamilyAnalysis): Promise<void> {
  await writeTable(
    runDir,
    tables.families,
    a.rows.map((r) => [
      r.family, r.environments, r.nearest?.family ?? null, r.nearest ? round4(r.nearest.similarity) : null, r.nearest ? round4(r.nearest.maxPair) : null,
      r.relatedFamilies, r.relatedPairs, r.suite ? round4(r.suite.mean) : null, r.suite ? round4(r.suite.max) : null, r.suite?.flagged ?? null, r.suite?.nearestSuiteEnv ?? null,
    ]),
  );
  await writeTable(
    runDir,
    tables.familySimilarity,
    a.pairs.map((p) => [p.a, p.b, round4(p.similarity), round4(p.aToB), round4(p.bToA), round4(p.maxPair), p.relatedPairs, p.candidatePairs]),
  );
  await writeTable(
    runDir,
    tables.relatedPairs,
    a.related.map((p) => [p.portfolio.id, p.portfolio.family, p.suite.id, p.suite.family, round4(p.score), ...FACETS.map((f) => {
      const facet = p.facets[f];
      return facet ? round4(Math.max(facet.fwd, facet.rev)) : null;
    }), p.flag]),
  );
}
