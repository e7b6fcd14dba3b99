// A small hand-made run directory for the report tests: every artifact of ingest, embed, neighbors and
// cluster in the shapes those stages write, with hostile generator text (a script tag, pipes, a formula, line
// breaks) in ids and task texts; and optional stratify / subsets / holdout artifacts in the shapes their
// stages promise, written only when asked.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tables, writeTable, type Table } from '../src/artifacts/index.js';
import type { Cell } from '../src/core/csv.js';

export const EVIL = '<script>alert(1)</script>';
export const PIPE_TEXT = 'Book | cancel *now* [link](javascript:alert(1)) `x` ~~y~~ _z_\nsecond line';

const hex = (c: string) => c.repeat(64);

const json = (dir: string, name: string, value: unknown) => writeFile(join(dir, name), `${JSON.stringify(value, null, 2)}\n`);
/**
 * A table as its stage writes it (rows and CSV render), from rows of the named columns; a column the fixture
 * leaves out gets the value a stage writes for "nothing": null where the column allows it, else 0, '' or false.
 */
async function csv(dir: string, table: Table, header: string[], rows: Cell[][]): Promise<void> {
  const blank = (name: string): Cell => {
    const kind = table.columns[name]?.kind ?? '';
    return kind.endsWith('or null') ? null : kind === 'number' ? 0 : kind === 'boolean' ? false : '';
  };
  await writeTable(dir, table, rows.map((row) => Object.keys(table.columns).map((name) => (header.includes(name) ? (row[header.indexOf(name)] ?? null) : blank(name)))));
}
const flags = (exact: number, near: number, related: number, clean: number) => ({ exact, 'near-duplicate': near, related, clean });
const run = { generatedAt: '2026-01-01T00:00:00.000Z', seconds: 1.5 };

