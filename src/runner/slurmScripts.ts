// The text of the sbatch scripts `envsieve slurm` writes, and the array specs it submits them with. Every
// value that reaches a script is checked or quoted here: paths are single-quoted for the shell, and #SBATCH
// lines (which no shell reads, so nothing can be quoted there) take only values of a safe alphabet.
import { EnvsieveError } from '../core/errors.js';

export interface SlurmResources {
  partition?: string;
  /** Slurm's time limit, e.g. `30`, `2:00:00`, `1-00:00:00`. */
  time?: string;
  /** Memory per node, e.g. `4G`. */
  mem?: string;
  cpusPerTask?: number;
}

export interface ScriptSpec {
  /** The job's name in squeue, made of the pipeline's name and the step. */
  jobName: string;
  /** What the job does, in the script's comment. */
  title: string;
  /** The envsieve command line (program and arguments), run with exec. */
  command: string[];
  resources: SlurmResources;
  /** A job's one log file; for an array, the pattern of its per-shard logs with `{shard}` for the index. */
  log: string;
  /** For a job array: the shard count, so the script computes its shard from SLURM_ARRAY_TASK_ID. */
  shards?: number;
}

const SAFE_SBATCH_VALUE = /^[A-Za-z0-9_.:,+-]+$/;
const SAFE_LOG_PATH = /^[^\s%'"\\$`]+$/;

/** Single-quoted for a POSIX shell: nothing inside is expanded. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:=@,+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A job name Slurm shows as is: the pipeline's name with anything outside [A-Za-z0-9_.-] replaced. */
export function jobName(pipeline: string, step: string): string {
  return `envsieve-${pipeline}-${step}`.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 100);
}

export function checkResources(resources: SlurmResources): SlurmResources {
  for (const [name, value] of Object.entries(resources)) {
    if (value === undefined) continue;
    if (name === 'cpusPerTask' ? !(Number.isInteger(value) && (value as number) > 0) : !SAFE_SBATCH_VALUE.test(String(value))) {
      throw new EnvsieveError('invalid_option', `--${name === 'cpusPerTask' ? 'cpus-per-task' : name} ${JSON.stringify(value)} is not a value for an #SBATCH line (letters, digits and _ . : , + - only)`, { stage: 'slurm' });
    }
  }
  return resources;
}

/** The script of one job: #SBATCH lines, then the one envsieve command it runs. */
export function sbatchScript(spec: ScriptSpec): string {
  if (!SAFE_LOG_PATH.test(spec.log)) {
    throw new EnvsieveError('invalid_option', `the run directory's path cannot be written in an #SBATCH line (no white space, quotes, % or $): ${JSON.stringify(spec.log)}`, { stage: 'slurm' });
  }
  const { partition, time, mem, cpusPerTask } = spec.resources;
  const lines = [
    '#!/bin/bash',
    `#SBATCH --job-name=${spec.jobName}`,
    // An array's tasks log to one file per shard, named below by the shard's own index (which differs from
    // %a when N is over MaxArraySize and the shards are split over several arrays).
    `#SBATCH --output=${spec.shards ? '/dev/null' : spec.log}`,
    ...(partition ? [`#SBATCH --partition=${partition}`] : []),
    ...(time ? [`#SBATCH --time=${time}`] : []),
    ...(mem ? [`#SBATCH --mem=${mem}`] : []),
    `#SBATCH --cpus-per-task=${cpusPerTask ?? 1}`,
    `# ${spec.title}. Written by 'envsieve slurm'; job dependencies are given to sbatch when it submits this.`,
    'set -euo pipefail',
  ];
  if (spec.shards) {
    lines.push(
      `SHARD=$(( SLURM_ARRAY_TASK_ID + \${ENVSIEVE_SHARD_OFFSET:-0} ))`,
      `exec >${spec.log.split('{shard}').map(shellQuote).join('"$SHARD"')} 2>&1`,
      `exec ${spec.command.map((w) => (w === '{shard}' ? `"$SHARD/${spec.shards}"` : shellQuote(w))).join(' ')}`,
    );
  } else {
    lines.push(`exec ${spec.command.map(shellQuote).join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Shard indices as sbatch --array specs, one per array: offset, and indices below MaxArraySize as ranges. */
export function arraySpecs(indices: readonly number[], maxArraySize: number): Array<{ offset: number; spec: string; shards: number[] }> {
  const byOffset = new Map<number, number[]>();
  for (const index of [...indices].sort((a, b) => a - b)) {
    const offset = Math.floor(index / maxArraySize) * maxArraySize;
    byOffset.set(offset, [...(byOffset.get(offset) ?? []), index]);
  }
  return [...byOffset.entries()].map(([offset, shards]) => ({ offset, spec: ranges(shards.map((i) => i - offset)), shards }));
}

/** 0,1,2,5,7,8 → "0-2,5,7-8". */
function ranges(sorted: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    parts.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}
