// report.html: one self-contained page that opens offline — headline, charts rendered to SVG at report time
// (charts.ts), sortable tables of the worst offenders with portfolio and suite texts side by side. Every
// generator text goes through escapeHtml (here or in htmlParts' cells); vega escapes the SVG's own texts.
import { FACETS } from '../core/types.js';
import { calibrationSpec } from './calibrationChart.js';
import { clusterMapSpec, renderSvg, similaritySpec, strataOutcomeSpec, strataRangeSpec } from './charts.js';
import { escapeHtml as h } from './escape.js';
import { contentSecurityPolicy, SORT_SCRIPT, sortableTable, STYLE, type Column } from './htmlParts.js';
import type { OffenderRow } from './model.js';
import { sizingHtml } from './sizing.js';
import { fmt, pct, plural, searchSentence, worstItemMatches, worstTaskMatches, type ReportView } from './view.js';

/** Task texts longer than this are cut in the page (task_matches.csv has them whole). */
const TEXT_LIMIT = 4000;
/** Contaminated environments named on the cluster map; more would cover the points. */
const MAP_LABELS = 12;

/** The page; it carries no time stamp (report.json's `generatedAt` has it), so a re-run gives the same bytes. */
export async function renderHtml(v: ReportView): Promise<string> {
  const sections = [headline(v), await similarity(v), await calibration(v), offenders(v), await clusters(v), await strata(v), subsets(v), holdout(v), sizingHtml(v), run(v)];
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    // Our own constant (no double quote in it), left unescaped so the policy reads as written.
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(SORT_SCRIPT)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<title>envsieve report</title>',
    `<style>${STYLE}</style>`,
    '</head><body>',
    `<h1>envsieve report</h1><p class="meta">report.json schema version ${v.model.schemaVersion}; when it was generated is in report.json</p>`,
    ...sections,
    `<script>${SORT_SCRIPT}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}

const notRun = (what: string) => `<p class="notrun">Not run: ${h(what)}</p>`;
const figure = (svg: string, caption: string) => `<figure>${svg}<figcaption>${h(caption)}</figcaption></figure>`;
const wrap = (table: string) => `<div class="table-wrap">${table}</div>`;

function headline(v: ReportView): string {
  return `<section id="headline"><h2>Headline</h2><ul class="headline">${v.model.headline.map((line) => `<li>${h(line)}</li>`).join('')}</ul></section>`;
}

async function similarity(v: ReportView): Promise<string> {
  const c = v.model.contamination;
  const byFacet = sortableTable<(typeof FACETS)[number]>('facets', [
    { title: 'facet', value: (f) => f },
    ...(['exact', 'near-duplicate', 'related', 'clean'] as const).map((k) => ({ title: k, value: (f: (typeof FACETS)[number]) => c.items[f][k], digits: 0 })),
    { title: 'near-dup threshold', value: (f) => v.model.thresholds.facets[f].nearDuplicate, digits: 2 },
    { title: 'related threshold', value: (f) => v.model.thresholds.facets[f].related, digits: 2 },
  ], [...FACETS]);
  const bySuite = sortableTable('suites', [
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
  return `<section id="similarity"><h2>Similarity to the suites</h2>
${figure(svg, 'Histograms of the portfolio environments’ per-facet and combined scores against their nearest suite environment, and of each suite task’s similarity to its nearest portfolio task; dashed lines mark the related and near-duplicate thresholds.')}
<h3>By suite</h3>${wrap(bySuite)}<p class="note">copied = flagged exact or near-duplicate; (envs) = portfolio environments holding such an item.</p>
<h3>By facet (portfolio items)</h3>${wrap(byFacet)}</section>`;
}

/** Only when calibration.json is there: the section is about a run that was calibrated, and absent otherwise. */
async function calibration(v: ReportView): Promise<string> {
  const c = v.artifacts.calibration;
  if (!c) return '';
  const rows = FACETS.flatMap((f) => (['near-duplicate', 'related'] as const).map((level) => ({ facet: f, level, ...c.facets[f], at: c.facets[f].figures[level], was: c.facets[f].given[level] })));
  const table = sortableTable('calibration', [
    { title: 'facet', value: (r) => r.facet },
    { title: 'flag', value: (r) => r.level },
    { title: 'threshold', value: (r) => (r.level === 'related' ? r.thresholds.related : r.thresholds.nearDuplicate), digits: 2 },
    { title: 'precision', value: (r) => r.at.precision ?? '', digits: 3 },
    { title: 'recall', value: (r) => r.at.recall ?? '', digits: 3 },
    { title: 'defaults: precision', value: (r) => r.was.precision ?? '', digits: 3 },
    { title: 'defaults: recall', value: (r) => r.was.recall ?? '', digits: 3 },
  ], rows);
  const svg = await renderSvg(calibrationSpec(c));
  return `<section id="calibration"><h2>Calibration</h2>
${figure(svg, `Precision against recall per facet on planted rewrites of the suites and same-domain negatives (calibration.json, seed ${c.seed}), as the related threshold sweeps; the points mark the calibrated operating points and the defaults'.`)}
${wrap(table)}</section>`;
}

function offenders(v: ReportView): string {
  const c = v.model.contamination;
  const n = v.htmlRows;
  const envColumns: Column<OffenderRow>[] = [
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
    { title: 'nearest suite environment', value: (r) => r.nearest_suite_env },
    { title: 'suite', value: (r) => r.nearest_suite },
  ];
  const tasks = worstTaskMatches(v.artifacts);
  const items = worstItemMatches(v.artifacts);
  const cut = (text: string) => (text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}…` : text);
  return `<section id="offenders"><h2>Worst offenders</h2>
<h3>Portfolio environments flagged related or above</h3>${wrap(sortableTable('offender-envs', envColumns, c.offenders.slice(0, n), c.offenders.length, 'contamination.csv'))}
<h3>Task matches: portfolio and suite texts side by side</h3>${wrap(
    sortableTable('task-matches', [
      { title: 'flag', value: (r) => r.flag },
      { title: 'cosine', value: (r) => r.cosine, digits: 3 },
      { title: 'n-gram overlap', value: (r) => r.ngram_overlap, digits: 2 },
      { title: 'shared identifiers', value: (r) => r.shared_identifiers },
      { title: 'why', value: (r) => r.why },
      { title: 'portfolio task', value: (r) => r.task_id },
      { title: 'portfolio text', value: (r) => cut(r.task_text), wide: true },
      { title: 'suite text', value: (r) => cut(r.suite_task_text), wide: true },
      { title: 'suite task', value: (r) => r.suite_task_id },
    ], tasks.slice(0, n), tasks.length, 'task_matches.csv'),
  )}
<h3>Tool and state matches</h3>${wrap(
    sortableTable('item-matches', [
      { title: 'flag', value: (r) => r.flag },
      { title: 'facet', value: (r) => r.facet },
      { title: 'cosine', value: (r) => r.cosine, digits: 3 },
      { title: 'renamed', value: (r) => r.renamed },
      { title: 'portfolio item', value: (r) => r.item_id },
      { title: 'suite item', value: (r) => r.suite_item_id },
    ], items.slice(0, n), items.length, 'item_matches.csv'),
  )}
<h3>To drop</h3><p>${plural(c.drop.environments.length, 'environment')}, ${plural(c.drop.tasks.length, 'further task')} and ${plural(c.drop.tools.length, 'further tool')}, flagged ${h(c.drop.at)} or above (<code>decontaminate.txt</code>).</p>
${c.drop.rule.map((r) => `<p class="note">${h(r)}</p>`).join('\n')}</section>`;
}

