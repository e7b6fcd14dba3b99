// The stratify and subsets stages' options, declared once (core/options.ts): the pipeline config, the
// library types and the `stratify` / `subsets` / `audit` flags derive from this. Their results files are
// inputs of the plan, not options.
import { z } from 'zod';
import { STRATIFY_DEFAULTS } from '../core/defaults.js';
import { count, stageOptions } from '../core/options.js';

export const STRATIFY_OPTIONS = stageOptions('stratify', {
  strata: { schema: z.array(z.number().int().min(2)).min(1), describe: 'Strata per scheme, comma-separated', default: STRATIFY_DEFAULTS.strata },
  passK: { schema: z.array(count).min(1), describe: 'k for pass^k, comma-separated', default: STRATIFY_DEFAULTS.passK },
  seed: { schema: count, describe: 'Bootstrap seed', default: STRATIFY_DEFAULTS.seed, auditFlag: 'stratify-seed' },
  bootstrap: { schema: count, describe: 'Bootstrap replicates per stratum', default: STRATIFY_DEFAULTS.bootstrap },
  minStratumTasks: { schema: count, describe: 'Fewest tasks with results a compared stratum needs for a verdict', default: STRATIFY_DEFAULTS.minStratumTasks },
});

export const SUBSETS_OPTIONS = stageOptions('subsets', {
  fractions: { schema: z.array(z.number().gt(0).max(1)).min(1), describe: 'Subset fractions, comma-separated', default: STRATIFY_DEFAULTS.fractions },
  seed: { schema: count, describe: 'Sampling seed', default: STRATIFY_DEFAULTS.subsetSeed, auditFlag: 'subsets-seed', auditDefault: `--seed, else ${STRATIFY_DEFAULTS.subsetSeed}` },
});
