// Hostile identifiers end to end (issue 12, defect 1): an exact copy of a suite environment whose id starts
// with `#` must be in decontaminate.txt as an id, not a comment, and in report.json's drop list; the CSV
// formula guard stays in the CSVs (defect 6), and a bidi override cannot make one id display as another.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../src/index.js';
import { parseIdList } from '../src/core/idList.js';
import { SAMPLE, jsonl, readJson, readJsonl, tempDir, writeInput } from './helpers.js';

let run: string;
beforeAll(async () => {
  const dir = await tempDir();
  const suite = await readJsonl<Record<string, unknown>>(join(SAMPLE, 'suite.jsonl'));
  const copy = (id: string, of = 0) => ({ ...(suite[of] as Record<string, unknown>), id });
  const portfolio = await writeInput(dir, 'p.jsonl', jsonl([copy('#hash-first'), copy('"quoted', 1), copy('plain'), copy('=cmd', 2), copy('evil\u202Etxt'), copy("'=apostrophe", 1)]));
  run = join(dir, 'run');
  await runPipeline({
    name: 'hostile-ids',
    outDir: run,
    cacheDir: join(dir, 'cache'),
    inputs: { portfolio: [portfolio], suite: [join(SAMPLE, 'suite.jsonl')], baseline: [], tasks: [], results: [], familyWeights: [] },
    stages: ['stratify', 'report'],
    options: {},
  });
}, 120_000);

describe('ids that look like comment lines', () => {
  it('are listed in decontaminate.txt and read back exactly', async () => {
    const list = parseIdList(await readFile(join(run, 'decontaminate.txt'), 'utf8'));
    expect(list.ids).toEqual(['"quoted', '#hash-first', "'=apostrophe", '=cmd', 'evil\u202Etxt', 'plain']);
    const lines = (await readFile(join(run, 'decontaminate.txt'), 'utf8')).split('\n');
    expect(lines).toContain('"#hash-first"');
  });

  it('are in report.json\'s drop list and counted in the headline', async () => {
    const report = await readJson<{ headline: string[]; contamination: { drop: { environments: string[] } } }>(join(run, 'report.json'));
    expect(report.contamination.drop.environments).toEqual(['"quoted', '#hash-first', "'=apostrophe", '=cmd', 'evil\u202Etxt', 'plain']);
    expect(report.headline.join('\n')).toContain('6 environments');
  });
});

describe('the CSV formula guard', () => {
  it('neutralises the cell in contamination.csv only', async () => {
    expect(await readFile(join(run, 'contamination.csv'), 'utf8')).toMatch(/^'=cmd,/m);
    const report = await readJson<{ contamination: { offenders: Array<{ env_id: string }> } }>(join(run, 'report.json'));
    expect(report.contamination.offenders.map((o) => o.env_id)).toContain('=cmd');
    expect(JSON.stringify(report)).not.toContain("'=cmd");
    const html = await readFile(join(run, 'report.html'), 'utf8');
    expect(html).toContain('=cmd');
    expect(html).not.toContain('&#39;=cmd');
    const manifests = await Promise.all(['q2-1', 'q2-2'].map((m) => readFile(join(run, 'manifests', `${m}.txt`), 'utf8')));
    expect(manifests.flatMap((m) => parseIdList(m).ids)).toEqual(expect.arrayContaining(['=cmd', "'=apostrophe"]));
  });
});

describe('bidi controls in ids', () => {
  it('are shown as code points in the HTML and Markdown, never left to reorder the text', async () => {
    for (const name of ['report.html', 'report.md']) {
      const text = await readFile(join(run, name), 'utf8');
      expect(text).not.toContain('\u202E');
      expect(text).toMatch(/evil\\?\[U\+202E\\?\]txt/);
    }
  });
});
