// The public library API of envsieve: the stages, the canonical model and the error type.
export { EnvsieveError, type ErrorCode, type Place } from './core/errors.js';
export type { StageContext, ProgressEvent } from './core/context.js';
export * from './core/types.js';
export { INGEST_DEFAULTS, type IngestLimits } from './core/defaults.js';
export * from './ingest/index.js';
export * from './facets/index.js';
export * from './embed/index.js';
export * from './signatures/index.js';
export * from './ann/index.js';
export * from './neighbors/index.js';
export * from './cluster/index.js';
export * from './stratify/index.js';
export * from './runner/index.js';
export * from './report/index.js';
export * from './holdout/index.js';
export * from './calibrate/index.js';
export { DEFAULT_MODEL_NAME, defaultModelDir, modelFingerprint } from './model/index.js';
export { identifierWords, splitIdentifier } from './core/text.js';
export * from './decontaminate/index.js';
export { claimRunDir, withRunDir, LOCK_FILE, RUN_MARKER, type RunDirLock } from './core/runDir.js';
export * from './diff/index.js';
export { parseShard, shardOfHash, missingShards, SHARD_INDEX_VARIABLES, type Shard } from './core/shard.js';
// The run directory's contract: every artifact with its stage, and the tables' rows as the stages read them.
export { ARTIFACTS, artifactsOf, producerOf, readTable, rowsFile, csvFile, tables, TABLES, type Artifact, type Row, type Table } from './artifacts/index.js';
export type { OptionSpec, OptionValues, StageOptions } from './core/options.js';
