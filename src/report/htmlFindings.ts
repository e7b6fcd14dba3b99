// report.html's sections on redundancy (cluster map, clusters, near-duplicate groups, novelty), strata by
// similarity (outcomes with intervals, ranges, the verdicts and the clean part's score), the scaling subsets
// and the hold-out. Charts are vega-lite rendered to SVG at report time (charts.ts); every text is escaped.
import { clusterMapSpec, renderSvg, strataOutcomeSpec, strataRangeSpec } from './charts.js';
import { escapeHtml as h } from './escape.js';
import { sortableTable } from './htmlParts.js';
import { fmt, pct, type ReportView } from './view.js';

/** Contaminated environments named on the cluster map, where a name fits (mapLabels.ts). */
const MAP_LABELS = 12;

const notRun = (what: string) => `<p class="notrun">Not run: ${h(what)}</p>`;
const figure = (svg: string, caption: string, cls = '') => `<figure${cls ? ` class="${cls}"` : ''}>${svg}<figcaption>${h(caption)}</figcaption></figure>`;

export async function clustersSection(v: ReportView): Promise<string> {
  const r = v.model.redundancy;
  const map = v.map.drawn
    ? figure(
        await renderSvg(clusterMapSpec(v.map.points, MAP_LABELS, r.clusters)),
        `Portfolio environments placed by the first two principal components of their environment vectors (${pct(v.map.explained[0])} and ${pct(v.map.explained[1])} of the variance): the axes have no units, nearby points have similar environments. The ${Math.min(9, r.clusters.length)} largest clusters are coloured, the rest grey; environments that overlap a suite are drawn larger, by shape, and the highest-scoring named where a name fits. Hover a point for its id, cluster, family, nearest suite environment and score.`,
        'tooltips',
      )
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
  ], r.clusters.slice(0, v.htmlRows), { total: r.clusters.length, file: 'clusters.csv' });
  const groups = sortableTable('near-duplicates', [
    { title: 'group', value: (g) => g.group, digits: 0 },
    { title: 'kept', value: (g) => g.kept },
    { title: 'family', value: (g) => g.family },
    { title: 'removable', value: (g) => g.removed.length, digits: 0 },
    { title: 'removable environments (similarity to kept)', value: (g) => g.removed.map((x) => `${x.env_id} (${fmt(x.similarity_to_kept, 3)})`).join(', '), wide: true },
  ], r.nearDuplicates.groups.slice(0, v.htmlRows), { total: r.nearDuplicates.groups.length, file: 'near_duplicates.csv' });
  const novelty = r.novelty ? `<p>${h(String(r.novelty.summary.verdict))}</p>` : notRun('the run was ingested without --baseline, so there is no novelty to measure.');
  return `
<p>${r.effectiveEnvironments} effective environments of ${r.nominalEnvironments}; ${r.k} clusters, ${r.redundantClusters} redundant; the largest cluster holds ${pct(r.shareInLargestClusters.top1 ?? 0)} of the portfolio. ${h(r.kmeans.criterion)}.</p>
${map}<h3>Clusters</h3>${clusterTable}<h3>Near-duplicate groups</h3>${groups}<h3>Novelty against a baseline</h3>${novelty}`;
}

export async function strataSection(v: ReportView): Promise<string> {
  const s = v.model.strata;
  if (!s) return notRun('no strata.json / strata.csv in the run directory (stratify stage).');
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
    { title: 'value', value: (r) => r.value, digits: (r) => (r.metric === 'count' ? 0 : 3) },
    { title: 'ci low', value: (r) => r.ci_low, digits: 3 },
    { title: 'ci high', value: (r) => r.ci_high, digits: 3 },
  ], rows.slice(0, v.htmlRows), { total: rows.length, file: 'strata.csv' });
  const clean = s.record.clean_part ? `<p class="big">${h(cleanLine(s.record.clean_part as Record<string, unknown>))}</p>` : '';
  return `${clean}
${verdicts.length > 0 ? `<ul>${verdicts.map((x) => `<li>${h(x)}</li>`).join('')}</ul>` : '<p>No verdict: no results were joined to the strata.</p>'}
${outcome ? figure(await renderSvg(outcome), 'Outcome per stratum (1 = least similar to the other side): the point is the value, the bar its 95% bootstrap interval; pass@1 is the mean per-task success rate, pass^k the chance that all k trials of a task succeed. Few tasks per stratum make wide intervals.') : '<p class="note">No outcomes per stratum (stratify ran without --results).</p>'}
${range ? figure(await renderSvg(range), 'Similarity range of each stratum, from its least to its most similar member (ticks at both ends, so a stratum whose members share one value is a single tick), with its size above.') : ''}
${table}`;
}

