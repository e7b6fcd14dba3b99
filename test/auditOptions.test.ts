// `envsieve audit` accepts every option of the stages it runs (issue 12, item 5): each stage command's
// options appear in audit's, under the same name or the renamed one listed here (a seed or a name two stages
// share), and the input limits that reject records are options of both ingest and audit.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE, env, envsieve, jsonl, readJsonl, tempDir, writeInput } from './helpers.js';

const RENAMED: Record<string, Record<string, string>> = {
  holdout: { fraction: 'holdout-fraction', families: 'holdout-families' },
  stratify: { seed: 'stratify-seed' },
  subsets: { seed: 'subsets-seed' },
};
/**
 * Options that are a stage command's own business, not a pipeline's: the run directory is audit's --out, and a
 * shard is one task of a job array (`envsieve slurm` runs a pipeline's shards).
 */
const NOT_FOR_AUDIT = new Set(['help', 'version', 'quiet', 'json', 'shard']);

const optionsOf = (help: string) => new Set([...help.matchAll(/^\s+--([a-z0-9-]+)/gm)].map((m) => m[1] as string));

let audit: Set<string>;
beforeAll(async () => {
  audit = optionsOf((await envsieve(['audit', '--help'])).stdout);
});

describe('audit options', () => {
  it.each(['ingest', 'embed', 'neighbors', 'cluster', 'holdout', 'stratify', 'subsets', 'report'])('include every option of %s', async (stage) => {
    const own = optionsOf((await envsieve([stage, '--help'])).stdout);
    const missing = [...own].filter((o) => !NOT_FOR_AUDIT.has(o)).map((o) => RENAMED[stage]?.[o] ?? o).filter((o) => !audit.has(o));
    expect(missing).toEqual([]);
  });

  it('pass the text-length limit to ingest: --max-text-chars rejects longer tasks, counted with the limit named', async () => {
    const dir = await tempDir();
    const long = { ...env('long'), tasks: [{ id: 't', text: 'x'.repeat(1200) }] };
    const portfolio = await writeInput(dir, 'p.jsonl', jsonl([env('short'), long]));
    const out = join(dir, 'run');
    const result = await envsieve(['audit', '--portfolio', portfolio, '--suite', join(SAMPLE, 'suite.jsonl'), '--out', out, '--cache', join(dir, 'cache'), '--quiet', '--max-text-chars', '1000']);
    expect(result.code).toBe(0);
    const rejects = (await readJsonl<{ file: string; field: string; reason: string }>(join(out, 'rejected.jsonl'))).filter((r) => r.file === portfolio);
    expect(rejects).toMatchObject([{ field: 'tasks[0].text' }]);
    expect(rejects[0]?.reason).toContain('longer than 1000 (limit maxTextChars)');
  }, 60_000);
});
