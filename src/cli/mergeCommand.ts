// `envsieve merge <stage> <run dir>`: folds the shards of a sharded stage once all of them completed; a missing
// shard is named and the exit code is 1, so a job that depends on the merge never runs on half the data.
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { mergeEmbedShards, type EmbedMergeSummary } from '../embed/index.js';
import { mergeNeighborShards, type NeighborMergeSummary } from '../neighbors/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { describe as describeEmbed, embedOptionsOf, withEmbedOptions, type EmbedArgs } from './embedCommand.js';
import { describe as describeNeighbors, neighborOptionsOf, withNeighborFlags, type NeighborArgs } from './neighborsCommand.js';

interface MergeArgs extends EmbedArgs, NeighborArgs {
  stage: 'embed' | 'neighbors';
  shards?: number;
}

export function mergeCommand(io: CliIo): CommandModule<GlobalArgs, MergeArgs> {
  return {
    command: 'merge <stage> <run>',
    describe: "Merge a sharded stage's shards into the run (exit 1 naming any shard that has not completed)",
    builder: (y) =>
      withHelp(
        // Both stages' options: a merge must be given those its shards ran with (they are part of the shards' key).
        withNeighborFlags(
          withEmbedOptions(
            y
              .positional('stage', { choices: ['embed', 'neighbors'] as const, demandOption: true, describe: 'The sharded stage' })
              .option('shards', { type: 'number', describe: 'N, which must agree with the N the shards were pinned to [default: the pinned N]' }),
          ),
        ),
        [
          ['$0 merge embed reports/run', 'fold the embed shards that ran as a job array into the cache and the run'],
          ['$0 merge neighbors reports/run', "write the neighbors artifacts from the shards' results"],
        ],
        { ok: 'every shard had completed and the stage is merged', failed: "a shard has not completed (each missing one is named), or its output cannot be read" },
      ) as never,
    handler: async (args) => {
      const log = args.quiet ? {} : { log: (line: string) => io.stderr(`${line}\n`) };
      const shards = args.shards !== undefined ? { shards: args.shards } : {};
      if (args.stage === 'neighbors') {
        const options = await neighborOptionsOf(args);
        const summary: NeighborMergeSummary = await withRunDir(args.run, 'envsieve merge neighbors', () => mergeNeighborShards(args.run, { ...options, ...shards }, log));
        io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : `merged ${summary.shards} neighbors shards (read in ${summary.readSeconds.toFixed(2)} s, ${summary.seconds.toFixed(2)} s in all)\n${describeNeighbors(summary)}`);
        return;
      }
      const summary: EmbedMergeSummary = await withRunDir(args.run, `envsieve merge ${args.stage}`, () => mergeEmbedShards(args.run, { ...embedOptionsOf(args), ...shards }, log));
      io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : `merged ${summary.shards} embed shards (${summary.folded.vectors} vectors folded in ${summary.foldSeconds.toFixed(2)} s)\n${describeEmbed(summary)}`);
    },
  };
}
