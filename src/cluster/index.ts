// The cluster stage's public face.
export { cluster, CLUSTER_ARTIFACTS, type ClusterOptions, type ClusterSummary } from './stage.js';
// Environment vectors live in the shared scoring layer (the report's cluster map uses them too); re-exported.
export { environmentVectors, type EnvVectors } from '../scoring/index.js';
export type { NoveltySummary } from './novelty.js';
export { CLUSTER_OPTIONS } from './options.js';
