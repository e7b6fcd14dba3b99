// The pipeline runner end to end: `envsieve run <config>` and `envsieve audit` on the sample data — resuming
// from up-to-date artifacts, re-running exactly what a change invalidates, byte-identical artifacts on a
// re-run, and config mistakes reported at their line.
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPipelineConfig, runPipeline, type PipelinePlan } from '../src/index.js';
import { REPO, SAMPLE, readJson, tempDir, writeInput, envsieve } from './helpers.js';



let cache: string;
beforeAll(async () => {
  cache = join(await tempDir(), 'cache');
});

async function samplePlan(overrides: Partial<PipelinePlan> = {}): Promise<PipelinePlan> {
  const dir = await tempDir();
  return {
    name: 'test',
    outDir: join(dir, 'run'),
    cacheDir: cache,
    inputs: { portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [join(SAMPLE, 'suite.jsonl')], baseline: [], tasks: [join(SAMPLE, 'tasks.csv')], results: [], familyWeights: [] },
    stages: ['cluster'],
    options: {},
    ...overrides,
  };
}

const statuses = (result: Awaited<ReturnType<typeof runPipeline>>) => Object.fromEntries(result.stages.map((s) => [s.stage, s.status]));

/** Every file of a run directory with `generatedAt` lines blanked: what must be identical between runs. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name));
  const entries = await Promise.all(names.map(async (n) => [n.slice(dir.length + 1), (await readFile(n, 'utf8')).replace(/"generatedAt": "[^"]*"/g, '"generatedAt": "…"')] as const));
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

describe('runPipeline', () => {
  it('runs what a stage needs, then skips every stage whose inputs and options are unchanged', async () => {
    const plan = await samplePlan();
    const first = await runPipeline(plan);
    expect(statuses(first)).toEqual({ ingest: 'ran', embed: 'ran', neighbors: 'ran', cluster: 'ran' });
    // Each stage's counts of its work, reported by the runner (StageContext.count), in no artifact.
    const counters = Object.fromEntries(first.stages.map((s) => [s.stage, s.counters]));
    expect(counters.ingest).toEqual({ environments: 11, 'rejected records': 0 });
    expect(Object.keys(counters.embed ?? {})).toEqual(['distinct texts', 'cache hits', 'embedded']);
    expect((counters.embed?.['cache hits'] ?? 0) + (counters.embed?.embedded ?? 0)).toBe(counters.embed?.['distinct texts']);
    expect(counters.neighbors).toMatchObject({ 'portfolio environments': 8, 'tools matched': expect.any(Number), 'tasks matched': expect.any(Number) });
    expect(counters.cluster?.['portfolio environments']).toBe(8);
    const second = await runPipeline(plan);
    expect(statuses(second)).toEqual({ ingest: 'up to date', embed: 'up to date', neighbors: 'up to date', cluster: 'up to date' });
    expect(second.stages.every((s) => s.counters === undefined)).toBe(true);

    // A cluster option changes only cluster's key.
    const reseeded = await runPipeline({ ...plan, options: { cluster: { seed: 7 } } });
    expect(statuses(reseeded)).toEqual({ ingest: 'up to date', embed: 'up to date', neighbors: 'up to date', cluster: 'ran' });

    // A deleted artifact re-runs its stage; a stage after it keeps its key and stays up to date.
    await rm(join(plan.outDir, 'eval_tasks.csv'));
    const repaired = await runPipeline({ ...plan, options: { cluster: { seed: 7 } } });
    expect(statuses(repaired)).toEqual({ ingest: 'up to date', embed: 'up to date', neighbors: 'ran', cluster: 'up to date' });
  });

  it('removes the artifacts of stages outside the plan that a changed stage made stale', async () => {
    const plan = await samplePlan({ stages: ['report'] });
    await runPipeline({ ...plan, stages: ['holdout', 'report'] });
    const kept = await runPipeline({ ...plan, stages: ['cluster'] });
    expect(statuses(kept).cluster).toBe('up to date');
    await readFile(join(plan.outDir, 'holdout.json')); // nothing changed: still there
    await runPipeline({ ...plan, stages: ['cluster'], options: { cluster: { seed: 9 } } });
    await expect(readFile(join(plan.outDir, 'holdout.json'))).rejects.toThrow(/ENOENT/);
    await expect(readFile(join(plan.outDir, 'report.json'))).rejects.toThrow(/ENOENT/);
    const manifest = await readJson<{ stages: Record<string, unknown> }>(join(plan.outDir, 'pipeline.json'));
    expect(Object.keys(manifest.stages)).toEqual(['ingest', 'embed', 'neighbors', 'cluster']);
  });

  it('re-runs everything from ingest when an input file changes, and --force runs all', async () => {
    const dir = await tempDir();
    const suite = await writeInput(dir, 'suite.jsonl', await readFile(join(SAMPLE, 'suite.jsonl')));
    const plan = await samplePlan({ inputs: { portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [suite], baseline: [], tasks: [join(SAMPLE, 'tasks.csv')], results: [], familyWeights: [] }, stages: ['neighbors'] });
    await runPipeline(plan);
    await writeFile(suite, `${await readFile(suite, 'utf8')}\n`);
    expect(statuses(await runPipeline(plan))).toEqual({ ingest: 'ran', embed: 'ran', neighbors: 'ran' });
    expect(statuses(await runPipeline({ ...plan, force: true }))).toEqual({ ingest: 'ran', embed: 'ran', neighbors: 'ran' });
  });

  it('routes results files by their columns: per-task outcomes to stratify, a scaling file to subsets', async () => {
    const scaling = await writeInput(await tempDir(), 'scaling.csv', 'n_envs,score\n1,0.30\n2,0.34\n4,0.39\n8,0.42\n');
    const plan = await samplePlan({ stages: ['report'] });
    plan.inputs.results = [join(SAMPLE, 'eval_results.csv'), scaling];
    const result = await runPipeline(plan);
    expect(result.stages.map((s) => s.stage)).toEqual(['ingest', 'embed', 'neighbors', 'cluster', 'report']);
    const all = await runPipeline({ ...plan, stages: ['stratify', 'subsets', 'report'] });
    expect(statuses(all)).toMatchObject({ cluster: 'up to date', stratify: 'ran', subsets: 'ran', report: 'ran' });
    const strata = await readJson<{ results: { eval: { kind: string; matched: number } | null } }>(join(plan.outDir, 'strata.json'));
    expect(strata.results.eval).toMatchObject({ kind: 'trials', matched: 9 });
    const subsets = await readJson<{ scaling: { slope: number } | null }>(join(plan.outDir, 'subsets.json'));
    expect(subsets.scaling?.slope).toBeCloseTo(0.041, 3);
    expect(all.headline.some((h) => h.startsWith('Inflation by overlap'))).toBe(true);
  });

  it('refuses a results file of no known kind before any stage runs', async () => {
    const plan = await samplePlan({ stages: ['stratify'] });
    plan.inputs.results = [await writeInput(await tempDir(), 'odd.csv', 'name,value\na,1\n')];
    await expect(runPipeline(plan)).rejects.toThrow(/odd\.csv:1: cannot tell what the results are/);
  });

  it('writes byte-identical artifacts for the same inputs and options, but for generatedAt', async () => {
    const plan = await samplePlan({ stages: ['stratify', 'subsets', 'report'] });
    plan.inputs.results = [join(SAMPLE, 'eval_results.csv')];
    await runPipeline(plan);
    const before = await snapshot(plan.outDir);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['pipeline.json', 'ingest.json', 'embed.json', 'contamination.csv', 'redundancy.json', 'strata.csv', 'manifests/q4-4.txt', 'subsets.json', 'report.json', 'report.md', 'report.html']),
    );
    await runPipeline({ ...plan, force: true });
    expect(await snapshot(plan.outDir)).toEqual(before);
  });

  it('names a missing input file before any stage starts', async () => {
    const plan = await samplePlan({ inputs: { portfolio: [join(SAMPLE, 'nope.jsonl')], suite: [], baseline: [], tasks: [], results: [], familyWeights: [] } });
    await expect(runPipeline(plan)).rejects.toThrow(/nope\.jsonl: cannot read input file: ENOENT/);
  });
});

describe('pipeline configs', () => {
  it('resolves paths against the config file and fills defaults', async () => {
    const plan = await loadPipelineConfig(join(REPO, 'pipelines/sample.yaml'));
    expect(plan.outDir).toBe(join(REPO, 'reports/sample'));
    expect(plan.inputs.portfolio).toEqual([join(SAMPLE, 'portfolio.jsonl')]);
    expect(plan.inputs.baseline).toEqual([]);
    expect(plan.stages[0]).toBe('ingest');
  });

  it('ships a real-data pipeline whose inputs all exist beside the repo', async () => {
    const plan = await loadPipelineConfig(join(REPO, 'pipelines/real-data.yaml'));
    expect(plan.inputs.portfolio.length).toBeGreaterThan(0);
    expect(plan.inputs.suite.length).toBeGreaterThan(0);
  });

  it.each([
    ['a YAML syntax error', 'out: x\ninputs: [\n', /bad\.yaml:\d+: not valid YAML/],
    ['an unknown key, at its line', 'out: x\ninputs:\n  portfolio: [a.jsonl]\noptions:\n  neighbors:\n    topk: 3\n', /bad\.yaml:6 options\.neighbors\.topk: Unrecognized key: "topk"/],
    ['a threshold out of range', 'out: x\ninputs:\n  portfolio: [a.jsonl]\noptions:\n  neighbors:\n    envThresholds: {related: 3}\n', /bad\.yaml:6 options\.neighbors\.envThresholds\.related: Too big/],
    ['no portfolio', 'out: x\ninputs:\n  suite: [a.jsonl]\n', /bad\.yaml:3 inputs\.portfolio: Invalid input/],
    ['an unknown stage', 'out: x\ninputs:\n  portfolio: [a.jsonl]\nstages: [ingest, clusterr]\n', /bad\.yaml:4 stages\.1/],
  ])('reports %s with file, line and field', async (_name, text, message) => {
    const file = await writeInput(await tempDir(), 'bad.yaml', text);
    await expect(loadPipelineConfig(file)).rejects.toThrow(message);
  });
});

describe('envsieve run and audit', () => {
  it('runs a config from the command line, then finds it up to date', async () => {
    const dir = await tempDir();
    const config = await writeInput(
      dir,
      'p.yaml',
      `name: p\nout: run\ncache: ${cache}\ninputs:\n  portfolio: [${SAMPLE}/portfolio.jsonl]\n  suite: [${SAMPLE}/suite.jsonl]\n  tasks: [${SAMPLE}/tasks.csv]\n`,
    );
    const first = await envsieve(['run', config]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/\[1\/\d+\] ingest: running/);
    const second = await envsieve(['run', config, '--json']);
    expect(second.code, second.stderr).toBe(0);
    const result = JSON.parse(second.stdout) as { stages: Array<{ status: string }> };
    expect(result.stages.every((s) => s.status === 'up to date')).toBe(true);
    const manifest = await readJson<{ inputs: { portfolio: Array<{ sha256: string }> } }>(join(dir, 'run/pipeline.json'));
    expect(manifest.inputs.portfolio[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resumes after a kill -9: finished stages stay up to date, and the artifacts equal a full run', async () => {
    const dir = await tempDir();
    // A cold cache of its own, so that embed is still working when the kill lands.
    const config = await writeInput(
      dir,
      'p.yaml',
      `name: p\nout: run\ncache: cold-cache\ninputs:\n  portfolio: [${SAMPLE}/portfolio.jsonl]\n  suite: [${SAMPLE}/suite.jsonl]\n  tasks: [${SAMPLE}/tasks.csv]\n  results: [${SAMPLE}/eval_results.csv]\n`,
    );
    const child = spawn(process.execPath, [join(REPO, 'dist/cli/main.js'), 'run', config], { cwd: REPO });
    let stderr = '';
    const killed = await new Promise<boolean>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (/\] embed: running/.test(stderr) && child.kill('SIGKILL')) resolve(true);
      });
      child.on('exit', () => resolve(false));
    });
    expect(killed, stderr).toBe(true);
    const resumed = await envsieve(['run', config, '--json', '--quiet']);
    expect(resumed.code, resumed.stderr).toBe(0);
    const stages = (JSON.parse(resumed.stdout) as { stages: Array<{ stage: string; status: string }> }).stages;
    expect(stages[0]).toEqual(expect.objectContaining({ stage: 'ingest', status: 'up to date' }));
    expect(stages.slice(1).every((s) => s.status === 'ran')).toBe(true);
    const afterResume = await snapshot(join(dir, 'run'));
    expect((await envsieve(['run', config, '--force', '--quiet'])).code).toBe(0);
    expect(await snapshot(join(dir, 'run'))).toEqual(afterResume);
  });

  it('audits the sample data in one command', async () => {
    const out = join(await tempDir(), 'audit');
    const result = await envsieve(['audit', '--portfolio', join(SAMPLE, 'portfolio.jsonl'), '--suite', join(SAMPLE, 'suite.jsonl'), '--tasks', join(SAMPLE, 'tasks.csv'), '--out', out, '--cache', cache, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`artifacts: ${out}`);
    expect((await readdir(out)).sort()).toEqual(expect.arrayContaining(['contamination.csv', 'near_duplicates.csv', 'pipeline.json']));
  });

  it('exits 1 naming a bad config and 2 for a command-line mistake', async () => {
    const file = await writeInput(await tempDir(), 'bad.yaml', 'out: x\n');
    const bad = await envsieve(['run', file]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/bad\.yaml.*inputs/);
    const missing = await envsieve(['run', join(REPO, 'pipelines/none.yaml')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('none.yaml: cannot read pipeline config');
    const usage = await envsieve(['audit', '--suite', 'x.jsonl']);
    expect(usage.code).toBe(2);
  });
});
