// `envsieve run <pipelines/x.yaml>`: the whole audit from a declarative config — or, for a job-array engine,
// one shard of its sharded stage (--shard) and the merge of such shards (--shards).
import type { CommandModule } from 'yargs';
import { EnvsieveError } from '../core/errors.js';
import { parseShard } from '../core/shard.js';
import { loadPipelineConfig, runPipelineShard, STAGE_NAMES, type PipelinePlan, type StageName } from '../runner/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { runPlan } from './pipelineOutput.js';
import { progressOutput } from './progress.js';

interface RunArgs extends GlobalArgs {
  config: string;
  force: boolean;
  out?: string;
  stages?: string[];
  shard?: string;
  shards?: number;
}

export function runCommand(io: CliIo): CommandModule<GlobalArgs, RunArgs> {
  return {
    command: 'run <config>',
    describe: 'Run a pipeline config (pipelines/*.yaml), resuming from up-to-date artifacts',
    builder: (y) =>
      withHelp(y
        .positional('config', { type: 'string', demandOption: true, describe: 'A pipeline config (YAML); its paths are relative to it' })
        .option('force', { type: 'boolean', default: false, describe: 'Run every stage even when its artifacts are up to date' })
        .option('out', { type: 'string', describe: "Run directory instead of the config's out" })
        .option('stages', { type: 'string', array: true, describe: `Only these stages (and what they need) instead of the config's: ${STAGE_NAMES.join(', ')}` })
        .option('shards', { type: 'number', describe: 'Merge sharded stages (embed, neighbors) from this many shards that ran as a job array, instead of running them here' })
        .option('shard', { type: 'string', describe: 'Run only shard i/N (or auto/N: the index from the engine) of the last listed stage, which must shard' }),
      [
        ['$0 run pipelines/sample.yaml', 'what \'npm run sample\' runs: every stage on data/sample, into reports/sample'],
        ['$0 run pipelines/real-data.yaml --out /tmp/audit --stages neighbors', 'only neighbors (and what it needs) into another run directory'],
      ],
      { ok: 'the pipeline ran (stages up to date were skipped)', failed: 'a stage failed: a missing or unreadable input, a run directory in use, a shard missing at a merge', usage: 'or a config that is not valid (bad YAML, an unknown key: named with its line)' },
    ) as never,
    handler: async (args) => {
      const plan = withRunArgs(await loadPipelineConfig(args.config), args);
      if (args.shard !== undefined) {
        // In a job's log (no terminal) progress is a plain line at most every 10 s, as for any long stage.
        const bars = progressOutput({ isTty: io.isTty, quiet: args.quiet, stderr: io.stderr });
        try {
          const shard = parseShard(args.shard, process.env);
          const summary = await runPipelineShard(plan, shard, { ...(args.quiet ? {} : { log: (line: string) => io.stderr(`${line}\n`) }), ...(bars.progress ? { progress: bars.progress } : {}) });
          io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : `${plan.name}: shard ${shard.index}/${shard.count} of ${plan.stages.at(-1)} done\n`);
        } finally {
          bars.stop();
        }
        return;
      }
      await runPlan(plan, args, io);
    },
  };
}

/** The config's plan with the command line's --out, --stages, --shards and --force applied. */
function withRunArgs(plan: PipelinePlan, args: RunArgs): PipelinePlan {
  const stages = args.stages?.flatMap((s) => s.split(',')).filter((s) => s !== '');
  const unknown = stages?.filter((s) => !(STAGE_NAMES as readonly string[]).includes(s)) ?? [];
  if (unknown.length > 0) throw new EnvsieveError('invalid_option', `unknown stage ${JSON.stringify(unknown[0])} in --stages; stages are ${STAGE_NAMES.join(', ')}`, { stage: 'runner' });
  if (args.shards !== undefined && (!Number.isInteger(args.shards) || args.shards < 1)) throw new EnvsieveError('invalid_option', `--shards must be a whole number of at least 1, not ${args.shards}`, { stage: 'runner' });
  return {
    ...plan,
    force: args.force,
    ...(args.out ? { outDir: args.out } : {}),
    ...(stages && stages.length > 0 ? { stages: stages as StageName[] } : {}),
    ...(args.shards !== undefined ? { shards: args.shards } : {}),
  };
}
