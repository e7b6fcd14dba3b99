// `envsieve decontaminate` (issue 12, what to build 3): clean manifests in the input formats that envsieve
// itself re-ingests and re-audits with nothing flagged at the drop level, decontaminated.json saying what
// went and why, and the `--fail-on` CI gate of audit and neighbors.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { decontaminate, flaggedAtLeast, loadPipelineConfig, runPipeline, type PipelinePlan } from '../src/index.js';
import { REAL_DATA, REPO, SAMPLE, envsieve, hasRealData, readJson, readJsonl, tempDir, writeInput } from './helpers.js';

let cache: string;
beforeAll(async () => {
  cache = join(await tempDir(), 'cache');
});

function plan(outDir: string, portfolio: string[], tasks: string[] = []): PipelinePlan {
  return {
    name: 'decontaminate-test',
    outDir,
    cacheDir: cache,
    inputs: { portfolio, suite: [join(SAMPLE, 'suite.jsonl')], baseline: [], tasks, results: [], familyWeights: [] },
    stages: ['neighbors'],
    options: {},
  };
}

describe('decontaminate on the sample', () => {
  it('writes manifests and tasks files that re-audit clean at the drop level, keeping every other line as it was', async () => {
    const dir = await tempDir();
    const portfolio = join(SAMPLE, 'portfolio.jsonl');
    const tasks = join(SAMPLE, 'tasks.csv');
    await runPipeline(plan(join(dir, 'run'), [portfolio], [tasks]));
    const before = await flaggedAtLeast(join(dir, 'run'), 'near-duplicate');
    expect(before.environments + before.tasks).toBeGreaterThan(0);

    const clean = join(dir, 'clean');
    const summary = await decontaminate(join(dir, 'run'), { outDir: clean });
    expect(summary.environmentsRemoved).toBe(1);
    expect(summary.tasksRemoved).toBe(2);
    const record = await readJson<{ environments: Array<{ id: string; flag: string; nearestSuiteEnv: string }>; tasks: Array<{ itemId: string; flag: string; suiteTask: string; why: string }> }>(join(clean, 'decontaminated.json'));
    expect(record.environments).toMatchObject([{ flag: 'exact', nearestSuiteEnv: expect.any(String) }]);
    for (const t of record.tasks) expect(t.suiteTask).not.toBe('');

    const original = (await readFile(portfolio, 'utf8')).split('\n').filter(Boolean);
    const written = (await readFile(join(clean, 'portfolio.jsonl'), 'utf8')).split('\n').filter(Boolean);
    expect(written).toHaveLength(original.length - 1);
    const edited = written.filter((line) => !original.includes(line));
    expect(edited.length).toBeLessThanOrEqual(2);

    await runPipeline(plan(join(dir, 'again'), [join(clean, 'portfolio.jsonl')], [join(clean, 'tasks.csv')]));
    expect(await flaggedAtLeast(join(dir, 'again'), 'near-duplicate')).toEqual({ level: 'near-duplicate', environments: 0, tasks: 0 });
  }, 120_000);

  it('keeps a gzip JSON array a gzip JSON array, and renumbers no positional task', async () => {
    const dir = await tempDir();
    const [airline, retail] = await readJsonl<Record<string, unknown>>(join(SAMPLE, 'suite.jsonl'));
    const copiedTask = ((retail as { tasks: Array<{ text: string }> }).tasks[0] as { text: string }).text;
    const envs = [
      { ...(airline as object), id: 'copy/airline' },
      { id: 'own/garden', family: 'garden', tools: [{ name: 'water_plant', description: 'Water one plant.', parameters: { type: 'object', properties: { plant: { type: 'string' } } } }], tasks: ['Water the basil on the balcony.', copiedTask, 'Water every fern in the hall twice this week.'] },
    ];
    const file = await writeInput(dir, 'portfolio.json.gz', gzipSync(JSON.stringify(envs)));
    await runPipeline(plan(join(dir, 'run'), [file]));
    await decontaminate(join(dir, 'run'), { outDir: join(dir, 'clean') });
    const written = JSON.parse(gunzipSync(await readFile(join(dir, 'clean', 'portfolio.json.gz'))).toString('utf8')) as Array<{ id: string; tasks: unknown[] }>;
    expect(written.map((e) => e.id)).toEqual(['own/garden']);
    expect(written[0]?.tasks).toEqual([{ id: '0', text: 'Water the basil on the balcony.' }, { id: '2', text: 'Water every fern in the hall twice this week.' }]);
  }, 120_000);
});

describe('the CLI', () => {
  it('audit --fail-on exits 3 when anything is flagged at the level, decontaminate then clears it', async () => {
    const dir = await tempDir();
    const args = (portfolio: string, out: string, level: string) => ['audit', '--portfolio', portfolio, '--suite', join(SAMPLE, 'suite.jsonl'), '--out', out, '--cache', cache, '--quiet', '--fail-on', level];
    const gated = await envsieve(args(join(SAMPLE, 'portfolio.jsonl'), join(dir, 'run'), 'near-duplicate'));
    expect(gated.code).toBe(3);
    expect(gated.stderr).toMatch(/--fail-on near-duplicate: 1 portfolio environments and \d+ portfolio tasks are flagged near-duplicate or above/);
    const cleaned = await envsieve(['decontaminate', join(dir, 'run'), '--out', join(dir, 'clean'), '--quiet']);
    expect(cleaned.code).toBe(0);
    expect(cleaned.stdout).toContain('removed 1 environments');
    const again = await envsieve(args(join(dir, 'clean', 'portfolio.jsonl'), join(dir, 'again'), 'near-duplicate'));
    expect(again.code).toBe(0);
    const neighbors = await envsieve(['neighbors', join(dir, 'run'), '--quiet', '--fail-on', 'exact']);
    expect(neighbors.code).toBe(3);
  }, 120_000);

  it('refuses to decontaminate into the directory of the inputs', async () => {
    const dir = await tempDir();
    const portfolio = await writeInput(dir, 'p.jsonl', await readFile(join(SAMPLE, 'portfolio.jsonl')));
    await runPipeline(plan(join(dir, 'run'), [portfolio]));
    const result = await envsieve(['decontaminate', join(dir, 'run'), '--out', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not empty and is not an envsieve run directory');
  }, 60_000);
});

describe('decontaminate on the real data', () => {
  it.skipIf(!hasRealData)('re-audits the clean real-data portfolio with nothing flagged at the drop level', async () => {
    const config = await loadPipelineConfig(join(REPO, 'pipelines/real-data.yaml'));
    const dir = await tempDir();
    const realPlan = { ...config, outDir: join(dir, 'run'), cacheDir: join(REPO, '.envsieve/cache'), stages: ['neighbors' as const] };
    await runPipeline(realPlan);
    const before = await flaggedAtLeast(realPlan.outDir, 'near-duplicate');
    expect(before.environments).toBeGreaterThan(0);
    const summary = await decontaminate(realPlan.outDir, { outDir: join(dir, 'clean') });
    expect(summary.environmentsRemoved).toBe(before.environments);
    const portfolio = realPlan.inputs.portfolio.map((f) => join(dir, 'clean', f.split('/').pop() as string));
    const again = { ...realPlan, outDir: join(dir, 'again'), inputs: { ...realPlan.inputs, portfolio } };
    await runPipeline(again);
    expect(await flaggedAtLeast(again.outDir, 'near-duplicate')).toEqual({ level: 'near-duplicate', environments: 0, tasks: 0 });
  }, 600_000);
  if (!hasRealData) it.skip(`real-data decontamination: ${REAL_DATA} is absent`, () => {});
});
