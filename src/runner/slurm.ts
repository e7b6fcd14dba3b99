// The Slurm executor: a pipeline as chained sbatch jobs. The stages before a sharded stage run as one job,
// the sharded stage as a job array of its N shards (several arrays when N is over MaxArraySize), its merge as
// a job after the array with `afterany` — so a failed shard does not leave it pending forever: the merge runs,
// finds the shard's marker missing, names it and fails — and the stages after it as one more job; jobs after
// a merge use `afterok` with --kill-on-invalid-dep, so they end when what they need failed. Everything already
// up to date in the run directory is not submitted again: a rerun submits only the missing shards and what
// follows them. Slurm does the scheduling; this module only writes scripts and calls sbatch.
import { execFile } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { StageContext } from '../core/context.js';
import { EnvsieveError } from '../core/errors.js';
import { makeDirs, writeJsonAtomic } from '../core/io.js';
import { withRunDir } from '../core/runDir.js';
import type { PipelinePlan, StageName } from './plan.js';
import { planStatus } from './runner.js';
import { arraySpecs, checkResources, jobName, sbatchScript, type SlurmResources } from './slurmScripts.js';
import { STAGES } from './stages.js';

export const SLURM_DIR = 'slurm';
const SCRIPT_NAME = /^\d+-[a-z]+-(stages|shards|merge)\.sbatch$/;
/** Slurm's default MaxArraySize: array indices stop below it. */
const DEFAULT_MAX_ARRAY_SIZE = 1001;

export type Exec = (program: string, args: string[]) => Promise<{ code: number; stdout: string; stderr: string }>;

export interface SlurmOptions extends SlurmResources {
  /** The pipeline config the jobs run (`envsieve run <config>`), absolute or relative to the working directory. */
  config: string;
  shards: number;
  /** How a job starts envsieve, e.g. [node, /…/dist/cli/main.js]. */
  envsieve: string[];
  dryRun?: boolean;
  /** Block until the jobs have left the queue, and report the run's outcome. */
  wait?: boolean;
  /** MaxArraySize [default: read from `scontrol show config`, else Slurm's default 1001]. */
  maxArraySize?: number;
  /** Seconds between queue polls while waiting [default 2]. */
  pollSeconds?: number;
  exec?: Exec;
}

export interface SlurmJob {
  /** Scheduling order: 1, 2, … */
  step: number;
  name: string;
  kind: 'stages' | 'shards' | 'merge';
  stage: StageName;
  script: string;
  /** Array jobs: the shards and the --array spec of each array submitted. */
  arrays?: Array<{ offset: number; spec: string; shards: number[]; jobId?: string }>;
  dependency?: string;
  jobId?: string;
}

export interface SlurmResult {
  runDir: string;
  jobs: SlurmJob[];
  submitted: boolean;
  /** With `wait`: whether every stage of the plan is up to date once the jobs ended, and what each job did. */
  outcome?: { ok: boolean; stale: StageName[]; states: string[] };
}

const defaultExec: Exec = (program, args) =>
  new Promise((done) => {
    execFile(program, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      const code = error ? (typeof (error as { code?: unknown }).code === 'number' ? ((error as { code: number }).code) : 127) : 0;
      done({ code, stdout, stderr: stderr || (error && code === 127 ? error.message : '') });
    });
  });

/** Writes the jobs' scripts into `<run>/slurm/` and, unless a dry run, submits them; with `wait`, waits. */
export async function submitToSlurm(plan: PipelinePlan, options: SlurmOptions, ctx: StageContext = {}): Promise<SlurmResult> {
  if (!Number.isInteger(options.shards) || options.shards < 1) throw new EnvsieveError('invalid_option', `--shards must be a whole number of at least 1, not ${options.shards}`, { stage: 'slurm' });
  const resources = checkResources({ partition: options.partition, time: options.time, mem: options.mem, cpusPerTask: options.cpusPerTask });
  const exec = options.exec ?? defaultExec;
  const runDir = resolve(plan.outDir);
  const jobs = await withRunDir(runDir, 'envsieve slurm', async () => {
    if (!options.dryRun) await refuseWhileQueued(runDir, exec);
    return writeJobs({ ...plan, outDir: runDir, force: false }, options, resources, exec);
  }, { create: true });
  if (jobs.length === 0) ctx.log?.(`slurm: every stage of ${plan.name} is up to date in ${runDir}; nothing to submit`);
  if (options.dryRun || jobs.length === 0) return { runDir, jobs, submitted: false };
  await submit(jobs, exec, ctx);
  await writeJsonAtomic(join(runDir, SLURM_DIR, 'jobs.json'), { pipeline: plan.name, shards: options.shards, jobs });
  if (!options.wait) return { runDir, jobs, submitted: true };
  await waitForJobs(jobs, exec, (options.pollSeconds ?? 2) * 1000);
  const states = await jobStates(jobs, exec);
  const stale = (await planStatus({ ...plan, outDir: runDir, force: false })).filter((s) => !s.upToDate).map((s) => s.stage);
  return { runDir, jobs, submitted: true, outcome: { ok: stale.length === 0, stale, states } };
}

