// report.html's contamination sections: similarity to the suites with one view per suite, the drop list (each
// id with its reason and links to its evidence), the evidence itself (task, tool and table matches in viewers
// that mark what the pair shares, evidence.ts) and the flagged portfolio environments. Row ids are ours
// (`env-3`, `task-12`), never generator text, so links stay valid whatever the ids hold.
import { FACETS, type Facet } from '../core/types.js';
import { renderSvg, similaritySpec } from './charts.js';
import { escapeHtml as h } from './escape.js';
import { evidence, itemPair, textPair } from './evidence.js';
import { sortableTable, type Column } from './htmlParts.js';
import type { OffenderRow } from './model.js';
import { atLeast, BY_SUITE_COUNTING } from './contamination.js';
import { fmt, plural, suiteTasksCopied, worstItemMatches, worstTaskMatches, type ReportView } from './view.js';

const figure = (svg: string, caption: string) => `<figure>${svg}<figcaption>${h(caption)}</figcaption></figure>`;
const link = (id: string, text: string) => `<a href="#${id}">${h(text)}</a>`;

/** Where each piece of evidence sits in the page: row ids of the tables below, by environment and item. */
export interface EvidenceIndex {
  offender: Map<string, string>;
  taskOfEnv: Map<string, { id: string; count: number }>;
  itemOfEnv: Map<string, { id: string; count: number }>;
  task: Map<string, string>;
  item: Map<string, string>;
}

/** The rows the page shows (the first htmlRows of each list) and the index of their row ids. */
export function evidenceRows(v: ReportView) {
  const offenders = v.model.contamination.offenders.slice(0, v.htmlRows);
  const tasks = worstTaskMatches(v.artifacts).slice(0, v.htmlRows);
  const items = worstItemMatches(v.artifacts).slice(0, v.htmlRows);
  const index: EvidenceIndex = { offender: new Map(), taskOfEnv: new Map(), itemOfEnv: new Map(), task: new Map(), item: new Map() };
  offenders.forEach((r, i) => index.offender.set(r.env_id, `env-${i}`));
  const count = (map: EvidenceIndex['taskOfEnv'], env: string, id: string) => {
    const seen = map.get(env);
    map.set(env, seen ? { id: seen.id, count: seen.count + 1 } : { id, count: 1 });
  };
  tasks.forEach((r, i) => {
    count(index.taskOfEnv, r.env_id, `task-${i}`);
    if (!index.task.has(r.task_id)) index.task.set(r.task_id, `task-${i}`);
  });
  items.forEach((r, i) => {
    count(index.itemOfEnv, r.env_id, `item-${i}`);
    if (!index.item.has(r.item_id)) index.item.set(r.item_id, `item-${i}`);
  });
  return { offenders, tasks, items, index };
}

export async function suitesSection(v: ReportView): Promise<string> {
  const c = v.model.contamination;
  const byFacet = sortableTable<Facet>('facets', [
    { title: 'facet', value: (f) => f },
    ...(['exact', 'near-duplicate', 'related', 'clean'] as const).map((k) => ({ title: k, value: (f: Facet) => c.items[f][k], digits: 0 })),
    { title: 'near-dup threshold', value: (f) => v.model.thresholds.facets[f].nearDuplicate, digits: 2 },
    { title: 'related threshold', value: (f) => v.model.thresholds.facets[f].related, digits: 2 },
  ], [...FACETS]);
  const bySuite = sortableTable('suites-table', [
    { title: 'suite', value: (s) => s.suite },
    { title: 'suite envs', value: (s) => s.environments, digits: 0 },
    { title: 'suite tasks', value: (s) => s.tasks, digits: 0 },
    { title: 'portfolio envs exact', value: (s) => s.portfolioEnvironments.exact, digits: 0 },
    { title: 'near-dup', value: (s) => s.portfolioEnvironments['near-duplicate'], digits: 0 },
    { title: 'related', value: (s) => s.portfolioEnvironments.related, digits: 0 },
    ...FACETS.map((f) => ({ title: `${f} copied (envs)`, value: (s: (typeof c.suites)[number]) => `${s.facets[f].items.exact + s.facets[f].items['near-duplicate']} (${s.facets[f].environments})` })),
    { title: 'suite tasks with a copy', value: (s) => s.evalTasks.exact + s.evalTasks['near-duplicate'], digits: 0 },
  ], c.suites);
  const svg = await renderSvg(similaritySpec(v.artifacts, v.model));
  return `${figure(svg, 'Histograms of the portfolio environments’ per-facet and combined scores against their nearest suite environment, and of each suite task’s similarity to its nearest portfolio task; dashed lines mark the related and near-duplicate thresholds.')}
<h3>By suite</h3>${bySuite}<p class="note">copied = flagged exact or near-duplicate; (envs) = portfolio environments holding such an item. ${BY_SUITE_COUNTING}</p>
<h3>By facet (portfolio items)</h3>${byFacet}
${c.suites.map((s, i) => perSuite(v, s.suite, i)).join('\n')}`;
}

