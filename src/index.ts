// The public library API of envsieve: the stages, the canonical model and the error type.
export { EnvsieveError, type ErrorCode, type Place } from './core/errors.js';
export * from './core/types.js';
export { INGEST_DEFAULTS, type IngestLimits } from './core/limits.js';
export { ingest, INGEST_ARTIFACTS, type IngestInputs, type IngestOptions, type IngestSummary, type StageContext } from './ingest/stage.js';
export { facetItems, itemId } from './facets/items.js';
export { identifierWords, splitIdentifier } from './core/text.js';
