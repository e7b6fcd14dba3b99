// The neighbors stage's public face.
export { neighbors, NEIGHBOR_ARTIFACTS, type EvidenceOptions, type NeighborOptions, type NeighborSummary } from './stage.js';
// Environment-to-environment scoring and the run's items, reused by the cluster stage.
export { scoreCandidates, type EnvScoreOptions, type FacetScore, type PairScore } from './envScores.js';
export { flaggedAtLeast, type GateCount } from './gate.js';
export { loadRunData, suiteName, type EnvInfo, type RunData } from './runData.js';
// The decision rule and the evidence channels, reused by calibrate to measure the rule the audit applies.
export { decide, evidenceFires, facetEvidence, identifiersFire, reasons, structureFires, wordingFires, type DecisionRule, type EvidenceRule, type PairChannels } from './decision.js';
export { FacetEvidence, type IdentifierEvidence, type ItemProfile } from './evidence.js';
export { cosineOf, packVectors } from './runData.js';
export { NEIGHBOR_OPTIONS } from './options.js';
