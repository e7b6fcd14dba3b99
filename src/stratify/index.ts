// The stratify stage's public face: similarity strata with results (stratify) and nested subsets for the
// scaling ablation (subsets).
export { stratify, STRATIFY_ARTIFACTS, type StratifyOptions, type StratifySummary } from './stage.js';
export { subsets, type SubsetsOptions, type SubsetsSummary, type Scaling } from './subsets.js';
export { passHatK, spearman, type TaskOutcome, type Trend } from './estimators.js';
