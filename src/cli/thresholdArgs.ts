// The --threshold-<facet>-<level> options, shared by the commands that score environments (neighbors, audit).
import type { Argv } from 'yargs';
import { NEIGHBOR_DEFAULTS, type FacetThresholds } from '../core/defaults.js';
import { FACETS, type Facet } from '../core/types.js';

export type ThresholdArg = `threshold-${Facet | 'env'}-${'near' | 'related'}`;
export type ThresholdArgs = Partial<Record<ThresholdArg, number>>;

const LEVELS = { near: 'nearDuplicate', related: 'related' } as const;
const SCORED = { tools: 'Cosine of two tools', state: 'Cosine of two state tables', tasks: 'Cosine of two tasks', env: 'Combined score of two environments' } as const;

export function withThresholdOptions<T>(y: Argv<T>): Argv<T> {
  let b = y;
  for (const facet of [...FACETS, 'env'] as const) {
    for (const level of Object.keys(LEVELS) as Array<keyof typeof LEVELS>) {
      const value = (facet === 'env' ? NEIGHBOR_DEFAULTS.envThresholds : NEIGHBOR_DEFAULTS.thresholds[facet])[LEVELS[level]];
      b = b.option(`threshold-${facet}-${level}`, { type: 'number', describe: `${SCORED[facet]} from which they are ${level === 'near' ? 'near-duplicates' : 'related'} [default: ${value}]` }) as never;
    }
  }
  return b;
}

/** The thresholds given on the command line, per facet and for environments; absent ones keep the defaults. */
export function thresholdsOf(args: ThresholdArgs): { thresholds: Partial<Record<Facet, Partial<FacetThresholds>>>; envThresholds: Partial<FacetThresholds> } {
  const thresholds: Partial<Record<Facet, Partial<FacetThresholds>>> = {};
  const envThresholds: Partial<FacetThresholds> = {};
  for (const facet of [...FACETS, 'env'] as const) {
    for (const [level, key] of Object.entries(LEVELS)) {
      const value = args[`threshold-${facet}-${level}` as ThresholdArg];
      if (value === undefined) continue;
      if (facet === 'env') envThresholds[key] = value;
      else thresholds[facet] = { ...thresholds[facet], [key]: value };
    }
  }
  return { thresholds, envThresholds };
}
