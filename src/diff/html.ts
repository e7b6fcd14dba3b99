// diff.html: one self-contained page in the report's style, under the report's Content-Security-Policy (its
// one page script — sorting, paging, search — by its hash; nothing fetched). Tables are the report's paged
// tables (every cell escaped there); every other piece of run text goes through escapeHtml here.
import { escapeHtml as h, htmlPage, sortableTable, type Column } from '../report/index.js';
import type { DiffReport } from './stage.js';
import { changeRows, clusterRows, levelRows, listIds, noveltyTableRows, redundancyRows, TABLE_HEADERS, type Header, type Value } from './view.js';

/** Rows per table in the page; diff.json has them all. */
const ROWS = 500;

function table(id: string, headers: readonly Header[], rows: Value[][]): string {
  const columns: Column<Value[]>[] = headers.map((hd, i) => ({ title: hd.title, value: (row) => row[i] ?? null, ...(hd.digits !== undefined ? { digits: hd.digits } : {}) }));
  return sortableTable(id, columns, rows.slice(0, ROWS), { total: rows.length, file: 'diff.json' });
}

export function renderDiffHtml(r: DiffReport): string {
  const section = (id: string, title: string, body: string) => `<section id="${id}"><h2>${h(title)}</h2>${body}</section>`;
  const sections = [
    section('verdicts', 'Verdicts', `<ul class="headline">${r.verdicts.map((v) => `<li>${h(v)}</li>`).join('')}</ul>`),
    section('levels', 'Newly flagged and cleared (any suite)', table('levels-table', TABLE_HEADERS.levels, levelRows(r))),
    section('environments', 'Environment flag changes', `${table('env-changes', TABLE_HEADERS.environments, changeRows(r.environments))}<p class="note">suite “any” and aspect “overall”: the environment’s flag in contamination.csv; “–”: not in that run.</p>`),
    section('tasks', 'Task flag changes', table('task-changes', TABLE_HEADERS.tasks, changeRows(r.tasks))),
    section('redundancy', 'Redundancy', table('redundancy-table', TABLE_HEADERS.redundancy, redundancyRows(r))),
    section('clusters', 'Clusters that changed', `${table('clusters-table', TABLE_HEADERS.clusters, clusterRows(r))}${r.gone_clusters.length > 0 ? `<p>Clusters of A that are gone (all their environments removed): ${h(r.gone_clusters.join(', '))}.</p>` : ''}`),
    section('novelty', 'New environments of B', `<p>${h(r.novelty.verdict)}</p>${table('novelty-table', TABLE_HEADERS.novelty, noveltyTableRows(r))}`),
    section('matching', 'Matching', `<p>Renamed with the same content: ${h(listIds(r.matching.renamed.map((x) => `${x.a} → ${x.b}`)))}.</p><p>Removed (in A, not in B): ${h(listIds(r.matching.removed))}.</p>`),
  ];
  return htmlPage('envsieve diff', [
    `<h1>envsieve diff</h1><p class="meta">A: <code>${h(r.runs.a)}</code> → B: <code>${h(r.runs.b)}</code>; suites: ${h(r.suites.join(', '))}; diff.json schema version ${r.schemaVersion}</p>`,
    ...sections,
  ]);
}