/** One suite: its portfolio environments flagged related or above against it, strongest first. */
function perSuite(v: ReportView, suite: string, i: number): string {
  const s = v.model.contamination.suites[i] as (typeof v.model.contamination.suites)[number];
  const pairs = v.artifacts.envPairs.filter((p) => p.suite === suite && atLeast(p.flag, 'related')).sort((x, y) => y.score - x.score || x.portfolio_env.localeCompare(y.portfolio_env) || x.suite_env.localeCompare(y.suite_env));
  const copied = s.evalTasks.exact + s.evalTasks['near-duplicate'];
  const table = sortableTable(`suite-${i}`, [
    { title: 'portfolio environment', value: (p) => p.portfolio_env },
    { title: 'suite environment', value: (p) => p.suite_env },
    { title: 'flag', value: (p) => p.flag },
    { title: 'combined score', value: (p) => p.score, digits: 3 },
  ], pairs.slice(0, v.htmlRows), { total: pairs.length, file: 'env_pairs.csv' });
  return `<details class="suite"><summary><strong>${h(suite)}</strong>: ${plural(s.environments, 'environment')}, ${plural(s.tasks, 'task')}; ${plural(pairs.length, 'overlapping environment pair')}; ${s.tasks === 0 ? 'no suite tasks to compare' : suiteTasksCopied(copied, s.tasks)}</summary>${table}</details>`;
}

export function dropSection(v: ReportView, rows: ReturnType<typeof evidenceRows>): string {
  const c = v.model.contamination;
  const offenders = new Map(c.offenders.map((r) => [r.env_id, r]));
  const taskMatch = new Map(worstTaskMatches(v.artifacts).map((r) => [r.task_id, r]));
  const itemMatch = new Map(worstItemMatches(v.artifacts).map((r) => [r.item_id, r]));
  type Drop = { kind: string; id: string; why: string; links: string };
  const { index } = rows;
  const envLinks = (env: string) => {
    const parts = [index.offender.has(env) ? link(index.offender.get(env) as string, 'scores') : ''];
    const t = index.taskOfEnv.get(env);
    const it = index.itemOfEnv.get(env);
    if (t) parts.push(link(t.id, plural(t.count, 'task match', 'task matches')));
    if (it) parts.push(link(it.id, plural(it.count, 'tool/table match', 'tool/table matches')));
    return parts.filter(Boolean).join(' · ');
  };
  const drops: Drop[] = [
    ...c.drop.environments.map((id): Drop => {
      const r = offenders.get(id);
      const why = r ? `${r.flag}: combined ${fmt(r.score, 3)} against ${r.nearest_suite_env} (${r.nearest_suite}); ${r.exact_tools} identical tools, ${r.renamed_tools} renamed, ${r.exact_tasks} identical and ${r.near_dup_tasks} near-duplicate tasks; ${r.flagged_items} items flagged against it` : 'flagged at the drop level (contamination.csv)';
      return { kind: 'environment', id, why, links: envLinks(id) };
    }),
    ...c.drop.tasks.map((id): Drop => {
      const r = taskMatch.get(id);
      return { kind: 'task', id, why: r ? `${r.flag} of ${r.suite_task_id}: ${r.why}` : 'flagged at the drop level (task_matches.csv)', links: index.task.has(id) ? link(index.task.get(id) as string, 'evidence') : '' };
    }),
    ...c.drop.tools.map((id): Drop => {
      const r = itemMatch.get(id);
      return { kind: 'tool', id, why: r ? `${r.flag} of ${r.suite_item_id}: ${r.why}` : 'flagged at the drop level (item_matches.csv)', links: index.item.has(id) ? link(index.item.get(id) as string, 'evidence') : '' };
    }),
  ];
  const table = sortableTable('drop-list', [
    { title: 'kind', value: (d) => d.kind },
    { title: 'id', value: (d) => d.id },
    { title: 'why', value: (d) => d.why, wide: true },
    { title: 'evidence', value: (d) => ({ html: d.links || '–' }) },
  ], drops);
  return `<p>${plural(c.drop.environments.length, 'environment')}, ${plural(c.drop.tasks.length, 'further task')} and ${plural(c.drop.tools.length, 'further tool')}, flagged ${h(c.drop.at)} or above; <code>decontaminate.txt</code> lists them and <code>envsieve decontaminate</code> writes the manifests without them.</p>
${c.drop.rule.map((r) => `<p class="note">${h(r)}</p>`).join('\n')}${table}`;
}