/** A second submission while the last one's jobs are still queued would run every job twice. */
async function refuseWhileQueued(runDir: string, exec: Exec): Promise<void> {
  const record = await readFile(join(runDir, SLURM_DIR, 'jobs.json'), 'utf8').then((text) => JSON.parse(text) as { jobs?: SlurmJob[] }, () => null);
  const ids = record?.jobs ? jobIds(record.jobs).filter((id) => /^\d+$/.test(id)) : [];
  if (ids.length === 0) return;
  const { code, stdout } = await exec('squeue', ['-h', '-o', '%i', '-j', ids.join(',')]);
  const queued = code === 0 ? stdout.split('\n').map((l) => l.trim()).filter((l) => l !== '') : [];
  if (queued.length > 0) {
    throw new EnvsieveError('run_locked', `jobs of the last submission to this run are still queued or running (${queued.slice(0, 5).join(', ')}); wait for them (squeue) or cancel them (scancel ${ids.join(' ')}), then submit again`, { stage: 'slurm', place: { file: runDir } });
  }
}

/** The jobs the run still needs, in order, with their scripts written. */
async function writeJobs(plan: PipelinePlan, options: SlurmOptions, resources: SlurmResources, exec: Exec): Promise<SlurmJob[]> {
  const status = await planStatus(plan);
  const dir = join(plan.outDir, SLURM_DIR);
  await makeDirs(join(dir, 'logs'));
  // The last submission's scripts go: a rerun's steps are numbered anew, and two `2-…` scripts would mislead.
  for (const name of await readdir(dir)) if (SCRIPT_NAME.test(name)) await rm(join(dir, name));
  const maxArraySize = options.maxArraySize ?? (await readMaxArraySize(exec));
  const run = [...options.envsieve, 'run', resolve(options.config), '--out', plan.outDir];
  const jobs: SlurmJob[] = [];
  const add = async (job: Omit<SlurmJob, 'step' | 'script' | 'name'>, title: string, command: string[], log: string, shards?: number) => {
    const step = jobs.length + 1;
    const name = jobName(plan.name, job.kind === 'stages' ? job.stage : `${job.stage}-${job.kind}`);
    const script = join(dir, `${step}-${job.stage}-${job.kind}.sbatch`);
    await writeFile(script, sbatchScript({ jobName: name, title, command, resources, log: join(dir, 'logs', log), ...(shards ? { shards } : {}) }));
    jobs.push({ step, name, script, ...job });
  };
  const first = status.findIndex((s) => !s.upToDate);
  if (first < 0) return jobs;
  // Unsharded stages wait to be run together, as one job, up to the next sharded stage or the end.
  let pending: StageName | null = null;
  const stagesJob = async (upTo: StageName, last: boolean) =>
    add({ kind: 'stages', stage: upTo }, `envsieve pipeline '${plan.name}': the stages up to ${upTo}`, [...run, ...(last ? [] : ['--stages', upTo]), '--shards', String(options.shards)], `${jobs.length + 1}-${upTo}.log`);
  for (const s of status.slice(first)) {
    if (!s.sharded) {
      pending = s.stage;
      continue;
    }
    if (pending !== null) await stagesJob(pending, false);
    pending = null;
    // Only when nothing before is submitted can completed shards be trusted to be of the inputs they will see.
    const missing = jobs.length === 0 ? await missingOf(plan, s.stage, options.shards) : range(options.shards);
    if (missing.length > 0) {
      await add({ kind: 'shards', stage: s.stage, arrays: arraySpecs(missing, maxArraySize) }, `envsieve pipeline '${plan.name}': ${s.stage}, one shard of ${options.shards}`, [...run, '--stages', s.stage, '--shard', '{shard}'], `${s.stage}-shard-{shard}.log`, options.shards);
    }
    await add({ kind: 'merge', stage: s.stage }, `envsieve pipeline '${plan.name}': the merge of the ${options.shards} ${s.stage} shards`, [...run, '--stages', s.stage, '--shards', String(options.shards)], `${jobs.length + 1}-${s.stage}-merge.log`);
  }
  if (pending !== null) await stagesJob(pending, true);
  return jobs;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

async function missingOf(plan: PipelinePlan, stage: StageName, count: number): Promise<number[]> {
  const shard = STAGES.get(stage)?.shard;
  return shard ? shard.missing(plan, count) : range(count);
}

/** MaxArraySize from `scontrol show config`, or Slurm's default where scontrol does not answer. */
async function readMaxArraySize(exec: Exec): Promise<number> {
  const { code, stdout } = await exec('scontrol', ['show', 'config']).catch(() => ({ code: 1, stdout: '' }));
  const value = code === 0 ? /^MaxArraySize\s*=\s*(\d+)/m.exec(stdout)?.[1] : undefined;
  return value ? Math.max(1, Number(value)) : DEFAULT_MAX_ARRAY_SIZE;
}

/** Submits in order, each job depending on the one before (afterany after an array, else afterok). */
async function submit(jobs: SlurmJob[], exec: Exec, ctx: StageContext): Promise<void> {
  let previous: string[] = [];
  let afterArray = false;
  for (const job of jobs) {
    const dependency = previous.length === 0 ? [] : afterArray ? [`--dependency=afterany:${previous.join(':')}`] : [`--dependency=afterok:${previous.join(':')}`, '--kill-on-invalid-dep=yes'];
    if (dependency[0]) job.dependency = dependency[0].slice('--dependency='.length);
    if (job.arrays) {
      for (const array of job.arrays) {
        array.jobId = await sbatch(exec, [...dependency, `--array=${array.spec}`, `--export=ALL,ENVSIEVE_SHARD_OFFSET=${array.offset}`, job.script]);
        ctx.log?.(`slurm: ${job.name} shards ${array.spec}${array.offset ? ` (+${array.offset})` : ''}: job ${array.jobId}`);
      }
      previous = job.arrays.map((a) => a.jobId as string);
      afterArray = true;
    } else {
      job.jobId = await sbatch(exec, [...dependency, job.script]);
      ctx.log?.(`slurm: ${job.name}: job ${job.jobId}${job.dependency ? ` (${job.dependency})` : ''}`);
      previous = [job.jobId];
      afterArray = false;
    }
  }
}

async function sbatch(exec: Exec, args: string[]): Promise<string> {
  const { code, stdout, stderr } = await exec('sbatch', ['--parsable', ...args]);
  const id = stdout.trim().split(';')[0] ?? '';
  if (code !== 0 || !/^\d+$/.test(id)) throw new EnvsieveError('io_failed', `sbatch failed (exit ${code}): ${(stderr || stdout).trim().split('\n')[0] ?? ''}`, { stage: 'slurm' });
  return id;
}

const jobIds = (jobs: SlurmJob[]) => jobs.flatMap((j) => (j.arrays ? j.arrays.map((a) => a.jobId as string) : [j.jobId as string]));

async function waitForJobs(jobs: SlurmJob[], exec: Exec, pollMs: number): Promise<void> {
  const ids = jobIds(jobs).join(',');
  for (;;) {
    const { code, stdout } = await exec('squeue', ['-h', '-o', '%i', '-j', ids]);
    // squeue exits non-zero once every id has been purged from the controller: nothing is left either way.
    if (code !== 0 || stdout.trim() === '') return;
    await new Promise((done) => setTimeout(done, pollMs));
  }
}

/** Each job's (and array task's) final state as `id name STATE exit`, from scontrol while Slurm still has it. */
async function jobStates(jobs: SlurmJob[], exec: Exec): Promise<string[]> {
  const states: string[] = [];
  for (const id of jobIds(jobs)) {
    const { code, stdout } = await exec('scontrol', ['show', 'job', '-o', id]);
    if (code !== 0) continue;
    for (const line of stdout.split('\n').filter((l) => l.trim() !== '')) {
      const field = (name: string) => new RegExp(`(?:^|\\s)${name}=(\\S+)`).exec(line)?.[1] ?? '?';
      const task = field('ArrayTaskId');
      states.push(`${id}${task !== '?' ? `_${task}` : ''} ${field('JobName')} ${field('JobState')} exit ${field('ExitCode')}`);
    }
  }
  return states;
}