/** Writes the required artifacts into `dir` (created); 3 portfolio environments, suites tau_bench and bfcl. */
export async function writeCoreFixture(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await json(dir, 'ingest.json', {
    schemaVersion: 1,
    stage: 'ingest',
    inputs: [
      { file: 'in/portfolio.jsonl', side: 'portfolio', kind: 'manifest', format: 'jsonl', bytes: 100, sha256: hex('a'), records: 3, accepted: 3, rejected: 0 },
      { file: 'in/tau_bench.jsonl', side: 'suite', kind: 'manifest', format: 'jsonl', bytes: 200, sha256: hex('b'), records: 2, accepted: 2, rejected: 0 },
      { file: 'in/bfcl.jsonl.gz', side: 'suite', kind: 'manifest', format: 'jsonl', bytes: 300, sha256: hex('c'), records: 1, accepted: 1, rejected: 0 },
    ],
    sides: {
      portfolio: { files: 1, environments: 3, items: { tools: 6, state: 2, tasks: 4 } },
      suite: { files: 2, environments: 3, items: { tools: 5, state: 2, tasks: 4 } },
      baseline: { files: 0, environments: 0, items: { tools: 0, state: 0, tasks: 0 } },
    },
    rejects: { total: 0, byCode: {} },
    warnings: { total: 0, byCode: {}, examples: [] },
    run,
  });
  await json(dir, 'embed.json', {
    schemaVersion: 1,
    stage: 'embed',
    model: { dir: '/m/all-MiniLM-L6-v2', precision: 'int8', fingerprint: 'f00d', dim: 384, maxTokens: 256, pooling: 'mean', normalize: true, longText: 'truncate' },
    cache: join(dir, 'no-cache-here'),
    items: { tools: 11, state: 4, tasks: 8 },
    uniqueTexts: 20,
    truncated: { tools: 0, state: 0, tasks: 0 },
    signatures: { tools: 'minhash-v1:n=3:perms=128:seed=7', state: 'minhash-v1:n=3:perms=128:seed=7', tasks: 'minhash-v1:n=5:perms=128:seed=7' },
    run,
  });
  const t = (nearDuplicate: number, related: number) => ({ nearDuplicate, related });
  await json(dir, 'neighbors.json', {
    schemaVersion: 1,
    stage: 'neighbors',
    options: { topK: 10, topEnvs: 5, exact: false, thresholds: { tools: t(0.85, 0.7), state: t(0.88, 0.75), tasks: t(0.88, 0.75) }, envThresholds: t(0.85, 0.7), weights: { tools: 0.4, state: 0.2, tasks: 0.4 }, tieMargin: 0.02, minShapeSize: 3, lexicalCopy: 0.5, dropAt: 'near-duplicate' },
    environments: flags(1, 0, 1, 1),
    items: { tools: flags(2, 1, 1, 2), state: flags(1, 0, 0, 1), tasks: flags(1, 1, 0, 2) },
    evalTasks: flags(1, 1, 0, 2),
    decontaminate: { envs: 1, tasks: 1 },
    rule: ['rule line'],
    run,
  });
  const contamination = ['env_id', 'family', 'score', 'tools', 'state', 'tasks', 'flag', 'nearest_suite_env', 'nearest_suite', 'exact_tools', 'renamed_tools', 'near_dup_tasks', 'exact_tasks', 'tools_fwd', 'state_fwd', 'tasks_fwd', 'tools_rev', 'state_rev', 'tasks_rev'];
  await csv(dir, tables.contamination, contamination, [
    [EVIL, 'air|line', 1, 1, 1, 1, 'exact', 'tau/airline', 'tau_bench', 2, 0, 1, 1, 1, 1, 1, 1, 1, 1],
    ['gen/b', 'calc', 0.72, 0.8, null, 0.6, 'related', 'bfcl/Math', 'bfcl', 0, 1, 1, 0, 0.8, null, 0.6, 0.8, null, 0.6],
    ['gen/c', 'misc', 0.3, 0.3, 0.2, 0.35, 'clean', 'tau/airline', 'tau_bench', 0, 0, 0, 0, 0.3, 0.2, 0.35, 0.3, 0.2, 0.35],
  ]);
  await csv(dir, tables.envPairs, ['portfolio_env', 'suite_env', 'suite', 'score', 'tools', 'state', 'tasks', 'exact_tools', 'renamed_tools', 'near_dup_tasks', 'flag'], [
    [EVIL, 'tau/airline', 'tau_bench', 1, 1, 1, 1, 2, 0, 1, 'exact'],
    [EVIL, 'bfcl/Math', 'bfcl', 0.4, 0.4, null, 0.4, 0, 0, 0, 'clean'],
    ['gen/b', 'bfcl/Math', 'bfcl', 0.72, 0.8, null, 0.6, 0, 1, 1, 'related'],
    ['gen/b', 'tau/retail', 'tau_bench', 0.71, 0.7, null, 0.7, 0, 0, 0, 'related'],
    ['gen/c', 'tau/airline', 'tau_bench', 0.3, 0.3, 0.2, 0.35, 0, 0, 0, 'clean'],
  ]);
  await csv(dir, tables.taskMatches, ['task_id', 'env_id', 'suite_task_id', 'suite_env_id', 'suite', 'cosine', 'ngram_overlap', 'jaccard', 'flag', 'task_text', 'suite_task_text'], [
    [`${EVIL}#tasks/t0`, EVIL, 'tau/airline#tasks/test_0', 'tau/airline', 'tau_bench', 1, 1, 1, 'exact', EVIL, EVIL],
    ['gen/b#tasks/t1', 'gen/b', 'bfcl/Math#tasks/q1', 'bfcl/Math', 'bfcl', 0.9, 0.2, 0.1, 'near-duplicate', PIPE_TEXT, '=HYPERLINK("http://x")'],
  ]);
  await csv(dir, tables.itemMatches, ['item_id', 'env_id', 'facet', 'suite_item_id', 'suite_env_id', 'suite', 'cosine', 'renamed', 'flag'], [
    [`${EVIL}#tools/a`, EVIL, 'tools', 'tau/airline#tools/a', 'tau/airline', 'tau_bench', 1, false, 'exact'],
    [`${EVIL}#tools/b`, EVIL, 'tools', 'tau/airline#tools/b', 'tau/airline', 'tau_bench', 1, false, 'exact'],
    [`${EVIL}#state/users`, EVIL, 'state', 'tau/airline#state/users', 'tau/airline', 'tau_bench', 1, false, 'exact'],
    ['gen/b#tools/Add', 'gen/b', 'tools', 'bfcl/Math#tools/add', 'bfcl/Math', 'bfcl', 0.86, true, 'near-duplicate'],
    ['gen/b#tools/Mul', 'gen/b', 'tools', 'bfcl/Math#tools/mul', 'bfcl/Math', 'bfcl', 0.72, false, 'related'],
  ]);
  await csv(dir, tables.evalTasks, ['suite_task_id', 'suite_env_id', 'suite', 'max_similarity', 'nearest_portfolio_task', 'nearest_portfolio_env', 'flag'], [
    ['bfcl/Math#tasks/q1', 'bfcl/Math', 'bfcl', 0.9, 'gen/b#tasks/t1', 'gen/b', 'near-duplicate'],
    ['tau/airline#tasks/test_0', 'tau/airline', 'tau_bench', 1, `${EVIL}#tasks/t0`, EVIL, 'exact'],
    ['tau/airline#tasks/test_1', 'tau/airline', 'tau_bench', 0.4, 'gen/c#tasks/t0', 'gen/c', 'clean'],
    ['tau/retail#tasks/test_0', 'tau/retail', 'tau_bench', 0.5, 'gen/c#tasks/t1', 'gen/c', 'clean'],
  ]);
  await writeFile(join(dir, 'decontaminate.txt'), `# rule one\n# rule two\n${EVIL}\ngen/b#tasks/t1\n`);
  await json(dir, 'redundancy.json', {
    schemaVersion: 1,
    stage: 'cluster',
    effective_environments: 2,
    nominal_environments: 3,
    baseline_environments: 0,
    k: 2,
    seed: 99,
    kmeans: { requested_k: null, chosen_k: 2, criterion: 'automatic', silhouettes: [], method: 'direct', fitted_on: 3, iterations: 2, max_iterations: 100, initialization: 'kmeans++', seed: 99 },
    near_duplicates: { threshold: 0.85, pairs: 1, groups_with_copies: 1, candidate_pairs: 3, index: { kind: 'exact', reason: 'small' }, rule: {} },
    tool_copies: { tools: 6, distinct: 5, copiedAcrossEnvironments: 2, sameSignatureAcrossEnvironments: 0 },
    redundant_clusters: 1,
    share_in_largest_clusters: { top1: 0.6667, top5: 1, top10: 1 },
    novelty: null,
    weights: { tools: 0.4, state: 0.2, tasks: 0.4 },
    run,
  });
  await csv(dir, tables.clusters, ['cluster', 'size', 'families', 'intra_similarity', 'near_dup_pairs', 'redundant', 'representative', 'portfolio', 'baseline', 'effective'], [
    [2, 1, 'misc:1', null, 0, false, 'gen/c', 1, 0, 1],
    [1, 2, `air|line:1; calc:1`, 0.9, 1, true, EVIL, 2, 0, 1],
  ]);
  await csv(dir, tables.nearDuplicates, ['group', 'env_id', 'kept', 'similarity_to_kept', 'family', 'cluster'], [
    [1, EVIL, true, 1, 'air|line', 1],
    [1, 'gen/b', false, 0.9, 'calc', 1],
    [2, 'gen/c', true, 1, 'misc', 2],
  ]);
}

