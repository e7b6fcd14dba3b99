// The report's charts: Vega-Lite specifications compiled with vega-lite and rendered to SVG in Node by vega's
// headless View (renderer 'none', toSVG), so the HTML carries finished pictures and needs no script to draw
// them. Vega escapes every text it writes into SVG (labels, titles, aria-labels), which matters because
// environment ids and families are generator text. Data is always inline: a spec never names a URL, so
// rendering reads nothing from disk or network.
import type { TopLevelSpec } from 'vega-lite';
import { FACETS, type Facet } from '../core/types.js';
import type { RunArtifacts } from './load.js';
import type { ReportModel } from './model.js';
import type { ProjectedEnvironment } from './projection.js';
import { clip, showBidi } from './escape.js';
import { placeLabels } from './mapLabels.js';

const CONFIG = { font: 'sans-serif', view: { stroke: '#ddd' }, legend: { labelLimit: 320, titleLimit: 320 }, axis: { labelFontSize: 10, titleFontSize: 11 }, title: { fontSize: 12, anchor: 'start' as const } };

/**
 * vega and vega-lite are loaded on the first chart, not with the library: together they take half a second to
 * import, which every CLI command and every stage but report paid for nothing (`envsieve --help` took 1.1 s).
 */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const [vega, { compile }] = await Promise.all([import('vega'), import('vega-lite')]);
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
  // The ends drawn as ticks as well as the span between them, so a stratum whose range is one value (every
  // task at the same similarity) is still a visible mark rather than a zero-height bar.
  return stratumPanels(values, [
    { mark: { type: 'rule', strokeWidth: 6, color: '#4c78a8' }, encoding: { x: STRATUM_AXIS, y: { field: 'low', type: 'quantitative', title: 'similarity range', scale: { zero: false, padding: 6 } }, y2: { field: 'high' } } },
    { mark: { type: 'tick', orient: 'horizontal', thickness: 2, size: 16, color: '#4c78a8' }, encoding: { x: STRATUM_AXIS, y: { field: 'low', type: 'quantitative' } } },
    { mark: { type: 'tick', orient: 'horizontal', thickness: 2, size: 16, color: '#4c78a8' }, encoding: { x: STRATUM_AXIS, y: { field: 'high', type: 'quantitative' } } },
    { mark: { type: 'text', dy: -8, fontSize: 9, color: '#555' }, encoding: { x: STRATUM_AXIS, y: { field: 'high', type: 'quantitative' }, text: { field: 'n', type: 'quantitative', format: 'd' } } },
  ], { x: 'independent' });
}

/**
 * Outcomes per stratum with their 95% intervals: on the eval side pass@1 (else success) and pass^k for each k
 * estimable (pass^1 is pass@1; success stays in the table), on a 0–1 axis so panels compare; every ablation
 * metric on the portfolio side. Each panel's x axis lists every stratum that has a value, with its task count.
 */
