// The calibration chart (when the run directory holds calibration.json): per facet, precision against recall of
// the decision rule as its related threshold sweeps, with the chosen operating points and the defaults' marked,
// so a reader sees what a threshold buys and costs on the suites' own planted copies and same-domain negatives.
import type { TopLevelSpec } from 'vega-lite';
import { FACETS } from '../core/types.js';
import type { CalibrationFacet } from './schemas.js';

type Calibration = { facets: Record<(typeof FACETS)[number], CalibrationFacet> };

export function calibrationSpec(c: Calibration): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    columns: 3,
    resolve: { legend: { color: 'shared', shape: 'shared' } },
    concat: FACETS.map((facet) => panel(facet, c.facets[facet])),
  } as TopLevelSpec;
}

function panel(facet: string, f: CalibrationFacet) {
  const curve = f.curve.filter((p) => p.precision !== null).map((p) => ({ recall: p.recall, precision: p.precision, related: p.related }));
  const points = [
    ...(['related', 'near-duplicate'] as const).map((level) => ({ label: `${f.chosen ? 'calibrated' : 'given'} ${level}`, kind: 'calibrated', ...f.figures[level] })),
    ...(['related', 'near-duplicate'] as const).map((level) => ({ label: `defaults ${level}`, kind: 'defaults', ...f.given[level] })),
  ].filter((p) => p.recall !== null && p.precision !== null);
  // Not from 0: the figures sit in the upper right, and a full unit square would crowd them into a corner.
  const axis = (title: string) => ({ type: 'quantitative' as const, title, scale: { zero: false, domainMax: 1 } });
  return {
    title: `${facet}: ${f.positives} planted, ${f.negatives} negatives`,
    width: 220,
    height: 180,
    layer: [
      { data: { values: curve }, mark: { type: 'line', point: true, color: '#4c78a8' }, encoding: { x: { field: 'recall', ...axis('recall') }, y: { field: 'precision', ...axis('precision') }, order: { field: 'related', type: 'quantitative' } } },
      { data: { values: points }, mark: { type: 'point', filled: true, size: 70 }, encoding: { x: { field: 'recall', type: 'quantitative' }, y: { field: 'precision', type: 'quantitative' }, color: { field: 'kind', type: 'nominal', title: null, scale: { range: ['#d62728', '#2ca02c'] } }, shape: { field: 'label', type: 'nominal', title: null, legend: { labelLimit: 240 } } } },
    ],
  };
}
