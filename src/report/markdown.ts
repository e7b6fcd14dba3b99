// report.md: for a pull request or a wiki. The four questions answered (summary.ts), the headline findings,
// then the tables behind them; every piece of generator text escaped (escape.ts), long texts clipped, sections
// of stages that have not run say so.
import { FACETS } from '../core/types.js';
import { clip, escapeMarkdown as md } from './escape.js';
import { sizingMarkdown } from './sizing.js';
import { answers } from './summary.js';
import { BY_SUITE_COUNTING } from './contamination.js';
import { fmt, pct, plural, searchSentence, translatedNegativesSentence, worstItemMatches, worstTaskMatches, type ReportView } from './view.js';

type Cell = string;

function table(header: string[], rows: Cell[][]): string[] {
  if (rows.length === 0) return ['(none)', ''];
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`), ''];
}

const more = (shown: number, total: number, file: string) => (total > shown ? [`First ${shown} of ${total}; all in \`${file}\`.`, ''] : []);

export function renderMarkdown(v: ReportView): string {
  const m = v.model;
  const lines = ['# envsieve report', '', '## Summary', '', ...answers(m).flatMap((a) => [`**${md(a.question)}** ${md(a.answer)}`, '']), '## Headline', '', ...m.headline.map((h) => `- ${md(h)}`), ''];
  lines.push(...contamination(v), ...calibration(v), ...redundancy(v), ...strata(v), ...subsets(v), ...holdout(v), ...sizingMarkdown(v), ...run(v));
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** Precision and recall at the calibrated points and the defaults', only when calibration.json is there. */
function calibration(v: ReportView): string[] {
  const c = v.artifacts.calibration;
  if (!c) return [];
  const f3 = (x: number | null) => (x === null ? '–' : x.toFixed(3));
  const rows = FACETS.flatMap((f) => (['near-duplicate', 'related'] as const).map((level) => {
    const k = c.facets[f];
    return [f, level, (level === 'related' ? k.thresholds.related : k.thresholds.nearDuplicate).toFixed(2), f3(k.figures[level].precision), f3(k.figures[level].recall), f3(k.given[level].precision), f3(k.given[level].recall)];
  }));
  const translated = translatedNegativesSentence(c);
  return [`## Calibration (seed ${c.seed})`, '', ...table(['facet', 'flag', 'threshold', 'precision', 'recall', 'defaults: precision', 'defaults: recall'], rows),
    'On planted rewrites of the suites and same-domain negatives (`calibration.json`); pass it to `neighbors` or `audit` with `--calibration`.', '', ...(translated ? [translated, ''] : [])];
}

function contamination(v: ReportView): string[] {
  const c = v.model.contamination;
  const t = v.model.thresholds;
  const lines = ['## Contamination', '', '### By suite', ''];
  lines.push(
    ...table(
      ['suite', 'suite envs', 'suite tasks', 'portfolio envs exact / near-dup / related', 'tools copied (envs)', 'state copied (envs)', 'tasks copied (envs)', 'suite tasks with a copy'],
      c.suites.map((s) => [
        md(s.suite),
        String(s.environments),
        String(s.tasks),
        `${s.portfolioEnvironments.exact} / ${s.portfolioEnvironments['near-duplicate']} / ${s.portfolioEnvironments.related}`,
        ...FACETS.map((f) => `${s.facets[f].items.exact + s.facets[f].items['near-duplicate']} (${s.facets[f].environments})`),
        s.tasks === 0 ? '– (no tasks)' : `${s.evalTasks.exact + s.evalTasks['near-duplicate']} of ${s.tasks}`,
      ]),
    ),
  );
  lines.push(`"copied" = flagged exact or near-duplicate; (envs) = portfolio environments holding such an item. ${BY_SUITE_COUNTING}`, '', '### By facet (portfolio items)', '');
  lines.push(...table(['facet', 'exact', 'near-duplicate', 'related', 'clean', 'thresholds near-dup / related'], FACETS.map((f) => [f, ...(['exact', 'near-duplicate', 'related', 'clean'] as const).map((k) => String(c.items[f][k])), `${fmt(t.facets[f].nearDuplicate)} / ${fmt(t.facets[f].related)}`])));
  lines.push('### Worst offenders (portfolio environments)', '');
  const offenders = c.offenders.slice(0, v.top);
  lines.push(...table(['environment', 'family', 'flag', 'score', 'tools', 'state', 'tasks', 'flagged items', 'nearest suite environment', 'suite'], offenders.map((r) => [md(r.env_id), md(r.family), r.flag, fmt(r.score), fmt(r.tools), fmt(r.state), fmt(r.tasks), String(r.flagged_items), md(r.nearest_suite_env), md(r.nearest_suite)])));
  lines.push(...more(offenders.length, c.offenders.length, 'contamination.csv'));
  lines.push('### Closest task matches', '');
  const tasks = worstTaskMatches(v.artifacts);
  lines.push(...table(['portfolio task', 'suite task', 'cosine', 'n-gram overlap', 'shared identifiers', 'flag', 'why', 'portfolio text', 'suite text'], tasks.slice(0, v.top).map((r) => [md(r.task_id), md(r.suite_task_id), fmt(r.cosine), fmt(r.ngram_overlap), md(clip(r.shared_identifiers, 80)), r.flag, md(r.why), md(clip(r.task_text, 160)), md(clip(r.suite_task_text, 160))])));
  lines.push(...more(Math.min(v.top, tasks.length), tasks.length, 'task_matches.csv'));
  lines.push('### Closest tool and state matches', '');
  const items = worstItemMatches(v.artifacts);
  lines.push(...table(['portfolio item', 'suite item', 'facet', 'cosine', 'renamed', 'flag'], items.slice(0, v.top).map((r) => [md(r.item_id), md(r.suite_item_id), r.facet, fmt(r.cosine), r.renamed ? 'yes' : 'no', r.flag])));
  lines.push(...more(Math.min(v.top, items.length), items.length, 'item_matches.csv'));
  lines.push('### To drop', '', ...c.drop.rule.map((r) => `> ${md(r)}`), '');
  lines.push(`${plural(c.drop.environments.length, 'environment')}, ${plural(c.drop.tasks.length, 'further task')} and ${plural(c.drop.tools.length, 'further tool')}; the ids are in \`decontaminate.txt\` and \`report.json\` (\`contamination.drop\`).`, '');
  return lines;
}

function redundancy(v: ReportView): string[] {
  const r = v.model.redundancy;
  const lines = ['## Redundancy', ''];
  lines.push(`${r.effectiveEnvironments} effective environments of ${r.nominalEnvironments}; ${r.k} clusters (${md(r.kmeans.criterion)}), ${r.redundantClusters} redundant; the largest cluster holds ${pct(r.shareInLargestClusters.top1 ?? 0)} of the portfolio.`, '');
  lines.push('### Clusters', '');
  lines.push(...table(['cluster', 'size', 'portfolio', 'baseline', 'effective', 'redundant', 'intra similarity', 'families', 'representative'], r.clusters.slice(0, v.top).map((c) => [String(c.cluster), String(c.size), String(c.portfolio), String(c.baseline), String(c.effective), c.redundant ? 'yes' : 'no', fmt(c.intra_similarity), md(clip(c.families, 120)), md(c.representative)])));
  lines.push(...more(Math.min(v.top, r.clusters.length), r.clusters.length, 'clusters.csv'));
  lines.push('### Near-duplicate groups', '');
  const groups = r.nearDuplicates.groups;
  lines.push(...table(['group', 'kept', 'family', 'removable (similarity to kept)'], groups.slice(0, v.top).map((g) => [String(g.group), md(g.kept), md(g.family), md(clip(g.removed.map((x) => `${x.env_id} (${fmt(x.similarity_to_kept)})`).join(', '), 300))])));
  lines.push(...more(Math.min(v.top, groups.length), groups.length, 'near_duplicates.csv'));
  lines.push('### Novelty against a baseline', '', r.novelty ? md(String(r.novelty.summary.verdict)) : 'Not run: the run was ingested without `--baseline`.', '');
  return lines;
}

function strata(v: ReportView): string[] {
  const s = v.model.strata;
  if (!s) return ['## Strata by similarity', '', 'Not run: no `strata.json` / `strata.csv` in the run directory (stratify stage).', ''];
  const lines = ['## Strata by similarity', ''];
  const verdicts = Array.isArray(s.record.verdicts) ? s.record.verdicts.map(String) : [];
  lines.push(...(verdicts.length > 0 ? verdicts.map((x) => `- ${md(x)}`) : ['No verdict: no results were joined to the strata.']), '');
  const str = (x: unknown) => md(String(x ?? '–'));
  const num = (x: unknown) => fmt(typeof x === 'number' ? x : null, 3);
  lines.push(...table(['side', 'scheme', 'stratum', 'n', 'similarity', 'metric', 'value', '95% interval'], s.table.map((r) => [str(r.side), str(r.scheme), str(r.stratum), str(r.n), `${num(r.similarity_min)} – ${num(r.similarity_max)}`, str(r.metric), r.metric === 'count' ? str(r.value) : num(r.value), r.ci_low === null || r.ci_low === undefined ? '–' : `[${num(r.ci_low)}, ${num(r.ci_high)}]`])));
  return lines;
}

function subsets(v: ReportView): string[] {
  const s = v.model.subsets;
  if (!s) return ['## Nested subsets for the scaling ablation', '', 'Not run: no `subsets.json` in the run directory (subsets stage).', ''];
  const rows = Array.isArray(s.subsets) ? (s.subsets as Record<string, unknown>[]) : [];
  const verdicts = Array.isArray(s.verdicts) ? s.verdicts.map(String) : [];
  return ['## Nested subsets for the scaling ablation', '', ...verdicts.map((x) => `- ${md(x)}`), '', ...table(['fraction', 'environments', 'manifest'], rows.map((r) => [String(r.fraction), String(r.n), md(String(r.manifest))]))];
}

function holdout(v: ReportView): string[] {
  const h = v.model.holdout;
  const lines = ['## Hold-out', ''];
  if (!h) lines.push('Not run: no `holdout.json` in the run directory (holdout stage).', '');
  else {
    lines.push(md(String(h.verdict)), '');
    const leaks = Array.isArray(h.leaks) ? (h.leaks as Record<string, unknown>[]) : [];
    lines.push('### Leaks', '', ...table(['held-out environment', 'family', 'training environment', 'family', 'score'], leaks.slice(0, v.top).map((l) => [md(String(l.heldout_env)), md(String(l.heldout_family)), md(String(l.train_env)), md(String(l.train_family)), fmt(l.score as number)])));
    lines.push(...more(Math.min(v.top, leaks.length), leaks.length, 'holdout.json'));
  }
  const f = v.model.families;
  if (f) {
    lines.push('### Families', '', ...table(['family', 'environments', 'nearest family', 'similarity', 'suite similarity'], f.slice(0, v.top).map((r) => [md(String(r.family)), String(r.environments), md(String(r.nearest_family)), fmt(r.nearest_family_similarity as number | null), fmt(r.suite_similarity as number | null)])));
    lines.push(...more(Math.min(v.top, f.length), f.length, 'families.csv'));
  }
  return lines;
}

function run(v: ReportView): string[] {
  const m = v.model;
  return [
    '## Run',
    '',
    ...table(['input', 'side', 'records', 'accepted', 'rejected', 'sha256'], m.inputs.map((i) => [md(i.file), i.side ?? i.kind, String(i.records), String(i.accepted), String(i.rejected), md(i.sha256)])),
    `Model: ${md(m.model.dir.split('/').pop() ?? m.model.dir)} (${md(m.model.precision)}, ${m.model.dim} dimensions), fingerprint ${md(m.model.fingerprint)}. ` +
      `Environment thresholds ${fmt(m.thresholds.environment.nearDuplicate)} / ${fmt(m.thresholds.environment.related)}, weights tools ${m.thresholds.weights.tools}, state ${m.thresholds.weights.state}, tasks ${m.thresholds.weights.tasks}. ` +
      `Seeds: k-means ${m.seeds.kmeans}, stratify ${m.seeds.stratify ?? 'not run'}, subsets ${m.seeds.subsets ?? 'not run'}; MinHash ${m.seeds.minhash.map(md).join(', ')}. ` +
      md(searchSentence(m)),
    '',
  ];
}
