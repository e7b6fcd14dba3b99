// The holdout stage's options, declared once (core/options.ts): the pipeline config, the library type and
// the `holdout` / `audit` flags derive from this. In `audit` the threshold is --threshold-env-related, the
// one cluster uses.
import { z } from 'zod';
import { HOLDOUT_DEFAULTS, NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import { stageOptions, unit } from '../core/options.js';

export const HOLDOUT_OPTIONS = stageOptions('holdout', {
  fraction: { schema: z.number().gt(0).lt(1), describe: 'Recommend a hold-out of about this share of the environments', default: HOLDOUT_DEFAULTS.fraction, auditFlag: 'holdout-fraction' },
  families: { schema: z.array(z.string().min(1)).min(1), describe: 'Check this hold-out instead: family names, comma-separated', auditFlag: 'holdout-families' },
  threshold: {
    schema: unit,
    describe: 'Combined score from which a held-out and a training environment leak',
    default: `the one cluster used, ${NEIGHBOR_DEFAULTS.envThresholds.related}`,
    flag: 'threshold-env-related',
    auditFlag: false,
  },
});