/** strata.json and strata.csv as the stratify stage writes them, with results on the eval side. */
export async function writeStrataFixture(dir: string): Promise<void> {
  const header = ['side', 'scheme', 'stratum', 'n', 'similarity_min', 'similarity_max', 'metric', 'value', 'ci_low', 'ci_high'];
  await csv(dir, tables.strata, header, [
    ['eval', 'q2', 2, 2, 0.9, 1, 'success', 0.8, 0.7, 0.9],
    ['eval', 'q2', 1, 2, 0.4, 0.5, 'success', 0.5, 0.4, 0.6],
    ['portfolio', 'q2', 1, 2, 0.3, 0.72, '', null, null, null],
    ['portfolio', 'q2', 2, 1, 1, 1, '', null, null, null],
  ]);
  await json(dir, 'strata.json', {
    schemaVersion: 1,
    stage: 'stratify',
    seed: 4242,
    bootstrap: 1000,
    schemes: ['q2'],
    passK: [1, 2],
    portfolio: { environments: 3, strata: [{ scheme: 'q2', stratum: 1, n: 2, similarity_min: 0.3, similarity_max: 0.72, manifest: 'manifests/q2-1.txt' }] },
    eval: { tasks: 4, strata: [] },
    results: { portfolio: null, eval: { generatedAt: 'nested time that must not reach report.json' } },
    trends: [{ side: 'eval', metric: 'success', spearman_rho: 0.8, p_value: 0.01, n: 4 }],
    comparisons: [{ side: 'eval', scheme: 'q2', metric: 'success', most_similar: 0.8, least_similar: 0.5, difference: 0.3, ci_low: 0.1, ci_high: 0.5, inflated: true }],
    verdicts: [`results on the most-similar half exceed the least-similar by 0.30 [0.10, 0.50]: likely inflated by overlap ${EVIL}`],
    run,
  });
}

