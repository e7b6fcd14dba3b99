// Issue 11's measurement: how well the contamination search finds the hand-written rewrites of
// test/rewrites (paraphrased tools and tasks, translations, entity-swapped templates, partial containment,
// long reordered schemas) against tau_bench + bfcl_multi_turn, and whether it leaves the genuinely new
// same-domain environments alone. ingest → embed → neighbors on the built portfolio, then per class:
// matched (the best match neighbors reports in task_matches.csv / item_matches.csv is the original or an
// identical copy of it), flagged at least related, the cosine of each rewrite to its original (and whether
// the original is its nearest suite item at all, which separates retrieval from thresholds), and for
// negatives how many items and environments are flagged near-duplicate or exact. The detection work is
// judged by these figures; a threshold of 0.9 per class is the bar.
//
// BENCH_CACHE=dir picks the embedding cache (default .envsieve/cache); BENCH_KEEP=dir keeps the run there;
// BENCH_CALIBRATION=file runs neighbors with a calibration.json's parameters (as `neighbors --calibration`);
// BENCH_REWRITES_CASES=dir reads the case files from dir instead of test/rewrites (a held-out set written in
// the same five files, to see whether a change generalises beyond the cases it was made looking at; with a
// suites.json there, against those suite files: test/rewrites/cross targets tau2-bench, ACEBench, LiveMCPBench,
// MCPToolBench++ and ToolBench among all eight real suites). BENCH_REWRITES_PARTS=sample runs only the parts of a
// held-out set that `npm test` runs (test/rewrites/build.ts SAMPLE_PARTS), to set that test's floors.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { quantileSorted } from 'simple-statistics';
import { embed, ingest, loadRunVectors, neighbors, readTable, tables, type RunVectors, type Table } from '../src/index.js';
import { readCalibration } from '../src/calibrate/index.js';
import { SAMPLE_PARTS, buildRewrites, type BuiltRewrites, type ItemExpectation } from '../test/rewrites/build.js';

const REPO = resolve(import.meta.dirname, '..');
const REAL = resolve(REPO, '../shared/data/real');
const FLAGS = ['exact', 'near-duplicate', 'related', 'clean'] as const;
type Row = Record<string, string>;

function distribution(values: number[]): Record<string, number> {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return { n: 0 };
  const q = (p: number) => Number(quantileSorted(s, p).toFixed(3));
  return { n: s.length, min: q(0), p10: q(0.1), p25: q(0.25), median: q(0.5), p75: q(0.75), p90: q(0.9), max: q(1) };
}

const share = (k: number, n: number) => (n === 0 ? null : Number((k / n).toFixed(3)));

/** A table's rows (read as the stages read them, artifacts/tableIo.ts), every cell as text, none as ''. */
async function tableRows(run: string, table: Table): Promise<Row[]> {
  return (await readTable(run, table, { stage: 'bench' })).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? '' : String(v)])));
}

/** Cosine of every portfolio item to its best suite item of the same facet, and to named suite items. */
function cosines(v: RunVectors) {
  const index = new Map(v.items.map((it, i) => [`${it.side}:${it.id}`, i]));
  const dot = (a: number, b: number) => {
    let s = 0;
    for (let d = 0; d < v.dim; d++) s += (v.vectors[a * v.dim + d] as number) * (v.vectors[b * v.dim + d] as number);
    return s;
  };
  const suiteByFacet = new Map<string, number[]>();
  v.items.forEach((it, i) => { if (it.side === 'suite') suiteByFacet.set(it.facet, [...(suiteByFacet.get(it.facet) ?? []), i]); });
  return {
    to(portfolioItem: string, suiteItems: string[]): number {
      const a = index.get(`portfolio:${portfolioItem}`) as number;
      return Math.max(...suiteItems.map((s) => dot(a, index.get(`suite:${s}`) as number)));
    },
    nearest(portfolioItem: string): { id: string; cosine: number } {
      const a = index.get(`portfolio:${portfolioItem}`) as number;
      let best = { id: '', cosine: -2 };
      for (const b of suiteByFacet.get(v.items[a]?.facet ?? '') ?? []) {
        const c = dot(a, b);
        if (c > best.cosine) best = { id: v.items[b]?.id ?? '', cosine: c };
      }
      return best;
    },
  };
}

