// Families and hold-outs end to end on a small generated portfolio: the sample suite's airline environment in
// family airline_ops and a renamed copy of it planted in family travel_desk (a leak across families), the
// retail environment with a reworded copy inside retail_ops (a copy within one family: no leak), the calendar
// environment alone, and unrelated domains each in a family of its own. ingest → embed → cluster (library),
// then the built `envsieve holdout` as a user runs it: leaks named, clean families recommended, coverage of
// a deployment mix, and the exit codes of bad input.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { cluster, embed, holdout, ingest, type HoldoutReport } from '../src/index.js';
import { plantCopies } from './planted.js';
import { REPO, SAMPLE, jsonl, readJson, tempDir, writeInput, envsieve } from './helpers.js';

type Json = Record<string, unknown>;
type Row = Record<string, string>;


const csv = async (run: string, name: string): Promise<Row[]> => parse(await readFile(join(run, name), 'utf8'), { columns: true }) as Row[];

describe('families and hold-out', () => {
  let dir: string;
  let run: string;
  let unrelatedFamilies: string[];
  let total: number;
  beforeAll(async () => {
    const suite = (await readFile(join(SAMPLE, 'suite.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Json);
    const planted = plantCopies(suite, 3).environments;
    const pick = (id: string) => planted.find((e) => e.id === id) as Json;
    const bySuiteId = (id: string) => suite.find((e) => e.id === id) as Json;
    const unrelated = planted.filter((e) => String(e.id).startsWith('planted/unrelated_'));
    unrelatedFamilies = unrelated.map((e) => String(e.family)).sort();
    const portfolio = [
      { ...bySuiteId('suite/airline'), id: 'orig/airline', family: 'airline_ops' },
      { ...pick('planted/renamed_suite_airline'), family: 'travel_desk' },
      { ...bySuiteId('suite/retail'), id: 'orig/retail', family: 'retail_ops' },
      { ...pick('planted/reworded_suite_retail'), family: 'retail_ops' },
      { ...bySuiteId('suite/calendar'), id: 'orig/calendar', family: 'calendar_ops' },
      ...unrelated,
    ];
    total = portfolio.length;
    dir = await tempDir();
    run = join(dir, 'run');
    await ingest({ portfolio: [await writeInput(dir, 'portfolio.jsonl', jsonl(portfolio))], suite: [join(SAMPLE, 'suite.jsonl')] }, { outDir: run });
    await embed(run, { cacheDir: join(dir, 'cache') });
    await cluster(run);
  }, 180_000);

  it('writes families.csv, the family matrix and the related cross-family pairs, the planted copy among them', async () => {
    const families = await csv(run, 'families.csv');
    expect(families.map((r) => r.family)).toEqual(['airline_ops', 'calendar_ops', 'retail_ops', 'travel_desk', ...unrelatedFamilies].sort());
    const airline = families.find((r) => r.family === 'airline_ops');
    expect(airline).toMatchObject({ environments: '1', nearest_family: 'travel_desk', related_families: expect.stringMatching(/^[1-9]/) });
    expect(Number(airline?.nearest_family_similarity)).toBeGreaterThanOrEqual(0.85);
    // No neighbors run here: no suite similarity is made up.
    expect(airline?.suite_similarity).toBe('');
    expect(families.find((r) => r.family === 'retail_ops')?.environments).toBe('2');

    const pairs = await csv(run, 'related_pairs.csv');
    const planted = pairs.find((p) => p.env_a === 'orig/airline' && p.env_b === 'planted/renamed_suite_airline');
    expect(planted).toMatchObject({ family_a: 'airline_ops', family_b: 'travel_desk' });
    expect(Number(planted?.score)).toBeGreaterThanOrEqual(0.85);
    for (const p of pairs) {
      expect(p.family_a).not.toBe(p.family_b);
      expect(Number(p.score)).toBeGreaterThanOrEqual(0.7);
    }
    // retail's reworded copy is in its own family: a near-duplicate, but no cross-family pair.
    expect(pairs.some((p) => [p.env_a, p.env_b].includes('planted/reworded_suite_retail') && [p.family_a, p.family_b].includes('retail_ops') && p.family_a === p.family_b)).toBe(false);

    const matrix = await csv(run, 'family_similarity.csv');
    const link = matrix.find((m) => m.family_a === 'airline_ops' && m.family_b === 'travel_desk');
    expect(Number(link?.related_pairs)).toBeGreaterThanOrEqual(1);
    for (const m of matrix) expect((m.family_a as string) < (m.family_b as string)).toBe(true);
    const report = await readJson<Json>(join(run, 'redundancy.json'));
    expect(report.families).toMatchObject({ families: families.length, related_threshold: 0.7, related_pairs: pairs.length });
  });

  it('names the leaking pair when a family with a planted copy elsewhere is proposed', async () => {
    const result = await envsieve(['holdout', run, '--families', 'airline_ops']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^The proposed hold-out leaks: \d+ environment pairs? at 0\.7 or above link it to training famil(y|ies) .*travel_desk/);
    expect(result.stdout).toContain('orig/airline (airline_ops) ~ planted/renamed_suite_airline (travel_desk)');
    const report = await readJson<HoldoutReport>(join(run, 'holdout.json'));
    expect(report).toMatchObject({ schemaVersion: 1, stage: 'holdout', mode: 'check', threshold: 0.7, fraction: null, families: ['airline_ops'], clean: false, heldout_environments: 1, training_environments: total - 1, coverage: null });
    expect(report.leaks).toContainEqual(expect.objectContaining({ heldout_env: 'orig/airline', heldout_family: 'airline_ops', train_env: 'planted/renamed_suite_airline', train_family: 'travel_desk' }));
    expect(report.also_hold_out).toContain('travel_desk');

    // Holding out the whole component is clean.
    const whole = await holdout(run, { families: ['airline_ops', ...report.also_hold_out] });
    expect(whole).toMatchObject({ clean: true, leaks: [] });

    // A CI gate: --fail-on-leak exits 3 on the leaking list and 0 on the clean one.
    expect((await envsieve(['holdout', run, '--families', 'airline_ops', '--fail-on-leak', '--quiet'])).code).toBe(3);
    const clean = await envsieve(['holdout', run, '--families', ['airline_ops', ...report.also_hold_out].join(','), '--fail-on-leak', '--quiet']);
    expect(clean.code, clean.stderr).toBe(0);
  });

  it('recommends clean families only, whole components, near the fraction, the same way twice', async () => {
    const first = await holdout(run, { fraction: 0.2 });
    expect(first.mode).toBe('recommend');
    expect(first.clean).toBe(true);
    expect(first.families.length).toBeGreaterThan(0);
    expect(first.families.includes('airline_ops')).toBe(first.families.includes('travel_desk'));
    const target = 0.2 * total;
    expect(Math.abs(first.heldout_environments - target)).toBeLessThanOrEqual(1);
    const pairs = await csv(run, 'related_pairs.csv');
    const held = new Set(first.families);
    for (const p of pairs) expect(held.has(p.family_a as string), `${p.env_a} ~ ${p.env_b}`).toBe(held.has(p.family_b as string));
    const { generatedAt: _r1, ...a } = first;
    const { generatedAt: _r2, ...b } = await holdout(run, { fraction: 0.2 });
    expect(b).toEqual(a);
    expect(first.verdict).toMatch(/^Hold out .* no training environment reaches 0\.7 with them\.$/);
  });

  it('writes sizing.csv: per family its distinct environments, depth, and whether and with whom it can be held out', async () => {
    await holdout(run, { fraction: 0.2 });
    const rows = await csv(run, 'sizing.csv');
    expect(rows.map((r) => r.family)).toEqual([...rows.map((r) => r.family)].sort());
    expect(rows).toHaveLength(new Set([...unrelatedFamilies, 'airline_ops', 'travel_desk', 'retail_ops', 'calendar_ops']).size);
    const of = (family: string) => rows.find((r) => r.family === family) as Row;
    // The planted cross-family copy ties airline_ops to travel_desk: clean only together.
    expect([of('airline_ops').clean_holdout, of('airline_ops').holdout_with_families]).toEqual(['true', '1']);
    expect(of('calendar_ops').holdout_with_families).toBe('0');
    expect(of('retail_ops').environments).toBe('2');
    expect(Number(of('retail_ops').tasks_per_environment)).toBeGreaterThan(0);
    // No neighbors run here: nothing is known about the suites, so the cell is empty rather than 0.
    expect(of('retail_ops').suite_overlap).toBe('');
    for (const r of rows) expect(r.stage, r.family).toBe('below floor');
  });

  it('computes the covered mass of a deployment mix and lists the uncovered families by mass', async () => {
    const weights = await writeInput(dir, 'weights.csv', '\ufefffamily,weight\r\nairline_ops,2\r\ntravel_desk,1\r\nretail_ops,1\r\n"deploy_only",4\r\ncalendar_ops,0\r\n');
    const report = await holdout(run, { families: ['airline_ops', 'travel_desk'], familyWeights: weights });
    expect(report.coverage).toEqual({
      covered_mass: 0.125,
      families_with_weight: 4,
      uncovered: [{ family: 'deploy_only', weight: 0.5 }, { family: 'airline_ops', weight: 0.25 }, { family: 'travel_desk', weight: 0.125 }],
      not_in_portfolio: 1,
      weights_file: weights,
    });
    expect(report.verdict).toMatch(/training then covers 12\.5% of the deployment mix\.$/);
  });

  it('with family weights, recommends the families the deployment mix needs least', async () => {
    const families = ['airline_ops', 'calendar_ops', 'retail_ops', 'travel_desk', ...unrelatedFamilies];
    const weights = await writeInput(dir, 'mix.csv', `family,weight\n${families.map((f) => `${f},${f === 'ski_resort' ? 0 : 1}`).join('\n')}\n`);
    // Without weights, the one-environment family the rest resembles least (family_similarity.csv).
    const plain = await holdout(run, { fraction: 1 / total });
    const similarities = await csv(run, 'family_similarity.csv');
    const closest = (family: string) => Math.max(0, ...similarities.filter((r) => r.family_a === family || r.family_b === family).map((r) => Number(r.similarity)));
    const linked = new Set((await csv(run, 'related_pairs.csv')).flatMap((r) => [r.family_a, r.family_b]));
    const singles = (await csv(run, 'families.csv')).filter((r) => Number(r.environments) === 1 && !linked.has(r.family)).map((r) => String(r.family));
    const leastResembled = [...singles].sort((a, b) => closest(a) - closest(b) || (a < b ? -1 : 1))[0];
    expect(plain.families).toEqual([leastResembled]);
    expect(plain.rule).toContain('order of separation');
    const weighted = await holdout(run, { fraction: 1 / total, familyWeights: weights });
    expect(weighted.families).toEqual(['ski_resort']);
    expect(weighted.coverage?.covered_mass).toBe(1);
  });

  it('exits 1 with one line naming file and line for a bad weights file', async () => {
    const bad = await writeInput(dir, 'bad.csv', 'family,weight\nairline_ops,2\ntravel_desk,lots\n');
    const result = await envsieve(['holdout', run, '--family-weights', bad]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`envsieve: holdout: ${bad}:3 weight: weight of 'travel_desk' must be a number ≥ 0 (got 'lots')\n`);
    const missing = await envsieve(['holdout', run, '--family-weights', join(dir, 'nope.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a hold-out of every family, which would leave nothing to train on', async () => {
    const all = ['airline_ops', 'calendar_ops', 'retail_ops', 'travel_desk', ...unrelatedFamilies];
    const result = await envsieve(['holdout', run, '--families', all.join(',')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('envsieve: holdout: the hold-out names every family of the portfolio: nothing would be left to train on\n');
  });

  it.each([
    ['both a fraction and families', ['--fraction', '0.2', '--families', 'airline_ops'], /mutually exclusive/],
    ['a fraction out of range', ['--fraction', '1.5'], /fraction must be between 0 and 1/],
    ['an unknown family', ['--families', 'airline_ops,nowhere'], /unknown family 'nowhere'/],
    ['a threshold below the one related_pairs.csv was written at', ['--threshold-env-related', '0.5'], /below the 0\.7 related_pairs\.csv was written at/],
  ])('exits 2 on a usage error: %s', async (_name, args, message) => {
    const result = await envsieve(['holdout', run, ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
