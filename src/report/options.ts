// The report stage's options, declared once (core/options.ts): the pipeline config, the library type and
// the `report` / `audit` flags derive from this.
import { z } from 'zod';
import { count, stageOptions } from '../core/options.js';
import { REPORT_DEFAULTS } from './stage.js';

export const REPORT_OPTIONS = stageOptions('report', {
  markdownRows: { schema: count, describe: 'Rows per table in report.md', default: REPORT_DEFAULTS.markdownRows, flag: 'md-rows' },
  htmlRows: { schema: count, describe: 'Rows per table in report.html', default: REPORT_DEFAULTS.htmlRows },
  clusterMap: { schema: z.boolean(), describe: 'Draw the cluster map; --no-cluster-map leaves it out', default: true },
});