async function clusters(v: ReportView): Promise<string> {
  const r = v.model.redundancy;
  const map = v.map.drawn
    ? figure(await renderSvg(clusterMapSpec(v.map.points, MAP_LABELS)), `Portfolio environments on the first two principal components of their environment vectors (${pct(v.map.explained[0])} and ${pct(v.map.explained[1])} of the variance), coloured by cluster; environments that overlap a suite are marked by shape, the ${MAP_LABELS} highest-scoring named.`)
    : notRun(`cluster map: ${v.map.reason}`);
  const clusterTable = sortableTable('clusters', [
    { title: 'cluster', value: (c) => c.cluster, digits: 0 },
    { title: 'size', value: (c) => c.size, digits: 0 },
    { title: 'portfolio', value: (c) => c.portfolio, digits: 0 },
    { title: 'baseline', value: (c) => c.baseline, digits: 0 },
    { title: 'effective', value: (c) => c.effective, digits: 0 },
    { title: 'redundant', value: (c) => c.redundant },
    { title: 'intra similarity', value: (c) => c.intra_similarity, digits: 3 },
    { title: 'families', value: (c) => c.families, wide: true },
    { title: 'representative', value: (c) => c.representative },
  ], r.clusters.slice(0, v.htmlRows), r.clusters.length, 'clusters.csv');
  const groups = sortableTable('near-duplicates', [
    { title: 'group', value: (g) => g.group, digits: 0 },
    { title: 'kept', value: (g) => g.kept },
    { title: 'family', value: (g) => g.family },
    { title: 'removable', value: (g) => g.removed.length, digits: 0 },
    { title: 'removable environments (similarity to kept)', value: (g) => g.removed.map((x) => `${x.env_id} (${fmt(x.similarity_to_kept, 3)})`).join(', '), wide: true },
  ], r.nearDuplicates.groups.slice(0, v.htmlRows), r.nearDuplicates.groups.length, 'near_duplicates.csv');
  const novelty = r.novelty ? `<p>${h(String(r.novelty.summary.verdict))}</p>` : notRun('the run was ingested without --baseline, so there is no novelty to measure.');
  return `<section id="redundancy"><h2>Redundancy</h2>
<p>${r.effectiveEnvironments} effective environments of ${r.nominalEnvironments}; ${r.k} clusters, ${r.redundantClusters} redundant; the largest cluster holds ${pct(r.shareInLargestClusters.top1 ?? 0)} of the portfolio. ${h(r.kmeans.criterion)}.</p>
${map}<h3>Clusters</h3>${wrap(clusterTable)}<h3>Near-duplicate groups</h3>${wrap(groups)}<h3>Novelty against a baseline</h3>${novelty}</section>`;
}

