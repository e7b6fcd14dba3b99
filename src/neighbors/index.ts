// The neighbors stage's public face.
export { neighbors, NEIGHBOR_ARTIFACTS, type EvidenceOptions, type NeighborOptions, type NeighborSummary } from './stage.js';
export { mergeNeighborShards, missingNeighborShards, neighborsShard, type NeighborMergeSummary, type NeighborShardSummary } from './shards.js';
// Environment-to-environment scoring and the run's items live in the shared scoring layer (src/scoring);
// re-exported for the library's users.
export { cosineOf, loadRunData, packVectors, scoreCandidates, suiteName, type EnvInfo, type EnvScoreOptions, type FacetScore, type PairScore, type RunData } from '../scoring/index.js';
export { flaggedAtLeast, type GateCount } from './gate.js';
// The decision rule and the evidence channels, reused by calibrate to measure the rule the audit applies.
export { decide, evidenceFires, facetEvidence, identifiersFire, keptFires, reasons, recordFires, structureFires, wordingBothWaysFires, wordingFires, type DecisionRule, type EvidenceRule, type PairChannels } from './decision.js';
export { FacetEvidence, type IdentifierEvidence, type ItemProfile, type KeptEvidence } from './evidence.js';
export { NEIGHBOR_OPTIONS } from './options.js';
export { VARIANT_COSINE } from './variants.js';
