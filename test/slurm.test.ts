// `envsieve slurm`: the scripts it writes (always tested: a dry run needs no Slurm) and, on a real Slurm
// (.ci/slurm up; CI starts one), the sample pipeline with 4 embed and 4 neighbors shards through `--wait`,
// every artifact equal to the one-process run's; a failing shard (of embed, then of neighbors) makes its merge
// name it and the run exit 1, and running the same command again submits only that shard and what follows,
// finishing the run. Skips the real-Slurm part, saying so, where no Slurm answers (ENVSIEVE_REQUIRE_SLURM=1, as
// CI sets it, makes that a failure instead).
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE, envsieve, readJson, tempDir } from './helpers.js';

function slurmAnswers(): boolean {
  try {
    return /^(idle|mixed|allocated)/m.test(execFileSync('sinfo', ['-h', '-o', '%T'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    return false;
  }
}
const hasSlurm = slurmAnswers();
if (!hasSlurm) {
  if (process.env.ENVSIEVE_REQUIRE_SLURM === '1') throw new Error('ENVSIEVE_REQUIRE_SLURM=1 but no Slurm answers sinfo: start one with .ci/slurm up');
  console.warn('SKIPPED test/slurm.test.ts on a real Slurm: no Slurm answers sinfo (start one with .ci/slurm up, as root)');
}

/** The sample pipeline, all stages, into `dir`, with a cache of its own. */
async function sampleConfig(dir: string, cache: string): Promise<string> {
  const config = join(dir, 'sample.yaml');
  const inputs = `  portfolio: [${join(SAMPLE, 'portfolio.jsonl')}]\n  suite: [${join(SAMPLE, 'suite.jsonl')}]\n  tasks: [${join(SAMPLE, 'tasks.csv')}]\n  results: [${join(SAMPLE, 'eval_results.csv')}]\n`;
  await writeFile(config, `name: sample\nout: ${join(dir, 'run')}\ncache: ${cache}\ninputs:\n${inputs}options:\n  cluster: { seed: 20261201 }\n`);
  return config;
}

/** Every artifact of a run (not the shards' or Slurm's own files), generatedAt and the run's own paths blanked. */
async function artifacts(run: string): Promise<Record<string, string>> {
  const files = (await readdir(run, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name).slice(run.length + 1));
  const kept = files.filter((f) => !/^(shards|slurm)\//.test(f) && !f.startsWith('.envsieve')).sort();
  const entries = await Promise.all(
    kept.map(async (f) => [f, (await readFile(join(run, f), 'utf8')).replace(/"generatedAt": "[^"]*"/g, '"generatedAt": "…"').replaceAll(run, '<run>').replace(/"(cache|cacheDir)": "[^"]*"/g, '"$1": "…"')] as const),
  );
  return Object.fromEntries(entries);
}

describe('envsieve slurm --dry-run', () => {
  it('writes one script per job: the stages before embed, each sharded stage\'s array and its merge, the rest', async () => {
    const dir = await tempDir();
    const config = await sampleConfig(dir, join(dir, 'cache'));
    const result = await envsieve(['slurm', config, '--shards', '2500', '--dry-run', '--max-array-size', '1001', '--time', '30:00', '--mem', '4G', '--partition', 'cpu', '--json', '--quiet']);
    expect(result.code).toBe(0);
    const { jobs, submitted } = JSON.parse(result.stdout) as { submitted: boolean; jobs: Array<{ kind: string; stage: string; script: string; arrays?: Array<{ offset: number; spec: string }> }> };
    expect(submitted).toBe(false);
    expect(jobs.map((j) => `${j.stage} ${j.kind}`)).toEqual(['ingest stages', 'embed shards', 'embed merge', 'neighbors shards', 'neighbors merge', 'report stages']);
    // N over MaxArraySize: three arrays, indices below 1001 in each, the offset added back in the script.
    expect(jobs[1]?.arrays?.map((a) => [a.offset, a.spec])).toEqual([[0, '0-1000'], [1001, '0-1000'], [2002, '0-497']]);
    const shardScript = await readFile(jobs[1]?.script as string, 'utf8');
    expect(shardScript).toContain('#SBATCH --time=30:00\n#SBATCH --mem=4G');
    expect(shardScript).toContain('#SBATCH --partition=cpu');
    expect(shardScript).toContain('SHARD=$(( SLURM_ARRAY_TASK_ID + ${ENVSIEVE_SHARD_OFFSET:-0} ))');
    expect(shardScript).toMatch(/exec >\S+\/slurm\/logs\/embed-shard-"\$SHARD"\.log 2>&1/);
    expect(shardScript).toMatch(/ run \S+sample\.yaml --out \S+ --stages embed --shard "\$SHARD\/2500"\n$/);
    expect(await readFile(jobs[2]?.script as string, 'utf8')).toMatch(/ --stages embed --shards 2500\n$/);
    expect(jobs[3]?.arrays?.map((a) => [a.offset, a.spec])).toEqual([[0, '0-1000'], [1001, '0-1000'], [2002, '0-497']]);
    const neighborScript = await readFile(jobs[3]?.script as string, 'utf8');
    expect(neighborScript).toMatch(/exec >\S+\/slurm\/logs\/neighbors-shard-"\$SHARD"\.log 2>&1/);
    expect(neighborScript).toMatch(/ run \S+sample\.yaml --out \S+ --stages neighbors --shard "\$SHARD\/2500"\n$/);
    expect(await readFile(jobs[4]?.script as string, 'utf8')).toMatch(/ --stages neighbors --shards 2500\n$/);
    expect(await readFile(jobs[5]?.script as string, 'utf8')).toMatch(/ run \S+ --out \S+ --shards 2500\n$/);
  });

  it.each([
    [['--time', '1:00\n#SBATCH --wrap=x'], /not a value for an #SBATCH line/],
    [['--partition', 'a b'], /not a value for an #SBATCH line/],
    [['--shards', '0'], /at least 1/],
  ])('refuses %j', async (extra, why) => {
    const dir = await tempDir();
    const config = await sampleConfig(dir, join(dir, 'cache'));
    const result = await envsieve(['slurm', config, '--shards', '2', '--dry-run', '--quiet', ...extra]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(why);
  });
});

describe('envsieve slurm --dry-run on a partly done run', () => {
  it('plans only the missing shards, every shard of the stages after them, and refuses another N than the pinned one', async () => {
    const dir = await tempDir();
    const config = await sampleConfig(dir, join(dir, 'cache'));
    expect((await envsieve(['run', config, '--stages', 'ingest', '--quiet'])).code).toBe(0);
    expect((await envsieve(['run', config, '--stages', 'embed', '--shard', '1/3', '--quiet'])).code).toBe(0);
    const planned = await envsieve(['slurm', config, '--shards', '3', '--dry-run', '--json', '--quiet']);
    const jobs = (JSON.parse(planned.stdout) as { jobs: Array<{ kind: string; arrays?: Array<{ spec: string }> }> }).jobs;
    expect(jobs.map((j) => j.kind)).toEqual(['shards', 'merge', 'shards', 'merge', 'stages']);
    expect(jobs[0]?.arrays?.map((a) => a.spec)).toEqual(['0,2']);
    // The neighbors shards will read the merged embed: none made before it can be trusted.
    expect(jobs[2]?.arrays?.map((a) => a.spec)).toEqual(['0-2']);
    const other = await envsieve(['slurm', config, '--shards', '4', '--dry-run', '--quiet']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/pinned to N = 3, not 4: give --shards 3/);
  });
});

describe('envsieve slurm --dry-run paths', () => {
  it('refuses a run directory an #SBATCH line cannot hold', async () => {
    const dir = await tempDir();
    const config = await sampleConfig(dir, join(dir, 'cache'));
    const result = await envsieve(['slurm', config, '--shards', '2', '--dry-run', '--quiet', '--out', join(dir, 'a run')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot be written in an #SBATCH line \(no white space/);
  });
});

describe.skipIf(!hasSlurm)('envsieve slurm on a real Slurm', () => {
  it('runs the sample with 4 embed and 4 neighbors shards into the artifacts of one process; a failed shard is named and a rerun submits only it', { timeout: 400_000 }, async () => {
    const dir = await tempDir();
    const config = await sampleConfig(dir, join(dir, 'cache'));
    const sharded = await envsieve(['slurm', config, '--shards', '4', '--wait', '--json', '--quiet']);
    expect(sharded.stderr).toBe('');
    expect(sharded.code).toBe(0);
    const result = JSON.parse(sharded.stdout) as { outcome: { ok: boolean; states: string[] }; jobs: Array<{ kind: string }> };
    expect(result.outcome.ok).toBe(true);
    expect(result.outcome.states.filter((s) => / COMPLETED exit 0:0$/.test(s))).toHaveLength(1 + 4 + 1 + 4 + 1 + 1);
    // Every shard embedded its own texts (the cache was empty: the sample's 70 item texts, the 7 distinct
    // purposes of its tools whose calling signature the other side shares and the 34 distinct description units
    // of its tools whose calling shape few suite tools have), one log per shard.
    const markers = await Promise.all([0, 1, 2, 3].map((i) => readJson<{ texts: number; embedded: number }>(join(dir, 'run/shards/embed', String(i), 'done.json'))));
    expect(markers.reduce((n, m) => n + m.embedded, 0)).toBe(111);
    expect((await readdir(join(dir, 'run/slurm/logs'))).filter((f) => f.startsWith('embed-shard-')).sort()).toEqual([0, 1, 2, 3].map((i) => `embed-shard-${i}.log`));
    // Every portfolio item was matched by one neighbors shard.
    const neighborMarkers = await Promise.all([0, 1, 2, 3].map((i) => readJson<{ items: number }>(join(dir, 'run/shards/neighbors', String(i), 'done.json'))));
    expect(neighborMarkers.reduce((n, m) => n + m.items, 0)).toBe(58);

    const one = join(await tempDir(), 'one');
    const single = await envsieve(['run', config, '--out', one, '--quiet']);
    expect(single.code).toBe(0);
    const expected = await artifacts(one);
    expect(Object.keys(expected)).toContain('report.json');
    expect(await artifacts(join(dir, 'run'))).toEqual(expected);

    // A second run whose embed shard 2 fails, then its neighbors shard 1: a shard's directory held by a live
    // process (this one) makes the shard fail.
    const again = join(dir, 'again');
    await writeFile(config, (await readFile(config, 'utf8')).replace(/^out: .*$/m, `out: ${again}`).replace(/^cache: .*$/m, `cache: ${join(dir, 'cache2')}`));
    const hold = async (stage: string, shard: number) => {
      const lock = join(again, 'shards', stage, String(shard));
      await mkdir(lock, { recursive: true });
      await writeFile(join(lock, '.envsieve-run'), '');
      await writeFile(join(lock, '.envsieve.lock'), JSON.stringify({ pid: process.pid, host: hostname(), command: 'test', startedAt: 'now' }));
      return () => rm(join(lock, '.envsieve.lock'));
    };
    type Submitted = { jobs: Array<{ kind: string; arrays?: Array<{ spec: string }> }> };
    await envsieve(['run', config, '--stages', 'ingest', '--quiet']);
    const releaseEmbed = await hold('embed', 2);
    const failed = await envsieve(['slurm', config, '--shards', '4', '--wait']);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/run incomplete: embed, .*not up to date/);
    expect(await readFile(join(again, 'slurm/logs/2-embed-merge.log'), 'utf8')).toMatch(/1 of 4 embed shards have not completed: shard 2 /);
    await releaseEmbed();
    const releaseNeighbors = await hold('neighbors', 1);
    const failedNeighbors = await envsieve(['slurm', config, '--shards', '4', '--wait', '--json', '--quiet']);
    expect(failedNeighbors.code).toBe(1);
    const rerun = JSON.parse(failedNeighbors.stdout) as Submitted & { outcome: { stale: string[] } };
    expect(rerun.jobs.map((j) => j.kind)).toEqual(['shards', 'merge', 'shards', 'merge', 'stages']);
    expect(rerun.jobs[0]?.arrays?.map((a) => a.spec)).toEqual(['2']);
    expect(rerun.jobs[2]?.arrays?.map((a) => a.spec)).toEqual(['0-3']);
    expect(rerun.outcome.stale[0]).toBe('neighbors');
    expect(await readFile(join(again, 'slurm/logs/4-neighbors-merge.log'), 'utf8')).toMatch(/1 of 4 neighbors shards have not completed: shard 1 /);
    await releaseNeighbors();
    const resumed = await envsieve(['slurm', config, '--shards', '4', '--wait', '--json', '--quiet']);
    expect(resumed.code).toBe(0);
    const jobs = (JSON.parse(resumed.stdout) as Submitted).jobs;
    expect(jobs.map((j) => j.kind)).toEqual(['shards', 'merge', 'stages']);
    expect(jobs[0]?.arrays?.map((a) => a.spec)).toEqual(['1']);
    // The earlier submissions' scripts were replaced by the rerun's.
    expect((await readdir(join(again, 'slurm'))).filter((f) => f.endsWith('.sbatch')).sort()).toEqual(['1-neighbors-shards.sbatch', '2-neighbors-merge.sbatch', '3-report-stages.sbatch']);
    // pipeline.json's keys name the run's other cache; every other artifact is the one-process run's.
    const withoutManifest = (all: Record<string, string>) => Object.fromEntries(Object.entries(all).filter(([f]) => f !== 'pipeline.json'));
    expect(withoutManifest(await artifacts(again))).toEqual(withoutManifest(expected));
  });
});