async function strata(v: ReportView): Promise<string> {
  const s = v.model.strata;
  if (!s) return `<section id="strata"><h2>Strata by similarity</h2>${notRun('no strata.json / strata.csv in the run directory (stratify stage).')}</section>`;
  const rows = v.artifacts.strataTable ?? [];
  const range = strataRangeSpec(rows);
  const outcome = strataOutcomeSpec(rows);
  const verdicts = Array.isArray(s.record.verdicts) ? s.record.verdicts.map(String) : [];
  const table = sortableTable('strata-table', [
    { title: 'side', value: (r) => r.side },
    { title: 'scheme', value: (r) => r.scheme },
    { title: 'stratum', value: (r) => r.stratum, digits: 0 },
    { title: 'n', value: (r) => r.n, digits: 0 },
    { title: 'similarity min', value: (r) => r.similarity_min, digits: 3 },
    { title: 'similarity max', value: (r) => r.similarity_max, digits: 3 },
    { title: 'metric', value: (r) => r.metric },
    { title: 'value', value: (r) => r.value, digits: 3 },
    { title: 'ci low', value: (r) => r.ci_low, digits: 3 },
    { title: 'ci high', value: (r) => r.ci_high, digits: 3 },
  ], rows.slice(0, v.htmlRows), rows.length, 'strata.csv');
  return `<section id="strata"><h2>Strata by similarity</h2>
${verdicts.length > 0 ? `<ul>${verdicts.map((x) => `<li>${h(x)}</li>`).join('')}</ul>` : '<p>No verdict: no results were joined to the strata.</p>'}
${outcome ? figure(await renderSvg(outcome), 'Outcome per stratum (1 = least similar to the other side) with its 95% bootstrap interval.') : '<p class="note">No outcomes per stratum (stratify ran without --results).</p>'}
${range ? figure(await renderSvg(range), 'Similarity range of each stratum.') : ''}
${wrap(table)}</section>`;
}

