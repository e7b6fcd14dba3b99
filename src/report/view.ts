// What the human renderings (Markdown, HTML) are drawn from: the model, plus the row-level artifacts that are
// too large for report.json (texts of task matches, every environment's scores) and the cluster map. Ordering
// of those rows is decided here once, so Markdown and HTML list the same offenders in the same order.
import { atLeast, RANK } from './contamination.js';
import type { RunArtifacts } from './load.js';
import type { ReportModel } from './model.js';
import type { ClusterMap } from './projection.js';
import { compareCodeUnits } from '../core/text.js';

export interface ReportView {
  model: ReportModel;
  artifacts: RunArtifacts;
  map: ClusterMap;
  /** Rows per table in report.md (a pull request should stay readable). */
  top: number;
  /** Rows per table in report.html (paged and searchable, so it can hold more). */
  htmlRows: number;
  /** Canonical texts of the tools and tables in the evidence viewers, by itemKey (itemTexts.ts). */
  itemTexts: Map<string, string>;
}

/** Task matches flagged related or above, strongest first: flag, then cosine, then ids. */
export function worstTaskMatches(a: RunArtifacts): RunArtifacts['taskMatches'] {
  return a.taskMatches
    .filter((r) => atLeast(r.flag, 'related'))
    .sort((x, y) => RANK[y.flag] - RANK[x.flag] || y.cosine - x.cosine || compareCodeUnits(x.task_id, y.task_id) || compareCodeUnits(x.suite_task_id, y.suite_task_id));
}

/** Tool and state matches flagged related or above, strongest first. */
export function worstItemMatches(a: RunArtifacts): RunArtifacts['itemMatches'] {
  return a.itemMatches
    .filter((r) => atLeast(r.flag, 'related'))
    .sort((x, y) => RANK[y.flag] - RANK[x.flag] || y.cosine - x.cosine || compareCodeUnits(x.item_id, y.item_id) || compareCodeUnits(x.suite_item_id, y.suite_item_id));
}

export const fmt = (x: number | null | undefined, digits = 2): string => (x === null || x === undefined || !Number.isFinite(x) ? '–' : x.toFixed(digits));
export const pct = (x: number): string => `${Math.round(x * 100)}%`;
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
/** How many suite tasks have a copy in the portfolio, said without "0 of 0" when the suites have no tasks. */
export const suiteTasksCopied = (copied: number, total: number): string =>
  total === 0 ? 'the suites have no tasks to compare' : `${copied} of ${total} suite tasks have a copy or near-duplicate in the portfolio`;

/** One sentence on how the neighbours were searched: exact everywhere, or which searches were approximate. */
/**
 * The calibration's translated negatives in a sentence (tasks: sampled tasks "translated", scored as new material
 * beside their originals' families), or null when calibration.json has none.
 */
export function translatedNegativesSentence(c: NonNullable<RunArtifacts['calibration']>): string | null {
  const t = c.facets.tasks.translatedNegatives;
  if (!t || t.negatives === 0) return null;
  const percent = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);
  return `New material in another language: of ${t.negatives} sampled suite tasks "translated" and scored beside their own families, ${percent(t.given)} are flagged related or above at the defaults, ${percent(t.chosen)} at the calibrated points.`;
}

export function searchSentence(m: ReportModel): string {
  const entries = Object.entries(m.search.indexes).filter(([, index]) => index !== null) as Array<[string, { kind: string }]>;
  const approximate = entries.filter(([, index]) => index.kind === 'hnsw').map(([name]) => name);
  if (approximate.length === 0) return 'Search: exact (every portfolio item against every suite item).';
  return `Search: approximate (HNSW) for ${approximate.join(', ')}, exact elsewhere; an approximate search can miss a neighbour (--exact searches exactly).`;
}
