// The neighbors stage's public face.
export { neighbors, NEIGHBOR_ARTIFACTS, type EvidenceOptions, type NeighborOptions, type NeighborSummary } from './stage.js';
// Environment-to-environment scoring and the run's items, reused by the cluster stage.
export { scoreCandidates, type EnvScoreOptions, type FacetScore, type PairScore } from './envScores.js';
export { loadRunData, suiteName, type EnvInfo, type RunData } from './runData.js';
