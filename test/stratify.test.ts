// The stratify and subsets stages end to end on the sample data (ingest → embed → neighbors → cluster, then
// these), with synthetic results files: every stratum reported, manifests for ablations, the inflation
// verdict firing when results rise with similarity and not when they do not, byte-identical reruns, nested
// subsets with a scaling slope, and the built CLI's exit codes.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { round4 } from '../src/core/csv.js';
import { cluster, embed, ingest, neighbors, stratify, subsets } from '../src/index.js';
import { REPO, SAMPLE, readJson, tempDir, writeInput, envsieve } from './helpers.js';

type Row = Record<string, string>;
type Json = Record<string, unknown>;
const csv = async (path: string): Promise<Row[]> => parse(await readFile(path, 'utf8'), { columns: true }) as Row[];
const manifest = async (run: string, name: string) => (await readFile(join(run, 'manifests', `${name}.txt`), 'utf8')).split('\n').filter((l) => l && !l.startsWith('#'));
/**
 * The contamination scores of a stratum's environments, lowest and highest, as stratify writes them: taken from
 * the run's contamination.csv rather than written here, because a score's last digits are the model's, and the
 * int8 graph rounds differently on AVX-512 VNNI than on AVX2 (0.1195 on one host, 0.12 on the other).
 */
async function scoreRange(run: string, stratum: string): Promise<{ min: number; max: number }> {
  const scores = new Map((await csv(join(run, 'contamination.csv'))).map((r) => [r.env_id as string, Number(r.score)]));
  const members = (await manifest(run, stratum)).map((id) => scores.get(id) as number);
  return { min: round4(Math.min(...members)), max: round4(Math.max(...members)) };
}

let dir: string;
let run: string;
/** Suite task ids of the sample, least similar first. */
let tasks: Array<{ id: string; similarity: number }>;

beforeAll(async () => {
  dir = await tempDir();
  run = join(dir, 'run');
  await ingest({ portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [join(SAMPLE, 'suite.jsonl')], tasks: [join(SAMPLE, 'tasks.csv')] }, { outDir: run });
  await embed(run, { cacheDir: join(dir, 'cache') });
  await neighbors(run);
  await cluster(run);
  tasks = (await csv(join(run, 'eval_tasks.csv'))).map((r) => ({ id: r.suite_task_id as string, similarity: Number(r.max_similarity) })).sort((a, b) => a.similarity - b.similarity);
}, 120_000);

