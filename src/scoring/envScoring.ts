// One scoring configuration for environment pairs, shared by the stages that score them (neighbors against
// the suites, cluster within the portfolio): the facet weights, the item and environment thresholds and the
// smallest shape a renamed copy is counted at, each defaulting to core/defaults.ts. A stage overrides only
// what its options say, so two stages given the same options score a pair alike.
import { NEIGHBOR_DEFAULTS, type FacetThresholds } from '../core/defaults.js';
import { FACETS, type Facet } from '../core/types.js';

export interface EnvScoring {
  weights: Record<Facet, number>;
  thresholds: Record<Facet, FacetThresholds>;
  envThresholds: FacetThresholds;
  minShapeSize: number;
}

export interface EnvScoringOverrides {
  weights?: Partial<Record<Facet, number>> | undefined;
  thresholds?: Partial<Record<Facet, Partial<FacetThresholds>>> | undefined;
  envThresholds?: Partial<FacetThresholds> | undefined;
}

export function envScoring(o: EnvScoringOverrides = {}): EnvScoring {
  const d = NEIGHBOR_DEFAULTS;
  return {
    weights: { ...d.facetWeights, ...o.weights },
    thresholds: Object.fromEntries(FACETS.map((f) => [f, { ...d.thresholds[f], ...o.thresholds?.[f] }])) as Record<Facet, FacetThresholds>,
    envThresholds: { ...d.envThresholds, ...o.envThresholds },
    minShapeSize: d.minShapeSize,
  };
}
