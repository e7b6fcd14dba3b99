// The run's vectors, a layer below the stages: the embedding cache and the run files (vectors.f32,
// signatures.u32) that embed writes, and the reader every later stage loads a run's items and vectors with.
export { CACHE_FILE, VectorCache, textHash, type CacheOpenOptions, type CachedVector } from './cache.js';
export { meanVector, normalize } from './normalize.js';
export { ENVIRONMENT_VECTORS, RUN_DESCRIPTIONS, RUN_PASSAGES, RUN_PURPOSES, RUN_SIGNATURES, RUN_VECTORS, readRunFile, writeRunFile, type RunFileRecord } from './runFiles.js';
export { loadRunVectors, readEmbedRecord, readFromCache, readRunItems, type EmbedRecord, type PassageVectors, type PurposeVectors, type RunVectorOptions, type RunVectors } from './runVectors.js';
