// The report's charts: Vega-Lite specifications compiled with vega-lite and rendered to SVG in Node by vega's
// headless View (renderer 'none', toSVG), so the HTML carries finished pictures and needs no script to draw
// them. Vega escapes every text it writes into SVG (labels, titles, aria-labels), which matters because
// environment ids and families are generator text. Data is always inline: a spec never names a URL, so
// rendering reads nothing from disk or network.
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { FACETS, type Facet } from '../core/types.js';
import type { RunArtifacts } from './load.js';
import type { ReportModel } from './model.js';
import type { ProjectedEnvironment } from './projection.js';
import { showBidi } from './escape.js';

const CONFIG = { font: 'sans-serif', view: { stroke: '#ddd' }, axis: { labelFontSize: 10, titleFontSize: 11 }, title: { fontSize: 12, anchor: 'start' as const } };

export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile({ ...spec, config: CONFIG } as TopLevelSpec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

interface Panel {
  title: string;
  scores: number[];
  thresholds: { nearDuplicate: number; related: number };
}

/** One histogram per facet of the portfolio environments' scores against the suites, thresholds marked. */
export function similaritySpec(a: RunArtifacts, m: ReportModel): TopLevelSpec {
  const numbers = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);
  const panels: Panel[] = [
    ...FACETS.map((f: Facet) => ({ title: `${f} (portfolio environments)`, scores: numbers(a.contamination.map((r) => r[f])), thresholds: m.thresholds.facets[f] })),
    { title: 'combined score (portfolio environments)', scores: a.contamination.map((r) => r.score), thresholds: m.thresholds.environment },
    { title: 'suite tasks: nearest portfolio task', scores: numbers(a.evalTasks.map((r) => r.max_similarity)), thresholds: m.thresholds.facets.tasks },
  ];
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    columns: 3,
    concat: panels.map((p) => histogram(p)),
  } as TopLevelSpec;
}

function histogram(p: Panel) {
  // Scores below 0 (possible for cosines) are shown in the first bin rather than widening every axis.
  const values = p.scores.map((score) => ({ score: Math.max(0, Math.min(1, score)) }));
  // Labels on two rows (pixel offsets from the top), as the two thresholds are often close.
  const rules = [
    { at: p.thresholds.related, label: `related ${p.thresholds.related.toFixed(2)}`, row: 2 },
    { at: p.thresholds.nearDuplicate, label: `near-dup ${p.thresholds.nearDuplicate.toFixed(2)}`, row: 13 },
  ];
  return {
    title: `${p.title}, n = ${p.scores.length}`,
    width: 220,
    height: 120,
    layer: [
      {
        data: { values },
        mark: { type: 'bar', color: '#4c78a8' },
        encoding: {
          x: { field: 'score', type: 'quantitative', bin: { extent: [0, 1], step: 0.05 }, title: 'similarity', scale: { domain: [0, 1] } },
          y: { aggregate: 'count', type: 'quantitative', title: 'count', axis: { tickMinStep: 1, format: 'd' } },
        },
      },
      { data: { values: rules }, mark: { type: 'rule', color: '#d62728', strokeDash: [4, 3] }, encoding: { x: { field: 'at', type: 'quantitative' } } },
      { data: { values: rules }, mark: { type: 'text', align: 'right', dx: -3, dy: 0, baseline: 'top', angle: 0, fontSize: 9, color: '#d62728' }, encoding: { x: { field: 'at', type: 'quantitative' }, y: { field: 'row', type: 'quantitative', scale: null }, text: { field: 'label' } } },
    ],
  };
}

type StrataRow = { side: string; scheme: string; stratum: number; n: number; similarity_min: number | null; similarity_max: number | null; metric: string; value: number | null; ci_low: number | null; ci_high: number | null };

