// The report stage: reads a run directory's artifacts (load.ts), builds the one ReportModel (build.ts) and
// writes it for pipelines (report.json) and for people (report.md, report.html). Reads nothing but the run
// directory (the cluster map too: the cluster stage's environment vectors); writes each file atomically.
import { join } from 'node:path';
import { artifactsOf } from '../artifacts/index.js';
import type { StageContext } from '../core/context.js';
import { EnvsieveError } from '../core/errors.js';
import { writeFileAtomic } from '../core/io.js';
import { buildReportModel } from './build.js';
import { renderHtml } from './html.js';
import { itemTexts } from './itemTexts.js';
import { renderJson } from './json.js';
import { loadRunArtifacts } from './load.js';
import { renderMarkdown } from './markdown.js';
import type { ReportModel } from './model.js';
import { projectEnvironments, type ClusterMap } from './projection.js';
import type { ReportView } from './view.js';
import type { OptionValues } from '../core/options.js';
import type { REPORT_OPTIONS } from './options.js';

export const REPORT_ARTIFACTS: readonly string[] = artifactsOf('report');

/** The declared options (options.ts). */
export type ReportOptions = OptionValues<typeof REPORT_OPTIONS.options>;

export interface ReportSummary {
  runDir: string;
  files: string[];
  headline: string[];
  stages: ReportModel['stages'];
  /** Why the cluster map is missing, when it is. */
  clusterMap: string;
  htmlBytes: number;
  seconds: number;
}

export const REPORT_DEFAULTS = {
  /** A pull request comment stays readable at 20 rows a table; the full lists are in the CSVs. */
  markdownRows: 20,
  /** Sortable tables in a browser stay responsive and the page a few MB at 500 rows. */
  htmlRows: 500,
} as const;

function rows(value: number | undefined, fallback: number, name: string): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 1) throw new EnvsieveError('invalid_option', `${name} must be a positive whole number (got ${n})`, { stage: 'report' });
  return n;
}

export async function report(runDir: string, options: ReportOptions = {}, ctx: StageContext = {}): Promise<ReportSummary> {
  const started = performance.now();
  const markdownRows = rows(options.markdownRows, REPORT_DEFAULTS.markdownRows, 'markdown rows');
  const htmlRows = rows(options.htmlRows, REPORT_DEFAULTS.htmlRows, 'HTML rows');
  const artifacts = await loadRunArtifacts(runDir);
  const model = buildReportModel(artifacts);
  const map: ClusterMap =
    options.clusterMap === false
      ? { drawn: false, reason: 'left out on request (--no-cluster-map)' }
      : await projectEnvironments(runDir, artifacts);
  if (!map.drawn) ctx.log?.(`report: no cluster map: ${map.reason}`);
  const view: ReportView = { model, artifacts, map, top: markdownRows, htmlRows, itemTexts: await itemTexts(runDir, artifacts, htmlRows) };
  const generatedAt = (ctx.now?.() ?? new Date()).toISOString();
  const html = await renderHtml(view);
  await writeFileAtomic(join(runDir, 'report.json'), renderJson(model, generatedAt));
  await writeFileAtomic(join(runDir, 'report.md'), renderMarkdown(view));
  await writeFileAtomic(join(runDir, 'report.html'), html);
  return {
    runDir,
    files: REPORT_ARTIFACTS.map((f) => join(runDir, f)),
    headline: model.headline,
    stages: model.stages,
    clusterMap: map.drawn ? 'drawn' : map.reason,
    htmlBytes: Buffer.byteLength(html),
    seconds: Number(((performance.now() - started) / 1000).toFixed(3)),
  };
}
