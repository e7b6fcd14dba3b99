// `envsieve diff` (issue 14, item 3) on the sample: a copied suite environment added between two runs is
// named as newly contaminated and trips --fail-on-new, a renamed environment with the same content is not
// new, a run against itself changes nothing, and runs of other suites or incomplete runs are refused in one
// line. The real-data case (apollo alone, then with EnvScaler's vendored copies) is in decontaminate.test.ts,
// beside the real-data run whose embedding cache it reuses.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diff, runPipeline, type DiffReport, type PipelinePlan } from '../src/index.js';
import { SAMPLE, envsieve, jsonl, readJsonl, tempDir, writeInput } from './helpers.js';

let dir: string;
let cache: string;

function plan(name: string, portfolio: string, suite: string, stages: PipelinePlan['stages'] = ['cluster']): PipelinePlan {
  return { name, outDir: join(dir, name), cacheDir: cache, inputs: { portfolio: [portfolio], suite: [suite], baseline: [], tasks: [], results: [], familyWeights: [] }, stages, options: {} };
}

beforeAll(async () => {
  dir = await tempDir();
  cache = join(dir, 'cache');
  const envs = await readJsonl<{ id: string }>(join(SAMPLE, 'portfolio.jsonl'));
  const suite = join(SAMPLE, 'suite.jsonl');
  const before = await writeInput(dir, 'v1.jsonl', jsonl(envs.filter((e) => e.id !== 'gen/airline_copy')));
  // v2 adds the exact copy of a suite environment and renames math_tutor (content unchanged) to a hostile id.
  const after = await writeInput(dir, 'v2.jsonl', jsonl(envs.map((e) => (e.id === 'gen/math_tutor' ? { ...e, id: 'gen/<b>math</b>' } : e))));
  const fewerSuites = await writeInput(dir, 'suite.jsonl', jsonl((await readJsonl<{ id: string }>(suite)).filter((e) => e.id !== 'suite/calendar')));
  await runPipeline(plan('a', before, suite));
  await runPipeline(plan('b', after, suite));
  await runPipeline(plan('other-suites', before, fewerSuites));
  await runPipeline(plan('unclustered', before, suite, ['neighbors']));
}, 180_000);

describe('diff of two sample runs', () => {
  let report: DiffReport;
  beforeAll(async () => {
    report = await diff(join(dir, 'a'), join(dir, 'b'), { outDir: join(dir, 'ab') });
  });

  it('names the added copy of a suite environment, and only it, as newly flagged', () => {
    expect(report.matching.new).toEqual(['gen/airline_copy']);
    expect(report.newly_flagged.exact.environments).toBe(1);
    expect(new Set(report.environments.map((c) => c.id))).toEqual(new Set(['gen/airline_copy']));
    expect(report.environments.find((c) => c.suite === null)).toMatchObject({ was: null, now: 'exact' });
    expect(report.cleared.related).toEqual({ environments: 0, tasks: 0 });
    // Its three tasks are the suite's own: newly flagged exact, and no other task changed.
    expect(report.newly_flagged.exact.tasks).toBe(3);
    expect(new Set(report.tasks.map((c) => c.id.split('#')[0]))).toEqual(new Set(['gen/airline_copy']));
  });

  it('matches a renamed environment with the same content instead of calling it new', () => {
    expect(report.matching.renamed).toEqual([{ a: 'gen/math_tutor', b: 'gen/<b>math</b>' }]);
    expect(report.matching.removed).toEqual([]);
    expect(report.redundancy.change.nominal).toBe(1);
  });

  it('escapes run text in diff.html and diff.md, under the report policy', async () => {
    const html = await readFile(join(dir, 'ab', 'diff.html'), 'utf8');
    expect(html).toContain('gen/&lt;b&gt;math&lt;/b&gt;');
    expect(html).not.toContain('<b>math');
    expect(html).toMatch(/Content-Security-Policy" content="default-src 'none'; script-src 'sha256-/);
    expect(await readFile(join(dir, 'ab', 'diff.md'), 'utf8')).toContain('gen/&lt;b&gt;math&lt;/b&gt;');
  });

  it('writes the same bytes again but for generatedAt', async () => {
    const again = await diff(join(dir, 'a'), join(dir, 'b'), { outDir: join(dir, 'ab2') });
    expect({ ...again, generatedAt: '' }).toEqual({ ...report, generatedAt: '' });
    for (const f of ['diff.md', 'diff.html']) expect(await readFile(join(dir, 'ab2', f), 'utf8'), f).toBe(await readFile(join(dir, 'ab', f), 'utf8'));
  });

  it('reports no change for a run against itself', async () => {
    const same = await diff(join(dir, 'a'), join(dir, 'a'), { outDir: join(dir, 'aa') });
    expect([same.environments, same.tasks, same.matching.new, same.matching.removed]).toEqual([[], [], [], []]);
    expect(same.clusters.every((c) => c.change === 'unchanged')).toBe(true);
    expect(same.verdicts).toContain('No environment or task became flagged or cleared at any level, and none that was flagged is gone.');
  });
});

describe('the diff command', () => {
  it('exits 3 with --fail-on-new when B brings new contamination, 0 when it does not', async () => {
    const gated = await envsieve(['diff', join(dir, 'a'), join(dir, 'b'), '--out', join(dir, 'cli'), '--fail-on-new', 'exact']);
    expect(gated.code).toBe(3);
    expect(gated.stderr).toContain('--fail-on-new exact: 1 portfolio environments and 3 portfolio tasks are newly flagged exact or above in B');
    const reverse = await envsieve(['diff', join(dir, 'b'), join(dir, 'a'), '--out', join(dir, 'cli-back'), '--fail-on-new', 'related']);
    expect(reverse.code).toBe(0);
    expect(reverse.stdout).toContain('No longer in B, flagged exact or above in A: 1 environments');
  }, 60_000);

  it.each([
    ['other-suites', 'the runs were audited against different versions of suite suite (same name, other content)'],
    ['unclustered', "run B is incomplete or unreadable: "],
  ])('refuses run B %s in one line', async (name, message) => {
    const result = await envsieve(['diff', join(dir, 'a'), join(dir, name), '--out', join(dir, `refused-${name}`)]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(message);
  }, 60_000);
});
