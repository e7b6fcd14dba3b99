// report.html: one self-contained page that opens offline under a CSP that allows only its own script. At the
// top, the four questions answered (summary.ts) with links to the evidence; then contents and sections that
// open and close, each table paged and searchable (pageScript.ts), charts rendered to SVG at report time. The
// sections are one list (SECTIONS): a new view is one entry there. Every generator text goes through
// escapeHtml (here, in htmlParts' cells or in evidence.ts); vega escapes the SVG's own texts.
import { FACETS } from '../core/types.js';
import { calibrationSpec } from './calibrationChart.js';
import { renderSvg } from './charts.js';
import { escapeHtml as h } from './escape.js';
import { dropSection, evidenceRows, evidenceSection, offendersSection, suitesSection } from './htmlContamination.js';
import { clustersSection, holdoutSection, strataSection, subsetsSection } from './htmlFindings.js';
import { htmlPage, sortableTable } from './htmlParts.js';
import { sizingHtml } from './sizing.js';
import { answers } from './summary.js';
import { fmt, searchSentence, translatedNegativesSentence, type ReportView } from './view.js';

export interface Section {
  id: string;
  title: string;
  /** The section's body, or null when the section does not apply to this run (it is then left out). */
  render: (v: ReportView, evidence: ReturnType<typeof evidenceRows>) => Promise<string | null> | string | null;
  /** Closed at first: long reference material a reader opens when needed. */
  closed?: boolean;
}

/** The page's sections in reading order: findings first, then their evidence, then the run's provenance. */
export const SECTIONS: Section[] = [
  { id: 'findings', title: 'All findings', render: (v) => `<ul class="headline">${v.model.headline.map((line) => `<li>${h(line)}</li>`).join('')}</ul>` },
  { id: 'suites', title: 'Similarity to the suites, per suite', render: (v) => suitesSection(v) },
  { id: 'drop', title: 'To drop before training', render: (v, e) => dropSection(v, e) },
  { id: 'evidence', title: 'Evidence: matched pairs', render: (v, e) => evidenceSection(v, e) },
  { id: 'offenders', title: 'Flagged portfolio environments', render: (v, e) => offendersSection(v, e) },
  { id: 'redundancy', title: 'Redundancy', render: (v) => clustersSection(v) },
  { id: 'strata', title: 'Strata by similarity: is the eval inflated?', render: (v) => strataSection(v) },
  { id: 'subsets', title: 'Nested subsets for the scaling ablation', render: (v) => subsetsSection(v), closed: true },
  { id: 'holdout', title: 'Hold-out', render: (v) => holdoutSection(v) },
  { id: 'sizing', title: 'Portfolio sizing: what to build next', render: (v) => sizingHtml(v) },
  { id: 'calibration', title: 'Calibration', render: (v) => calibration(v) },
  { id: 'run', title: 'Run', render: (v) => run(v), closed: true },
];

/** The page; it carries no time stamp (report.json's `generatedAt` has it), so a re-run gives the same bytes. */
export async function renderHtml(v: ReportView): Promise<string> {
  const evidence = evidenceRows(v);
  const rendered: Array<{ section: Section; body: string }> = [];
  for (const section of SECTIONS) {
    const body = await section.render(v, evidence);
    if (body !== null) rendered.push({ section, body });
  }
  const contents = `<nav class="contents" aria-label="contents"><strong>Contents</strong><ol><li><a href="#summary">Summary</a></li>${rendered.map(({ section }) => `<li><a href="#${section.id}">${h(section.title)}</a></li>`).join('')}</ol></nav>`;
  return htmlPage('envsieve report', [
    `<h1>envsieve report</h1><p class="meta">report.json schema version ${v.model.schemaVersion}; when it was generated is in report.json</p>`,
    summary(v),
    contents,
    ...rendered.map(({ section, body }) => `<section id="${section.id}"><details${section.closed ? '' : ' open'}><summary><h2>${h(section.title)}</h2></summary>\n${body}\n</details></section>`),
  ]);
}

const figure = (svg: string, caption: string) => `<figure>${svg}<figcaption>${h(caption)}</figcaption></figure>`;

function summary(v: ReportView): string {
  const items = answers(v.model).map((a) => `<dt>${h(a.question)}</dt><dd>${h(a.answer)} <a href="#${a.section}">Evidence</a></dd>`);
  return `<section id="summary"><h2>Summary</h2><dl class="answers">${items.join('')}</dl></section>`;
}

/** Only when calibration.json is there: the section is about a run that was calibrated, and absent otherwise. */
async function calibration(v: ReportView): Promise<string | null> {
  const c = v.artifacts.calibration;
  if (!c) return null;
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
  const translated = translatedNegativesSentence(c);
  return `${figure(svg, `Precision against recall per facet on planted rewrites of the suites and same-domain negatives (calibration.json, seed ${c.seed}), as the related threshold sweeps; the points mark the calibrated operating points and the defaults'.`)}
${table}${translated ? `\n<p>${h(translated)}</p>` : ''}`;
}

function run(v: ReportView): string {
  const m = v.model;
  return `${sortableTable('inputs', [
    { title: 'input', value: (i) => i.file },
    { title: 'side', value: (i) => i.side ?? i.kind },
    { title: 'records', value: (i) => i.records, digits: 0 },
    { title: 'accepted', value: (i) => i.accepted, digits: 0 },
    { title: 'rejected', value: (i) => i.rejected, digits: 0 },
    { title: 'sha256', value: (i) => i.sha256 },
  ], m.inputs)}
<p>Model ${h(m.model.dir.split('/').pop() ?? m.model.dir)} (${h(m.model.precision)}, ${m.model.dim} dimensions), fingerprint <code>${h(m.model.fingerprint)}</code>.
Environment thresholds ${fmt(m.thresholds.environment.nearDuplicate)} (near-duplicate) / ${fmt(m.thresholds.environment.related)} (related); weights tools ${m.thresholds.weights.tools}, state ${m.thresholds.weights.state}, tasks ${m.thresholds.weights.tasks}.
Seeds: k-means ${m.seeds.kmeans}, stratify ${m.seeds.stratify ?? 'not run'}, subsets ${m.seeds.subsets ?? 'not run'}; MinHash ${m.seeds.minhash.map((x) => `<code>${h(x)}</code>`).join(', ')}.
${h(searchSentence(m))}</p>`;
}
