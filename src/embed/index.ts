// The embed stage's public face.
export { embed, textHash, type EmbedOptions, type EmbedSummary } from './stage.js';
export { VectorCache, type CachedVector } from './cache.js';
export { OnnxEmbedder, type Precision } from './onnxEmbedder.js';
export { planBatches, DEFAULT_BATCH_LIMITS, type BatchLimits } from './batching.js';
