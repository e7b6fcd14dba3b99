// The report stage on a hand-made run directory (test/reportFixture.ts): the model built from the artifacts,
// escaping of hostile generator text in Markdown and HTML, report.json's determinism and schema, "not run"
// sections for absent optional stages, and one-line errors for missing or broken artifacts.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvsieveError, report, type ReportModel } from '../src/index.js';
import { tables, writeTable } from '../src/artifacts/index.js';
import { runCli } from '../src/cli/cli.js';
import { EVIL, writeCoreFixture, writeHoldoutFixture, writeStrataFixture, writeSubsetsFixture } from './reportFixture.js';
import { REPO, tempDir } from './helpers.js';
import { validate, type JsonSchema } from './jsonSchema.js';

const read = (dir: string, name: string) => readFile(join(dir, name), 'utf8');
const at = (iso: string) => ({ now: () => new Date(iso) });

async function fixture(extra: Array<(dir: string) => Promise<void>> = []): Promise<string> {
  const dir = join(await tempDir(), 'run');
  await writeCoreFixture(dir);
  for (const write of extra) await write(dir);
  return dir;
}

async function model(dir: string): Promise<ReportModel> {
  await report(dir, {}, at('2026-01-02T03:04:05.000Z'));
  return JSON.parse(await read(dir, 'report.json')) as ReportModel;
}

