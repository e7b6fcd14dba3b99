// The cluster stage's public face.
export { cluster, CLUSTER_ARTIFACTS, type ClusterOptions, type ClusterSummary } from './stage.js';
export type { NoveltySummary } from './novelty.js';
