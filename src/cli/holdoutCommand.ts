// `envsieve holdout <run dir>`: recommend task families to hold out cleanly, or check a proposed list and name
// every leaking pair; with family weights, the share of the deployment mix training still covers.
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { HOLDOUT_DEFAULTS } from '../core/defaults.js';
import { holdout, HOLDOUT_OPTIONS, type HoldoutOptions, type HoldoutReport } from '../holdout/index.js';
import { EXIT, type CliIo, type GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { stageFlagValues, withStageFlags } from './stageFlags.js';

interface HoldoutArgs extends GlobalArgs {
  run: string;
  'family-weights'?: string;
  'fail-on-leak': boolean;
}

export function holdoutCommand(io: CliIo): CommandModule<GlobalArgs, HoldoutArgs> {
  return {
    command: 'holdout <run>',
    describe: 'Recommend task families to hold out cleanly, or check a proposed hold-out for leaks',
    builder: (y) =>
      withHelp(withStageFlags(y.positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by cluster' }), HOLDOUT_OPTIONS)
        .option('family-weights', { type: 'string', describe: 'CSV with columns family, weight: the deployment mix, for the covered mass' })
        .option('fail-on-leak', { type: 'boolean', default: false, describe: 'Exit 3 when the hold-out leaks (for CI gates); holdout.json is written either way' })
        .conflicts('fraction', 'families'),
      [
        ['$0 holdout reports/run', 'recommend families holding about 20% of the environments'],
        ['$0 holdout reports/run --families airline,retail --fail-on-leak', 'check a proposed hold-out; exit 3 when it leaks'],
      ],
      { ok: 'it ran (a leak is reported in holdout.json, not a failure)', failed: 'the run has not been clustered, or the family-weights file is bad', usage: 'or --families names a family the portfolio lacks, or every family', gate: '--fail-on-leak and the hold-out leaks' },
    ) as never,
    handler: async (args) => {
      const report = await withRunDir(args.run, 'envsieve holdout', () => holdout(args.run, toOptions(args)));
      io.stdout(args.json ? `${JSON.stringify(report, null, 2)}\n` : describe(report, args.run));
      // A distinct code: 1 means the command failed, 3 that it worked and found the hold-out unclean.
      if (args['fail-on-leak'] && !report.clean) process.exitCode = EXIT.leak;
    },
  };
}

function toOptions(args: HoldoutArgs): HoldoutOptions {
  return {
    ...stageFlagValues(args, HOLDOUT_OPTIONS),
    ...(args['family-weights'] !== undefined ? { familyWeights: args['family-weights'] } : {}),
  };
}

function describe(r: HoldoutReport, runDir: string): string {
  const shown = r.leaks.slice(0, HOLDOUT_DEFAULTS.leaksShown);
  const lines = [
    r.verdict,
    ...shown.map((l) => `  leak ${l.score.toFixed(3)} ${l.heldout_env} (${l.heldout_family}) ~ ${l.train_env} (${l.train_family})`),
    ...(r.leaks.length > shown.length ? [`  … ${r.leaks.length - shown.length} more in holdout.json`] : []),
    ...(r.coverage && r.coverage.uncovered.length > 0 ? [`uncovered: ${r.coverage.uncovered.slice(0, 5).map((u) => `${u.family} ${u.weight}`).join(', ')}${r.coverage.uncovered.length > 5 ? ', …' : ''}`] : []),
    `artifacts: ${runDir}/holdout.json, ${runDir}/sizing.csv`,
  ];
  return `${lines.join('\n')}\n`;
}
