// `envsieve neighbors <run dir>`: contamination of the portfolio against the suites.
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import type { Flag } from '../core/defaults.js';
import { neighbors, NEIGHBOR_OPTIONS, type NeighborOptions, type NeighborSummary } from '../neighbors/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { gate, withFailOn } from './failOn.js';
import { progressOutput } from './progress.js';
import { applyCalibration, withCalibrationOption, type CalibrationArgs } from './calibrationArgs.js';
import { stageFlagValues, withStageFlags } from './stageFlags.js';
import { thresholdsOf, withThresholdOptions, type ThresholdArgs } from './thresholdArgs.js';

interface NeighborArgs extends GlobalArgs, ThresholdArgs, CalibrationArgs {
  run: string;
  cache?: string;
  'fail-on'?: Flag;
}

export function neighborsCommand(io: CliIo): CommandModule<GlobalArgs, NeighborArgs> {
  return {
    command: 'neighbors <run>',
    describe: 'Find portfolio environments, tools, tables and tasks that overlap the suites',
    builder: (y) =>
      withHelp(withFailOn(withCalibrationOption(withThresholdOptions(withStageFlags(
        y
        .positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by ingest and embed' })
        .option('cache', { type: 'string', describe: 'Embedding cache [default: the one embed recorded]' }),
        NEIGHBOR_OPTIONS,
      )))),
      [
        ['$0 neighbors reports/run', 'score the portfolio against the suites'],
        ['$0 neighbors reports/run --fail-on exact', 'exit 3 when anything in the portfolio is a verbatim copy of suite material'],
      ],
      { ok: 'scored (contamination is a finding, not a failure)', failed: 'the run is not ingested and embedded, or an artifact cannot be read or written', gate: '--fail-on found a portfolio environment or task flagged at that level or above' },
    ) as never,
    handler: async (args) => {
      const bars = progressOutput({ isTty: io.isTty, quiet: args.quiet, stderr: io.stderr });
      try {
        const summary = await withRunDir(args.run, 'envsieve neighbors', async () => neighbors(args.run, await applyCalibration(args.calibration, toOptions(args)), bars.progress ? { progress: bars.progress } : {}));
        for (const warning of summary.warnings) io.stderr(`warning: ${warning}\n`);
        io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describe(summary));
        await gate(args.run, args['fail-on'], io);
      } finally {
        bars.stop();
      }
    },
  };
}

function toOptions(args: NeighborArgs): NeighborOptions {
  return {
    ...(args.cache ? { cacheDir: args.cache } : {}),
    ...stageFlagValues(args, NEIGHBOR_OPTIONS),
    ...thresholdsOf(args),
  };
}

function describe(s: NeighborSummary): string {
  const e = s.environments;
  const lines = [
    `portfolio environments: ${e.exact} exact copies, ${e['near-duplicate']} near-duplicates, ${e.related} related, ${e.clean} clean`,
    ...Object.entries(s.items).map(([facet, f]) => `  ${facet}: ${f.exact} exact, ${f['near-duplicate']} near-duplicate, ${f.related} related, ${f.clean} clean`),
    `suite tasks with a portfolio near-duplicate or copy: ${s.evalTasks.exact + s.evalTasks['near-duplicate']} of ${Object.values(s.evalTasks).reduce((a, b) => a + b, 0)}`,
    `to drop: ${s.decontaminate.envs} environments and ${s.decontaminate.tasks} further tasks (decontaminate.txt)`,
    ...s.top.slice(0, 5).map((t) => `  ${t.score.toFixed(3)} ${t.flag.padEnd(14)} ${t.env} ~ ${t.suiteEnv} (${t.suite})`),
    `artifacts: ${s.runDir}`,
  ];
  return `${lines.join('\n')}\n`;
}