export function strataOutcomeSpec(rows: StrataRow[]): TopLevelSpec | null {
  const evalMetric = rows.some((r) => r.side === 'eval' && r.metric === 'pass@1') ? 'pass@1' : 'success';
  const charted = (r: StrataRow) => r.metric !== 'count' && (r.side !== 'eval' || r.metric === evalMetric || (evalMetric === 'pass@1' && r.metric.startsWith('pass^') && r.metric !== 'pass^1'));
  const values = rows
    .filter((r) => r.value !== null && charted(r))
    .map((r) => ({ panel: `${r.side} ${r.scheme} ${r.metric}`, stratum: r.stratum, value: r.value, low: r.ci_low ?? r.value, high: r.ci_high ?? r.value, n: r.n }));
  if (values.length === 0) return null;
  const y = (field: string, title?: string) => ({ field, type: 'quantitative', ...(title ? { title } : {}), scale: { domain: [0, 1] } });
  return stratumPanels(values, [
    { mark: { type: 'rule', color: '#4c78a8', strokeWidth: 2 }, encoding: { x: STRATUM_AXIS, y: y('low', 'outcome, 95% interval'), y2: { field: 'high' } } },
    { mark: { type: 'tick', orient: 'horizontal', thickness: 2, size: 12, color: '#4c78a8' }, encoding: { x: STRATUM_AXIS, y: y('low') } },
    { mark: { type: 'tick', orient: 'horizontal', thickness: 2, size: 12, color: '#4c78a8' }, encoding: { x: STRATUM_AXIS, y: y('high') } },
    { mark: { type: 'point', filled: true, size: 50, color: '#1d3557' }, encoding: { x: STRATUM_AXIS, y: y('value') } },
    { mark: { type: 'text', dx: 12, align: 'left', fontSize: 9, color: '#555' }, encoding: { x: STRATUM_AXIS, y: y('value'), text: { field: 'value', type: 'quantitative', format: '.2f' } } },
  ], { x: 'independent' });
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

/** Clusters with a colour of their own; the rest share one grey, as more than ten hues cannot be told apart. */
const COLOURED_CLUSTERS = 9;
const MAP = { width: 640, height: 420, fontSize: 9 };

/**
 * Portfolio environments on their first two principal components. The largest clusters are coloured, each named
 * in the legend by its size and families, the rest grey; overlapping environments are marked by shape and the
 * highest-scoring named where a name fits (mapLabels.ts). Every point carries its id, cluster, family, nearest
 * suite environment and score as its aria-label, which the page shows on hover.
 */
export function clusterMapSpec(points: ProjectedEnvironment[], labelled: number, clusters: Array<{ cluster: number; size: number; families: string }>): TopLevelSpec {
  const { values, legendOrder } = mapPoints(points, clusters);
  const span = (xs: number[]): [number, number] => {
    const lo = Math.min(...xs);
    const hi = Math.max(...xs);
    const pad = (hi - lo || 1) * 0.04;
    return [lo - pad, hi + pad];
  };
  const plot = { ...MAP, x: span(values.map((v) => v.x)), y: span(values.map((v) => v.y)) };
  const candidates = [...values].filter((v) => v.overlap !== 'clean').sort((a, b) => b.score - a.score || a.id.localeCompare(b.id)).slice(0, labelled);
  const labels = placeLabels(candidates.map((v) => ({ x: v.x, y: v.y, label: clip(v.id, 48) })), plot).map((l) => ({ x: l.at.x, y: l.at.y, text: l.label, align: l.align }));
  const axis = (field: 'x' | 'y', title: string) => ({ field, type: 'quantitative', title, axis: { labels: false, ticks: false, grid: false }, scale: { domain: plot[field], nice: false, zero: false } });
  const text = (align: 'left' | 'right') => ({
    data: { values: labels.filter((l) => l.align === align) },
    mark: { type: 'text', align, baseline: 'middle', fontSize: MAP.fontSize, color: '#222' },
    encoding: { x: axis('x', ''), y: axis('y', ''), text: { field: 'text' } },
  });
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: MAP.width,
    height: MAP.height,
    layer: [
      {
        data: { values },
        mark: { type: 'point', filled: true, opacity: 0.85 },
        encoding: {
          x: axis('x', 'principal component 1 (a projection: nearby points have similar environment vectors)'),
          y: axis('y', 'principal component 2'),
          color: { field: 'group', type: 'nominal', title: 'cluster (largest first)', sort: legendOrder, scale: { domain: legendOrder, range: [...TABLEAU9, '#c7c7c7'] }, legend: { symbolLimit: 0 } },
          size: { condition: { test: "datum.overlap !== 'clean'", value: 130 }, value: 40 },
          shape: { field: 'overlap', type: 'nominal', title: 'overlap with a suite', scale: { domain: OVERLAP_SHAPES.map(([n]) => n), range: OVERLAP_SHAPES.map(([, shape]) => shape) } },
          tooltip: [
            { field: 'id', title: 'environment' },
            { field: 'cluster', title: 'cluster' },
            { field: 'family', title: 'family' },
            { field: 'nearest', title: 'nearest suite environment' },
            { field: 'score', title: 'score', format: '.3f' },
          ],
        },
      },
      ...(labels.length > 0 ? [text('left'), text('right')].filter((l) => l.data.values.length > 0) : []),
    ],
  } as TopLevelSpec;
}

/** The points with their legend groups: a cluster is named only if it gets a colour, so the legend stays short. */
function mapPoints(points: ProjectedEnvironment[], clusters: Array<{ cluster: number; size: number; families: string }>) {
  const top = [...clusters].sort((a, b) => b.size - a.size || a.cluster - b.cluster).slice(0, COLOURED_CLUSTERS);
  // clusters.csv lists families as `name:count; …`, largest first: the first two name a cluster well enough.
  const families = (list: string) => list.split('; ').slice(0, 2).map((f) => f.replace(/:\d+$/, '')).join(', ');
  const name = new Map(top.map((c) => [c.cluster, `cluster ${c.cluster} (${c.size}): ${showBidi(clip(families(c.families), 44))}`]));
  const other = `other clusters (${Math.max(0, new Set(points.map((p) => p.cluster)).size - top.length)})`;
  const legendOrder = [...top.map((c) => name.get(c.cluster) as string), other];
  const values = points.map((p) => ({
    x: p.x,
    y: p.y,
    group: (p.cluster !== null && name.get(p.cluster)) || other,
    cluster: p.cluster === null ? 'none' : String(p.cluster),
    overlap: p.flag,
    id: showBidi(p.id),
    family: showBidi(p.family),
    nearest: showBidi(p.nearest || '–'),
    score: p.score,
  }));
  return { values, legendOrder };
}

/** Tableau 10 without its grey, which marks the other clusters. */
const TABLEAU9 = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f'];
