// `envsieve run <pipelines/x.yaml>`: the whole audit from a declarative config.
import type { CommandModule } from 'yargs';
import { loadPipelineConfig } from '../runner/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { runPlan } from './pipelineOutput.js';

interface RunArgs extends GlobalArgs {
  config: string;
  force: boolean;
}

export function runCommand(io: CliIo): CommandModule<GlobalArgs, RunArgs> {
  return {
    command: 'run <config>',
    describe: 'Run a pipeline config (pipelines/*.yaml), resuming from up-to-date artifacts',
    builder: (y) =>
      withHelp(y
        .positional('config', { type: 'string', demandOption: true, describe: 'A pipeline config (YAML); its paths are relative to it' })
        .option('force', { type: 'boolean', default: false, describe: 'Run every stage even when its artifacts are up to date' }),
      [
        ['$0 run pipelines/sample.yaml', 'what \'npm run sample\' runs: every stage on data/sample, into reports/sample'],
      ],
      { ok: 'the pipeline ran (stages up to date were skipped)', failed: 'a stage failed: a missing or unreadable input, a run directory in use', usage: 'or a config that is not valid (bad YAML, an unknown key: named with its line)' },
    ) as never,
    handler: async (args) => {
      const plan = await loadPipelineConfig(args.config);
      await runPlan({ ...plan, force: args.force }, args, io);
    },
  };
}
