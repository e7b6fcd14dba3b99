// `envsieve decontaminate` (issue 12, what to build 3): clean manifests in the input formats that envsieve
// itself re-ingests and re-audits with nothing flagged at the drop level, decontaminated.json saying what
// went and why, and the `--fail-on` CI gate of audit and neighbors.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { REAL_RUN_TIMEOUT, realTestPlan, sharedRealDataRun } from './realRun.js';
import { decontaminate, diff, flaggedAtLeast, runPipeline, type PipelinePlan } from '../src/index.js';
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

describe('decontaminate, a partly copied environment', () => {
  it('keeps the environment and removes only its copied tool, which decontaminate.txt lists', async () => {
    const dir = await tempDir();
    const [airline] = await readJsonl<{ tools: Array<{ name: string }> }>(join(SAMPLE, 'suite.jsonl'));
    const copied = (airline as { tools: Array<{ name: string }> }).tools[0] as { name: string };
    const own = (name: string, description: string) => ({ name, description, parameters: { type: 'object', properties: { plant: { type: 'string', description: 'The plant.' }, litres: { type: 'number' } }, required: ['plant'] } });
    const env = {
      id: 'own/greenhouse',
      family: 'garden',
      tools: [own('water_plant', 'Water one plant with the given amount.'), own('repot_plant', 'Move a plant into a larger pot.'), own('prune_plant', 'Cut back the dead leaves of a plant.'), copied],
      tasks: ['Water the basil on the balcony.', 'Repot the fig tree into the large clay pot.', 'Prune the roses by the south window.'],
    };
    const file = await writeInput(dir, 'portfolio.jsonl', `${JSON.stringify(env)}\n`);
    await runPipeline(plan(join(dir, 'run'), [file]));
    const listed = (await readFile(join(dir, 'run', 'decontaminate.txt'), 'utf8')).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(listed).toEqual([`own/greenhouse#tools/${copied.name}`]);

    const summary = await decontaminate(join(dir, 'run'), { outDir: join(dir, 'clean') });
    expect([summary.environmentsRemoved, summary.tasksRemoved, summary.toolsRemoved]).toEqual([0, 0, 1]);
    const [written] = await readJsonl<{ id: string; tools: Array<{ name: string }>; tasks: unknown[] }>(join(dir, 'clean', 'portfolio.jsonl'));
    expect(written?.tools.map((t) => t.name)).toEqual(['water_plant', 'repot_plant', 'prune_plant']);
    expect(written?.tasks).toEqual(env.tasks);
    const record = await readJson<{ tools: Array<{ itemId: string; flag: string; suiteTool: string }> }>(join(dir, 'clean', 'decontaminated.json'));
    expect(record.tools).toMatchObject([{ itemId: `own/greenhouse#tools/${copied.name}`, flag: 'exact', suiteTool: expect.stringContaining(copied.name) }]);

    await runPipeline(plan(join(dir, 'again'), [join(dir, 'clean', 'portfolio.jsonl')]));
    const again = (await readFile(join(dir, 'again', 'decontaminate.txt'), 'utf8')).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(again).toEqual([]);
  }, 120_000);

  it('removes a copied tool given in an OpenAI wrapper or among a Gemini group\'s declarations, keeping the form', async () => {
    const dir = await tempDir();
    const [airline] = await readJsonl<{ tools: Array<{ name: string }> }>(join(SAMPLE, 'suite.jsonl'));
    const copied = (airline as { tools: Array<{ name: string }> }).tools[0] as { name: string };
    const own = (name: string, description: string) => ({ name, description, parameters: { type: 'object', properties: { plant: { type: 'string', description: 'The plant.' }, litres: { type: 'number' } }, required: ['plant'] } });
    const tools = [own('water_plant', 'Water one plant with the given amount.'), own('repot_plant', 'Move a plant into a larger pot.'), own('prune_plant', 'Cut back the dead leaves of a plant.'), copied];
    const tasks = ['Water the basil on the balcony.', 'Repot the fig tree into the large clay pot.', 'Prune the roses by the south window.'];
    const openai = { id: 'own/greenhouse_openai', family: 'garden', tools: tools.map((t) => ({ type: 'function', function: t })), tasks };
    const gemini = { id: 'own/greenhouse_gemini', family: 'garden', tools: [{ googleSearch: {} }, { functionDeclarations: tools }], tasks };
    const file = await writeInput(dir, 'portfolio.jsonl', `${JSON.stringify(openai)}\n${JSON.stringify(gemini)}\n`);
    await runPipeline(plan(join(dir, 'run'), [file]));
    const listed = (await readFile(join(dir, 'run', 'decontaminate.txt'), 'utf8')).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(listed.sort()).toEqual([`own/greenhouse_gemini#tools/${copied.name}`, `own/greenhouse_openai#tools/${copied.name}`]);

    const summary = await decontaminate(join(dir, 'run'), { outDir: join(dir, 'clean') });
    expect([summary.environmentsRemoved, summary.tasksRemoved, summary.toolsRemoved]).toEqual([0, 0, 2]);
    const written = await readJsonl<{ id: string; tools: Array<Record<string, unknown>> }>(join(dir, 'clean', 'portfolio.jsonl'));
    const names = (entry: Record<string, unknown>) => ((entry.functionDeclarations as Array<{ name: string }> | undefined) ?? [(entry.function ?? entry) as { name?: string }]).map((t) => t.name);
    expect(written.map((env) => [env.id, env.tools.flatMap(names)])).toEqual([
      ['own/greenhouse_openai', ['water_plant', 'repot_plant', 'prune_plant']],
      ['own/greenhouse_gemini', [undefined, 'water_plant', 'repot_plant', 'prune_plant']],
    ]);
    expect(written[1]?.tools[0]).toEqual({ googleSearch: {} });

    await runPipeline(plan(join(dir, 'again'), [join(dir, 'clean', 'portfolio.jsonl')]));
    const again = (await readFile(join(dir, 'again', 'decontaminate.txt'), 'utf8')).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(again).toEqual([]);
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
    const dir = await tempDir();
    // The real-data run is the one other tests share (test/realRun.ts); the re-audit needs neighbors only.
    const run = await sharedRealDataRun();
    const realPlan = { ...(await realTestPlan()), stages: ['neighbors' as const] };
    const before = await flaggedAtLeast(run, 'near-duplicate');
    expect(before.environments).toBeGreaterThan(0);
    const summary = await decontaminate(run, { outDir: join(dir, 'clean') });
    expect(summary.environmentsRemoved).toBe(before.environments);
    const portfolio = realPlan.inputs.portfolio.map((f) => join(dir, 'clean', f.split('/').pop() as string));
    const again = { ...realPlan, outDir: join(dir, 'again'), inputs: { ...realPlan.inputs, portfolio } };
    await runPipeline(again);
    expect(await flaggedAtLeast(again.outDir, 'near-duplicate')).toEqual({ level: 'near-duplicate', environments: 0, tasks: 0 });
  }, REAL_RUN_TIMEOUT);
  it.skipIf(!hasRealData)('counts the vendored tau-bench tasks for tau2-bench too, whose versions of them they nearly copy', async () => {
    // Each such task's best match is tau-bench's original (exact); tau2-bench's version names it as its nearest
    // portfolio task (eval_tasks). The report's per-suite line said "tasks 0 in 0 environments" for tau2-bench
    // beside "146 of 291 suite tasks have a copy".
    type Suite = { suite: string; facets: { tasks: { items: Record<string, number>; environments: number } }; evalTasks: Record<string, number> };
    const report = JSON.parse(await readFile(join(await sharedRealDataRun(), 'report.json'), 'utf8')) as { contamination: { suites: Suite[] } };
    const tau2 = report.contamination.suites.find((s) => s.suite === 'tau2_bench');
    const suiteCopies = (tau2?.evalTasks.exact ?? 0) + (tau2?.evalTasks['near-duplicate'] ?? 0);
    const portfolioCopies = (tau2?.facets.tasks.items.exact ?? 0) + (tau2?.facets.tasks.items['near-duplicate'] ?? 0);
    expect(suiteCopies).toBeGreaterThan(100);
    // Several tau2 tasks may name one portfolio task; no portfolio task is counted twice.
    expect(portfolioCopies).toBeGreaterThan(0.9 * suiteCopies);
    expect(portfolioCopies).toBeLessThanOrEqual(suiteCopies);
    expect(tau2?.facets.tasks.environments).toBeGreaterThan(0);
  }, REAL_RUN_TIMEOUT);
  if (!hasRealData) it.skip(`real-data decontamination: ${REAL_DATA} is absent`, () => {});
});

