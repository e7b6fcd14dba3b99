// The input limits as options (--max-record-mb, --max-text-chars, …), shared by ingest and audit: every limit
// that rejects input can be raised or lowered (their values and reasons are in core/defaults.ts, which the
// help's defaults are read from).
import type { Argv } from 'yargs';
import { INGEST_DEFAULTS, type IngestLimits } from '../core/defaults.js';

export interface LimitArgs {
  'max-record-mb'?: number;
  'max-text-chars'?: number;
  'max-id-chars'?: number;
  'max-schema-depth'?: number;
  'max-schema-nodes'?: number;
  'max-enum-values'?: number;
}

export function withLimitOptions<T>(y: Argv<T>): Argv<T & LimitArgs> {
  const d = INGEST_DEFAULTS;
  return y
    .option('max-record-mb', { type: 'number', describe: `Largest record accepted, in MiB [default: ${d.maxRecordBytes / 1024 / 1024}]` })
    .option('max-text-chars', { type: 'number', describe: `Longest task text or tool description, in characters [default: ${d.maxTextChars}]` })
    .option('max-id-chars', { type: 'number', describe: `Longest id, family or tool name, in characters [default: ${d.maxIdChars}]` })
    .option('max-schema-depth', { type: 'number', describe: `Deepest nesting accepted of a schema or a task's fields [default: ${d.maxSchemaDepth}]` })
    .option('max-schema-nodes', { type: 'number', describe: `Most nodes a schema may expand to [default: ${d.maxSchemaNodes}]` })
    .option('max-enum-values', { type: 'number', describe: `Enum values kept per schema node (more are cut with a warning) [default: ${d.maxEnumValues}]` }) as never;
}

export function limitsOf(args: LimitArgs): Partial<IngestLimits> {
  const limits: Partial<IngestLimits> = {};
  if (args['max-record-mb'] !== undefined) limits.maxRecordBytes = Math.round(args['max-record-mb'] * 1024 * 1024);
  if (args['max-text-chars'] !== undefined) limits.maxTextChars = args['max-text-chars'];
  if (args['max-id-chars'] !== undefined) limits.maxIdChars = args['max-id-chars'];
  if (args['max-schema-depth'] !== undefined) limits.maxSchemaDepth = args['max-schema-depth'];
  if (args['max-schema-nodes'] !== undefined) limits.maxSchemaNodes = args['max-schema-nodes'];
  if (args['max-enum-values'] !== undefined) limits.maxEnumValues = args['max-enum-values'];
  return limits;
}
