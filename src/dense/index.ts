// The dense linear-algebra core's public face: GEMM-backed products, exact top-k search, segmented maxima.
export { DenseEngine, rowSlice, type Rows, type TopKBlock } from './engine.js';
export { searchTopK, type SearchBlocks, type SearchResult } from './search.js';
export { segmentMaxima, type SegmentMaxima } from './segments.js';
export { DENSE_PARAMS } from './params.js';