describe('report model', () => {
  it('says in the headline, report.md and report.html when a search was approximate, and nothing when all were exact', async () => {
    const dir = await fixture();
    const exact = await model(dir);
    expect(exact.search.warnings).toEqual([]);
    expect(exact.headline.some((line) => line.startsWith('Search:'))).toBe(false);
    const record = JSON.parse(await read(dir, 'neighbors.json')) as Record<string, unknown>;
    const hnsw = { kind: 'hnsw', reason: 'HNSW is cheaper: 500000 points × 400000 queries' };
    const warning = 'approximate search (HNSW) for tools: HNSW is cheaper; a neighbour it misses is not scored';
    await writeFile(join(dir, 'neighbors.json'), JSON.stringify({ ...record, indexes: { tools: hnsw, state: null, tasks: { kind: 'exact', reason: 'exact is cheaper' } }, evalIndex: null, warnings: [warning] }));
    const approximate = await model(dir);
    expect(approximate.search).toEqual({ indexes: { tools: hnsw, state: null, tasks: { kind: 'exact', reason: 'exact is cheaper' }, evalTasks: null }, warnings: [warning] });
    expect(approximate.headline).toContain(`Search: ${warning}.`);
    expect(await read(dir, 'report.md')).toContain('Search: approximate (HNSW) for tools, exact elsewhere');
    expect(await read(dir, 'report.html')).toContain('Search: approximate (HNSW) for tools, exact elsewhere');
  });

  it('summarises contamination per suite, facet and flag from the artifacts', async () => {
    const m = await model(await fixture());
    const c = m.contamination;
    expect(c.environments).toEqual({ total: 3, byFlag: { exact: 1, 'near-duplicate': 0, related: 1, clean: 1 } });
    expect(c.suites.map((s) => s.suite)).toEqual(['bfcl', 'tau_bench']);
    const [bfcl, tau] = c.suites;
    expect(bfcl).toEqual({
      suite: 'bfcl',
      environments: 1,
      tasks: 1,
      portfolioEnvironments: { exact: 0, 'near-duplicate': 0, related: 1, clean: 2 },
      facets: {
        tools: { items: { exact: 0, 'near-duplicate': 1, related: 1 }, environments: 1 },
        state: { items: { exact: 0, 'near-duplicate': 0, related: 0 }, environments: 0 },
        tasks: { items: { exact: 0, 'near-duplicate': 1, related: 0 }, environments: 1 },
      },
      evalTasks: { exact: 0, 'near-duplicate': 1, related: 0, clean: 0 },
    });
    expect(tau?.portfolioEnvironments).toEqual({ exact: 1, 'near-duplicate': 0, related: 1, clean: 1 });
    expect(tau?.facets.tools).toEqual({ items: { exact: 2, 'near-duplicate': 0, related: 0 }, environments: 1 });
    expect(tau?.evalTasks).toEqual({ exact: 1, 'near-duplicate': 0, related: 0, clean: 2 });
    expect(c.offenders.map((o) => o.env_id)).toEqual([EVIL, 'gen/b']);
    expect(c.drop).toEqual({ at: 'near-duplicate', rule: ['rule one', 'rule two'], environments: [EVIL], tasks: ['gen/b#tasks/t1'], tools: [] });
  });

  it('counts a portfolio task for every suite holding a task it copies, not only for the suite of its best match', async () => {
    // The fixture's tau-bench copy (exact to tau/airline test_0, its best match) is also bfcl's second task's nearest
    // portfolio task, a near-duplicate: as a vendored tau-bench task is of tau2-bench's version of it.
    const dir = await fixture([
      (d) =>
        writeTable(d, tables.evalTasks, [
          ['bfcl/Math#tasks/q1', 'bfcl/Math', 'bfcl', 0.9, 'gen/b#tasks/t1', 'gen/b', 'near-duplicate'],
          ['bfcl/Math#tasks/q2', 'bfcl/Math', 'bfcl', 0.93, `${EVIL}#tasks/t0`, EVIL, 'near-duplicate'],
          ['tau/airline#tasks/test_0', 'tau/airline', 'tau_bench', 1, `${EVIL}#tasks/t0`, EVIL, 'exact'],
          ['tau/airline#tasks/test_1', 'tau/airline', 'tau_bench', 0.4, 'gen/c#tasks/t0', 'gen/c', 'clean'],
        ]),
    ]);
    const [bfcl, tau] = (await model(dir)).contamination.suites;
    expect(bfcl?.facets.tasks).toEqual({ items: { exact: 0, 'near-duplicate': 2, related: 0 }, environments: 2 });
    expect(bfcl?.evalTasks).toEqual({ exact: 0, 'near-duplicate': 2, related: 0, clean: 0 });
    // Counted once per suite, at its strictest flag there; the portfolio-wide counts stay one per task.
    expect(tau?.facets.tasks).toEqual({ items: { exact: 1, 'near-duplicate': 0, related: 0 }, environments: 1 });
  });

  it('carries redundancy, thresholds, seeds and input hashes', async () => {
    const m = await model(await fixture());
    expect(m.redundancy.effectiveEnvironments).toBe(2);
    expect(m.redundancy.nominalEnvironments).toBe(3);
    expect(m.redundancy.clusters.map((c) => c.cluster)).toEqual([1, 2]);
    expect(m.redundancy.nearDuplicates.groups).toEqual([{ group: 1, kept: EVIL, family: 'air|line', cluster: 1, removed: [{ env_id: 'gen/b', similarity_to_kept: 0.9 }] }]);
    expect(m.thresholds.facets.tasks).toEqual({ nearDuplicate: 0.88, related: 0.75 });
    expect(m.seeds).toEqual({ minhash: ['minhash-v1:n=3:perms=128:seed=7', 'minhash-v1:n=5:perms=128:seed=7'], kmeans: 99, stratify: null, subsets: null });
    expect(m.inputs.map((i) => i.sha256[0])).toEqual(['a', 'b', 'c']);
    expect(m.headline[0]).toBe('2 of 3 portfolio environments overlap the suites: 1 exact, 0 near-duplicate, 1 related.');
    expect(m.headline).toContain('Effective environments: 2 of 3 nominal (1 near-duplicate group with copies at a combined score of 0.85 or more); 2 clusters, 1 redundant.');
  });

  it('says "not run" for stages whose artifacts are absent', async () => {
    const dir = await fixture();
    const m = await model(dir);
    expect(m.stages).toMatchObject({ stratify: 'not run', subsets: 'not run', holdout: 'not run' });
    expect([m.strata, m.subsets, m.holdout, m.families]).toEqual([null, null, null, null]);
    expect(m.headline.filter((h) => h.includes('not run'))).toHaveLength(2);
    const md = await read(dir, 'report.md');
    expect(md).toContain('## Strata by similarity\n\nNot run:');
    expect(md).toContain('## Hold-out\n\nNot run:');
    expect(md).toContain('## Nested subsets for the scaling ablation\n\nNot run:');
    const html = await read(dir, 'report.html');
    expect(html.match(/class="notrun"/g)?.length).toBe(6); // strata, subsets, holdout, sizing, novelty, and the cluster map (no environment vectors)
  });

  it('embeds strata, subsets and hold-out advice when their stages have run, without their time fields', async () => {
    const dir = await fixture([writeStrataFixture, writeHoldoutFixture, writeSubsetsFixture]);
    const m = await model(dir);
    expect(m.stages).toMatchObject({ stratify: 'done', subsets: 'done', holdout: 'done' });
    expect(m.headline.some((h) => h.startsWith('Inflation by overlap: results on the most-similar half exceed'))).toBe(true);
    expect(m.headline.at(-1)).toBe('Hold-out advice: holding out calc leaks: 1 training environment is within 0.70 of it');
    expect(m.seeds.stratify).toBe(4242);
    expect(m.strata?.record.comparisons).toHaveLength(1);
    expect(m.strata?.table.map((r) => `${r.side} ${r.stratum}`)).toEqual(['eval 1', 'eval 2', 'portfolio 1', 'portfolio 2']);
    expect(m.families?.map((f) => [f.family, f.related_families])).toEqual([['calc', 0], ['misc', 12]]);
    const json = await read(dir, 'report.json');
    expect(json.match(/generatedAt/g)).toHaveLength(1);
    expect(json).not.toContain('nested time');
    expect(json).not.toContain('"seconds"');
    const html = await read(dir, 'report.html');
    expect(html.match(/<svg/g)?.length).toBe(3); // similarity, strata outcomes, strata ranges (no cluster map without the environment vectors)
    expect(html).toContain('holding out calc leaks');
    // The sizing section: the families of sizing.csv, escaped, the whole portfolio on the same scale.
    expect(html).toContain('<section id="sizing"><details open><summary><h2>Portfolio sizing: what to build next</h2></summary>');
    expect(html).toContain('<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>');
    const md = await read(dir, 'report.md');
    expect(md).toContain('| calc | 1 | 1 | 3.0 | 0.000 | 1 | with 1 other families | below floor |');
    expect(md).toContain('| &lt;script&gt;alert(1)&lt;/script&gt; | 2 | 1 | 2.0 | 0.500 | 0 | none | below floor |');
    expect(md).toMatch(/- Families: 2 below floor \(of 2\)\./);
    expect(md).toContain("Measured scaling: none joined");
    // Anchors and the sorting script find elements by id: every id once.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(5);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe('the sizing section', () => {
  it('shows the per-doubling slope of a joined scaling result beside the sizing scale', async () => {
    const dir = await fixture([writeHoldoutFixture, writeSubsetsFixture]);
    const record = JSON.parse(await read(dir, 'subsets.json')) as Record<string, unknown>;
    await writeFile(join(dir, 'subsets.json'), JSON.stringify({ ...record, scaling: { slope: 0.042, ci_low: 0.037, ci_high: 0.047, intercept: 0.1, standard_error: 0.002, points: [] } }));
    await model(dir);
    expect(await read(dir, 'report.md')).toContain('- Measured scaling (subsets): score gain per doubling of environments 0.042 \\[0.037, 0.047\\].');
  });
});

describe('report.json', () => {
  it('is byte-identical for the same run directory apart from generatedAt', async () => {
    const dir = await fixture([writeStrataFixture, writeHoldoutFixture]);
    await report(dir, {}, at('2026-01-01T00:00:00.000Z'));
    const first = { json: await read(dir, 'report.json'), md: await read(dir, 'report.md'), html: await read(dir, 'report.html') };
    await report(dir, {}, at('2027-06-30T12:00:00.000Z'));
    const second = { json: await read(dir, 'report.json'), md: await read(dir, 'report.md'), html: await read(dir, 'report.html') };
    expect(first.json).not.toBe(second.json);
    const drop = (text: string) => text.replace(/"generatedAt": "[^"]*"/, '');
    expect(drop(second.json)).toBe(drop(first.json));
    expect(second.md).toBe(first.md);
    expect(second.html).toBe(first.html);
    expect(JSON.parse(second.json).generatedAt).toBe('2027-06-30T12:00:00.000Z');
  });

  it('follows its JSON Schema, with and without the optional stages', async () => {
    const schema = JSON.parse(await readFile(join(REPO, 'src/report/report.schema.json'), 'utf8')) as JsonSchema;
    for (const dir of [await fixture(), await fixture([writeStrataFixture, writeHoldoutFixture, writeSubsetsFixture])]) {
      await report(dir, {});
      expect(validate(schema, JSON.parse(await read(dir, 'report.json')))).toEqual([]);
    }
    // The validator itself must catch a wrong document.
    expect(validate(schema, { schemaVersion: 1 }).length).toBeGreaterThan(0);
  });
});

describe('escaping of generator text', () => {
  it('keeps Markdown tables intact and text inert', async () => {
    const dir = await fixture();
    await report(dir, {});
    const md = await read(dir, 'report.md');
    expect(md).not.toMatch(/<script/i);
    expect(md).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(md).toContain('\\[link\\](javascript:alert(1))');
    expect(md).toContain('Book \\| cancel \\*now\\*');
    // Every row of a table has as many cell borders (unescaped pipes) as its header.
    const lines = md.split('\n');
    lines.forEach((line, i) => {
      if (!line.startsWith('|')) return;
      let start = i;
      while (start > 0 && lines[start - 1]?.startsWith('|')) start--;
      const borders = (l: string) => l.replace(/\\\|/g, '').split('|').length;
      expect(borders(line), line).toBe(borders(lines[start] as string));
    });
  });

  it('escapes HTML and allows only the one hashed script', async () => {
    const dir = await fixture([writeStrataFixture, writeHoldoutFixture]);
    await report(dir, {});
    const html = await read(dir, 'report.html');
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    // Links only within the page (the contents, the drop list's evidence), never to a file or the network.
    expect(html).not.toMatch(/\s(src|href)=(?!"#)/i);
    expect(html).not.toMatch(/url\((?!#)/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('errors', () => {
  it('names a missing artifact and the stage that writes it, in one line', async () => {
    const dir = await fixture();
    await rm(join(dir, 'clusters.jsonl'));
    const error = await report(dir, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvsieveError);
    expect((error as EnvsieveError).oneLine()).toBe(`report: ${dir}: no clusters.jsonl in the run directory (run 'envsieve cluster' first)`);
  });

  it('names the file, line and field of a broken artifact', async () => {
    const dir = await fixture();
    const text = await read(dir, 'contamination.jsonl');
    await writeFile(join(dir, 'contamination.jsonl'), text.replace('"score":0.72,', '"score":"high",'));
    const error = (await report(dir, {}).catch((e: unknown) => e)) as EnvsieveError;
    expect(error.oneLine()).toBe(`report: ${join(dir, 'contamination.jsonl')}:2: score: Invalid input: expected number, received string (re-run 'envsieve neighbors')`);
  });

  it('exits 1 from the command line with that line, and 0 with the headline on success', async () => {
    const dir = await fixture();
    const out: string[] = [];
    const err: string[] = [];
    const io = { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t), isTty: false };
    expect(await runCli(['report', dir, '--quiet'], io)).toBe(0);
    expect(out.join('')).toContain('2 of 3 portfolio environments overlap the suites');
    await rm(join(dir, 'neighbors.json'));
    expect(await runCli(['report', dir], io)).toBe(1);
    expect(err.at(-1)).toBe(`envsieve: report: ${dir}: no neighbors.json in the run directory (run 'envsieve neighbors' first)\n`);
  });
});
