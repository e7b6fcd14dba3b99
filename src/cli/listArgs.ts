// Comma-separated list options (`--strata 2,4,10`), shared by the commands that take them.
import { EnvsieveError } from '../core/errors.js';

/** A comma-separated number list (`2,4,10`); anything else is a usage error (exit 2). */
export function numberList(option: string, text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const parts = String(text).split(',').map((p) => p.trim());
  const values = parts.map(Number);
  if (parts.some((p) => p === '') || values.some((v) => !Number.isFinite(v))) throw new EnvsieveError('invalid_option', `--${option} takes comma-separated numbers (got ${JSON.stringify(text)})`);
  return values;
}
