// `envsieve report <run dir>`: report.json, report.md and report.html from a run's artifacts.
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { report, REPORT_OPTIONS, type ReportOptions, type ReportSummary } from '../report/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { stageFlagValues, withStageFlags } from './stageFlags.js';

interface ReportArgs extends GlobalArgs {
  run: string;
  cache?: string;
}

export function reportCommand(io: CliIo): CommandModule<GlobalArgs, ReportArgs> {
  return {
    command: 'report <run>',
    describe: 'Write report.json, report.md and report.html from a run directory',
    builder: (y) =>
      withHelp(withStageFlags(y
        .positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by ingest, embed, neighbors and cluster' })
        .option('cache', { type: 'string', describe: "Accepted for older scripts: the cluster map reads the run's environment vectors (environment_vectors.f32), not the cache" }),
        REPORT_OPTIONS),
      [
        ['$0 report reports/run', 'report.json, report.md and report.html beside the artifacts'],
      ],
      { ok: 'the reports are written', failed: 'a required artifact is missing or broken (the line names the file and the command that writes it)' },
    ) as never,
    handler: async (args) => {
      const log = args.quiet ? undefined : (line: string) => io.stderr(`${line}\n`);
      const summary = await withRunDir(args.run, 'envsieve report', () => report(args.run, toOptions(args), log ? { log } : {}));
      io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describe(summary));
    },
  };
}

function toOptions(args: ReportArgs): ReportOptions {
  return stageFlagValues(args, REPORT_OPTIONS);
}

function describe(s: ReportSummary): string {
  return `${[...s.headline, `reports: ${s.files.join(', ')} (${Math.round(s.htmlBytes / 1024)} KiB HTML, ${s.seconds} s)`].join('\n')}\n`;
}
