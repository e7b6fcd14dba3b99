// `envsieve embed <run dir>`: embeds and signs every item of an ingested run.
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { embed, type EmbedSummary } from '../embed/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { progressOutput } from './progress.js';

interface EmbedArgs extends GlobalArgs {
  run: string;
  cache?: string;
  model?: string;
  precision: 'int8' | 'fp32';
  'long-text': 'truncate' | 'chunk';
  'allow-remote': boolean;
  threads?: number;
}

export function embedCommand(io: CliIo): CommandModule<GlobalArgs, EmbedArgs> {
  return {
    command: 'embed <run>',
    describe: 'Embed every facet item of a run (cached by content; offline)',
    builder: (y) =>
      withHelp(y
        .positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by ingest' })
        .option('cache', { type: 'string', describe: 'Embedding cache directory [default: .envsieve/cache]' })
        .option('model', { type: 'string', describe: 'A transformers.js model directory [default: the built all-MiniLM-L6-v2]' })
        .option('precision', { choices: ['int8', 'fp32'] as const, default: 'int8' as const, describe: 'Which graph of the model to run' })
        .option('long-text', { choices: ['truncate', 'chunk'] as const, default: 'truncate' as const, describe: 'Texts over the token limit: cut, or embed every window and average' })
        .option('allow-remote', { type: 'boolean', default: false, describe: 'Let --model name a Hugging Face hub model and download it (off: nothing is ever downloaded)' })
        .option('threads', { type: 'number', describe: 'Inference threads [default: all cores]' }),
      [
        ['$0 embed reports/run', 'embed an ingested run with the built model, offline'],
      ],
      { ok: 'embedded', failed: 'the run is not ingested, the model is missing or damaged, or the cache cannot be used' },
    ) as never,
    handler: async (args) => {
      const bars = progressOutput({ isTty: io.isTty, quiet: args.quiet, stderr: io.stderr });
      try {
        const summary = await withRunDir(args.run, 'envsieve embed', () => embed(
          args.run,
          {
            ...(args.cache ? { cacheDir: args.cache } : {}),
            ...(args.model ? { modelDir: args.model } : {}),
            precision: args.precision,
            longText: args['long-text'],
            allowRemote: args['allow-remote'],
            ...(args.threads ? { threads: args.threads } : {}),
          },
          { ...(args.quiet ? {} : { log: (line: string) => io.stderr(`${line}\n`) }), ...(bars.progress ? { progress: bars.progress } : {}) },
        ));
        io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describe(summary));
      } finally {
        bars.stop();
      }
    },
  };
}

function describe(s: EmbedSummary): string {
  const items = `${s.items.tools} tools, ${s.items.state} state tables, ${s.items.tasks} tasks`;
  const rate = s.embedded > 0 ? ` at ${s.textsPerSecond} texts/s (${s.tokensPerSecond} tokens/s)` : '';
  const cut = s.truncated > 0 ? `; ${s.truncated} texts over the model's token limit were cut` : '';
  return `embedded ${items}: ${s.uniqueTexts} distinct texts, ${s.cacheHits} from the cache, ${s.embedded} computed${rate} (${s.model.precision})${cut}\ncache: ${s.cacheDir}\n`;
}
