// The embed stage's public face.
export { embed, embeddingFingerprint, type EmbedOptions, type EmbedSummary } from './stage.js';
export { OnnxEmbedder, type Precision } from './onnxEmbedder.js';
export { planBatches, DEFAULT_BATCH_LIMITS, type BatchLimits } from './batching.js';
// The run's vectors live a layer below the stages (src/vectors); re-exported for the library's users.
export { loadRunVectors, normalize, readEmbedRecord, readRunItems, textHash, VectorCache, type CachedVector, type EmbedRecord, type RunVectorOptions, type RunVectors } from '../vectors/index.js';
export { embedShard, embedShardKey, mergeEmbedShards, missingEmbedShards, type EmbedMergeSummary, type EmbedShardSummary } from './shards.js';
export { EMBED_OPTIONS } from './options.js';
