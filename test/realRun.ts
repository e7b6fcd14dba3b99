// The one real-data run (every stage, pipelines/real-data.yaml's options) that the tests needing it share: made
// once per `vitest run`, in a directory named by the vitest process (the parent of every test worker) and removed
// by test/globalSetup.ts at the end. CI starts with an empty embedding cache, so two test files must not each
// make their own: a second caller waits on the run directory's lock and then finds every stage up to date.
//
// It is a slice of the whole set, chosen for CI's time. Embedding the whole set's 38,291 texts from an empty cache
// took 437 s of 2 otherwise idle cores (2026-12-03), half of CI's CPU time, and CI ran 1,022 s against its
// 15-minute budget. Half of those texts' characters are two suites no test checks an answer against (BFCL
// single-turn, ACEBench) and apollo's tasks beyond the first two environments of each of its 24 families. The
// slice keeps every portfolio file and the suites the tests check (tau-bench, tau2-bench, BFCL multi-turn,
// ToolBench, LiveMCPBench, MCPToolBench++). CI ran 1,105 s on the next day: the slice's 19,300 texts took about
// 170 s of two cores, a third of them Apollo's tasks and another quarter Seal-Tools', so Apollo keeps 10 tasks
// of an environment and Seal-Tools one environment in four (SLICES). The whole set stays the benchmarks'
// (`npm run bench -- audit`) and the README's `pipelines/real-data.yaml`.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { EnvsieveError, loadPipelineConfig, runPipeline, type PipelinePlan } from '../src/index.js';
import { REPO } from './helpers.js';
import { realInputsDir, realRunDir } from './realRunDir.js';

/**
 * How long a test that needs the shared run may take: it may be the one making it. From an empty cache on a
 * 2-core AVX2 host (2026-12-02, beside the other test worker) embedding the whole real data took more than 600 s,
 * the limit before, and the run failed CI there; 30 minutes covers a host three times slower than that one.
 */
export const REAL_RUN_TIMEOUT = 1_800_000;

/** Suites of pipelines/real-data.yaml the tests' run leaves out: large, and no test checks an answer in them. */
const SUITES_LEFT_OUT = new Set(['bfcl_single_turn.jsonl', 'acebench_en.jsonl']);

/** Apollo environments kept of each family: `retail_1` and `retail_2`, which the tests name, and so on. */
const APOLLO_PER_FAMILY = 2;

/** Tasks kept of each Apollo environment (it has 40 to 103; they were a third of the texts to embed). */
const APOLLO_TASKS = 10;

/** Seal-Tools environments kept: one in this many (2,276 of one or two tools; a quarter of the texts). */
const SEAL_TOOLS_EVERY = 4;

type Manifest = { id: string; tasks?: unknown[] };

/**
 * How the run cuts a portfolio file: Apollo to the first environments of each family and their first tasks;
 * Seal-Tools to one environment in SEAL_TOOLS_EVERY, which no test names. Null for a file read whole.
 */
const SLICES: Record<string, (env: Manifest, line: number) => Manifest | null> = {
  'apollo_tau_bench.jsonl': (env) => {
    const number = /_(\d+)$/.exec(env.id)?.[1];
    return number !== undefined && Number(number) <= APOLLO_PER_FAMILY ? { ...env, tasks: env.tasks?.slice(0, APOLLO_TASKS) } : null;
  },
  'seal_tools.jsonl': (env, line) => (line % SEAL_TOOLS_EVERY === 0 ? env : null),
};

/** A manifest cut by its SLICES entry, written once per `vitest run`. */
async function slice(source: string, keep: (env: Manifest, line: number) => Manifest | null): Promise<string> {
  const dir = realInputsDir(process.ppid);
  const path = join(dir, basename(source));
  if (existsSync(path)) return path;
  const lines = (await readFile(source, 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line, i) => {
      const kept = keep(JSON.parse(line) as Manifest, i);
      return kept ? [JSON.stringify(kept)] : [];
    });
  await mkdir(dir, { recursive: true });
  // Two workers may write it at once: each writes its own file and renames it over the other's, same bytes.
  const mine = `${path}.${process.pid}`;
  await writeFile(mine, `${lines.join('\n')}\n`);
  await rename(mine, path);
  return path;
}

/** The plan of the shared run: pipelines/real-data.yaml's options on the slice above. */
export async function realTestPlan(): Promise<PipelinePlan> {
  const config = await loadPipelineConfig(join(REPO, 'pipelines/real-data.yaml'));
  const portfolio = await Promise.all(
    config.inputs.portfolio.map((f) => {
      const keep = SLICES[basename(f)];
      return keep ? slice(f, keep) : f;
    }),
  );
  const suite = config.inputs.suite.filter((f) => !SUITES_LEFT_OUT.has(basename(f)));
  return { ...config, name: 'real-data-tests', outDir: realRunDir(process.ppid), cacheDir: join(REPO, '.envsieve/cache'), inputs: { ...config.inputs, portfolio, suite } };
}

export async function sharedRealDataRun(): Promise<string> {
  const plan = await realTestPlan();
  for (;;) {
    try {
      await runPipeline(plan);
      return plan.outDir;
    } catch (error) {
      if (!(error instanceof EnvsieveError && error.code === 'run_locked')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}
