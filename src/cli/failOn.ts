// `--fail-on exact|near-duplicate|related` of audit and neighbors: a CI gate on a generator's output. Exit 3
// (as holdout's --fail-on-leak) when any portfolio environment or task is flagged at that level or above.
import type { Argv } from 'yargs';
import type { Flag } from '../core/defaults.js';
import { flaggedAtLeast } from '../neighbors/index.js';
import { EXIT, type CliIo } from './cli.js';

export const FAIL_ON_LEVELS = ['exact', 'near-duplicate', 'related'] as const;

export function withFailOn<T>(y: Argv<T>): Argv<T & { 'fail-on'?: Flag }> {
  return y.option('fail-on', {
    choices: FAIL_ON_LEVELS,
    describe: 'Exit 3 when any portfolio environment or task is flagged at this level or above (a CI gate)',
  }) as Argv<T & { 'fail-on'?: Flag }>;
}

/** Sets exit code 3 and says why when the run flags anything at `level` or above. */
export async function gate(runDir: string, level: Flag | undefined, io: CliIo): Promise<void> {
  if (!level) return;
  const count = await flaggedAtLeast(runDir, level);
  if (count.environments + count.tasks === 0) return;
  io.stderr(`envsieve: --fail-on ${level}: ${count.environments} portfolio environments and ${count.tasks} portfolio tasks are flagged ${level} or above\n`);
  process.exitCode = EXIT.leak;
}
