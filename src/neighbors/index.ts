// The neighbors stage's public face.
export { neighbors, NEIGHBOR_ARTIFACTS, type NeighborOptions, type NeighborSummary } from './stage.js';
