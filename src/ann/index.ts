// The nearest-neighbour layer's public face.
export { packRows, selectRows, type AnnIndex, type IndexKind, type Neighbours, type VectorRows, type VectorSet } from './annIndex.js';
export { ExactIndex, type ExactOptions } from './exact.js';
export { HnswIndex, type HnswOptions } from './hnsw.js';
export { buildIndex, chooseIndex, type BuildOptions, type ChooseOptions, type IndexChoice } from './choose.js';
export { CHOOSE_PARAMS, EXACT_PARAMS, HNSW_PARAMS, type HnswParams } from './params.js';
export { recallAtK } from './recall.js';
