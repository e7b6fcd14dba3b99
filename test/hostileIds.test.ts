// Hostile identifiers end to end (issue 12, defect 1): an exact copy of a suite environment whose id starts
// with `#` must be in decontaminate.txt as an id, not a comment, and in report.json's drop list.
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
  const portfolio = await writeInput(dir, 'p.jsonl', jsonl([copy('#hash-first'), copy('"quoted', 1), copy('plain')]));
  run = join(dir, 'run');
  await runPipeline({
    name: 'hostile-ids',
    outDir: run,
    cacheDir: join(dir, 'cache'),
    inputs: { portfolio: [portfolio], suite: [join(SAMPLE, 'suite.jsonl')], baseline: [], tasks: [], results: [], familyWeights: [] },
    stages: ['report'],
    options: {},
  });
}, 120_000);

describe('ids that look like comment lines', () => {
  it('are listed in decontaminate.txt and read back exactly', async () => {
    const list = parseIdList(await readFile(join(run, 'decontaminate.txt'), 'utf8'));
    expect(list.ids).toEqual(['"quoted', '#hash-first', 'plain']);
    const lines = (await readFile(join(run, 'decontaminate.txt'), 'utf8')).split('\n');
    expect(lines).toContain('"#hash-first"');
  });

  it('are in report.json\'s drop list and counted in the headline', async () => {
    const report = await readJson<{ headline: string[]; contamination: { drop: { environments: string[] } } }>(join(run, 'report.json'));
    expect(report.contamination.drop.environments).toEqual(['"quoted', '#hash-first', 'plain']);
    expect(report.headline.join('\n')).toContain('3 environments');
  });
});