/** Similarity range of each stratum, per side and scheme: what the strata are, with or without results. */
export function strataRangeSpec(rows: StrataRow[]): TopLevelSpec | null {
  const seen = new Set<string>();
  const values = rows
    .filter((r) => r.similarity_min !== null && r.similarity_max !== null)
    .filter((r) => {
      const key = `${r.side}\u0000${r.scheme}\u0000${r.stratum}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .map((r) => ({ panel: `${r.side} ${r.scheme}`, stratum: r.stratum, low: r.similarity_min, high: r.similarity_max, n: r.n }));
  if (values.length === 0) return null;
  return stratumPanels(values, [
    { mark: { type: 'rule', strokeWidth: 6, color: '#4c78a8' }, encoding: { x: STRATUM_AXIS, y: { field: 'low', type: 'quantitative', title: 'similarity range', scale: { zero: false } }, y2: { field: 'high' } } },
  ], { x: 'independent' });
}

/**
 * Outcomes per stratum with their 95% intervals: pass@1 (else success) on the eval side (pass^k and success stay
 * in the table, where thirty small panels would bury the one a reader needs) and every ablation metric on the
 * portfolio side.
 */
export function strataOutcomeSpec(rows: StrataRow[]): TopLevelSpec | null {
  const evalMetric = rows.some((r) => r.side === 'eval' && r.metric === 'pass@1') ? 'pass@1' : 'success';
  const charted = (r: StrataRow) => r.metric !== 'count' && (r.side !== 'eval' || r.metric === evalMetric);
  const values = rows.filter((r) => r.value !== null && charted(r)).map((r) => ({ panel: `${r.side} ${r.scheme} ${r.metric}`, stratum: r.stratum, value: r.value, low: r.ci_low ?? r.value, high: r.ci_high ?? r.value }));
  if (values.length === 0) return null;
  return stratumPanels(values, [
    { mark: { type: 'rule', color: '#888' }, encoding: { x: STRATUM_AXIS, y: { field: 'low', type: 'quantitative', title: 'outcome, 95% interval' }, y2: { field: 'high' } } },
    { mark: { type: 'point', filled: true, color: '#d62728' }, encoding: { x: { field: 'stratum', type: 'ordinal' }, y: { field: 'value', type: 'quantitative' } } },
  ], { x: 'independent', y: 'independent' });
}

const STRATUM_AXIS = { field: 'stratum', type: 'ordinal', title: 'stratum (1 = least similar)', axis: { labelAngle: 0 } } as const;

/** Small multiples of strata, one panel per `panel` value, three to a row: the layout both strata charts share. */
function stratumPanels(values: Array<Record<string, unknown>>, layer: unknown[], scales: Record<string, 'independent'>): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    data: { values },
    facet: { field: 'panel', type: 'nominal', title: null, sort: 'ascending' },
    columns: 3,
    spec: { width: 200, height: 120, layer },
    resolve: { scale: scales },
  } as TopLevelSpec;
}

const OVERLAP_SHAPES = [
  ['clean', 'circle'],
  ['related', 'triangle-up'],
  ['near-duplicate', 'diamond'],
  ['exact', 'cross'],
] as const;

/** Portfolio environments on their first two principal components, coloured by cluster, overlaps marked. */
export function clusterMapSpec(points: ProjectedEnvironment[], labelled: number): TopLevelSpec {
  const clusters = new Set(points.map((p) => p.cluster)).size;
  const values = points.map((p) => ({ x: p.x, y: p.y, cluster: p.cluster === null ? 'none' : `cluster ${p.cluster}`, order: p.cluster ?? 0, overlap: p.flag, id: showBidi(p.id), score: p.score }));
  const labels = [...values].filter((v) => v.overlap !== 'clean').sort((a, b) => b.score - a.score).slice(0, labelled);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: 640,
    height: 420,
    layer: [
      {
        data: { values },
        mark: { type: 'point', filled: true, opacity: 0.85 },
        encoding: {
          x: { field: 'x', type: 'quantitative', title: 'principal component 1', axis: { labels: false, ticks: false } },
          y: { field: 'y', type: 'quantitative', title: 'principal component 2', axis: { labels: false, ticks: false } },
          color: { field: 'cluster', type: 'nominal', sort: { field: 'order' }, legend: clusters <= 20 ? { title: 'cluster', columns: 2 } : null, scale: { scheme: clusters <= 10 ? 'tableau10' : 'tableau20' } },
          // Overlapping environments drawn larger so they stand out in a crowded cluster.
          size: { condition: { test: "datum.overlap !== 'clean'", value: 130 }, value: 50 },
          // A fixed domain so that clean is always a circle, whichever flags this run has.
          shape: { field: 'overlap', type: 'nominal', title: 'overlap with a suite', scale: { domain: OVERLAP_SHAPES.map(([name]) => name), range: OVERLAP_SHAPES.map(([, shape]) => shape) } },
        },
      },
      ...(labels.length > 0
        ? [{ data: { values: labels }, mark: { type: 'text', align: 'left', dx: 6, dy: -6, fontSize: 9, color: '#333' }, encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'y', type: 'quantitative' }, text: { field: 'id' } } }]
        : []),
    ],
  } as TopLevelSpec;
}