export function evidenceSection(v: ReportView, rows: ReturnType<typeof evidenceRows>): string {
  const all = { tasks: worstTaskMatches(v.artifacts).length, items: worstItemMatches(v.artifacts).length };
  const taskTable = sortableTable('task-matches', [
    { title: 'flag', value: (r) => r.flag },
    { title: 'cosine', value: (r) => r.cosine, digits: 3 },
    { title: 'n-gram overlap', value: (r) => r.ngram_overlap, digits: 2 },
    { title: 'why', value: (r) => r.why },
    { title: 'portfolio task → suite task, and the pair', value: (r) => pairCell(r.task_id, r.suite_task_id, evidence(r.task_text === r.suite_task_text ? 'show (identical)' : 'show the shared words', textPair(r.task_text, r.suite_task_text, { portfolio: r.task_id, suite: r.suite_task_id }))), wide: true },
  ], rows.tasks, { total: all.tasks, file: 'task_matches.csv', rowId: (_, i) => `task-${i}` });
  const text = (side: string, id: string) => v.itemTexts.get(`${side}\u0000${id}`);
  const itemTable = sortableTable('item-matches', [
    { title: 'flag', value: (r) => r.flag },
    { title: 'facet', value: (r) => r.facet },
    { title: 'cosine', value: (r) => r.cosine, digits: 3 },
    { title: 'renamed', value: (r) => r.renamed },
    { title: 'why', value: (r) => r.why },
    {
      title: 'portfolio item → suite item, and the pair',
      value: (r) => {
        const p = text('portfolio', r.item_id);
        const s = text('suite', r.suite_item_id);
        const viewer = p === undefined || s === undefined ? { html: '(no texts: items.jsonl is not in the run directory)' } : evidence(p === s ? 'show (identical)' : 'show what is shared', itemPair(p, s, r.facet));
        return pairCell(r.item_id, r.suite_item_id, viewer);
      },
      wide: true,
    },
  ], rows.items, { total: all.items, file: 'item_matches.csv', rowId: (_, i) => `item-${i}` });
  return `<h3>Task matches</h3><p class="note">Shared words are marked; the portfolio text’s own words are grey, the suite text’s struck through.</p>${taskTable}
<h3>Tool and table matches</h3><p class="note">Identical parameters and fields are marked.</p>${itemTable}`;
}

/** The two ids of a matched pair, then its viewer: one wide cell, so an opened viewer has the table's width. */
function pairCell(portfolio: string, suite: string, viewer: { html: string }): { html: string; sort: string } {
  return { html: `<div class="ids">${h(portfolio)}<br>→ ${h(suite)}</div>${viewer.html}`, sort: portfolio };
}

export function offendersSection(v: ReportView, rows: ReturnType<typeof evidenceRows>): string {
  const columns: Column<OffenderRow>[] = [
    { title: 'environment', value: (r) => r.env_id },
    { title: 'family', value: (r) => r.family },
    { title: 'flag', value: (r) => r.flag },
    { title: 'score', value: (r) => r.score, digits: 3 },
    { title: 'tools', value: (r) => r.tools, digits: 3 },
    { title: 'state', value: (r) => r.state, digits: 3 },
    { title: 'tasks', value: (r) => r.tasks, digits: 3 },
    { title: 'exact tools', value: (r) => r.exact_tools, digits: 0 },
    { title: 'renamed tools', value: (r) => r.renamed_tools, digits: 0 },
    { title: 'near-dup tasks', value: (r) => r.near_dup_tasks, digits: 0 },
    { title: 'flagged items', value: (r) => r.flagged_items, digits: 0 },
    { title: 'nearest suite environment', value: (r) => r.nearest_suite_env },
    { title: 'suite', value: (r) => r.nearest_suite },
  ];
  return sortableTable('offender-envs', columns, rows.offenders, { total: v.model.contamination.offenders.length, file: 'contamination.csv', rowId: (_, i) => `env-${i}` });
}
