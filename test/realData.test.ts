// Ingest of every real benchmark and portfolio in ../shared/data/real: all of it is well-formed, so every
// environment must be accepted (a reject here is a reader bug), and the fingerprints must find the copies
// that are there by construction. Skips, saying so, where the data is absent (a clone elsewhere).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseIndex } from '../src/ann/index.js';
import { ingest, type FacetItem, type IngestSummary } from '../src/index.js';
import { REAL_DATA, hasRealData, readJson, readJsonl, tempDir } from './helpers.js';

const PORTFOLIO = ['apollo_tau_bench', 'seal_tools', 'awm_pipeline_run', 'envscaler_vendored'];

if (!hasRealData) {
  console.warn(`SKIPPED real-data tests: ${REAL_DATA} is absent (it sits beside the repository on the project's machines)`);
}

describe.skipIf(!hasRealData)('ingest of ../shared/data/real', () => {
  let summary: IngestSummary;
  let items: FacetItem[];
  let report: { balanced: boolean; inputs: Array<{ file: string; records: number; accepted: number; rejected: number }> };
  const fileOfEnv = new Map<string, string>();

  beforeAll(async () => {
    const files = readdirSync(REAL_DATA).filter((f) => f.endsWith('.jsonl')).sort();
    const path = (f: string) => join(REAL_DATA, f);
    const portfolio = files.filter((f) => PORTFOLIO.includes(f.replace('.jsonl', '')));
    const suite = files.filter((f) => !portfolio.includes(f));
    const out = join(await tempDir(), 'run');
    summary = await ingest({ portfolio: portfolio.map(path), suite: suite.map(path) }, { outDir: out });
    items = await readJsonl<FacetItem>(join(out, 'items.jsonl'));
    report = await readJson(join(out, 'ingest.json'));
    for (const e of await readJsonl<{ id: string; side: string; origin: { file: string } }>(join(out, 'environments.jsonl'))) {
      fileOfEnv.set(`${e.side}:${e.id}`, e.origin.file.split('/').pop() ?? '');
    }
  }, 120_000);

  it('searches the whole real-data audit exactly by default (the approximate search missed real overlaps there)', () => {
    const count = (facet: string, side: string) => items.filter((i) => i.facet === facet && i.side === side).length;
    for (const facet of ['tools', 'state', 'tasks']) {
      expect(chooseIndex(count(facet, 'suite'), count(facet, 'portfolio')).kind, facet).toBe('exact');
    }
    expect(chooseIndex(count('tasks', 'portfolio'), count('tasks', 'suite')).kind, 'eval tasks').toBe('exact');
    expect(count('tools', 'suite')).toBeGreaterThan(10_000);
  });

  it('accepts every environment of every file, and the books balance', () => {
    expect(summary.rejected).toBe(0);
    expect(report.balanced).toBe(true);
    for (const input of report.inputs) expect(input.accepted, input.file).toBe(input.records);
    expect(summary.environments.portfolio + summary.environments.suite).toBe(report.inputs.reduce((n, i) => n + i.records, 0));
  });

  it("matches each tool of envscaler_vendored's BFCL classes to its original in bfcl_multi_turn by rename-invariant fingerprint", () => {
    const vendored = items.filter((i) => i.facet === 'tools' && i.env.startsWith('envscaler_vendored/bfcl/'));
    expect(vendored.length).toBeGreaterThan(150);
    const originals = new Map(items.filter((i) => i.facet === 'tools' && i.side === 'suite' && i.env.startsWith('bfcl/')).map((i) => [i.id, i]));
    const unmatched = vendored.filter((tool) => {
      const original = originals.get(tool.id.replace('envscaler_vendored/bfcl/', 'bfcl/'));
      return !original || original.fp_shape !== tool.fp_shape;
    });
    // TradingBot's update_market_status exists only in the vendored copy (BFCL removed it later).
    expect(unmatched.map((t) => t.id)).toEqual(['envscaler_vendored/bfcl/TradingBot#tools/update_market_status']);
  });

  it('gives different exact fingerprints to tools with different canonical texts', () => {
    const textOf = new Map<string, string>();
    for (const tool of items.filter((i) => i.facet === 'tools')) {
      const seen = textOf.get(tool.fp_exact);
      if (seen !== undefined) expect(seen, tool.id).toBe(tool.text);
      textOf.set(tool.fp_exact, tool.text);
    }
    expect(textOf.size).toBeGreaterThan(15_000);
  });

  it.each([
    ['bfcl_multi_turn.jsonl', 'toolbench_stable.jsonl'],
    ['bfcl_multi_turn.jsonl', 'seal_tools.jsonl'],
    ['tau_bench.jsonl', 'toolbench_stable.jsonl'],
    ['tau_bench.jsonl', 'acebench_en.jsonl'],
    ['livemcpbench.jsonl', 'seal_tools.jsonl'],
    ['mcptoolbenchpp.jsonl', 'bfcl_single_turn.jsonl'],
    ['apollo_tau_bench.jsonl', 'toolbench_stable.jsonl'],
  ])('gives unrelated tools of %s and %s no shared rename-invariant fingerprint from three parameters up', (a, b) => {
    const fileOf = (i: FacetItem) => fileOfEnv.get(`${i.side}:${i.env}`);
    const shapesOfB = new Set(items.filter((i) => i.facet === 'tools' && fileOf(i) === b).map((i) => i.fp_shape));
    const toolsOfA = items.filter((i) => i.facet === 'tools' && fileOf(i) === a && i.shape_size >= 3);
    expect(toolsOfA.length).toBeGreaterThan(5);
    expect(toolsOfA.filter((i) => shapesOfB.has(i.fp_shape)).map((i) => i.id)).toEqual([]);
  });
});
