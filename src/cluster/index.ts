// The cluster stage's public face.
export { cluster, CLUSTER_ARTIFACTS, type ClusterOptions, type ClusterSummary } from './stage.js';
// Environment vectors, reused by the report's cluster map.
export { environmentVectors, type EnvVectors } from './envVectors.js';
export type { NoveltySummary } from './novelty.js';
export { CLUSTER_OPTIONS } from './options.js';
