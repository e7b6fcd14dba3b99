// A stage's command-line flags, derived from its declared options (core/options.ts): the flag's name, type or
// choices, description and the default help states all come from the declaration, and so does reading the
// flags back into options. In `envsieve audit` each flag says which stage it is for, under its audit name.
import type { Argv, Options } from 'yargs';
import { z } from 'zod';
import { shownDefault, type OptionSpec, type OptionSpecs, type OptionValues, type StageOptions } from '../core/options.js';
import { numberList } from './listArgs.js';

export interface FlagsFor {
  /** The flags as `envsieve audit` has them: audit names, the stage named in each description. */
  audit?: boolean;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The option's flag name, or null when it has none here. */
export function flagOf(key: string, o: OptionSpec, f: FlagsFor = {}): string | null {
  const own = o.flag === false ? null : (o.flag ?? kebab(key));
  if (!f.audit) return own;
  return o.auditFlag === false ? null : (o.auditFlag ?? own);
}

/** The yargs definition of a flag: a list is typed comma-separated (`2,4,10`). */
function definition(stage: string, o: OptionSpec, f: FlagsFor): Options {
  const text = f.audit ? `${stage}: ${o.describe.charAt(0).toLowerCase()}${o.describe.slice(1)}` : o.describe;
  const shown = f.audit ? (o.auditDefault ?? o.default) : o.default;
  const describe = shown === undefined ? text : `${text} [default: ${shownDefault(shown)}]`;
  if (o.schema instanceof z.ZodEnum) return { choices: o.schema.options as string[], describe };
  if (o.schema instanceof z.ZodNumber) return { type: 'number', describe };
  if (o.schema instanceof z.ZodBoolean) return { type: 'boolean', describe };
  return { type: 'string', describe };
}

export function withStageFlags<T, S extends OptionSpecs>(y: Argv<T>, spec: StageOptions<S>, f: FlagsFor = {}): Argv<T> {
  let b = y;
  for (const [key, o] of Object.entries(spec.options)) {
    const name = flagOf(key, o, f);
    if (name !== null) b = b.option(name, definition(spec.stage, o, f)) as Argv<T>;
  }
  return b;
}

/**
 * The options given as flags (absent ones stay absent: a default spelled out would change the stage's key for
 * nothing). Lists are split at commas; a list of numbers that is not one is a usage error.
 */
export function stageFlagValues<S extends OptionSpecs>(args: object, spec: StageOptions<S>, f: FlagsFor = {}): OptionValues<S> {
  const flags = args as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [key, o] of Object.entries(spec.options)) {
    const name = flagOf(key, o, f);
    const given = name === null ? undefined : flags[name];
    if (given === undefined || name === null) continue;
    if (o.schema instanceof z.ZodArray) {
      values[key] = o.schema.element instanceof z.ZodNumber ? numberList(name, String(given)) : [given].flat().flatMap((v) => String(v).split(',')).map((v) => v.trim());
    } else {
      values[key] = given;
    }
  }
  return values as OptionValues<S>;
}
