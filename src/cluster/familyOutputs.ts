// The cluster stage's family artifacts: families.csv (one row per portfolio family), family_similarity.csv
// (the family × family matrix in long form, each linked pair of families once) and related_pairs.csv (the
// cross-family environment pairs at or above `related`, which the holdout stage reads instead of recomputing
// vectors). Rows in a stable order, scores rounded with round4.
import { join } from 'node:path';
import { round4, writeCsvAtomic } from '../core/csv.js';
import { FACETS } from '../core/types.js';
import type { FamilyAnalysis } from './families.js';

export const FAMILY_ARTIFACTS = ['families.csv', 'family_similarity.csv', 'related_pairs.csv'] as const;

export const RELATED_PAIRS_HEADER = ['env_a', 'family_a', 'env_b', 'family_b', 'score', 'tools', 'state', 'tasks', 'flag'];

export async function writeFamilies(runDir: string, a: FamilyAnalysis): Promise<void> {
  const header = ['family', 'environments', 'nearest_family', 'nearest_family_similarity', 'nearest_family_max_pair', 'related_families', 'related_pairs', 'suite_similarity', 'suite_max', 'suite_flagged', 'nearest_suite_env'];
  await writeCsvAtomic(
    join(runDir, 'families.csv'),
    header,
    a.rows.map((r) => [
      r.family, r.environments, r.nearest?.family ?? null, r.nearest ? round4(r.nearest.similarity) : null, r.nearest ? round4(r.nearest.maxPair) : null,
      r.relatedFamilies, r.relatedPairs, r.suite ? round4(r.suite.mean) : null, r.suite ? round4(r.suite.max) : null, r.suite?.flagged ?? null, r.suite?.nearestSuiteEnv ?? null,
    ]),
  );
  await writeCsvAtomic(
    join(runDir, 'family_similarity.csv'),
    ['family_a', 'family_b', 'similarity', 'a_to_b', 'b_to_a', 'max_pair', 'related_pairs', 'candidate_pairs'],
    a.pairs.map((p) => [p.a, p.b, round4(p.similarity), round4(p.aToB), round4(p.bToA), round4(p.maxPair), p.relatedPairs, p.candidatePairs]),
  );
  await writeCsvAtomic(
    join(runDir, 'related_pairs.csv'),
    RELATED_PAIRS_HEADER,
    a.related.map((p) => [p.portfolio.id, p.portfolio.family, p.suite.id, p.suite.family, round4(p.score), ...FACETS.map((f) => {
      const facet = p.facets[f];
      return facet ? round4(Math.max(facet.fwd, facet.rev)) : null;
    }), p.flag]),
  );
}
