// End to end: `envsieve calibrate` on the sample run — it plants, embeds through the cache, writes
// calibration.json with the seed, counts and figures per facet, the same bytes for the same seed (but
// generatedAt), and `neighbors --calibration` and the report read it back.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE, envsieve, readJson, tempDir } from './helpers.js';

type Calibration = {
  seed: number;
  counts: Record<string, { sampled: number; planted: number }>;
  facets: Record<string, { positives: number; negatives: number; chosen: boolean; translatedNegatives?: { negatives: number }; figures: Record<string, { recall: number | null; precision: number | null }> }>;
};

describe('envsieve calibrate', () => {
  let dir: string;
  let run: string;

  beforeAll(async () => {
    dir = await tempDir();
    run = join(dir, 'run');
    const audit = await envsieve(['audit', '--portfolio', join(SAMPLE, 'portfolio.jsonl'), '--suite', join(SAMPLE, 'suite.jsonl'), '--tasks', join(SAMPLE, 'tasks.csv'), '--out', run, '--cache', join(dir, 'cache'), '--quiet']);
    expect(audit.code, audit.stderr).toBe(0);
  }, 300_000);

  it('writes calibration.json with the seed, the counts and precision and recall per facet, the same bytes for the same seed', async () => {
    const first = await envsieve(['calibrate', run, '--cache', join(dir, 'cache'), '--quiet']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('calibration.json');
    const a = await readFile(join(run, 'calibration.json'), 'utf8');
    const c = JSON.parse(a) as Calibration;
    expect(c.seed).toBe(20261204);
    for (const facet of ['tools', 'state', 'tasks']) {
      expect(c.counts[facet]?.planted).toBeGreaterThan(0);
      expect(c.facets[facet]?.positives).toBe(c.counts[facet]?.planted);
      // The sample suite is too small to choose on: figures are measured, the defaults kept.
      expect(c.facets[facet]?.chosen).toBe(false);
      expect(c.facets[facet]?.figures.related?.recall).toBeGreaterThan(0.5);
    }
    // Each sampled task is also "translated" and scored as new material beside its original's family.
    expect(c.facets.tasks?.translatedNegatives?.negatives).toBeGreaterThan(0);
    await envsieve(['calibrate', run, '--cache', join(dir, 'cache'), '--quiet']);
    const strip = (text: string) => text.replace(/"generatedAt": "[^"]*"/, '');
    expect(strip(await readFile(join(run, 'calibration.json'), 'utf8'))).toBe(strip(a));
    const other = await envsieve(['calibrate', run, '--cache', join(dir, 'cache'), '--seed', '7', '--json', '--quiet']);
    expect((JSON.parse(other.stdout) as Calibration).seed).toBe(7);
  }, 300_000);

  it('is read back by neighbors --calibration, and a missing file is a one-line error', async () => {
    await envsieve(['calibrate', run, '--cache', join(dir, 'cache'), '--quiet']);
    const ok = await envsieve(['neighbors', run, '--calibration', join(run, 'calibration.json'), '--json']);
    expect(ok.code, ok.stderr).toBe(0);
    const missing = await envsieve(['neighbors', run, '--calibration', join(dir, 'nope.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('cannot read the calibration file');
  }, 300_000);

  it('adds a calibration chart and table to the report', async () => {
    await envsieve(['calibrate', run, '--cache', join(dir, 'cache'), '--quiet']);
    const r = await envsieve(['report', run, '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    expect(await readFile(join(run, 'report.html'), 'utf8')).toContain('<section id="calibration">');
    expect(await readFile(join(run, 'report.md'), 'utf8')).toContain('## Calibration (seed 20261204)');
    expect((await readJson<{ schemaVersion: number }>(join(run, 'report.json'))).schemaVersion).toBe(1);
  }, 300_000);
});
