// The dense linear-algebra core's public face: GEMM-backed products (whole or in row blocks), exact top-k
// search (with an optional per-point bias).
export { DenseEngine, rowSlice, type EngineThread, type Rows, type TopKBlock, type TopKColumnBlock } from './engine.js';
export { searchTopK, searchTopKBothWays, type ReverseBest, type SearchBlocks, type SearchResult } from './search.js';
export { productBlocks, type ProductBlockVisitor } from './blocks.js';
export { DENSE_PARAMS } from './params.js';
export { RECTANGLE_FIELDS, sharedRows, type MaximaRequest } from './graphWorker.js';
