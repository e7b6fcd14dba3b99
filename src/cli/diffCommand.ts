// `envsieve diff <runA> <runB>`: what changed between two audits of the same suites (say, generator version 1
// and 2), written as diff.json, diff.md and diff.html; `--fail-on-new` turns new contamination into exit 3.
import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { diff, DIFF_LEVELS, type DiffReport } from '../diff/index.js';
import { EXIT, type CliIo, type GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';

interface DiffArgs extends GlobalArgs {
  runA: string;
  runB: string;
  out?: string;
  'fail-on-new'?: (typeof DIFF_LEVELS)[number];
}

export function diffCommand(io: CliIo): CommandModule<GlobalArgs, DiffArgs> {
  return {
    command: 'diff <runA> <runB>',
    describe: 'Compare two audited runs of the same suites: new and cleared contamination, redundancy, clusters, novelty',
    builder: (y) =>
      withHelp(y
        .positional('runA', { type: 'string', demandOption: true, describe: 'Run directory of the earlier audit (A)' })
        .positional('runB', { type: 'string', demandOption: true, describe: 'Run directory of the later audit (B), against the same suites' })
        .option('out', { type: 'string', describe: 'Directory for diff.json, diff.md and diff.html [default: <runB>/diff]' })
        .option('fail-on-new', { choices: DIFF_LEVELS, describe: 'Exit 3 when any environment or task is newly flagged at this level or above in B (a CI gate)' }),
      [['$0 diff reports/gen-v1 reports/gen-v2 --fail-on-new near-duplicate', 'exit 3 when v2 brings new near-duplicate or exact contamination']],
      { ok: 'compared', failed: 'a run is incomplete or the runs are not comparable (other suites, thresholds or model)', gate: '--fail-on-new found new contamination' },
    ) as never,
    handler: async (args) => {
      const out = args.out ?? join(args.runB, 'diff');
      const report = await withRunDir(out, 'envsieve diff', () => diff(args.runA, args.runB, { outDir: out }), { create: true });
      io.stdout(args.json ? `${JSON.stringify({ ...report, environments: report.environments.length, tasks: report.tasks.length }, null, 2)}\n` : summary(report, out));
      const level = args['fail-on-new'];
      if (level) {
        const n = report.newly_flagged[level];
        if (n.environments + n.tasks > 0) {
          io.stderr(`envsieve: --fail-on-new ${level}: ${n.environments} portfolio environments and ${n.tasks} portfolio tasks are newly flagged ${level} or above in B\n`);
          process.exitCode = EXIT.leak;
        }
      }
    },
  };
}

function summary(r: DiffReport, out: string): string {
  return `${[...r.verdicts, `artifacts: ${out}/diff.json (also diff.md, diff.html)`].join('\n')}\n`;
}
