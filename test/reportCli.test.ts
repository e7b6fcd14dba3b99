// `envsieve report` end to end: the built CLI on a run of the sample data writes the three reports with the
// cluster map drawn from the run directory alone (the embedding cache removed), and its --json summary says so;
// a run whose cluster stage predates the environment vectors leaves the map out, saying which stage to rerun.
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO, SAMPLE, tempDir } from './helpers.js';

const run = promisify(execFile);
const envsieve = (args: string[]) => run(process.execPath, [join(REPO, 'dist/cli/main.js'), ...args], { cwd: REPO });

describe('envsieve report', () => {
  it('reports a sample run: headline, three files, cluster map from the run directory without the cache', async () => {
    const dir = await tempDir();
    const out = join(dir, 'run');
    const cache = join(dir, 'cache');
    await envsieve(['ingest', '--portfolio', join(SAMPLE, 'portfolio.jsonl'), '--suite', join(SAMPLE, 'suite.jsonl'), '--tasks', join(SAMPLE, 'tasks.csv'), '--out', out, '--quiet']);
    await envsieve(['embed', out, '--cache', cache, '--quiet']);
    await envsieve(['neighbors', out, '--quiet']);
    await envsieve(['cluster', out, '--quiet']);
    await rm(cache, { recursive: true });
    const { stdout } = await envsieve(['report', out, '--json']);
    const summary = JSON.parse(stdout) as { files: string[]; clusterMap: string; headline: string[]; stages: Record<string, string> };
    expect(summary.files).toEqual(['report.json', 'report.md', 'report.html'].map((f) => join(out, f)));
    expect(summary.clusterMap).toBe('drawn');
    expect(summary.headline[0]).toBe('3 of 8 portfolio environments overlap the suites: 1 exact, 0 near-duplicate, 2 related.');
    expect(summary.stages.stratify).toBe('not run');
    const md = await readFile(join(out, 'report.md'), 'utf8');
    expect(md.startsWith('# envsieve report\n\n## Summary\n\n**Is my training data contaminated?** Yes: 3 of 8 portfolio environments overlap the suites')).toBe(true);
    expect(md).toContain('\n## Headline\n\n- 3 of 8 portfolio environments');
    expect(md).toContain('| gen/airline\\_copy | airline | exact | 1.00 |');
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as { redundancy: { effectiveEnvironments: number }; contamination: { drop: { environments: string[] } } };
    expect(report.redundancy.effectiveEnvironments).toBe(7);
    expect(report.contamination.drop.environments).toEqual(['gen/airline_copy']);
    const html = await readFile(join(out, 'report.html'), 'utf8');
    expect(html).toContain('principal component 1');
    // A cluster stage from before the environment vectors: the map is left out with the reason, the rest stands.
    const record = JSON.parse(await readFile(join(out, 'redundancy.json'), 'utf8')) as Record<string, unknown>;
    delete record.environment_vectors;
    await writeFile(join(out, 'redundancy.json'), JSON.stringify(record));
    const older = JSON.parse((await envsieve(['report', out, '--json'])).stdout) as { clusterMap: string };
    expect(older.clusterMap).toContain("wrote no environment vectors (run 'envsieve cluster' again)");
  }, 120_000);
});
