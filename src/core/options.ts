// A stage's options, declared once: for each, its zod schema, what it does, the default help shows (taken from
// defaults.ts, never retyped) and its command-line flag. The pipeline config's schema (runner/config.ts), the
// stage's library type and its command's flags (cli/stageFlags.ts) are all derived from the declaration, so
// an option cannot exist in one of them and be missing from another.
import { z } from 'zod';

export type ShownDefault = string | number | boolean | readonly (string | number)[];

export interface OptionSpec<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** What the option does, for --help and docs/commands.md (a sentence fragment starting upper case). */
  describe: string;
  /** The default as help shows it: a value from defaults.ts, or words ("chosen by silhouette"). */
  default?: ShownDefault;
  /**
   * Its flag on the stage's own command [default: the key in kebab case]; false when it has none of its own
   * (a nested option set by a family of flags, such as the thresholds).
   */
  flag?: string | false;
  /** Its flag in `envsieve audit`, where two stages share a name, or false when audit sets it otherwise [default: flag]. */
  auditFlag?: string | false;
  /** The default `envsieve audit` states, where audit fills it from another flag [default: default]. */
  auditDefault?: ShownDefault;
}

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** The options a stage accepts: every declared one optional (the stage fills in its defaults). */
export type OptionValues<T extends OptionSpecs> = { -readonly [K in keyof T]?: z.output<T[K]["schema"]> };

export interface StageOptions<T extends OptionSpecs = OptionSpecs> {
  stage: string;
  options: T;
  /** The schema of the pipeline config's `options.<stage>`: the declared options, nothing else. */
  schema: z.ZodType<OptionValues<T>>;
}

export function stageOptions<const T extends OptionSpecs>(stage: string, options: T): StageOptions<T> {
  const shape = Object.fromEntries(Object.entries(options).map(([key, o]) => [key, o.schema.optional()]));
  return Object.freeze({ stage, options, schema: z.strictObject(shape) as unknown as z.ZodType<OptionValues<T>> });
}

/** A default as help writes it: lists comma-separated, as they are typed. */
export const shownDefault = (value: ShownDefault): string => (Array.isArray(value) ? value.join(',') : String(value));

// Shared pieces of option schemas.
export const count = z.number().int().positive();
export const unit = z.number().min(-1).max(1);
export const flagLevel = z.enum(['exact', 'near-duplicate', 'related']);
export const facetThresholds = z.strictObject({ nearDuplicate: unit.optional(), related: unit.optional() });
export const facetWeights = z.strictObject({ tools: z.number().min(0).optional(), state: z.number().min(0).optional(), tasks: z.number().min(0).optional() });
