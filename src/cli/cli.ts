// The envsieve command line: parses arguments with yargs, calls the library, prints summaries, and is the
// only place that decides the exit code. Takes argv and the output streams as arguments so tests can drive it.
import yargs, { type Argv, type CommandModule } from 'yargs';
import { EnvsieveError } from '../core/errors.js';
import { ioError, isFsError } from '../core/ioErrors.js';
import { auditCommand } from './auditCommand.js';
import { calibrateCommand } from './calibrateCommand.js';
import { clusterCommand } from './clusterCommand.js';
import { decontaminateCommand } from './decontaminateCommand.js';
import { diffCommand } from './diffCommand.js';
import { embedCommand } from './embedCommand.js';
import { holdoutCommand } from './holdoutCommand.js';
import { ingestCommand } from './ingestCommand.js';
import { mergeCommand } from './mergeCommand.js';
import { modelCommand } from './modelCommand.js';
import { neighborsCommand } from './neighborsCommand.js';
import { runCommand } from './runCommand.js';
import { slurmCommand } from './slurmCommand.js';
import { stratifyCommand, subsetsCommand } from './stratifyCommand.js';
import { reportCommand } from './reportCommand.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal (progress is shown only there). */
  isTty: boolean;
}

export interface GlobalArgs {
  quiet: boolean;
  json: boolean;
}

export const EXIT = { ok: 0, failed: 1, usage: 2, leak: 3 } as const;

/** A mistake in the command line itself; reported with a pointer to --help and exit code 2. */
class UsageError extends Error {}

/**
 * Every command, in the order --help and docs/commands.md list them. Each has its own argument type, and yargs'
 * CommandModule is invariant in it, so a list of them can only be typed with `any` there.
 */
export function commands(io: CliIo): Array<CommandModule<GlobalArgs, any>> {
  return [
    auditCommand(io), runCommand(io), ingestCommand(io), embedCommand(io), mergeCommand(io), neighborsCommand(io), clusterCommand(io), holdoutCommand(io),
    stratifyCommand(io), subsetsCommand(io), reportCommand(io), decontaminateCommand(io), diffCommand(io), calibrateCommand(io), slurmCommand(io), modelCommand(io),
  ];
}

/** The options every command takes. */
export function withGlobalOptions(y: Argv): Argv<GlobalArgs> {
  return y
    .option('quiet', { type: 'boolean', default: false, describe: 'No progress on stderr' })
    .option('json', { type: 'boolean', default: false, describe: 'Machine-readable summary on stdout' });
}

export const USAGE = '$0 <command> [options]\n\nContamination and redundancy audits for agent / RL training environments.';

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let parser: Argv<GlobalArgs> = withGlobalOptions(yargs(argv).scriptName('envsieve').usage(USAGE));
  for (const command of commands(io)) parser = parser.command(command);
  parser = parser
    .demandCommand(1, 'name a command')
    .strict()
    .recommendCommands()
    .wrap(Math.min(110, process.stdout.columns || 110))
    .exitProcess(false)
    .fail((message, error) => {
      // Throwing stops yargs here; returning would let it run the command without its required options.
      throw error ?? new UsageError(message);
    });
  try {
    await parser.parseAsync(argv, {}, (_err, _argv, output) => {
      if (output) io.stdout(`${output}\n`);
    });
  } catch (error) {
    return reportError(error, io);
  }
  return process.exitCode === undefined ? EXIT.ok : Number(process.exitCode);
}

function reportError(error: unknown, io: CliIo): number {
  if (error instanceof UsageError) {
    io.stderr(`envsieve: ${error.message}\nRun 'envsieve --help' for usage.\n`);
    return EXIT.usage;
  }
  if (error instanceof EnvsieveError) {
    io.stderr(`envsieve: ${error.oneLine()}\n`);
    return error.code === 'invalid_option' ? EXIT.usage : EXIT.failed;
  }
  // A file-system failure that escaped a stage's own handling is still the user's to fix: one line, its path.
  if (isFsError(error)) {
    io.stderr(`envsieve: ${ioError(error, undefined, `${error.syscall ?? 'file operation'} failed`).oneLine()}\n`);
    return EXIT.failed;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.stderr(`envsieve: internal error (please report it): ${detail}\n`);
  return EXIT.failed;
}
