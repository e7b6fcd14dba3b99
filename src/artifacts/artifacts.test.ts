// The registry against what it describes: docs/artifacts.md carries its current index, every file is listed
// once, every table has its two forms, and a table's rows come back as written (the CSV render as before).
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, artifactsOf, producerOf, readTable, tables, TABLES, withArtifactIndex, writeTable } from './index.js';

const ARTIFACTS_DOC = resolve(import.meta.dirname, '../../docs/artifacts.md');

describe('the artifact registry', () => {
  it('is what docs/artifacts.md lists (run `npm run docs` after changing it)', async () => {
    const doc = await readFile(ARTIFACTS_DOC, 'utf8');
    expect(doc).toBe(withArtifactIndex(doc));
  });

  it('lists every file once, and each table as rows for machines and a CSV render for people', () => {
    const files = ARTIFACTS.map((a) => a.file);
    expect(new Set(files).size).toBe(files.length);
    for (const table of TABLES) {
      expect(producerOf(`${table.name}.jsonl`)).toBe(table.stage);
      expect(ARTIFACTS.find((a) => a.file === `${table.name}.csv`)).toMatchObject({ for: 'people', renders: `${table.name}.jsonl` });
    }
    // families.csv comes from cluster, whatever reads it.
    expect(producerOf('families.csv')).toBe('cluster');
    expect(artifactsOf('holdout')).toEqual(['holdout.json', 'sizing.jsonl', 'sizing.csv']);
  });

  it('reads back the rows it wrote, with the text as written, and renders the CSV with the formula guard', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'envsieve-artifacts-'));
    await writeTable(dir, tables.relatedPairs, [['=cmd|x', 'f', "'quoted", 'g', 0.75, 0.8, null, Number.NaN, 'related']]);
    expect(await readTable(dir, tables.relatedPairs, { stage: 'test' })).toEqual([
      { env_a: '=cmd|x', family_a: 'f', env_b: "'quoted", family_b: 'g', score: 0.75, tools: 0.8, state: null, tasks: null, flag: 'related' },
    ]);
    expect(await readFile(join(dir, 'related_pairs.csv'), 'utf8')).toBe("env_a,family_a,env_b,family_b,score,tools,state,tasks,flag\n'=cmd|x,f,''quoted,g,0.75,0.8,,,related\n");
  });

  it('names the stage to run for a missing table, and the file and line of a broken row', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'envsieve-artifacts-'));
    await expect(readTable(dir, tables.nearDuplicates, { stage: 'holdout' })).rejects.toThrow(/no near_duplicates\.jsonl in the run directory \(run 'envsieve cluster' first\)/);
    expect(await readTable(dir, tables.novelty, { stage: 'report', optional: true })).toBeNull();
    await writeTable(dir, tables.clusters, [[1, 2, 'a:2', 0.5, 0, false, 'e', 2, 0, 2], [2, 'two', 'b:1', null, 0, false, 'f', 1, 0, 1]]);
    await expect(readTable(dir, tables.clusters, { stage: 'report' })).rejects.toThrow(/clusters\.jsonl:2: size: .*\(re-run 'envsieve cluster'\)/);
  });
});