describe('stratify', () => {
  it('cuts both sides into every stratum of every scheme and writes a manifest per portfolio stratum', async () => {
    const summary = await stratify(run);
    expect(summary).toMatchObject({ environments: 8, tasks: 9, schemes: ['q2', 'q4', 'q10'], manifests: 16, verdicts: [] });
    const rows = await csv(join(run, 'strata.csv'));
    expect(Object.keys(rows[0] ?? {})).toEqual(['side', 'scheme', 'stratum', 'n', 'similarity_min', 'similarity_max', 'metric', 'value', 'ci_low', 'ci_high']);
    for (const side of ['portfolio', 'eval']) {
      for (const [scheme, count] of [['q2', 2], ['q4', 4], ['q10', 10]] as const) {
        const strata = rows.filter((r) => r.side === side && r.scheme === scheme && r.metric === 'count');
        expect(strata.map((r) => Number(r.stratum))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
        expect(strata.reduce((s, r) => s + Number(r.n), 0)).toBe(side === 'portfolio' ? 8 : 9);
      }
    }
    // Eval quartiles: 9 tasks with three verbatim copies tied at 1, which all land in q4-4.
    expect(rows.filter((r) => r.side === 'eval' && r.scheme === 'q4').map((r) => Number(r.n))).toEqual([2, 2, 2, 3]);
    expect(rows.find((r) => r.side === 'eval' && r.scheme === 'q4' && r.stratum === '4')).toMatchObject({ similarity_min: '1', similarity_max: '1' });

    const low = await manifest(run, 'q2-1');
    const high = await manifest(run, 'q2-2');
    expect([...low, ...high].sort()).toHaveLength(8);
    expect(new Set([...low, ...high]).size).toBe(8);
    expect(high).toContain('gen/airline_copy');
    expect(low).toContain('gen/math_tutor');
    expect(await manifest(run, 'q10-10')).toEqual(['gen/airline_copy']);
    expect((await readFile(join(run, 'manifests', 'q4-4.txt'), 'utf8')).split('\n')[0]).toMatch(/^# q4-4: portfolio stratum 4 of 4 by contamination score/);

    const report = await readJson<Json>(join(run, 'strata.json'));
    expect(report).toMatchObject({ schemaVersion: 1, stage: 'stratify', seed: 20261202, bootstrap: 1000, schemes: ['q2', 'q4', 'q10'], passK: [1, 2, 4, 8], results: { portfolio: null, eval: null }, trends: [], comparisons: [], verdicts: [] });
    expect((report.portfolio as Json).environments).toBe(8);
    const lowRange = await scoreRange(run, 'q2-1');
    expect(lowRange.max).toBeLessThan((await scoreRange(run, 'q2-2')).min);
    expect(((report.portfolio as Json).strata as Json[])[0]).toEqual({ scheme: 'q2', stratum: 1, n: 4, similarity_min: lowRange.min, similarity_max: lowRange.max, manifest: 'manifests/q2-1.txt' });
    expect(((report.eval as Json).strata as Json[])).toHaveLength(16);
  });

  it('finds inflation when eval results rise with similarity, with intervals, pass^k not estimable past n, and unmatched ids counted', async () => {
    // The five most similar tasks succeed, by rank rather than by a similarity cut, so a model's last digits cannot move a task across.
    const lines = ['task_id,n,c', ...tasks.map((t, i) => `${t.id},8,${i >= tasks.length - 5 ? 8 : 0}`), 'suite/unknown#tasks/x,8,8'];
    const results = await writeInput(dir, 'rising.csv', `${lines.join('\n')}\n`);
    // The sample has 9 suite tasks: at the default minimum of 10 tasks per compared stratum no verdict is given
    // (asserted below), so the machinery is checked here with a minimum of 4.
    const summary = await stratify(run, { results: [results], passK: [1, 2, 16], bootstrap: 200, minStratumTasks: 4 });
    expect(summary.results).toEqual({ portfolio: null, evalMatched: 9, evalUnmatched: 1 });
    const report = await readJson<Json>(join(run, 'strata.json'));
    expect(report.results).toMatchObject({ portfolio: null, eval: { file: results, kind: 'trials', matched: 9, unmatched: 1, unmatched_examples: ['suite/unknown#tasks/x'] } });
    expect((report.results as { eval: { sha256: string } }).eval.sha256).toMatch(/^[0-9a-f]{64}$/);
    const q2 = (report.comparisons as Json[]).find((c) => c.side === 'eval' && c.scheme === 'q2' && c.metric === 'pass@1');
    expect(q2).toEqual({ side: 'eval', scheme: 'q2', metric: 'pass@1', most_similar: 1, least_similar: 0, difference: 1, ci_low: 1, ci_high: 1, inflated: true, too_small: false, confounded: false, most_similar_stratum: 2, least_similar_stratum: 1 });
    expect((report.comparisons as Json[]).find((c) => c.scheme === 'q2' && c.metric === 'pass^16')).toMatchObject({ most_similar: null, difference: null, inflated: false });
    expect(report.verdicts).toContain('results on the most-similar half (q2-2, similarity 0.52–1.00, 5 tasks) exceed the least-similar (q2-1, similarity 0.28–0.42, 4 tasks) by 1.00 [1.00, 1.00] in pass@1: likely inflated by overlap');
    expect((report.verdicts as string[]).some((v) => /^pass@1 rises with similarity to the portfolio \(Spearman ρ = 0\.\d\d, p [=<] [\d.]+, 9 tasks\)$/.test(v))).toBe(true);
    expect((report.verdicts as string[]).some((v) => v.startsWith('1 of 10 task ids in the results are not in this run'))).toBe(true);
    expect(report.trends).toEqual([expect.objectContaining({ side: 'eval', metric: 'pass@1', n: 9 })]);

    const rows = await csv(join(run, 'strata.csv'));
    const top = rows.filter((r) => r.side === 'eval' && r.scheme === 'q2' && r.stratum === '2');
    expect(top.map((r) => r.metric)).toEqual(['count', 'success', 'pass@1', 'pass^1', 'pass^2', 'pass^16']);
    expect(top.find((r) => r.metric === 'pass^2')).toMatchObject({ n: '5', value: '1', ci_low: '1', ci_high: '1' });
    expect(top.find((r) => r.metric === 'pass^16')).toMatchObject({ value: '', ci_low: '', ci_high: '' });
  });

  it('says there is no evidence when results do not rise with similarity', async () => {
    // Successes alternate along the similarity order: 2 of 4 below the median, 3 of 5 above.
    const lines = ['task_id,success', ...tasks.map((t, i) => `${t.id},${i % 2 === 0 ? 1 : 0}`)];
    const results = await writeInput(dir, 'flat.csv', `${lines.join('\n')}\n`);
    const byDefault = await stratify(run, { results: [results], strata: [2] });
    expect(byDefault.verdicts[0]).toMatch(/^no verdict on the halves: the most-similar half \(q2-2\) and the least-similar \(q2-1\) hold 5 and 4 tasks with results, fewer than the 10 a comparison needs$/);
    const summary = await stratify(run, { results: [results], strata: [2], minStratumTasks: 4 });
    expect(summary.verdicts[0]).toMatch(/^no evidence of inflation by overlap on the halves: pass@1 on the most-similar half \(q2-2, .*\) differs from the least-similar \(q2-1, .*\) by \+0\.10 \[-?\d\.\d\d, \d\.\d\d\], an interval that includes 0$/);
    const report = await readJson<{ comparisons: Json[]; results: { eval: Json } }>(join(run, 'strata.json'));
    expect(report.results.eval).toMatchObject({ kind: 'success', matched: 9, unmatched: 0 });
    expect(report.comparisons.every((c) => c.inflated === false)).toBe(true);
  });

  it('joins ablation outcomes per portfolio stratum beside its range', async () => {
    const results = await writeInput(dir, 'ablation.csv', 'subset,metric,value\nq2-1,accuracy,0.5\nq2-2,accuracy,0.7\nq4-1,accuracy,0.45\nq4-4,accuracy,0.8\nall,accuracy,0.6\n');
    const summary = await stratify(run, { results: [results] });
    expect(summary.results.portfolio).toBe(5);
    const rows = await csv(join(run, 'strata.csv'));
    const highRange = await scoreRange(run, 'q2-2');
    expect(highRange.max).toBe(1);
    expect(rows.find((r) => r.side === 'portfolio' && r.scheme === 'q2' && r.stratum === '2' && r.metric === 'accuracy')).toMatchObject({ n: '4', similarity_min: String(highRange.min), similarity_max: '1', value: '0.7', ci_low: '' });
    const report = await readJson<{ comparisons: Json[]; verdicts: string[]; results: { portfolio: Json } }>(join(run, 'strata.json'));
    expect(report.results.portfolio).toMatchObject({ file: results, rows: 5, unmatched: 1 });
    expect(report.comparisons.find((c) => c.side === 'portfolio' && c.scheme === 'q2')).toMatchObject({ metric: 'accuracy', most_similar: 0.7, least_similar: 0.5, difference: 0.2, ci_low: null, inflated: false });
    expect(report.verdicts[0]).toBe('training on the most-similar half (q2-2, contamination 0.57–1.00) gave accuracy 0.70 against 0.50 on the least-similar (q2-1, contamination 0.12–0.54): +0.20 (one run per subset, no interval)');
    expect(report.verdicts).toContain('1 of 5 subsets in the results are not in this run and were left out (e.g. all)');
  });

  it('writes the same bytes for the same inputs and seed, and drops manifests of schemes no longer asked for', async () => {
    const results = await writeInput(dir, 'again.csv', `task_id,n,c\n${tasks.map((t, i) => `${t.id},4,${i % 5}`).join('\n').replace(/,4,(\d)/g, (_, c) => `,4,${Math.min(4, Number(c))}`)}\n`);
    const files = ['strata.csv', 'strata.json', 'manifests/q4-2.txt'];
    await stratify(run, { results: [results], bootstrap: 300 });
    const first = await Promise.all(files.map((f) => readFile(join(run, f), 'utf8')));
    await stratify(run, { results: [results], bootstrap: 300 });
    expect(await Promise.all(files.map((f) => readFile(join(run, f), 'utf8')))).toEqual(first);
    await stratify(run, { results: [results], bootstrap: 300, seed: 99 });
    expect(await readFile(join(run, 'strata.csv'), 'utf8')).not.toEqual(first[0]);
    await stratify(run, { strata: [2] });
    expect((await readdir(join(run, 'manifests'))).filter((f) => f.startsWith('q')).sort()).toEqual(['q2-1.txt', 'q2-2.txt']);
  });

  it('rejects bad options and results files before writing anything', async () => {
    await expect(stratify(run, { strata: [1] })).rejects.toMatchObject({ code: 'invalid_option' });
    await expect(stratify(run, { passK: [0] })).rejects.toMatchObject({ code: 'invalid_option' });
    await expect(stratify(run, { bootstrap: 10 })).rejects.toMatchObject({ code: 'invalid_option' });
    const a = await writeInput(dir, 'a.csv', 'task_id,success\nx,1\n');
    await expect(stratify(run, { results: [a, a] })).rejects.toMatchObject({ code: 'invalid_option' });
    const scaling = await writeInput(dir, 'scaling-for-stratify.csv', 'n_envs,score\n4,0.5\n');
    await expect(stratify(run, { results: [scaling] })).rejects.toThrow(/scaling-for-stratify\.csv:1: cannot tell .*envsieve subsets --results/);
    await expect(stratify(join(dir, 'nowhere'))).rejects.toMatchObject({ code: 'artifact_missing', message: expect.stringContaining('envsieve neighbors') });
  });
});

describe('subsets', () => {
  it('writes nested manifests that spread across clusters, and fits score per doubling', async () => {
    const summary = await subsets(run);
    expect(summary.subsets).toEqual([
      { fraction: 0.125, n: 1, manifest: 'manifests/subset-0.125.txt' },
      { fraction: 0.25, n: 2, manifest: 'manifests/subset-0.25.txt' },
      { fraction: 0.5, n: 4, manifest: 'manifests/subset-0.5.txt' },
      { fraction: 1, n: 8, manifest: 'manifests/subset-1.txt' },
    ]);
    const lists = await Promise.all(['subset-0.125', 'subset-0.25', 'subset-0.5', 'subset-1'].map((n) => manifest(run, n)));
    for (let i = 1; i < lists.length; i++) expect(lists[i]?.slice(0, lists[i - 1]?.length)).toEqual(lists[i - 1]);
    const clusterOf = new Map((await csv(join(run, 'near_duplicates.csv'))).map((r) => [r.env_id, r.cluster]));
    const clusters = new Set(clusterOf.values()).size;
    expect(new Set(lists[2]?.map((id) => clusterOf.get(id))).size).toBe(Math.min(4, clusters));
    expect((lists[3] ?? []).sort()).toEqual([...clusterOf.keys()].sort());

    const results = await writeInput(dir, 'scaling.csv', 'subset,n_envs,score\nsubset-0.125,,0.30\nsubset-0.25,,0.36\nsubset-0.5,4,0.39\n,8,0.46\n');
    const fitted = await subsets(run, { results });
    expect(fitted.scaling?.slope).toBeCloseTo(0.051, 10);
    const report = await readJson<Json>(join(run, 'subsets.json'));
    expect(report).toMatchObject({ schemaVersion: 1, stage: 'subsets', seed: 20261203, fractions: [0.125, 0.25, 0.5, 1], scaling: { slope: 0.051, points: [{ n_envs: 1, score: 0.3 }, { n_envs: 2, score: 0.36 }, { n_envs: 4, score: 0.39 }, { n_envs: 8, score: 0.46 }] } });
    expect((report.verdicts as string[])[0]).toMatch(/^score gains 0\.051 per doubling of environments \[0\.0\d\d, 0\.0\d\d\] \(4 runs at 4 sizes, 1–8 environments\): more environments help$/);

    const unknown = await writeInput(dir, 'unknown-subset.csv', 'subset,score\nsubset-0.3,0.5\n');
    await expect(subsets(run, { results: unknown })).rejects.toThrow(/unknown-subset\.csv:2 subset: unknown subset "subset-0\.3"/);
    await expect(subsets(run, { fractions: [0] })).rejects.toMatchObject({ code: 'invalid_option' });
  });
});

describe('envsieve stratify and subsets (built CLI)', () => {

  it('exits 0 on success, 2 on a wrong command line, 1 on bad input', async () => {
    const ok = await envsieve(['stratify', run, '--strata', '2,4', '--pass-k', '1,2', '--bootstrap', '200']);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^strata q2, q4 of 8 portfolio environments and 9 suite tasks/);
    const json = await envsieve(['stratify', run, '--json', '--strata', '2']);
    expect(JSON.parse(json.stdout)).toMatchObject({ environments: 8, schemes: ['q2'] });
    expect((await envsieve(['subsets', run, '--fractions', '0.5,1'])).code).toBe(0);

    for (const args of [['stratify'], ['stratify', run, '--strata', '2,x'], ['stratify', run, '--strata', '1'], ['stratify', run, '--bootstrap', '5'], ['subsets', run, '--fractions', '0,1'], ['stratify', run, '--nonsense']]) {
      const result = await envsieve(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^envsieve: /);
    }

    const bad = await writeInput(dir, 'bad.csv', 'task_id,n,c\na,4,1\nb,4,9\n');
    const failed = await envsieve(['stratify', run, '--results', bad]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe(`envsieve: stratify: ${bad}:3 c: more successes (9) than trials (4)\n`);
    expect((await envsieve(['stratify', join(dir, 'nowhere')])).code).toBe(1);
    expect((await envsieve(['stratify', run, '--results', join(dir, 'missing.csv')])).code).toBe(1);
  }, 60_000);
});