interface Measured extends ItemExpectation { flag: string; match: string | null; matched: boolean; cosine: number; nearest: string; nearestCosine: number; nearestIsOriginal: boolean }

function classFigures(rows: Measured[]): object {
  const flags = Object.fromEntries(FLAGS.map((f) => [f, rows.filter((r) => r.flag === f).length]));
  return {
    cases: rows.length,
    matched_to_original: share(rows.filter((r) => r.matched).length, rows.length),
    flagged_at_least_related: share(rows.filter((r) => r.flag !== 'clean').length, rows.length),
    nearest_suite_item_is_original: share(rows.filter((r) => r.nearestIsOriginal).length, rows.length),
    flags,
    cosine_to_original: distribution(rows.map((r) => r.cosine)),
    misses: rows.filter((r) => !r.matched).map((r) => ({
      case: r.caseId, ...(r.language ? { language: r.language } : {}), flag: r.flag, cosine_to_original: Number(r.cosine.toFixed(3)),
      reported_match: r.match, nearest: r.nearest, nearest_cosine: Number(r.nearestCosine.toFixed(3)),
    })),
  };
}

function measureItems(built: BuiltRewrites, v: RunVectors, matches: Map<string, Row>): Measured[] {
  const cos = cosines(v);
  return built.items.filter((e) => e.expected !== null).map((e) => {
    const row = matches.get(e.item);
    const nearest = cos.nearest(e.item);
    const match = row ? (row.suite_task_id ?? row.suite_item_id ?? null) : null;
    return {
      ...e, flag: row?.flag ?? 'clean', match, matched: match !== null && e.accept.includes(match),
      cosine: cos.to(e.item, e.accept), nearest: nearest.id, nearestCosine: nearest.cosine, nearestIsOriginal: e.accept.includes(nearest.id),
    };
  });
}

/** Items and environments of the negative (or filler) kind flagged at or above near-duplicate. */
function strayFlags(ids: Set<string>, envIds: Set<string> | null, v: RunVectors, matches: Map<string, Row>, contamination: Row[]): object {
  const cos = cosines(v);
  const items = v.items.filter((it) => it.side === 'portfolio' && ids.has(it.id));
  const flagOf = (id: string) => matches.get(id)?.flag ?? 'clean';
  const serious = items.filter((it) => ['exact', 'near-duplicate'].includes(flagOf(it.id)));
  const out: Record<string, unknown> = {
    items: items.length,
    item_flags: Object.fromEntries(FLAGS.map((f) => [f, items.filter((it) => flagOf(it.id) === f).length])),
    items_near_duplicate_or_exact: serious.map((it) => ({ item: it.id, flag: flagOf(it.id), match: matches.get(it.id)?.suite_task_id ?? matches.get(it.id)?.suite_item_id })),
    nearest_suite_cosine: Object.fromEntries(['tools', 'state', 'tasks'].map((f) => [f, distribution(items.filter((it) => it.facet === f).map((it) => cos.nearest(it.id).cosine))])),
  };
  if (envIds) {
    const rows = contamination.filter((r) => envIds.has(r.env_id ?? ''));
    out.environments = rows.length;
    out.environment_flags = Object.fromEntries(FLAGS.map((f) => [f, rows.filter((r) => r.flag === f).length]));
    out.environments_near_duplicate_or_exact = rows.filter((r) => ['exact', 'near-duplicate'].includes(r.flag ?? '')).map((r) => ({ env: r.env_id, flag: r.flag, score: Number(r.score), nearest: r.nearest_suite_env }));
    out.environment_score = distribution(rows.map((r) => Number(r.score)));
  }
  return out;
}

function environmentFigures(built: BuiltRewrites, contamination: Row[]): object {
  const row = new Map(contamination.map((r) => [r.env_id, r]));
  const byClass: Record<string, object> = {};
  for (const cls of new Set(built.environments.filter((e) => e.kind === 'positive').flatMap((e) => e.classes))) {
    const envs = built.environments.filter((e) => e.kind === 'positive' && e.classes.includes(cls));
    const rows = envs.map((e) => ({ e, r: row.get(e.env) }));
    byClass[cls] = {
      environments: envs.length,
      flagged_at_least_related: share(rows.filter(({ r }) => r && r.flag !== 'clean').length, envs.length),
      nearest_suite_env_is_rewritten: share(rows.filter(({ e, r }) => r && e.rewrites.includes(r.nearest_suite_env ?? '')).length, envs.length),
      rows: rows.map(({ e, r }) => ({ env: e.env, flag: r?.flag, score: Number(r?.score), nearest: r?.nearest_suite_env })),
    };
  }
  return byClass;
}

