// Calibration of the contamination thresholds: cosines of planted copies (test/planted.ts over the sample
// suite) against those of distinct items that are not copies (other tasks of the same tau-bench domain,
// tools of unrelated benchmarks), and environment scores of copies against unrelated environments.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { quantileSorted } from 'simple-statistics';
import { embed, ingest, neighbors, readTable, tables } from '../src/index.js';
import { plantCopies } from '../test/planted.js';

const REPO = resolve(import.meta.dirname, '..');
const REAL = resolve(REPO, '../shared/data/real');

function summary(values: number[]): Record<string, number> {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return { n: 0 };
  const q = (p: number) => Number(quantileSorted(s, p).toFixed(3));
  return { n: s.length, min: q(0), p05: q(0.05), p25: q(0.25), median: q(0.5), p75: q(0.75), p95: q(0.95), p99: q(0.99), max: q(1) };
}

async function planted(dir: string): Promise<object> {
  const suite = (await readFile(join(REPO, 'data/sample/suite.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
  const p = plantCopies(suite, 11);
  const file = join(dir, 'planted.jsonl');
  await writeFile(file, p.environments.map((e) => JSON.stringify(e)).join('\n') + '\n');
  const run = join(dir, 'planted');
  await ingest({ portfolio: [file], suite: [join(REPO, 'data/sample/suite.jsonl')] }, { outDir: run });
  await embed(run, { cacheDir: join(dir, 'cache') });
  await neighbors(run, { exact: true, topK: 50 });
  const pairs = await readTable(run, tables.envPairs, { stage: 'bench' });
  const envScore: Record<string, number[]> = {};
  for (const [env, truth] of Object.entries(p.truth)) {
    const kind = truth ? (env.split('/')[1]?.split('_')[0] ?? '') : 'unrelated';
    const rows = pairs.filter((r) => r.portfolio_env === env);
    const score = truth ? Number(rows.find((r) => r.suite_env === truth)?.score ?? 0) : Math.max(0, ...rows.map((r) => Number(r.score)));
    (envScore[kind] ??= []).push(score);
  }
  const items = (await readFile(join(run, 'items.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
  const vectors = await import('../src/embed/index.js').then((m) => m.loadRunVectors(run, { stage: 'calibrate' }));
  const index = new Map(items.map((it: { side: string; id: string }, i: number) => [`${it.side}:${it.id}`, i]));
  const cos = (a: number, b: number) => { let s = 0; for (let d = 0; d < vectors.dim; d++) s += (vectors.vectors[a * vectors.dim + d] as number) * (vectors.vectors[b * vectors.dim + d] as number); return s; };
  const itemCos: Record<string, number[]> = {};
  for (const [env, map] of Object.entries(p.itemTruth)) {
    const kind = env.split('/')[1]?.split('_')[0] ?? '';
    const suiteEnv = p.truth[env] as string;
    for (const [local, original] of Object.entries(map)) {
      const a = index.get(`portfolio:${env}#${local}`);
      const b = index.get(`suite:${suiteEnv}#${original}`);
      if (a === undefined || b === undefined) continue;
      (itemCos[`${kind}/${local.split('/')[0]}`] ??= []).push(cos(a, b));
    }
  }
  return { env_score: Object.fromEntries(Object.entries(envScore).map(([k, v]) => [k, summary(v)])), item_cosine_of_copy_to_original: Object.fromEntries(Object.entries(itemCos).map(([k, v]) => [k, summary(v)])) };
}

/** Best cosine of each item to another, distinct item of the same kind: how close non-copies come. */
async function negatives(dir: string): Promise<object> {
  if (!existsSync(REAL)) return { skipped: 'no real data' };
  const run = join(dir, 'neg');
  await ingest({ portfolio: [join(REAL, 'tau_bench.jsonl')], suite: [join(REAL, 'tau2_bench.jsonl'), join(REAL, 'bfcl_multi_turn.jsonl')] }, { outDir: run });
  await embed(run, { cacheDir: join(dir, 'cache') });
  const v = await import('../src/embed/index.js').then((m) => m.loadRunVectors(run, { stage: 'calibrate' }));
  const out: Record<string, object> = {};
  for (const facet of ['tasks', 'tools', 'state'] as const) {
    const idx = v.items.map((it, i) => [it, i] as const).filter(([it]) => it.facet === facet && it.side === 'portfolio');
    const best: number[] = [];
    for (const [a, i] of idx) {
      let m = -1;
      for (const [b, j] of idx) {
        if (i === j || a.text === b.text) continue;
        let s = 0;
        for (let d = 0; d < v.dim; d++) s += (v.vectors[i * v.dim + d] as number) * (v.vectors[j * v.dim + d] as number);
        if (s > m) m = s;
      }
      best.push(m);
    }
    out[`tau_bench_${facet}_nearest_distinct`] = summary(best);
  }
  return out;
}

export async function benchCalibrate(): Promise<object> {
  const dir = await mkdtemp(join(tmpdir(), 'envsieve-calibrate-'));
  try {
    return { planted: await planted(dir), negatives: await negatives(dir) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
