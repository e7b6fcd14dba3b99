// `envsieve merge <stage> <run dir>`: folds the shards of a sharded stage once all of them completed; a missing
// shard is named and the exit code is 1, so a job that depends on the merge never runs on half the data.
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { mergeEmbedShards, type EmbedMergeSummary } from '../embed/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { describe as describeEmbed, embedOptionsOf, withEmbedOptions, type EmbedArgs } from './embedCommand.js';

interface MergeArgs extends EmbedArgs {
  stage: 'embed';
  shards?: number;
}

export function mergeCommand(io: CliIo): CommandModule<GlobalArgs, MergeArgs> {
  return {
    command: 'merge <stage> <run>',
    describe: "Merge a sharded stage's shards into the run (exit 1 naming any shard that has not completed)",
    builder: (y) =>
      withHelp(
        withEmbedOptions(
          y
            .positional('stage', { choices: ['embed'] as const, demandOption: true, describe: 'The sharded stage' })
            .option('shards', { type: 'number', describe: 'N, which must agree with the N the shards were pinned to [default: the pinned N]' }),
        ),
        [['$0 merge embed reports/run', 'fold the embed shards that ran as a job array into the cache and the run']],
        { ok: 'every shard had completed and the stage is merged', failed: 'a shard has not completed (each missing one is named), or its cache cannot be read' },
      ) as never,
    handler: async (args) => {
      const log = args.quiet ? {} : { log: (line: string) => io.stderr(`${line}\n`) };
      const summary: EmbedMergeSummary = await withRunDir(args.run, `envsieve merge ${args.stage}`, () =>
        mergeEmbedShards(args.run, { ...embedOptionsOf(args), ...(args.shards !== undefined ? { shards: args.shards } : {}) }, log),
      );
      io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : `merged ${summary.shards} embed shards (${summary.folded.vectors} vectors folded in ${summary.foldSeconds.toFixed(2)} s)\n${describeEmbed(summary)}`);
    },
  };
}
