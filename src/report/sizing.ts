// The report's portfolio-sizing section (issue 14): per task family, from holdout's sizing.csv, its stage on
// the evidence-based scale (thresholds and their sources in core/defaults.ts, SIZING_DEFAULTS) and what that
// stage says to buy next; the whole portfolio placed on the same scale; and, when a subsets scaling result was
// joined, the measured score gain per doubling of environments beside it — the portfolio's own evidence next
// to the literature's. Kept in its own module so report.html and report.md each gain one section call.
import { SIZING_DEFAULTS } from '../core/defaults.js';
import { SIZING_STAGES } from '../artifacts/index.js';
import { BUY_NEXT, sizingStage, type SizingStage } from '../scoring/index.js';
import { escapeHtml as h, escapeMarkdown as md } from './escape.js';
import { sortableTable } from './htmlParts.js';
import type { RunArtifacts } from './load.js';
import type { ReportModel } from './model.js';
import { fmt, type ReportView } from './view.js';

type SizingRows = NonNullable<RunArtifacts['sizing']>;

const d = SIZING_DEFAULTS;
const SCALE = `Stages: below the floor (fewer than ${d.floor} distinct environments), rising (tens: generalization starting), diminishing returns (${d.diminishing} or more distinct, or redundancy ${d.overlapRedundancy} or more: clustering shows overlap), saturated (redundancy ${d.saturatedRedundancy} or more). From Agent World Model's 10 → 100 → 526 environments, EnvScaler's steepest gain from 0 to 20 and EnvFactory's diminishing 75 → 85; distinct = near-duplicate groups, redundancy = 1 − distinct / nominal.`;

/**
 * sizing.csv in brief (report.json's `sizing`): the whole portfolio's stage, the stage most families are at and
 * what that implies buying, families per stage; null without sizing.csv.
 */
export function sizingSummary(a: RunArtifacts): ReportModel['sizing'] {
  if (!a.sizing) return null;
  const r = a.redundancy;
  const byStage = Object.fromEntries(SIZING_STAGES.map((s) => [s, a.sizing?.filter((row) => row.stage === s).length ?? 0])) as Record<SizingStage, number>;
  // What to buy follows the families, not the portfolio's total: 24 families of 5 environments each are below
  // the floor however many environments they make together. The stage most families are at, the earlier on a tie.
  const familyStage = SIZING_STAGES.reduce((best, s) => (byStage[s] > byStage[best] ? s : best), SIZING_STAGES[0]);
  return { portfolioStage: sizingStage(r.effective_environments, portfolioRedundancy(a)), familyStage, buyNext: BUY_NEXT[familyStage], families: a.sizing.length, byStage };
}

/** 1 − effective / nominal environments of the whole portfolio (0 for an empty one). */
function portfolioRedundancy(a: RunArtifacts): number {
  const r = a.redundancy;
  return r.nominal_environments > 0 ? 1 - r.effective_environments / r.nominal_environments : 0;
}

/** Sentences above the table: the portfolio on the scale, the measured slope, and how many families stand where. */
export function sizingSentences(a: RunArtifacts): string[] {
  const summary = sizingSummary(a) as NonNullable<ReportModel['sizing']>;
  const r = a.redundancy;
  const whole = `The portfolio as a whole: ${r.effective_environments} distinct of ${r.nominal_environments} environments, redundancy ${fmt(portfolioRedundancy(a), 3)}: ${summary.portfolioStage}.`;
  const counts = SIZING_STAGES.map((stage) => [stage, summary.byStage[stage] ?? 0] as const).filter(([, n]) => n > 0);
  const families = `Families: ${counts.map(([stage, n]) => `${n} ${stage}`).join(', ')} (of ${summary.families}).`;
  return [whole, scalingSentence(a), families];
}

function scalingSentence(a: RunArtifacts): string {
  const scaling = a.subsets?.scaling as { slope?: unknown; ci_low?: unknown; ci_high?: unknown } | null | undefined;
  if (!scaling || typeof scaling.slope !== 'number') return "Measured scaling: none joined (give 'subsets' a --results file of scores per subset to see the gain per doubling here).";
  const interval = typeof scaling.ci_low === 'number' && typeof scaling.ci_high === 'number' ? ` [${fmt(scaling.ci_low, 3)}, ${fmt(scaling.ci_high, 3)}]` : ' (no interval)';
  return `Measured scaling (subsets): score gain per doubling of environments ${fmt(scaling.slope, 3)}${interval}.`;
}

const holdoutCell = (x: SizingRows[number]) => (!x.clean_holdout ? 'none' : x.holdout_with_families === 0 ? 'alone' : `with ${x.holdout_with_families} other families`);

export function sizingHtml(v: ReportView): string {
  const rows = v.artifacts.sizing;
  if (!rows) return '<p class="notrun">Not run: no sizing.csv in the run directory (holdout stage).</p>';
  const table = sortableTable('sizing-table', [
    { title: 'family', value: (x) => x.family },
    { title: 'environments', value: (x) => x.environments, digits: 0 },
    { title: 'distinct', value: (x) => x.effective, digits: 0 },
    { title: 'tasks / env', value: (x) => x.tasks_per_environment, digits: 1 },
    { title: 'redundancy', value: (x) => x.redundancy, digits: 3 },
    { title: 'overlap a suite', value: (x) => x.suite_overlap, digits: 0 },
    { title: 'clean hold-out', value: holdoutCell },
    { title: 'stage', value: (x) => x.stage },
    { title: 'buy next', value: (x) => x.buy_next, wide: true },
  ], rows.slice(0, v.htmlRows), { total: rows.length, file: 'sizing.csv' });
  return `<ul>${sizingSentences(v.artifacts).map((x) => `<li>${h(x)}</li>`).join('')}</ul><p class="note">${h(SCALE)}</p>${table}`;
}

export function sizingMarkdown(v: ReportView): string[] {
  const rows = v.artifacts.sizing;
  if (!rows) return ['## Portfolio sizing', '', 'Not run: no `sizing.csv` in the run directory (holdout stage).', ''];
  const shown = rows.slice(0, v.top);
  return [
    '## Portfolio sizing',
    '',
    ...sizingSentences(v.artifacts).map((x) => `- ${md(x)}`),
    '',
    md(SCALE),
    '',
    '| family | environments | distinct | tasks / env | redundancy | overlap a suite | clean hold-out | stage |',
    '|---|---|---|---|---|---|---|---|',
    ...shown.map((x) => `| ${md(x.family)} | ${x.environments} | ${x.effective} | ${fmt(x.tasks_per_environment, 1)} | ${fmt(x.redundancy, 3)} | ${x.suite_overlap ?? '–'} | ${md(holdoutCell(x))} | ${md(x.stage)} |`),
    '',
    ...(rows.length > shown.length ? [`First ${shown.length} of ${rows.length}; all, with what each stage says to buy next, in \`sizing.csv\`.`, ''] : ['What each stage says to buy next is in `sizing.csv`.', '']),
  ];
}
