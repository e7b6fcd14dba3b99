// The embed stage in shards (core/shard.ts, embed/shards.ts): for N = 1, 3, 4 the merged run files and
// embed.json are the bytes of a one-process embed; a missing shard is named by the merge; a run pins N; the
// index comes from an engine's variable; `envsieve run --shard/--shards` does the same through a pipeline.
import { execFile } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { embed, embedShard, ingest, mergeEmbedShards, parseShard } from '../src/index.js';
import { REPO, SAMPLE, envsieve, readJson, tempDir } from './helpers.js';

const EMBED_FILES = ['vectors.f32', 'signatures.u32', 'embed.json'];
let base: string;
let reference: Record<string, string>;

/** The embed artifacts of a run, embed.json with its cache path and generatedAt blanked. */
async function embedArtifacts(run: string): Promise<Record<string, string>> {
  const entries = await Promise.all(
    EMBED_FILES.map(async (f) => [f, f.endsWith('.json') ? (await readFile(join(run, f), 'utf8')).replace(/"(generatedAt|cache)": "[^"]*"/g, '"$1": "…"') : (await readFile(join(run, f))).toString('base64')] as const),
  );
  return Object.fromEntries(entries);
}

/** A copy of the ingested sample run (no embed yet) with a cache of its own. */
async function freshRun(): Promise<{ run: string; cache: string }> {
  const dir = await tempDir();
  await cp(join(base, 'ingested'), join(dir, 'run'), { recursive: true });
  return { run: join(dir, 'run'), cache: join(dir, 'cache') };
}

beforeAll(async () => {
  base = await tempDir();
  await ingest({ portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [join(SAMPLE, 'suite.jsonl')], tasks: [join(SAMPLE, 'tasks.csv')] }, { outDir: join(base, 'ingested') });
  const { run, cache } = await freshRun();
  await embed(run, { cacheDir: cache });
  reference = await embedArtifacts(run);
});

describe('sharded embed', () => {
  it.each([1, 3, 4])('merges %i shards into the bytes of one process', async (count) => {
    const { run, cache } = await freshRun();
    const summaries = [];
    for (let index = count - 1; index >= 0; index--) summaries.push(await embedShard(run, { cacheDir: cache }, { shard: { index, count } }));
    // Every distinct text is in exactly one shard, and each shard computed its own: the sample's 70 item texts,
    // the 7 distinct purposes of its 10 tools whose calling signature the other side shares (facets/purposes.ts)
    // and the 34 distinct description units of its tools whose calling shape few suite tools have
    // (facets/descriptions.ts).
    expect(summaries.reduce((n, s) => n + s.texts, 0)).toBe(111);
    expect(summaries.every((s) => s.embedded === s.texts)).toBe(true);
    const merged = await mergeEmbedShards(run, { cacheDir: cache });
    expect(merged).toMatchObject({ shards: count, embedded: 0, cacheHits: 111, folded: { vectors: 111 } });
    expect(await embedArtifacts(run)).toEqual(reference);
  });

  it('names the missing shard, exits 1, and merges once it has run; a run pins N', async () => {
    const { run, cache } = await freshRun();
    for (const index of [0, 2]) await embedShard(run, { cacheDir: cache }, { shard: { index, count: 3 } });
    const missing = await envsieve(['merge', 'embed', run, '--cache', cache, '--quiet']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/1 of 3 embed shards have not completed: shard 1 /);
    const other = await envsieve(['embed', run, '--shard', '1/4', '--cache', cache, '--quiet']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/pinned to N = 3/);
    // The index from Slurm's variable, N given.
    await promisify(execFile)(process.execPath, [join(REPO, 'dist/cli/main.js'), 'embed', run, '--shard', 'auto/3', '--cache', cache, '--quiet'], { env: { ...process.env, SLURM_ARRAY_TASK_ID: '1' } });
    const merged = await envsieve(['merge', 'embed', run, '--cache', cache, '--quiet', '--json']);
    expect(merged.code).toBe(0);
    expect(JSON.parse(merged.stdout)).toMatchObject({ shards: 3, embedded: 0 });
    expect(await embedArtifacts(run)).toEqual(reference);
  });

  it('does not count a marker made from other inputs', async () => {
    const { run, cache } = await freshRun();
    await embedShard(run, { cacheDir: cache }, { shard: { index: 0, count: 1 } });
    const items = join(run, 'items.jsonl');
    const lines = (await readFile(items, 'utf8')).split('\n').filter((l) => l !== '');
    await writeFile(items, `${lines.slice(1).join('\n')}\n`);
    await expect(mergeEmbedShards(run, { cacheDir: cache })).rejects.toThrow(/no embed shards of this run's current inputs/);
    // New inputs start a new split: another N is accepted.
    await embedShard(run, { cacheDir: cache }, { shard: { index: 0, count: 2 } });
    await expect(mergeEmbedShards(run, { cacheDir: cache })).rejects.toThrow(/1 of 2 embed shards have not completed: shard 1 /);
  });

  it.each([
    ['2/4', {}, { index: 2, count: 4 }],
    ['auto/8', { JOB_COMPLETION_INDEX: '5' }, { index: 5, count: 8 }],
    ['auto/3000', { SLURM_ARRAY_TASK_ID: '7', ENVSIEVE_SHARD_OFFSET: '1000' }, { index: 1007, count: 3000 }],
    ['auto', { SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_COUNT: '4' }, { index: 3, count: 4 }],
    ['auto/2', { AWS_BATCH_JOB_ARRAY_INDEX: '1' }, { index: 1, count: 2 }],
  ])('reads --shard %s', (spec, env, shard) => {
    expect(parseShard(spec, env)).toEqual(shard);
  });

  it.each([
    ['4/4', {}, /not below N = 4/],
    ['1', {}, /N is missing/],
    ['a/2', {}, /not a whole number/],
    ['auto/2', {}, /none of SLURM_ARRAY_TASK_ID/],
    ['1/0', {}, /at least 1/],
  ])('refuses --shard %s', (spec, env, why) => {
    expect(() => parseShard(spec, env)).toThrow(why);
  });
});

describe('a pipeline in shards', () => {
  it('runs shards and the merge through envsieve run, equal to the one-process run', async () => {
    const dir = await tempDir();
    const config = join(dir, 'p.yaml');
    const cache = join(dir, 'cache');
    await writeFile(config, `name: p\nout: ${join(dir, 'run')}\ncache: ${cache}\ninputs:\n  portfolio: [${join(SAMPLE, 'portfolio.jsonl')}]\n  suite: [${join(SAMPLE, 'suite.jsonl')}]\n  tasks: [${join(SAMPLE, 'tasks.csv')}]\nstages: [embed]\n`);
    const early = await envsieve(['run', config, '--stages', 'embed', '--shard', '0/2', '--quiet']);
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(/needs ingest up to date/);
    expect((await envsieve(['run', config, '--stages', 'ingest', '--quiet'])).code).toBe(0);
    for (const i of [0, 1]) expect((await envsieve(['run', config, '--stages', 'embed', '--shard', `${i}/2`, '--quiet'])).code).toBe(0);
    const merged = await envsieve(['run', config, '--shards', '2', '--quiet', '--json']);
    expect(merged.code).toBe(0);
    expect(JSON.parse(merged.stdout).stages.map((s: { status: string }) => s.status)).toEqual(['up to date', 'ran']);
    expect(await embedArtifacts(join(dir, 'run'))).toEqual(reference);
    const manifest = await readJson<{ stages: Record<string, unknown> }>(join(dir, 'run', 'pipeline.json'));
    expect(Object.keys(manifest.stages)).toEqual(['ingest', 'embed']);
    await rm(join(dir, 'run', 'shards'), { recursive: true });
    // Up to date now: the shards are not read again.
    expect(JSON.parse((await envsieve(['run', config, '--shards', '2', '--quiet', '--json'])).stdout).stages.map((s: { status: string }) => s.status)).toEqual(['up to date', 'up to date']);
  });
});
