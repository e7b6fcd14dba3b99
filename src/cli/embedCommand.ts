// `envsieve embed <run dir>`: embeds and signs every item of an ingested run, or one shard of it (--shard).
import type { Argv, CommandModule } from 'yargs';
import { EMBED_DEFAULTS } from '../core/defaults.js';
import { withRunDir } from '../core/runDir.js';
import { parseShard } from '../core/shard.js';
import { embed, EMBED_OPTIONS, embedShard, type EmbedOptions, type EmbedShardSummary, type EmbedSummary } from '../embed/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { progressOutput } from './progress.js';
import { stageFlagValues, withStageFlags } from './stageFlags.js';

export interface EmbedArgs extends GlobalArgs {
  run: string;
  cache?: string;
}

/** The options that decide the vectors, shared by `embed` and `merge embed` (which must agree with the shards). */
export function withEmbedOptions<T>(y: Argv<T>): Argv<T> {
  return withStageFlags(
    y
      .positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by ingest' })
      .option('cache', { type: 'string', describe: `Embedding cache directory [default: ${EMBED_DEFAULTS.cacheDir}]` }),
    EMBED_OPTIONS,
  );
}

export function embedOptionsOf(args: EmbedArgs): EmbedOptions {
  return {
    ...(args.cache ? { cacheDir: args.cache } : {}),
    ...stageFlagValues(args, EMBED_OPTIONS),
  };
}

export function embedCommand(io: CliIo): CommandModule<GlobalArgs, EmbedArgs & { shard?: string }> {
  return {
    command: 'embed <run>',
    describe: 'Embed every facet item of a run (cached by content; offline), or one shard of it',
    builder: (y) =>
      withHelp(
        withEmbedOptions(y).option('shard', {
          type: 'string',
          describe: "Only shard i of N (i/N; auto/N or auto: the index from SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX or AWS_BATCH_JOB_ARRAY_INDEX); 'envsieve merge embed' then folds the N shards",
        }),
        [
          ['$0 embed reports/run', 'embed an ingested run with the built model, offline'],
          ['$0 embed reports/run --shard auto/4', 'one shard of a job array (the index from SLURM_ARRAY_TASK_ID); then envsieve merge embed reports/run'],
        ],
        { ok: 'embedded (or this shard embedded)', failed: 'the run is not ingested, the model is missing or damaged, the cache cannot be used, or the shard is not one of the pinned N' },
      ) as never,
    handler: async (args) => {
      const bars = progressOutput({ isTty: io.isTty, quiet: args.quiet, stderr: io.stderr });
      const ctx = { ...(args.quiet ? {} : { log: (line: string) => io.stderr(`${line}\n`) }), ...(bars.progress ? { progress: bars.progress } : {}) };
      try {
        if (args.shard !== undefined) {
          // A shard writes only its own directory under shards/embed/, so shards of one run can run at once.
          const summary = await embedShard(args.run, embedOptionsOf(args), { ...ctx, shard: parseShard(args.shard, process.env) });
          io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describeShard(summary));
          return;
        }
        const summary = await withRunDir(args.run, 'envsieve embed', () => embed(args.run, embedOptionsOf(args), ctx));
        io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describe(summary));
      } finally {
        bars.stop();
      }
    },
  };
}

export function describe(s: EmbedSummary): string {
  const items = `${s.items.tools} tools, ${s.items.state} state tables, ${s.items.tasks} tasks`;
  const rate = s.embedded > 0 ? ` at ${s.textsPerSecond} texts/s (${s.tokensPerSecond} tokens/s)` : '';
  const cut = s.truncated > 0 ? `; ${s.truncated} texts over the model's token limit were cut` : '';
  return `embedded ${items}: ${s.uniqueTexts} distinct texts, ${s.cacheHits} from the cache, ${s.embedded} computed${rate} (${s.model.precision})${cut}\ncache: ${s.cacheDir}\n`;
}

function describeShard(s: EmbedShardSummary): string {
  const rate = s.embedded > 0 ? ` at ${s.textsPerSecond} texts/s` : '';
  return `embed shard ${s.shard.index}/${s.shard.count}: ${s.texts} distinct texts, ${s.cacheHits} already cached, ${s.embedded} computed${rate}\nshard directory: ${s.dir} (merge with 'envsieve merge embed ${s.runDir}')\n`;
}
