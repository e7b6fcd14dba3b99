// `envsieve slurm <pipeline.yaml> --shards N`: the pipeline as Slurm jobs (scripts in <run>/slurm/), submitted
// with sbatch; prints the job ids, and with --wait exits with the run's outcome.
import type { CommandModule } from 'yargs';
import { loadPipelineConfig, submitToSlurm, type SlurmResult } from '../runner/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { EXIT } from './cli.js';

interface SlurmArgs extends GlobalArgs {
  config: string;
  shards: number;
  out?: string;
  wait: boolean;
  'dry-run': boolean;
  partition?: string;
  time?: string;
  mem?: string;
  'cpus-per-task'?: number;
  'max-array-size'?: number;
}

export function slurmCommand(io: CliIo): CommandModule<GlobalArgs, SlurmArgs> {
  return {
    command: 'slurm <config>',
    describe: 'Run a pipeline config on Slurm: sharded stages as job arrays, merged, the rest chained after them',
    builder: (y) =>
      withHelp(
        y
        .positional('config', { type: 'string', demandOption: true, describe: 'A pipeline config (YAML)' })
        .option('shards', { type: 'number', demandOption: true, describe: 'N: shards per sharded stage (embed, neighbors)' })
        .option('out', { type: 'string', describe: "Run directory instead of the config's out (on a file system every node sees)" })
        .option('wait', { type: 'boolean', default: false, describe: "Block until the jobs end; exit 0 only when every stage is up to date then" })
        .option('dry-run', { type: 'boolean', default: false, describe: 'Only write the sbatch scripts into <run>/slurm/' })
        .option('partition', { type: 'string', describe: 'sbatch --partition' })
        .option('time', { type: 'string', describe: 'sbatch --time, per job' })
        .option('mem', { type: 'string', describe: 'sbatch --mem, per job' })
        .option('cpus-per-task', { type: 'number', describe: 'sbatch --cpus-per-task [default: 1]' })
        .option('max-array-size', { type: 'number', describe: "Slurm's MaxArraySize [default: read from 'scontrol show config']" }),
        [
          ['$0 slurm pipelines/real-data.yaml --shards 4 --out /shared/audit --wait', 'embed and neighbors in 4 shards each as job arrays, each merged, then the other stages, and wait for the outcome'],
          ['$0 slurm pipelines/sample.yaml --shards 2 --dry-run', 'only write the sbatch scripts into <run>/slurm/'],
        ],
        { ok: 'submitted (with --wait: every stage up to date when the jobs ended)', failed: 'sbatch is missing or refused a job, the last submission is still queued, or (with --wait) a job failed', usage: 'or a config that is not valid, or --shards other than the N the run is pinned to' },
      ) as never,
    handler: async (args) => {
      const plan = await loadPipelineConfig(args.config);
      const result = await submitToSlurm(
        { ...plan, ...(args.out ? { outDir: args.out } : {}) },
        {
          config: args.config,
          shards: args.shards,
          // The jobs start envsieve the way this process was started: this Node and this CLI file.
          envsieve: [process.execPath, process.argv[1] as string],
          dryRun: args['dry-run'],
          wait: args.wait,
          ...(args.partition ? { partition: args.partition } : {}),
          ...(args.time ? { time: args.time } : {}),
          ...(args.mem ? { mem: args.mem } : {}),
          ...(args['cpus-per-task'] !== undefined ? { cpusPerTask: args['cpus-per-task'] } : {}),
          ...(args['max-array-size'] !== undefined ? { maxArraySize: args['max-array-size'] } : {}),
        },
        args.quiet ? {} : { log: (line: string) => io.stderr(`${line}\n`) },
      );
      io.stdout(args.json ? `${JSON.stringify(result, null, 2)}\n` : describe(result));
      if (result.outcome && !result.outcome.ok) process.exitCode = EXIT.failed;
    },
  };
}

function describe(r: SlurmResult): string {
  const lines = r.jobs.map((j) => {
    const ids = j.arrays ? j.arrays.map((a) => `${a.jobId ?? '-'} [${a.spec}${a.offset ? ` +${a.offset}` : ''}]`).join(' ') : (j.jobId ?? '-');
    return `${j.step}. ${j.name}: ${r.submitted ? ids : 'not submitted'}  ${j.script}`;
  });
  if (r.jobs.length === 0) lines.push(`nothing to submit: every stage is up to date in ${r.runDir}`);
  if (r.outcome) {
    lines.push(...r.outcome.states.map((s) => `  ${s}`));
    lines.push(r.outcome.ok ? `run complete: ${r.runDir}` : `run incomplete: ${r.outcome.stale.join(', ')} not up to date in ${r.runDir} (logs in ${r.runDir}/slurm/logs; run the same command again to resubmit what is missing)`);
  }
  return `${lines.join('\n')}\n`;
}
