// Contamination on real data: EnvScaler's vendored copies of tau-bench and of BFCL's multi-turn classes must
// come out exact on tools, and apollo environments built on tau-bench's database must stand out on the state
// facet although their tools were renamed. Uses a slice of ../shared/data/real (about 7,000 items, every one
// of them embedded by the real-data run the tests share, whose cache it reads once that run is made: embedding
// them again in a cache of its own took 128 s of CI on a 2-core AVX2 host); skips, saying so, where the data is
// absent.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { embed, ingest, neighbors } from '../src/index.js';
import { REAL_DATA, REPO, hasRealData, tempDir, writeInput } from './helpers.js';
import { REAL_RUN_TIMEOUT, sharedRealDataRun } from './realRun.js';

type Row = Record<string, string>;
const APOLLO = ['apollo/retail_1', 'apollo/retail_2', 'apollo/airline_1', 'apollo/academic_search_1', 'apollo/dev_ops_1'];

describe.skipIf(!hasRealData)('contamination of real portfolios', () => {
  let rows: Row[];
  beforeAll(async () => {
    const dir = await tempDir();
    const apollo = readFileSync(join(REAL_DATA, 'apollo_tau_bench.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => APOLLO.some((id) => line.startsWith(`{"id": "${id}"`)));
    const slice = await writeInput(dir, 'apollo_slice.jsonl', `${apollo.join('\n')}\n`);
    const run = join(dir, 'run');
    await ingest(
      { portfolio: [join(REAL_DATA, 'envscaler_vendored.jsonl'), slice], suite: ['tau_bench.jsonl', 'bfcl_multi_turn.jsonl', 'tau2_bench.jsonl', 'toolbench_stable.jsonl'].map((f) => join(REAL_DATA, f)) },
      { outDir: run },
    );
    await sharedRealDataRun();
    await embed(run, { cacheDir: join(REPO, '.envsieve/cache') });
    await neighbors(run);
    rows = parse(await readFile(join(run, 'contamination.csv'), 'utf8'), { columns: true }) as Row[];
  }, REAL_RUN_TIMEOUT);

  it('finds every vendored BFCL class and tau-bench domain, exact on tools, against its original', () => {
    const vendored = rows.filter((r) => r.env_id?.startsWith('envscaler_vendored/'));
    expect(vendored).toHaveLength(14);
    for (const row of vendored) {
      expect(row.nearest_suite_env, row.env_id).toBe(row.env_id?.replace('envscaler_vendored/', ''));
      expect(Number(row.tools), row.env_id).toBeGreaterThan(0.99);
      expect(['exact', 'near-duplicate'], row.env_id).toContain(row.flag);
    }
    const exactTools = vendored.reduce((n, r) => n + Number(r.exact_tools), 0);
    expect(exactTools).toBeGreaterThanOrEqual(190);
  });

  it('makes apollo environments on tau-bench databases stand out on state, not on tools', () => {
    for (const id of ['apollo/retail_1', 'apollo/airline_1']) {
      const row = rows.find((r) => r.env_id === id);
      expect(row?.nearest_suite, id).toBe('tau_bench');
      expect(Number(row?.state), id).toBeGreaterThan(0.95);
      expect(Number(row?.tools), id).toBeLessThan(0.9);
      expect(row?.flag, id).toBe('related');
    }
    // retail_2's tools score higher against a ToolBench Amazon scraper (0.668, clean) than the environment
    // against tau-bench retail (0.656), whose 3 tables it holds near-duplicated: the row is the flagged pair.
    const retail2 = rows.find((r) => r.env_id === 'apollo/retail_2');
    expect(retail2?.nearest_suite_env).toBe('tau_bench/retail');
    expect(Number(retail2?.state)).toBeGreaterThan(0.95);
    expect(retail2?.flag).toBe('related');
    for (const id of ['apollo/academic_search_1', 'apollo/dev_ops_1']) {
      expect(rows.find((r) => r.env_id === id)?.flag, id).toBe('clean');
    }
  });
});
