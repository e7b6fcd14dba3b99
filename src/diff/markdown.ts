// diff.md: the diff for a pull request. Verdicts first, then the tables behind them (view.ts); every id and
// family goes through the report's Markdown escaping, and long tables are cut with a pointer to diff.json.
import { escapeMarkdown as md } from '../report/index.js';
import type { DiffReport } from './stage.js';
import { changeRows, clusterRows, levelRows, listIds, noveltyTableRows, redundancyRows, TABLE_HEADERS, type Header, type Value } from './view.js';

/** Rows per table; diff.json has them all. */
const ROWS = 50;

const show = (v: Value, h: Header) => (v === null ? '–' : typeof v === 'number' ? v.toFixed(h.digits ?? 0) : md(v));

function table(headers: readonly Header[], rows: Value[][]): string[] {
  if (rows.length === 0) return ['(none)', ''];
  const shown = rows.slice(0, ROWS).map((r) => `| ${r.map((v, i) => show(v, headers[i] as Header)).join(' | ')} |`);
  const more = rows.length > ROWS ? [`First ${ROWS} of ${rows.length}; all in \`diff.json\`.`, ''] : [];
  return [`| ${headers.map((h) => h.title).join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...shown, '', ...more];
}

export function renderDiffMarkdown(r: DiffReport): string {
  const lines = ['# envsieve diff', '', `A: \`${md(r.runs.a)}\` → B: \`${md(r.runs.b)}\`; suites: ${r.suites.map(md).join(', ')}.`, '', '## Verdicts', '', ...r.verdicts.map((v) => `- ${md(v)}`), ''];
  lines.push('## Newly flagged and cleared (any suite)', '', ...table(TABLE_HEADERS.levels, levelRows(r)));
  lines.push('## Environment flag changes', '', ...table(TABLE_HEADERS.environments, changeRows(r.environments)));
  lines.push('## Task flag changes', '', ...table(TABLE_HEADERS.tasks, changeRows(r.tasks)));
  lines.push('## Redundancy', '', ...table(TABLE_HEADERS.redundancy, redundancyRows(r)));
  lines.push('## Clusters that changed', '', ...table(TABLE_HEADERS.clusters, clusterRows(r)));
  if (r.gone_clusters.length > 0) lines.push(`Clusters of A that are gone (all their environments removed): ${r.gone_clusters.join(', ')}.`, '');
  lines.push('## New environments of B', '', md(r.novelty.verdict), '', ...table(TABLE_HEADERS.novelty, noveltyTableRows(r)));
  lines.push('## Matching', '', `Renamed with the same content: ${md(listIds(r.matching.renamed.map((x) => `${x.a} → ${x.b}`)))}.`, '', `Removed (in A, not in B): ${md(listIds(r.matching.removed))}.`, '');
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
