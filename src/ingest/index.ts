// The ingest stage's public face.
export { ingest, INGEST_ARTIFACTS, type IngestInputs, type IngestOptions, type IngestSummary } from './stage.js';
export type { InputEntry, Reject } from './ledger.js';
export { readTaskRows, tasksCsvDialect } from './tasksFile.js';
export { INGEST_OPTIONS } from './options.js';
export { rawToolName } from './record.js';
export { withoutDeclarations } from './toolGroups.js';
