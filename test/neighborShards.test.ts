// The neighbors stage in shards (neighbors/shards.ts): for N = 1, 3, 4 the merged artifacts are the bytes of
// the one-process stage on the sample (split into small parts so that every shard has some), and for N = 4 on
// the real data (the shared real-data run, its default parts: the sample is too small for a product's grouping
// to show in its bits); a missing shard is named by the merge; a run pins N; the index comes from an engine's
// variable; the eval side's maxima merge with one process's tie rule.
import { execFile } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { embed, ingest, mergeNeighborShards, NEIGHBOR_ARTIFACTS, neighbors, neighborsShard, type NeighborOptions } from '../src/index.js';
import { mergeReverses } from '../src/neighbors/shards.js';
import { REAL_RUN_TIMEOUT, realTestPlan, sharedRealDataRun } from './realRun.js';
import { REAL_DATA, REPO, SAMPLE, envsieve, hasRealData, readJson, tempDir } from './helpers.js';

/** The sample's 58 portfolio items in 6 parts of up to 12 (one or two environments each). */
const SMALL_PARTS: NeighborOptions = { partItems: 12, topEnvs: 5, dropAt: 'near-duplicate' };

/** The neighbors artifacts of a run, neighbors.json's generatedAt blanked. */
async function neighborArtifacts(run: string): Promise<Record<string, string>> {
  const entries = await Promise.all(NEIGHBOR_ARTIFACTS.map(async (f) => [f, (await readFile(join(run, f), 'utf8')).replace(/"generatedAt": "[^"]*"/g, '"generatedAt": "…"')] as const));
  return Object.fromEntries(entries);
}

/** The neighbors artifacts of an embedded run's copy made in one process, and of another's made in 3 shards. */
async function oneAndThreeShards(embeddedRun: string, parts: NeighborOptions): Promise<{ one: Record<string, string>; sharded: Record<string, string> }> {
  const one = await freshRun(embeddedRun);
  await neighbors(one, parts);
  const sharded = await freshRun(embeddedRun);
  for (let index = 0; index < 3; index++) await neighborsShard(sharded, parts, { shard: { index, count: 3 } });
  await mergeNeighborShards(sharded, parts);
  return { one: await neighborArtifacts(one), sharded: await neighborArtifacts(sharded) };
}

let embedded: string;
let reference: Record<string, string>;

async function freshRun(from = embedded): Promise<string> {
  const run = join(await tempDir(), 'run');
  await cp(from, run, { recursive: true });
  return run;
}

beforeAll(async () => {
  const dir = await tempDir();
  embedded = join(dir, 'embedded');
  await ingest({ portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [join(SAMPLE, 'suite.jsonl')], tasks: [join(SAMPLE, 'tasks.csv')] }, { outDir: embedded });
  await embed(embedded, { cacheDir: join(dir, 'cache') });
  const run = await freshRun();
  await neighbors(run, SMALL_PARTS);
  reference = await neighborArtifacts(run);
  // Something to find: a sample with nothing flagged would make the comparisons below weak.
  expect(reference['task_matches.jsonl']).not.toBe('');
}, 120_000);

describe('sharded neighbors on the sample', () => {
  it.each([1, 3, 4])('merges %i shards into the bytes of one process', async (count) => {
    const run = await freshRun();
    const summaries = [];
    for (let index = count - 1; index >= 0; index--) summaries.push(await neighborsShard(run, SMALL_PARTS, { shard: { index, count } }));
    // Every part is in exactly one shard, and with N > 1 more than one shard has work.
    expect(summaries.reduce((n, s) => n + s.parts.mine, 0)).toBe(6);
    expect(summaries.reduce((n, s) => n + s.items, 0)).toBe(58);
    expect(summaries.filter((s) => s.items > 0).length).toBe(Math.min(count, 6));
    const merged = await mergeNeighborShards(run, SMALL_PARTS);
    expect(merged.shards).toBe(count);
    expect(await neighborArtifacts(run)).toEqual(reference);
  });

  it('names the missing shard, exits 1, merges once it has run; a run pins N; the index from Slurm', async () => {
    const run = await freshRun();
    // Default parts through the CLI: the sample is one part (shard 1's, its middle item's), and shards 0 and 2,
    // with nothing to do, must complete too.
    for (const index of [0, 2]) expect((await envsieve(['neighbors', run, '--shard', `${index}/3`, '--drop-at', 'near-duplicate', '--quiet'])).code).toBe(0);
    const missing = await envsieve(['merge', 'neighbors', run, '--drop-at', 'near-duplicate', '--quiet']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/1 of 3 neighbors shards have not completed: shard 1 /);
    const other = await envsieve(['neighbors', run, '--shard', '1/4', '--drop-at', 'near-duplicate', '--quiet']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/pinned to N = 3/);
    // Other options are other inputs: the shards of these do not count for them.
    const otherOptions = await envsieve(['merge', 'neighbors', run, '--drop-at', 'near-duplicate', '--top-k', '5', '--quiet']);
    expect(otherOptions.code).toBe(1);
    expect(otherOptions.stderr).toMatch(/no neighbors shards of this run's current inputs/);
    await promisify(execFile)(process.execPath, [join(REPO, 'dist/cli/main.js'), 'neighbors', run, '--shard', 'auto/3', '--drop-at', 'near-duplicate', '--quiet'], { env: { ...process.env, SLURM_ARRAY_TASK_ID: '1' } });
    const merged = await envsieve(['merge', 'neighbors', run, '--drop-at', 'near-duplicate', '--quiet', '--json']);
    expect(merged.code).toBe(0);
    expect(JSON.parse(merged.stdout)).toMatchObject({ shards: 3 });
    const one = await freshRun();
    expect((await envsieve(['neighbors', one, '--drop-at', 'near-duplicate', '--quiet'])).code).toBe(0);
    expect(await neighborArtifacts(run)).toEqual(await neighborArtifacts(one));
    const markers = await Promise.all([0, 1, 2].map((i) => readJson<{ items: number; denseThreads: number }>(join(run, 'shards/neighbors', String(i), 'done.json'))));
    expect(markers.map((m) => m.items)).toEqual([0, 58, 0]);
    expect(markers.every((m) => m.denseThreads > 0)).toBe(true);
  });

  it('refuses --fail-on with --shard: a shard writes no artifacts to gate on', async () => {
    const result = await envsieve(['neighbors', await freshRun(), '--shard', '0/2', '--fail-on', 'exact', '--quiet']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--fail-on reads the merged artifacts/);
  });
});

describe('sharded neighbors with a task in another language', () => {
  it('carries the names and numbers it kept through the shards into the bytes of one process', { timeout: 300_000 }, async () => {
    const dir = await tempDir();
    const manifest = join(dir, 'i18n.jsonl');
    const task = 'Deine Benutzer-ID ist mia_li_3668. Du willst am 20. Mai von New York nach Seattle fliegen, nur Hinflug, und nicht vor 11 Uhr EST, in der Economy.';
    await writeFile(manifest, `${JSON.stringify({ id: 'i18n/flights_de', family: 'airline', source: 'test', tools: [], tasks: [{ id: 'de-0', text: task }] })}\n`);
    const embeddedRun = join(dir, 'embedded');
    await ingest({ portfolio: [join(SAMPLE, 'portfolio.jsonl'), manifest], suite: [join(SAMPLE, 'suite.jsonl')] }, { outDir: embeddedRun });
    await embed(embeddedRun, { cacheDir: join(dir, 'cache') });
    const { one, sharded } = await oneAndThreeShards(embeddedRun, SMALL_PARTS);
    const row = one['task_matches.csv']?.split('\n').find((l) => l.startsWith('i18n/flights_de#tasks/de-0,'));
    expect(row).toContain('suite/airline#tasks/test_0');
    expect(row).toContain("not in the model's language");
    expect(sharded).toEqual(one);
  });
});

describe('the eval side across shards', () => {
  const reverse = (similarities: number[], nearest: number[]) => ({ suite: similarities.map((_, i) => 100 + i), similarities: Float32Array.from(similarities), nearest: Int32Array.from(nearest) });
  it.each([
    ['the higher similarity wins', [reverse([0.5, 0.9], [3, 4]), reverse([0.7, 0.8], [9, 1])], [0.7, 0.9], [9, 4]],
    ['a tie goes to the lower item, whichever shard comes first', [reverse([0.5, 0.5], [7, 2]), reverse([0.5, 0.5], [3, 6])], [0.5, 0.5], [3, 2]],
    ['a shard without tasks adds nothing', [null, reverse([0.25], [5]), reverse([-Infinity], [-1])], [0.25], [5]],
  ])('%s', (_why, shards, similarities, nearest) => {
    const merged = mergeReverses(shards);
    expect(Array.from(merged?.similarities ?? [])).toEqual(similarities.map((v) => Math.fround(v)));
    expect(Array.from(merged?.nearest ?? [])).toEqual(nearest);
  });

  it('is absent when no shard has one (an approximate task search)', () => {
    expect(mergeReverses([null, null])).toBeNull();
  });
});

describe.skipIf(!hasRealData)('sharded neighbors on the real data', () => {
  it('merges 4 shards into the bytes of the one-process run', { timeout: REAL_RUN_TIMEOUT }, async () => {
    const shared = await sharedRealDataRun();
    const run = join(await tempDir(), 'run');
    for (const f of ['environments.jsonl', 'environments.index.jsonl', 'items.jsonl', 'items.index.jsonl', 'embed.json', 'vectors.f32', 'signatures.u32']) await cp(join(shared, f), join(run, f));
    const options = (await realTestPlan()).options.neighbors ?? {};
    const shards = [];
    for (let index = 0; index < 4; index++) shards.push(await neighborsShard(run, options, { shard: { index, count: 4 } }));
    // Balanced to within a part: no shard holds more than a third of the portfolio's items.
    const items = shards.reduce((n, s) => n + s.items, 0);
    expect(Math.max(...shards.map((s) => s.items))).toBeLessThan(items / 3);
    await mergeNeighborShards(run, options);
    expect(await neighborArtifacts(run)).toEqual(await neighborArtifacts(shared));
  });
});
describe.skipIf(!hasRealData)('sharded neighbors with a reworded English task', () => {
  it('carries the names and numbers it shares, and that it is in the model\'s language, into the bytes of one process', { timeout: REAL_RUN_TIMEOUT }, async () => {
    // BFCL's trading test case 146 as a numbered one-line list (after a held-out paraphrase of test/rewrites/second
    // written as a JSON block, which is read as YAML since and found by its cosine): under the related cosine,
    // related by "Zeta Corp", "Apple" and "50" (decision.ts keptFires). BFCL's texts are in the shared run's cache.
    await sharedRealDataRun();
    const dir = await tempDir();
    const manifest = join(dir, 'reworded.jsonl');
    const task = "turns=[1] which symbols are on my watchlist right now? [2] drop 'Zeta Corp' from the watchlist [3] buy 50 shares of 'Apple' at whatever the market price is now [4] show me the details of my latest order";
    const envs = [0, 1, 2].map((i) => JSON.stringify({ id: `reworded/desk_${i}`, family: 'trading', source: 'test', tools: [], tasks: [{ id: 't0', text: i === 1 ? task : `Show me the watchlist number ${i}.` }] }));
    await writeFile(manifest, `${envs.join('\n')}\n`);
    const embeddedRun = join(dir, 'embedded');
    await ingest({ portfolio: [manifest], suite: [join(REAL_DATA, 'bfcl_multi_turn.jsonl')] }, { outDir: embeddedRun });
    await embed(embeddedRun, { cacheDir: join(REPO, '.envsieve/cache') });
    const { one, sharded } = await oneAndThreeShards(embeddedRun, { ...SMALL_PARTS, partItems: 1 });
    const row = one['task_matches.csv']?.split('\n').find((l) => l.startsWith('reworded/desk_1#tasks/t0,'));
    expect(row).toContain('bfcl/TradingBot#tasks/');
    expect(row).toContain('names and numbers shared: ');
    expect(sharded).toEqual(one);
  });
});
if (!hasRealData) it.skip(`sharded neighbors on the real data: ${REAL_DATA} is absent`, () => {});
