// The "Exit codes" epilogue of every command's --help (and of docs/commands.md, which is generated from it):
// one wording of the codes cli.ts sets, with each command saying what 0, 1 and, where it has a gate, 3 mean
// for it. Kept in one place so that no command can state a code the CLI does not return.
import type { Argv } from 'yargs';
import { EXIT } from './cli.js';

export interface ExitMeanings {
  /** What exit 0 means for the command: what it did (findings are results, not failures). */
  ok: string;
  /** What makes it fail with exit 1 (a missing or broken input, an I/O error). */
  failed: string;
  /** What else the command counts as a usage error (exit 2), beyond the command line itself. */
  usage?: string;
  /** Where the command has a gate (--fail-on, --fail-on-leak, --fail-on-new): what makes it exit 3. */
  gate?: string;
}

/** Exit 2 is the same for every command: cli.ts returns it for yargs' complaints and for invalid_option errors. */
const USAGE = 'a command-line mistake (an unknown option, a missing argument, a value out of range)';

export function exitCodesText(m: ExitMeanings): string {
  const codes = [`${EXIT.ok} ${m.ok}`, `${EXIT.failed} ${m.failed}`, `${EXIT.usage} ${USAGE}${m.usage ? `, ${m.usage}` : ''}`, ...(m.gate ? [`${EXIT.leak} ${m.gate}`] : [])];
  return `Exit codes: ${codes.join('; ')}.`;
}

/** A command line as it would be typed (`$0` is envsieve) and what it does. */
export type Example = readonly [command: string, does: string];

/** The command's usage examples and its exit codes, as yargs shows them under --help. */
export function withHelp<T>(y: Argv<T>, examples: readonly Example[], exits: ExitMeanings): Argv<T> {
  let b = y;
  for (const [command, does] of examples) b = b.example(command, does);
  return b.epilog(exitCodesText(exits));
}