function subsets(v: ReportView): string {
  const s = v.model.subsets;
  if (!s) return `<section id="subsets"><h2>Nested subsets for the scaling ablation</h2>${notRun('no subsets.json in the run directory (subsets stage).')}</section>`;
  const rows = Array.isArray(s.subsets) ? (s.subsets as Record<string, unknown>[]) : [];
  const verdicts = Array.isArray(s.verdicts) ? s.verdicts.map(String) : [];
  return `<section id="subsets"><h2>Nested subsets for the scaling ablation</h2><ul>${verdicts.map((x) => `<li>${h(x)}</li>`).join('')}</ul>
${wrap(sortableTable('subsets-table', [
    { title: 'fraction', value: (r) => Number(r.fraction), digits: 3 },
    { title: 'environments', value: (r) => Number(r.n), digits: 0 },
    { title: 'manifest', value: (r) => String(r.manifest) },
  ], rows))}</section>`;
}

function holdout(v: ReportView): string {
  const hd = v.model.holdout;
  const leaks = hd && Array.isArray(hd.leaks) ? (hd.leaks as Record<string, unknown>[]) : [];
  const advice = hd
    ? `<p>${h(String(hd.verdict))}</p><h3>Leaks</h3>${wrap(sortableTable('leaks', [
        { title: 'held-out environment', value: (l) => String(l.heldout_env) },
        { title: 'held-out family', value: (l) => String(l.heldout_family) },
        { title: 'training environment', value: (l) => String(l.train_env) },
        { title: 'training family', value: (l) => String(l.train_family) },
        { title: 'score', value: (l) => Number(l.score), digits: 3 },
      ], leaks.slice(0, v.htmlRows), leaks.length, 'holdout.json'))}`
    : notRun('no holdout.json in the run directory (holdout stage).');
  const f = v.model.families;
  const families = f
    ? `<h3>Families</h3>${wrap(sortableTable('families', [
        { title: 'family', value: (r) => String(r.family) },
        { title: 'environments', value: (r) => Number(r.environments), digits: 0 },
        { title: 'nearest family', value: (r) => String(r.nearest_family) },
        { title: 'similarity', value: (r) => (typeof r.nearest_family_similarity === 'number' ? r.nearest_family_similarity : null), digits: 3 },
        { title: 'suite similarity', value: (r) => (typeof r.suite_similarity === 'number' ? r.suite_similarity : null), digits: 3 },
      ], f.slice(0, v.htmlRows), f.length, 'families.csv'))}`
    : '';
  return `<section id="holdout"><h2>Hold-out</h2>${advice}${families}</section>`;
}

function run(v: ReportView): string {
  const m = v.model;
  return `<section id="run"><h2>Run</h2>${wrap(sortableTable('inputs', [
    { title: 'input', value: (i) => i.file },
    { title: 'side', value: (i) => i.side ?? i.kind },
    { title: 'records', value: (i) => i.records, digits: 0 },
    { title: 'accepted', value: (i) => i.accepted, digits: 0 },
    { title: 'rejected', value: (i) => i.rejected, digits: 0 },
    { title: 'sha256', value: (i) => i.sha256 },
  ], m.inputs))}
<p>Model ${h(m.model.dir.split('/').pop() ?? m.model.dir)} (${h(m.model.precision)}, ${m.model.dim} dimensions), fingerprint <code>${h(m.model.fingerprint)}</code>.
Environment thresholds ${fmt(m.thresholds.environment.nearDuplicate)} (near-duplicate) / ${fmt(m.thresholds.environment.related)} (related); weights tools ${m.thresholds.weights.tools}, state ${m.thresholds.weights.state}, tasks ${m.thresholds.weights.tasks}.
Seeds: k-means ${m.seeds.kmeans}, stratify ${m.seeds.stratify ?? 'not run'}, subsets ${m.seeds.subsets ?? 'not run'}; MinHash ${m.seeds.minhash.map((x) => `<code>${h(x)}</code>`).join(', ')}.
${h(searchSentence(m))}</p></section>`;
}