export async function writeHoldoutFixture(dir: string): Promise<void> {
  await json(dir, 'holdout.json', {
    schemaVersion: 1,
    stage: 'holdout',
    mode: 'check',
    threshold: 0.7,
    fraction: null,
    families: ['calc'],
    heldout_environments: 1,
    training_environments: 2,
    leaks: [{ heldout_env: 'gen/b', heldout_family: 'calc', train_env: EVIL, train_family: 'air|line', score: 0.9, tools: 0.9, state: null, tasks: 0.9 }],
    clean: false,
    rule: 'a held-out environment leaks when a training environment scores 0.7 or more against it',
    coverage: null,
    verdict: 'holding out calc leaks: 1 training environment is within 0.70 of it',
    run,
  });
  await csv(dir, tables.families, ['family', 'environments', 'nearest_family', 'nearest_family_similarity', 'suite_similarity', 'related_families'], [
    ['misc', 1, 'calc', 0.3, 0.35, 12],
    ['calc', 1, 'air|line', 0.9, 0.72, 0],
  ]);
  await csv(dir, tables.sizing, ['family', 'environments', 'effective', 'tasks', 'tasks_per_environment', 'redundancy', 'suite_overlap', 'clean_holdout', 'holdout_with_families', 'stage', 'buy_next'], [
    ['calc', 1, 1, 3, 3, 0, 1, true, 1, 'below floor', 'more distinct environments'],
    [EVIL, 2, 1, 4, 2, 0.5, 0, false, null, 'below floor', 'more distinct environments'],
  ]);
}

export async function writeSubsetsFixture(dir: string): Promise<void> {
  await json(dir, 'subsets.json', {
    schemaVersion: 1,
    stage: 'subsets',
    seed: 777,
    fractions: [0.5, 1],
    subsets: [
      { fraction: 0.5, n: 2, manifest: 'manifests/subset-0.5.txt' },
      { fraction: 1, n: 3, manifest: 'manifests/subset-1.txt' },
    ],
    scaling: null,
    verdicts: ['no scaling results joined'],
    run,
  });
}
