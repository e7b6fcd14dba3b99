// `envsieve neighbors <run dir>`: contamination of the portfolio against the suites, or one shard of it (--shard).
import type { Argv, CommandModule } from 'yargs';
import { EnvsieveError } from '../core/errors.js';
import { withRunDir } from '../core/runDir.js';
import type { Flag } from '../core/defaults.js';
import { parseShard } from '../core/shard.js';
import { neighbors, neighborsShard, NEIGHBOR_OPTIONS, type NeighborOptions, type NeighborShardSummary, type NeighborSummary } from '../neighbors/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { gate, withFailOn } from './failOn.js';
import { progressOutput } from './progress.js';
import { applyCalibration, withCalibrationOption, type CalibrationArgs } from './calibrationArgs.js';
import { stageFlagValues, withStageFlags } from './stageFlags.js';
import { thresholdsOf, withThresholdOptions, type ThresholdArgs } from './thresholdArgs.js';

export interface NeighborArgs extends GlobalArgs, ThresholdArgs, CalibrationArgs {
  run: string;
  cache?: string;
}

/** The flags that decide the stage's output, shared by `neighbors` and `merge neighbors` (which must agree with the shards). */
export function withNeighborFlags<T>(y: Argv<T>): Argv<T> {
  return withCalibrationOption(withThresholdOptions(withStageFlags(y, NEIGHBOR_OPTIONS))) as Argv<T>;
}

function withNeighborOptions<T>(y: Argv<T>): Argv<T> {
  return withNeighborFlags(
    y.positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by ingest and embed' }).option('cache', { type: 'string', describe: 'Embedding cache [default: the one embed recorded]' }),
  );
}

/** The stage's options from the flags, with a calibration's evidence rules when one is given. */
export async function neighborOptionsOf(args: NeighborArgs): Promise<NeighborOptions> {
  return applyCalibration(args.calibration, toOptions(args));
}

export function neighborsCommand(io: CliIo): CommandModule<GlobalArgs, NeighborArgs & { 'fail-on'?: Flag; shard?: string }> {
  return {
    command: 'neighbors <run>',
    describe: 'Find portfolio environments, tools, tables and tasks that overlap the suites, or one shard of it',
    builder: (y) =>
      withHelp(
        withFailOn(withNeighborOptions(y)).option('shard', {
          type: 'string',
          describe: "Only shard i of N (i/N; auto/N or auto: the index from SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX or AWS_BATCH_JOB_ARRAY_INDEX): the portfolio environments of its parts against the whole suite; 'envsieve merge neighbors' then writes the artifacts",
        }),
      [
        ['$0 neighbors reports/run', 'score the portfolio against the suites'],
        ['$0 neighbors reports/run --fail-on exact', 'exit 3 when anything in the portfolio is a verbatim copy of suite material'],
        ['$0 neighbors reports/run --shard auto/4', 'one shard of a job array (the index from SLURM_ARRAY_TASK_ID); then envsieve merge neighbors reports/run'],
      ],
      { ok: 'scored (contamination is a finding, not a failure)', failed: 'the run is not ingested and embedded, or an artifact cannot be read or written', gate: '--fail-on found a portfolio environment or task flagged at that level or above' },
    ) as never,
    handler: async (args) => {
      const bars = progressOutput({ isTty: io.isTty, quiet: args.quiet, stderr: io.stderr });
      try {
        if (args.shard !== undefined) {
          // A shard leaves no artifacts to gate on: the merge writes them.
          if (args['fail-on']) throw new EnvsieveError('invalid_option', '--fail-on reads the merged artifacts: give it without --shard, after envsieve merge neighbors', { stage: 'neighbors' });
          const ctx = { ...(args.quiet ? {} : { log: (line: string) => io.stderr(`${line}\n`) }), ...(bars.progress ? { progress: bars.progress } : {}) };
          const summary = await neighborsShard(args.run, await neighborOptionsOf(args), { ...ctx, shard: parseShard(args.shard, process.env) });
          io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describeShard(summary));
          return;
        }
        const summary = await withRunDir(args.run, 'envsieve neighbors', async () => neighbors(args.run, await neighborOptionsOf(args), bars.progress ? { progress: bars.progress } : {}));
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

function suiteTaskLine(t: NeighborSummary['evalTasks']): string {
  const total = Object.values(t).reduce((a, b) => a + b, 0);
  return `suite tasks with a portfolio near-duplicate or copy: ${total === 0 ? 'none to compare (the suites have no tasks)' : `${t.exact + t['near-duplicate']} of ${total}`}`;
}

export function describe(s: NeighborSummary): string {
  const e = s.environments;
  const lines = [
    `portfolio environments: ${e.exact} exact copies, ${e['near-duplicate']} near-duplicates, ${e.related} related, ${e.clean} clean`,
    ...Object.entries(s.items).map(([facet, f]) => `  ${facet}: ${f.exact} exact, ${f['near-duplicate']} near-duplicate, ${f.related} related, ${f.clean} clean`),
    suiteTaskLine(s.evalTasks),
    `to drop: ${s.decontaminate.envs} environments and ${s.decontaminate.tasks} further tasks (decontaminate.txt)`,
    ...s.top.slice(0, 5).map((t) => `  ${t.score.toFixed(3)} ${t.flag.padEnd(14)} ${t.env} ~ ${t.suiteEnv} (${t.suite})`),
    `artifacts: ${s.runDir}`,
  ];
  return `${lines.join('\n')}\n`;
}

function describeShard(s: NeighborShardSummary): string {
  return `neighbors shard ${s.shard.index}/${s.shard.count}: ${s.parts.mine} of ${s.parts.total} parts, ${s.environments} portfolio environments, ${s.items} items, ${s.pairs} environment pairs scored in ${s.seconds.toFixed(1)} s\nshard directory: ${s.dir} (merge with 'envsieve merge neighbors ${s.runDir}')\n`;
}
