// The cluster stage's options, declared once (core/options.ts): the pipeline config, the library type and
// the `cluster` / `audit` flags derive from this. Its environment thresholds have flags of their own
// (--threshold-env-near, --threshold-env-related), shared in `audit` with neighbors.
import { z } from 'zod';
import { CLUSTER_DEFAULTS } from '../core/defaults.js';
import { count, facetThresholds, facetWeights, stageOptions } from '../core/options.js';

export const CLUSTER_OPTIONS = stageOptions('cluster', {
  clusters: { schema: count, describe: 'Number of k-means clusters', default: 'chosen by silhouette' },
  seed: { schema: count, describe: 'k-means and sampling seed', default: CLUSTER_DEFAULTS.seed },
  envThresholds: {
    schema: facetThresholds,
    describe: 'Combined scores from which portfolio environments are near-duplicates, and cross-family pairs related (related_pairs)',
    flag: false,
  },
  weights: { schema: facetWeights, describe: "The facets' weights in an environment pair's combined score", flag: false },
  // In `audit`, --exact is neighbors' (this one changes nothing).
  exact: { schema: z.boolean(), describe: 'Accepted for older scripts: candidates are always exact (environment Gram rows)', default: false, auditFlag: false },
  candidateNeighbours: { schema: count, describe: 'Nearest portfolio environments scored per environment for the near-duplicate groups', default: CLUSTER_DEFAULTS.candidateNeighbours },
  familyNeighbours: { schema: count, describe: 'Nearest other-family environments scored per environment for the family similarities', default: CLUSTER_DEFAULTS.familyNeighbours },
});
