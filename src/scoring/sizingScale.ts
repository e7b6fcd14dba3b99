// The portfolio-sizing scale: a family's (or a portfolio's) stage on the evidence-based scale of
// SIZING_DEFAULTS — below the memorization floor, rising, diminishing returns, saturated — from its distinct
// environments and redundancy, and what each stage says to buy next. holdout writes it per family (sizing),
// the report states it for the whole portfolio; both judge with this one rule.
import { SIZING_STAGES } from '../artifacts/index.js';
import { SIZING_DEFAULTS } from '../core/defaults.js';

export type SizingStage = (typeof SIZING_STAGES)[number];

/** What each stage implies buying next (sizing.csv's buy_next, the report's summary). */
export const BUY_NEXT: Record<SizingStage, string> = {
  'below floor': 'more distinct environments (new schemas and tool sets, not variants of these): under the floor the gain per environment is steepest',
  rising: 'more distinct environments: generalization is starting and each new distinct one still pays',
  'diminishing returns': 'environments with structure the family lacks (outside its clusters, expert-built where the generator cannot reach), not more of the same',
  saturated: 'depth instead of breadth (harder and longer tasks, RL compute) or expert-built environments; stop generating variants, half are near-duplicates',
};

export type SizingThresholds = { [K in keyof typeof SIZING_DEFAULTS]: number };

export function sizingStage(effective: number, redundancy: number, d: SizingThresholds = SIZING_DEFAULTS): SizingStage {
  if (effective < d.floor) return 'below floor';
  if (redundancy >= d.saturatedRedundancy) return 'saturated';
  if (effective >= d.diminishing || redundancy >= d.overlapRedundancy) return 'diminishing returns';
  return 'rising';
}

