// Coverage of a deployment mix: C(S) = Σ p_s over the families s that keep training environments after the
// hold-out, and the families with the most mass that have none (held out, or never in the portfolio).
import { round4 } from '../core/csv.js';
import type { FamilyWeights } from './weights.js';

export interface Coverage {
  covered_mass: number;
  /** Families of the weights file with a weight above 0. */
  families_with_weight: number;
  /** Weighted families that have no training environment, most mass first (weight = p_s). */
  uncovered: Array<{ family: string; weight: number }>;
  /** Weighted families the portfolio does not have at all (a subset of the uncovered). */
  not_in_portfolio: number;
  weights_file: string;
}

export function coverageOf(weights: FamilyWeights, training: Set<string>, portfolio: Set<string>): Coverage {
  const weighted = [...weights.probabilities].filter(([, p]) => p > 0);
  const uncovered = weighted.filter(([family]) => !training.has(family));
  return {
    covered_mass: round4(weighted.filter(([family]) => training.has(family)).reduce((s, [, p]) => s + p, 0)),
    families_with_weight: weighted.length,
    uncovered: uncovered
      .sort(([fa, pa], [fb, pb]) => pb - pa || (fa < fb ? -1 : fa > fb ? 1 : 0))
      .map(([family, p]) => ({ family, weight: round4(p) })),
    not_in_portfolio: weighted.filter(([family]) => !portfolio.has(family)).length,
    weights_file: weights.file,
  };
}