export async function benchRewrites(): Promise<object> {
  if (!existsSync(join(REAL, 'README.md'))) return { skipped: `${REAL} is absent: the rewrite cases are transformations of the real suites` };
  const cacheDir = resolve(process.env.BENCH_CACHE ?? join(REPO, '.envsieve/cache'));
  const dir = process.env.BENCH_KEEP ? resolve(process.env.BENCH_KEEP) : await mkdtemp(join(tmpdir(), 'envsieve-rewrites-'));
  try {
    const parts = process.env.BENCH_REWRITES_PARTS;
    if (parts !== undefined && parts !== 'sample') throw new Error(`BENCH_REWRITES_PARTS is '${parts}': the one value it takes is 'sample'`);
    const built = await buildRewrites({
      outDir: dir,
      realDir: REAL,
      ...(process.env.BENCH_REWRITES_CASES ? { casesDir: resolve(process.env.BENCH_REWRITES_CASES) } : {}),
      ...(parts === 'sample' ? { keepPart: SAMPLE_PARTS } : {}),
    });
    const run = join(dir, 'run');
    const t0 = Date.now();
    const ingested = await ingest({ portfolio: [built.manifest], suite: built.suites.map((f) => join(REAL, f)) }, { outDir: run });
    const embedded = await embed(run, { cacheDir });
    const calibrated = process.env.BENCH_CALIBRATION ? await readCalibration(resolve(process.env.BENCH_CALIBRATION)) : {};
    await neighbors(run, calibrated);
    const seconds = (Date.now() - t0) / 1000;
    const v = await loadRunVectors(run, { stage: 'bench' });
    const matchRows = [...(await tableRows(run, tables.taskMatches)).map((r) => [r.task_id, r] as const), ...(await tableRows(run, tables.itemMatches)).map((r) => [r.item_id, r] as const)];
    const matches = new Map(matchRows.map(([id, r]) => [id ?? '', r]));
    const contamination = await tableRows(run, tables.contamination);
    const measured = measureItems(built, v, matches);
    const classes = [...new Set(measured.map((m) => m.class))];
    const translated = measured.filter((m) => m.class === 'translated-task');
    const languages = [...new Set(translated.map((m) => m.language as string))].sort();
    const negativeEnvs = new Set(built.negatives);
    return {
      setup: { suites: built.suites, ...(parts === 'sample' ? { parts: 'sample' } : {}), portfolio_environments: ingested.environments.portfolio, rejected: ingested.rejected, cache: cacheDir, texts_embedded: embedded.embedded, cache_hits: embedded.cacheHits, seconds, counts: built.counts },
      bar: 'per positive class: matched_to_original and flagged_at_least_related >= 0.9; negatives: no item or environment near-duplicate or exact',
      items: Object.fromEntries(classes.map((c) => [c, classFigures(measured.filter((m) => m.class === c))])),
      translated_by_language: Object.fromEntries(languages.map((l) => {
        const rows = translated.filter((m) => m.language === l);
        return [l, { cases: rows.length, matched_to_original: share(rows.filter((r) => r.matched).length, rows.length), flagged_at_least_related: share(rows.filter((r) => r.flag !== 'clean').length, rows.length), cosine_median: distribution(rows.map((r) => r.cosine)).median }];
      })),
      environments: environmentFigures(built, contamination),
      negatives: strayFlags(new Set(v.items.filter((it) => negativeEnvs.has(it.env)).map((it) => it.id)), negativeEnvs, v, matches, contamination),
      fillers_beside_positives: strayFlags(new Set(built.items.filter((e) => e.class === 'filler').map((e) => e.item)), null, v, matches, contamination),
    };
  } finally {
    if (!process.env.BENCH_KEEP) await rm(dir, { recursive: true, force: true });
  }
}
