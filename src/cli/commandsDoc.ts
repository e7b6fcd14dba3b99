// docs/commands.md, generated from the commands' own yargs definitions: each command's builder is run against a
// recorder that keeps its options, positionals, conflicts, examples and epilogue, so the reference says what
// --help says and cannot drift from it (src/cli/commandsDoc.test.ts fails when the file is out of date). A
// builder calling a yargs method the recorder does not know fails the generator rather than being left out.
import type { Argv, CommandModule } from 'yargs';
import { commands, withGlobalOptions, type CliIo, type GlobalArgs } from './cli.js';

export interface OptionDoc {
  name: string;
  positional: boolean;
  type: string;
  /** The default as --help shows it (yargs' own, or the `[default: …]` a description ends with); null when none. */
  default: string | null;
  required: boolean;
  description: string;
}

export interface CommandDoc {
  /** The command line as yargs declares it, e.g. `embed <run>`. */
  command: string;
  name: string;
  describe: string;
  options: OptionDoc[];
  conflicts: Array<[string, string]>;
  examples: Array<[string, string]>;
  epilog: string | null;
}

interface YargsOption {
  type?: 'string' | 'number' | 'boolean';
  array?: boolean;
  choices?: readonly string[];
  default?: unknown;
  demandOption?: boolean;
  describe?: string;
}

const DEFAULT_IN_TEXT = /\s*\[default: ([^\]]+)\]$/;

function optionDoc(name: string, o: YargsOption, positional: boolean): OptionDoc {
  const text = o.describe ?? '';
  const inText = DEFAULT_IN_TEXT.exec(text);
  const base = o.choices ? o.choices.join(' | ') : (o.type ?? 'string');
  const type = o.array ? (o.choices ? `(${base})[]` : `${base}[]`) : base;
  const given = o.default === undefined || (Array.isArray(o.default) && o.default.length === 0) ? null : String(o.default);
  return {
    name,
    positional,
    type,
    default: given ?? inText?.[1] ?? null,
    required: o.demandOption === true,
    description: inText ? text.slice(0, inText.index) : text,
  };
}

/** Runs a command's builder against a stand-in for yargs and returns what it declared. */
export function recordCommand(module: CommandModule<GlobalArgs, unknown>): CommandDoc {
  const command = String(module.command);
  const doc: CommandDoc = { command, name: command.split(' ')[0] ?? command, describe: String(module.describe ?? ''), options: [], conflicts: [], examples: [], epilog: null };
  const calls: Record<string, (...args: never[]) => void> = {
    option: (name: string, o: YargsOption) => void doc.options.push(optionDoc(name, o, false)),
    positional: (name: string, o: YargsOption) => void doc.options.push(optionDoc(name, o, true)),
    conflicts: (a: string, b: string) => void doc.conflicts.push([a, b]),
    example: (line: string, does: string) => void doc.examples.push([line.replace(/^\$0\b/, 'envsieve'), does]),
    epilog: (text: string) => void (doc.epilog = text),
  };
  const recorder: Argv = new Proxy({} as Argv, {
    get: (_target, method) => {
      const call = calls[String(method)];
      if (!call) throw new Error(`commandsDoc: the ${doc.name} command calls yargs' ${String(method)}(), which the docs generator does not record; teach src/cli/commandsDoc.ts about it`);
      return (...args: never[]) => (call(...args), recorder);
    },
  });
  if (typeof module.builder !== 'function') throw new Error(`commandsDoc: the ${doc.name} command has no builder function`);
  module.builder(recorder as Argv<GlobalArgs>);
  return doc;
}

/** Every command's record, in the order the CLI registers them. */
export function commandDocs(): CommandDoc[] {
  const silent: CliIo = { stdout: () => undefined, stderr: () => undefined, isTty: false };
  return commands(silent).map((c) => recordCommand(c as CommandModule<GlobalArgs, unknown>));
}

/** The options every command takes (cli.ts's withGlobalOptions). */
export function globalOptionDocs(): OptionDoc[] {
  return recordCommand({ command: 'envsieve', describe: '', builder: (y) => withGlobalOptions(y), handler: () => undefined }).options;
}

/** Where the prose about a command lives, linked under its reference. */
const PROSE: Record<string, string> = {
  audit: 'running.md', run: 'running.md', ingest: 'inputs.md', embed: 'embedding.md', neighbors: 'detection.md', calibrate: 'detection.md',
  cluster: 'redundancy.md', holdout: 'redundancy.md', stratify: 'stratify.md', subsets: 'stratify.md', report: 'report.md',
  decontaminate: 'decontaminate.md', diff: 'diff.md', model: 'embedding.md',
};

/** A default that is a value to type (`0.85`, `reports/run`), set as code; one in words (`all cores`) is not. */
const LITERAL = /^[\w.,/<>-]+$/;

const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, ' ');

function optionTable(options: OptionDoc[]): string[] {
  const rows = options.map((o) => {
    const name = o.positional ? `\`<${o.name}>\`` : `\`--${o.name}\``;
    const fallback = o.required ? 'required' : o.default === null ? '—' : LITERAL.test(o.default) ? `\`${o.default}\`` : o.default;
    return `| ${name} | ${cell(o.type)} | ${cell(fallback)} | ${cell(o.description)} |`;
  });
  return ['| option | type | default | description |', '|---|---|---|---|', ...rows];
}

function commandSection(c: CommandDoc): string[] {
  const lines = [`## \`envsieve ${c.command}\``, '', `${c.describe}.`, '', ...optionTable(c.options)];
  if (c.conflicts.length > 0) lines.push('', ...c.conflicts.map(([a, b]) => `\`--${a}\` and \`--${b}\` exclude each other.`));
  if (c.examples.length > 0) lines.push('', '```sh', ...c.examples.map(([line, does]) => `${line}    # ${does}`), '```');
  if (c.epilog) lines.push('', c.epilog);
  const prose = PROSE[c.name];
  if (prose) lines.push('', `How it works and what it writes: [${prose}](${prose}).`);
  return lines;
}

/** The whole of docs/commands.md. */
export function renderCommandsDoc(): string {
  const docs = commandDocs();
  const lines = [
    '# envsieve commands',
    '',
    '<!-- Generated by `npm run docs` from the yargs definitions in src/cli (src/cli/commandsDoc.ts); do not edit:',
    '     src/cli/commandsDoc.test.ts fails when this file differs from what the code declares. -->',
    '',
    'Every command, its options (type, default, description), an example and its exit codes: the same as',
    '`envsieve <command> --help` prints. `envsieve` is `node dist/cli/main.js` inside a checkout, or the `envsieve`',
    'bin once the package is installed. A default of `—` means the option is off or empty unless given.',
    '',
    ...docs.map((c) => `- [\`${c.name}\`](#${anchor(c.command)}) — ${c.describe}`),
    '',
    'Every command also takes:',
    '',
    ...optionTable(globalOptionDocs()),
    '',
    'Exit codes common to all: 0 done, 1 failed (one line on stderr says why, naming the file, line and field where',
    'there is one), 2 a mistake in the command line, 3 a gate (`--fail-on`, `--fail-on-leak`, `--fail-on-new`) that',
    'found what it gates on; an interrupted run ends by its signal (a shell sees 130 for SIGINT, 143 for SIGTERM),',
    'its unfinished artifacts unpublished and its lock and temporary files removed.',
    '',
    ...docs.flatMap((c) => [...commandSection(c), '']),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** GitHub's heading anchor for `## \`envsieve <command>\``: lower case, punctuation but `-` dropped, spaces as `-`. */
function anchor(command: string): string {
  return `envsieve ${command}`.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
}
