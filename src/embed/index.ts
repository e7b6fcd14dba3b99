// The embed stage's public face.
export { embed, embeddingFingerprint, type EmbedOptions, type EmbedSummary } from './stage.js';
export { VectorCache, textHash, type CachedVector } from './cache.js';
export { normalize, OnnxEmbedder, type Precision } from './onnxEmbedder.js';
export { planBatches, DEFAULT_BATCH_LIMITS, type BatchLimits } from './batching.js';
export { loadRunVectors, readEmbedRecord, readRunItems, type EmbedRecord, type RunVectorOptions, type RunVectors } from './vectors.js';
export { embedShard, embedShardKey, mergeEmbedShards, missingEmbedShards, type EmbedMergeSummary, type EmbedShardSummary } from './shards.js';
export { EMBED_OPTIONS } from './options.js';
