// The ingest stage's options, declared once (core/options.ts): the pipeline config, the library type and
// the `ingest` / `audit` flags derive from this. The limits have flags of their own (cli/limitArgs.ts: sizes
// in MiB), their defaults and reasons in core/defaults.ts.
import { z } from 'zod';
import { count, stageOptions } from '../core/options.js';

export const INGEST_OPTIONS = stageOptions('ingest', {
  strict: { schema: z.boolean(), describe: 'Exit non-zero on the first rejected record', default: false },
  limits: {
    schema: z.strictObject({ maxRecordBytes: count.optional(), maxSchemaDepth: count.optional(), maxSchemaNodes: count.optional(), maxEnumValues: count.optional(), maxTextChars: count.optional(), maxIdChars: count.optional() }),
    describe: 'The input limits that reject records (--max-record-mb, --max-text-chars, …)',
    flag: false,
  },
});
