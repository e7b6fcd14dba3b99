// `envsieve model build|info`: builds the default embedding model from the npm-installed weights (also run
// at install), or shows what a model directory holds.
import type { Argv, CommandModule } from 'yargs';
import { buildModel, defaultModelDir, defaultModelsDir, modelInfo, type ModelInfo } from '../model/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';

interface ModelArgs extends GlobalArgs {
  out?: string;
  model?: string;
}

export function modelCommand(io: CliIo): CommandModule<GlobalArgs, ModelArgs> {
  return {
    command: 'model <action>',
    describe: 'Build or describe the local embedding model (all-MiniLM-L6-v2, offline)',
    builder: (y: Argv<GlobalArgs>) =>
      withHelp(y
        .positional('action', { choices: ['build', 'info'] as const, demandOption: true, describe: 'build the default model, or describe a model directory' })
        .option('out', { type: 'string', describe: "build: directory to build into [default: the envsieve package's models/]" })
        .option('model', { type: 'string', describe: 'info: a model directory [default: the built all-MiniLM-L6-v2]' }),
      [
        ['$0 model info', 'what is installed, its fingerprints, and whether it is intact'],
        ['$0 model build', 'rebuild the default model from the npm-installed weights (a no-op when up to date)'],
      ],
      { ok: 'built, or (info) the model is ready', failed: 'the build failed, or (info) the model is missing or damaged' },
    ) as never,
    handler: async (args) => {
      const action = (args as unknown as { action: 'build' | 'info' }).action;
      if (action === 'build') {
        const result = await buildModel({ outDir: args.out ?? defaultModelsDir(), ...(args.quiet ? {} : { log: (m: string) => io.stderr(`model: ${m}\n`) }) });
        io.stdout(args.json ? `${JSON.stringify(result, null, 2)}\n` : `model ready: ${result.dir} (${result.seconds} s)\n`);
        return;
      }
      const info = await modelInfo(args.model ?? defaultModelDir());
      io.stdout(args.json ? `${JSON.stringify(info, null, 2)}\n` : describe(info));
      if (!info.ready) process.exitCode = 1;
    },
  };
}

function describe(info: ModelInfo): string {
  const lines = [`model: ${info.dir}`, `ready: ${info.ready ? 'yes' : "no (run 'envsieve model build')"}`, ...info.problems.map((p) => `damaged: ${p}`), `token limit: ${info.maxTokens}`];
  for (const [name, file] of Object.entries(info.files)) lines.push(`  ${name}: ${file ? `${(file.bytes / 1048576).toFixed(1)} MB` : 'missing'}`);
  for (const [precision, fp] of Object.entries(info.fingerprints)) lines.push(`fingerprint ${precision}: ${fp}`);
  const build = info.build as { builder?: string; source?: { name: string; version: string } } | null;
  if (build?.builder) lines.push(`built by ${build.builder} from ${build.source?.name}@${build.source?.version}`);
  return `${lines.join('\n')}\n`;
}
