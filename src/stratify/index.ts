// The stratify stage's public face: similarity strata with results joined (stratify) and nested subsets for
// the scaling ablation (subsets). The estimators stay internal: their generic names (Trend, spearman) would
// collide in src/index.ts's `export *` with whatever another stage calls the same.
export { stratify, STRATIFY_ARTIFACTS, type StratifyOptions, type StratifySummary } from './stage.js';
export { subsets, type SubsetsOptions, type SubsetsSummary, type Scaling } from './subsets.js';
export { resultsFileKind, type ResultsKind } from './results.js';
export { STRATIFY_OPTIONS, SUBSETS_OPTIONS } from './options.js';
