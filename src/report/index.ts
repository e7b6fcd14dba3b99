// The report stage's public face.
export { report, REPORT_ARTIFACTS, REPORT_DEFAULTS, type ReportOptions, type ReportSummary } from './stage.js';
export { buildReportModel } from './build.js';
export { loadRunArtifacts, type RunArtifacts } from './load.js';
export { REPORT_SCHEMA_VERSION, type ReportModel } from './model.js';
export { escapeHtml, escapeMarkdown } from './escape.js';
// The page's pieces, for other self-contained pages in the report's style (diff.html) under the same policy.
export { htmlPage, sortableTable, type Column } from './htmlParts.js';
export { REPORT_OPTIONS } from './options.js';
