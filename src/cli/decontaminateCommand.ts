// `envsieve decontaminate <run> --out clean/`: the portfolio manifests of an audited run without what it
// flagged, ready for training, and decontaminated.json saying what was removed and why.
import type { CommandModule } from 'yargs';
import type { Flag } from '../core/defaults.js';
import { withRunDir } from '../core/runDir.js';
import { decontaminate, type DecontaminateSummary } from '../decontaminate/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';

interface DecontaminateArgs extends GlobalArgs {
  run: string;
  out: string;
  'drop-at'?: Flag;
}

export function decontaminateCommand(io: CliIo): CommandModule<GlobalArgs, DecontaminateArgs> {
  return {
    command: 'decontaminate <run>',
    describe: 'Write the portfolio manifests without the flagged environments and tasks, in their input formats',
    builder: (y) =>
      withHelp(y
        .positional('run', { type: 'string', demandOption: true, describe: 'Run directory of an audit (neighbors has run)' })
        .option('out', { type: 'string', demandOption: true, describe: 'Directory for the clean manifests (new or empty)' })
        .option('drop-at', { choices: ['exact', 'near-duplicate', 'related'] as const, describe: "Remove what is flagged at this level or above [default: the run's own, neighbors' --drop-at]" }),
      [
        ['$0 decontaminate reports/audit --out clean/', 'the audited portfolio without what it flagged, in its input formats'],
      ],
      { ok: 'the clean manifests are written', failed: 'neighbors has not run, an input changed since the audit, or --out is not new or empty' },
    ) as never,
    handler: async (args) => {
      const log = args.quiet ? undefined : (line: string) => io.stderr(`${line}\n`);
      const summary = await withRunDir(args.out, 'envsieve decontaminate', () => decontaminate(args.run, { outDir: args.out, ...(args['drop-at'] ? { dropAt: args['drop-at'] } : {}) }, log ? { log } : {}), { create: true });
      io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describe(summary));
    },
  };
}

function describe(s: DecontaminateSummary): string {
  const lines = [
    `removed ${s.environmentsRemoved} environments, and ${s.tasksRemoved} tasks and ${s.toolsRemoved} tools of the environments kept (flagged ${s.dropAt} or above)`,
    ...s.files.map((f) => `  ${f.output}: ${f.kind === 'manifest' ? `${f.kept} of ${f.records} records kept, ${f.tasksRemoved} tasks and ${f.toolsRemoved} tools removed` : `${(f.rows ?? 0) - (f.removed ?? 0)} of ${f.rows} task rows kept`}`),
    `what and why: ${s.outDir}/decontaminated.json`,
  ];
  return `${lines.join('\n')}\n`;
}