export function subsetsSection(v: ReportView): string {
  const s = v.model.subsets;
  if (!s) return notRun('no subsets.json in the run directory (subsets stage).');
  const rows = Array.isArray(s.subsets) ? (s.subsets as Record<string, unknown>[]) : [];
  const verdicts = Array.isArray(s.verdicts) ? s.verdicts.map(String) : [];
  return `<ul>${verdicts.map((x) => `<li>${h(x)}</li>`).join('')}</ul>
${sortableTable('subsets-table', [
    { title: 'fraction', value: (r) => Number(r.fraction), digits: 3 },
    { title: 'environments', value: (r) => Number(r.n), digits: 0 },
    { title: 'manifest', value: (r) => String(r.manifest) },
  ], rows)}`;
}

export function holdoutSection(v: ReportView): string {
  const hd = v.model.holdout;
  const leaks = hd && Array.isArray(hd.leaks) ? (hd.leaks as Record<string, unknown>[]) : [];
  const advice = hd
    ? `<p>${h(String(hd.verdict))}</p><h3>Leaks</h3>${sortableTable('leaks', [
        { title: 'held-out environment', value: (l) => String(l.heldout_env) },
        { title: 'held-out family', value: (l) => String(l.heldout_family) },
        { title: 'training environment', value: (l) => String(l.train_env) },
        { title: 'training family', value: (l) => String(l.train_family) },
        { title: 'score', value: (l) => Number(l.score), digits: 3 },
      ], leaks.slice(0, v.htmlRows), { total: leaks.length, file: 'holdout.json' })}`
    : notRun('no holdout.json in the run directory (holdout stage).');
  const f = v.model.families;
  const families = f
    ? `<h3>Families</h3>${sortableTable('families', [
        { title: 'family', value: (r) => String(r.family) },
        { title: 'environments', value: (r) => Number(r.environments), digits: 0 },
        { title: 'nearest family', value: (r) => String(r.nearest_family) },
        { title: 'similarity', value: (r) => (typeof r.nearest_family_similarity === 'number' ? r.nearest_family_similarity : null), digits: 3 },
        { title: 'suite similarity', value: (r) => (typeof r.suite_similarity === 'number' ? r.suite_similarity : null), digits: 3 },
      ], f.slice(0, v.htmlRows), { total: f.length, file: 'families.csv' })}`
    : '';
  return `${advice}${families}`;
}


/** The clean part in one line: how many suite tasks with results have no related training material, and their score. */
function cleanLine(c: Record<string, unknown>): string {
  const n = typeof c.with_results === 'number' ? c.with_results : 0;
  const all = typeof c.results_total === 'number' ? c.results_total : n;
  if (n === 0) return `Score on the part of the suite with no related training material: none of the ${all} tasks with results qualifies.`;
  const estimates = Array.isArray(c.estimates) ? (c.estimates as Record<string, unknown>[]) : [];
  const shown = estimates.filter((e) => typeof e.value === 'number' && e.metric !== 'success').map((e) => `${String(e.metric)} ${fmt(e.value as number)}${typeof e.ci_low === 'number' ? ` [${fmt(e.ci_low)}, ${fmt(e.ci_high as number)}]` : ''}`);
  return `Score on the part of the suite with no related training material (${n} of ${all} tasks with results): ${shown.join(', ')}.`;
}