// `envsieve diff` on real runs (issue 14): here, after the real-data run above, because every text of these
// two runs is one of that run's, so the embedding cache is warm even in CI, which starts with an empty one.
describe('diff of two real runs', () => {
  it.skipIf(!hasRealData)('names exactly the vendored copies as newly contaminated when they join apollo, and nothing against itself', async () => {
    const dir = await tempDir();
    const real = (f: string) => join(REAL_DATA, `${f}.jsonl`);
    const suite = ['tau_bench', 'bfcl_multi_turn', 'tau2_bench'].map(real);
    const runOf = async (name: string, portfolio: string[]) => {
      const p: PipelinePlan = { name, outDir: join(dir, name), cacheDir: join(REPO, '.envsieve/cache'), inputs: { portfolio, suite, baseline: [], tasks: [], results: [], familyWeights: [] }, stages: ['cluster'], options: {} };
      await runPipeline(p);
      return p.outDir;
    };
    // Apollo as the shared run cut it (test/realRun.ts), whose texts are all in the cache.
    const apollo = (await realTestPlan()).inputs.portfolio.find((f) => basename(f) === 'apollo_tau_bench.jsonl') as string;
    const a = await runOf('apollo', [apollo]);
    const b = await runOf('apollo-vendored', [apollo, real('envscaler_vendored')]);
    const vendored = (await readJsonl<{ id: string }>(real('envscaler_vendored'))).map((e) => e.id).sort();
    expect(vendored).toHaveLength(14);

    const r = await diff(a, b, { outDir: join(dir, 'diff') });
    expect(r.matching.new).toEqual(vendored);
    const newlyFlagged = r.environments.filter((c) => c.suite === null && c.now !== 'clean').map((c) => c.id).sort();
    expect(newlyFlagged).toEqual(vendored);
    expect(r.newly_flagged['near-duplicate'].environments).toBe(14);
    // Nothing of apollo changed: every environment and task change is a vendored copy's.
    expect(r.environments.filter((c) => !c.id.startsWith('envscaler_vendored/'))).toEqual([]);
    expect(r.tasks.filter((c) => !c.id.startsWith('envscaler_vendored/'))).toEqual([]);
    expect(r.newly_flagged.exact.tasks).toBe(165);

    const same = await diff(a, a, { outDir: join(dir, 'same') });
    expect([same.environments, same.tasks, same.matching.new, same.matching.removed, same.redundancy.change]).toEqual([[], [], [], [], { nominal: 0, effective: 0, redundancy: 0 }]);
  }, 600_000);
  if (!hasRealData) it.skip(`real-data diff: ${REAL_DATA} is absent`, () => {});
});
