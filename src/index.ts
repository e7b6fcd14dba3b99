// The public library API of envsieve: the stages, the canonical model and the error type.
export { EnvsieveError, type ErrorCode, type Place } from './core/errors.js';
export * from './core/types.js';
export { INGEST_DEFAULTS, type IngestLimits } from './core/limits.js';
export * from './ingest/index.js';
export * from './facets/index.js';
export { identifierWords, splitIdentifier } from './core/text.js';
