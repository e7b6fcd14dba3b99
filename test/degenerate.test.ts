// Degenerate inputs (issue 12, defect 7): an empty suite, no suite, a suite without tasks. The headline's
// counts must say what they count over — never "Portfolio tasks: 0 of 0" for a portfolio that has tasks.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../src/index.js';
import { SAMPLE, envsieve, jsonl, readJson, readJsonl, tempDir, writeInput } from './helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

async function headlineOf(suite: string[]): Promise<{ headline: string[]; items: Record<string, Record<string, number>>; out: string }> {
  const out = join(await tempDir(), 'run');
  await runPipeline({
    name: 'degenerate',
    outDir: out,
    cacheDir: join(dir, 'cache'),
    inputs: { portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite, baseline: [], tasks: [join(SAMPLE, 'tasks.csv')], results: [], familyWeights: [] },
    stages: ['report'],
    options: {},
  });
  const report = await readJson<{ headline: string[]; contamination: { items: Record<string, Record<string, number>> } }>(join(out, 'report.json'));
  return { headline: report.headline, items: report.contamination.items, out };
}

/** Everything a reader sees of a run: the headline, report.md, report.html and the neighbors command's summary. */
async function everyText(out: string): Promise<string> {
  const neighbors = await envsieve(['neighbors', out, '--cache', join(dir, 'cache'), '--quiet']);
  const texts = await Promise.all(['report.json', 'report.md', 'report.html'].map((name) => readFile(join(out, name), 'utf8')));
  return [...texts, neighbors.stdout].join('\n');
}

describe('headline counts on degenerate inputs', () => {
  it('an empty suite file: the portfolio tasks are counted, and said not to be compared', async () => {
    const empty = await writeInput(dir, 'empty.jsonl', '\n');
    const { headline, items } = await headlineOf([empty]);
    const tasks = headline.find((l) => l.startsWith('Portfolio tasks'));
    expect(tasks).toMatch(/^Portfolio tasks: \d+, not compared: the suites have no tasks\.$/);
    expect(headline.join('\n')).not.toContain('0 of 0');
    expect(Object.values(items.tasks ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it.each([
    ['an empty suite file', async () => [await writeInput(dir, 'empty-too.jsonl', '\n')]],
    ['no suite at all', async () => []],
    ['a suite without tasks', async () => [await writeInput(dir, 'no-tasks-too.jsonl', jsonl((await readJsonl<Record<string, unknown>>(join(SAMPLE, 'suite.jsonl'))).map((e) => ({ ...e, tasks: [] }))))]],
  ])('%s: no "0 of 0" anywhere a reader looks (summary, tables, HTML, the neighbors command), and "Not checked" where nothing was compared', async (_name, suite) => {
    const { out } = await headlineOf(await suite());
    const text = await everyText(out);
    expect(text).not.toMatch(/\b0 of 0\b/);
    expect(text).not.toContain('0 of 13 portfolio tasks');
    const summary = (await readFile(join(out, 'report.md'), 'utf8')).split('\n').find((l) => l.startsWith('**Is my training data contaminated?**'));
    if (!_name.includes('without tasks')) expect(summary).toMatch(/Not checked/);
  }, 60_000);

  it('no suite at all: says so instead of "none overlaps"', async () => {
    const { headline } = await headlineOf([]);
    expect(headline[0]).toMatch(/^No suite was given: the 8 portfolio environments were not compared/);
    expect(headline.join('\n')).not.toContain('0 of 0');
  });

  it('a suite without tasks: tools are compared, tasks are said not to be', async () => {
    const suite = (await readJsonl<Record<string, unknown>>(join(SAMPLE, 'suite.jsonl'))).map((e) => ({ ...e, tasks: [] }));
    const file = await writeInput(dir, 'no-tasks.jsonl', jsonl(suite));
    const { headline, items } = await headlineOf([file]);
    expect(headline.find((l) => l.startsWith('Portfolio tasks'))).toContain('not compared');
    expect(Object.values(items.tools ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
