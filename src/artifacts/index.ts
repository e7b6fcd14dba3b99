// The artifact layer's public face: the registry of what a run directory holds, and the table artifacts'
// writer and reader. It sits between core and the stages: every stage imports it, it imports only core.
export { ARTIFACTS, artifactsOf, producerOf, type Artifact, type ArtifactFormat } from './registry.js';
export * as tables from './tables.js';
export { SIZING_STAGES, TABLES } from './tables.js';
export { FLAGS } from './columns.js';
export { csvFile, rowSchema, rowsFile, type Row, type Table } from './table.js';
export { readTable, writeTable } from './tableIo.js';
export { renderArtifactIndex, withArtifactIndex } from './doc.js';
export { readIdList, readRecord, type RecordReadOptions } from './recordIo.js';
