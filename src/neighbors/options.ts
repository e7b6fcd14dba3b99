// The neighbors stage's options, declared once (core/options.ts): the pipeline config, the library type and
// the `neighbors` / `audit` flags derive from this. Thresholds have a family of flags of their own
// (--threshold-<facet>-<level>, cli/thresholdArgs.ts); the evidence rules come from a calibration file.
import { z } from 'zod';
import { NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import { count, facetThresholds, facetWeights, flagLevel, stageOptions } from '../core/options.js';

export const NEIGHBOR_OPTIONS = stageOptions('neighbors', {
  topK: { schema: count, describe: 'Suite items kept per portfolio item', default: NEIGHBOR_DEFAULTS.topK },
  topEnvs: { schema: count, describe: 'Suite environments listed per portfolio environment', default: NEIGHBOR_DEFAULTS.topEnvs },
  exact: { schema: z.boolean(), describe: 'Exact search at every size (without it, HNSW only beyond the measured cross-over, about 150,000 items a side)', default: false },
  thresholds: {
    schema: z.strictObject({ tools: facetThresholds.optional(), state: facetThresholds.optional(), tasks: facetThresholds.optional() }),
    describe: 'Per facet, the cosines from which two items are near-duplicates and related',
    flag: false,
  },
  envThresholds: { schema: facetThresholds, describe: 'The combined scores from which two environments are near-duplicates and related', flag: false },
  weights: { schema: facetWeights, describe: "The facets' weights in an environment pair's combined score", flag: false },
  dropAt: { schema: flagLevel, describe: 'Flag from which decontaminate.txt lists ids', default: NEIGHBOR_DEFAULTS.dropAt },
  dropToolsAt: { schema: flagLevel, describe: 'Flag from which tools of environments that stay are listed, never below --drop-at', default: NEIGHBOR_DEFAULTS.dropToolsAt },
});
