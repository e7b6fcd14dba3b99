// Which index a search should use: the exact scan where it costs less or where the caller asks for it, HNSW
// otherwise. The choice is returned with its reason so that a stage can record it beside its results.
import { packRows, type AnnIndex, type IndexKind, type VectorRows, type VectorSet } from './annIndex.js';
import { ExactIndex, type ExactOptions } from './exact.js';
import { HnswIndex, type HnswOptions } from './hnsw.js';
import { CHOOSE_PARAMS } from './params.js';

export interface ChooseOptions {
  /** Always search exactly, whatever it costs (for audits that must not miss a neighbour). */
  exact?: boolean;
  /** Overrides of the measured costs in CHOOSE_PARAMS. */
  costs?: { insertPairs?: number; queryPairs?: number };
}

export interface IndexChoice {
  kind: IndexKind;
  reason: string;
}

/** The index for searching `queries` vectors among `points` vectors. */
export function chooseIndex(points: number, queries: number, options: ChooseOptions = {}): IndexChoice {
  if (options.exact) return { kind: 'exact', reason: 'exact search requested' };
  const insertPairs = options.costs?.insertPairs ?? CHOOSE_PARAMS.insertPairs;
  const queryPairs = options.costs?.queryPairs ?? CHOOSE_PARAMS.queryPairs;
  const exactCost = points * queries;
  const hnswCost = insertPairs * points + queryPairs * queries;
  const figures = `${points} points × ${queries} queries = ${exactCost} pairs against ${hnswCost} pair-equivalents for HNSW`;
  return exactCost <= hnswCost ? { kind: 'exact', reason: `exact is cheaper: ${figures}` } : { kind: 'hnsw', reason: `HNSW is cheaper: ${figures}` };
}

export interface BuildOptions {
  kind: IndexKind;
  exact?: ExactOptions;
  hnsw?: HnswOptions;
}

/**
 * Builds the index of `kind` over `points`. Rows go to HNSW one at a time (its graph keeps its own copy) and
 * are packed into one array only for the exact scan, which reads them in place for every query.
 */
export function buildIndex(points: VectorSet | VectorRows, options: BuildOptions): AnnIndex {
  if (options.kind === 'hnsw') return new HnswIndex(points, options.hnsw);
  return new ExactIndex('read' in points ? packRows(points) : points, options.exact);
}
