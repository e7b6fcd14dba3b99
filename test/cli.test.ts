// End to end: the built `envsieve` executable on the sample data, as a user runs it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, SAMPLE, env, jsonl, readJson, readJsonl, tempDir, writeInput, envsieve } from './helpers.js';



const sampleArgs = (out: string) => [
  'ingest',
  '--portfolio', join(SAMPLE, 'portfolio.jsonl'),
  '--suite', join(SAMPLE, 'suite.jsonl'),
  '--tasks', join(SAMPLE, 'tasks.csv'),
  '--out', out,
];

describe('envsieve ingest', () => {
  it('ingests the sample data: every form of tool and state, tasks joined from CSV, nothing rejected', async () => {
    const out = join(await tempDir(), 'run');
    const result = await envsieve(sampleArgs(out));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('ingested 8 portfolio, 3 suite environments');

    const envs = await readJsonl<{ id: string; tools: Array<{ form: string }>; state: { format: string } | null; tasks: unknown[] }>(join(out, 'environments.jsonl'));
    expect(envs).toHaveLength(11);
    expect(new Set(envs.flatMap((e) => e.tools.map((t) => t.form)))).toEqual(new Set(['plain', 'openai', 'mcp', 'anthropic', 'bfcl']));
    expect(new Set(envs.map((e) => e.state?.format ?? 'none'))).toEqual(new Set(['tables', 'sql-ddl', 'sample', 'none']));
    expect(envs.find((e) => e.id === 'gen/recipe_planner')?.tasks).toHaveLength(2);
    expect(await readFile(join(out, 'rejected.jsonl'), 'utf8')).toBe('');
    const report = await readJson<{ balanced: boolean }>(join(out, 'ingest.json'));
    expect(report.balanced).toBe(true);
  });

  it('finds the planted copies of the sample by fingerprint', async () => {
    const out = join(await tempDir(), 'run');
    await envsieve(sampleArgs(out));
    const items = await readJsonl<{ id: string; side: string; facet: string; fp_exact: string; fp_shape: string }>(join(out, 'items.jsonl'));
    const suite = items.filter((i) => i.side === 'suite');
    const exact = (env: string) => items.filter((i) => i.id.startsWith(`${env}#tools/`) && suite.some((s) => s.fp_exact === i.fp_exact)).length;
    const renamed = (env: string) => items.filter((i) => i.id.startsWith(`${env}#tools/`) && suite.some((s) => s.fp_shape === i.fp_shape)).length;
    expect(exact('gen/airline_copy')).toBe(5);
    expect(exact('gen/retail_renamed')).toBe(0);
    expect(renamed('gen/retail_renamed')).toBe(5);
    expect(renamed('gen/recipe_planner') + renamed('gen/fleet_maintenance') + renamed('gen/math_tutor')).toBe(0);
  });

  it('writes the same bytes for the same inputs, apart from generatedAt', async () => {
    const dir = await tempDir();
    await envsieve(sampleArgs(join(dir, 'a')));
    await envsieve(sampleArgs(join(dir, 'b')));
    for (const name of ['environments.jsonl', 'items.jsonl', 'rejected.jsonl']) {
      expect(await readFile(join(dir, 'b', name), 'utf8'), name).toBe(await readFile(join(dir, 'a', name), 'utf8'));
    }
    const [a, b] = await Promise.all(['a', 'b'].map((d) => readJson<Record<string, unknown>>(join(dir, d, 'ingest.json'))));
    expect({ ...b, generatedAt: null }).toEqual({ ...a, generatedAt: null });
  });

  it('prints a JSON summary with --json', async () => {
    const out = join(await tempDir(), 'run');
    const result = await envsieve([...sampleArgs(out), '--json', '--quiet']);
    expect(JSON.parse(result.stdout)).toMatchObject({ environments: { portfolio: 8, suite: 3 }, rejected: 0 });
    expect(result.stderr).toBe('');
  });

  it('exits 1 with one line naming a missing input file', async () => {
    const dir = await tempDir();
    const result = await envsieve(['ingest', '--portfolio', join(dir, 'missing.jsonl'), '--out', join(dir, 'run')]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([`envsieve: ingest: ${join(dir, 'missing.jsonl')}: cannot read input: no such file`]);
  });

  it('with --strict exits 1 on the first reject, naming file, line, field and reason', async () => {
    const dir = await tempDir();
    const file = await writeInput(dir, 'p.jsonl', jsonl([env('a'), { id: 'b', tools: [{ name: 'x', parameters: 'nope' }] }]));
    const result = await envsieve(['ingest', '--portfolio', file, '--out', join(dir, 'run'), '--strict', '--quiet']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^envsieve: ingest: ${file}:2 tools\\[0\\]\\.parameters: .+\\[invalid_field\\]\\n$`));
  });

  it('exits 2 on a usage error', async () => {
    const result = await envsieve(['ingest', '--out', 'x']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Missing required argument: portfolio');
  });
});
