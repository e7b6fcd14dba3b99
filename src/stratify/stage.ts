// The stratify stage: portfolio environments (by contamination score) and suite tasks (by max similarity to
// the portfolio) cut into quantile strata; manifests for ablation runs; with results files, per-stratum
// outcomes, intervals, trends and the inflation verdicts. Writes strata.csv, strata.json and manifests/q*.txt.
import { join } from 'node:path';
import { artifactsOf } from '../artifacts/index.js';
import type { StageContext } from '../core/context.js';
import { STRATIFY_DEFAULTS } from '../core/defaults.js';
import { EnvsieveError } from '../core/errors.js';
import { writeJsonAtomic } from '../core/io.js';
import { cleanPart } from './cleanPart.js';
import { analyseEval, type EvalAnalysis, type EvalTask } from './evalSide.js';
import { writeManifests } from './manifests.js';
import { analysePortfolio, type PortfolioAnalysis } from './portfolioSide.js';
import { KIND_HELP, readResultsTable, resultsKind, subsetResults, taskResults, type ResultsTable, type SubsetResult, type TaskResult } from './results.js';
import { readContamination, readEvalTasks } from './runArtifacts.js';
import { portfolioManifests, strataJson, strataRows, writeStrataCsv } from './outputs.js';
import type { OptionValues } from '../core/options.js';
import type { STRATIFY_OPTIONS } from './options.js';

/** The declared options (options.ts), and the results files: per-subset ablation and/or per-task eval outcomes, told apart by their columns. */
export type StratifyOptions = OptionValues<typeof STRATIFY_OPTIONS.options> & { results?: string[] };

export interface StratifySummary {
  runDir: string;
  environments: number;
  tasks: number;
  schemes: string[];
  manifests: number;
  results: { portfolio: number | null; evalMatched: number | null; evalUnmatched: number | null };
  verdicts: string[];
}

export const STRATIFY_ARTIFACTS: readonly string[] = artifactsOf('stratify');
const STAGE = 'stratify';

export interface ResolvedStratify {
  schemes: number[];
  passK: number[];
  seed: number;
  bootstrap: number;
  results: string[];
  minStratumTasks: number;
  permutations: number;
}

const invalid = (message: string) => new EnvsieveError('invalid_option', message, { stage: STAGE });

function wholeList(name: string, values: number[], least: number, most: number): number[] {
  if (values.length === 0) throw invalid(`${name} needs at least one value`);
  for (const v of values) if (!Number.isInteger(v) || v < least || v > most) throw invalid(`${name} values must be whole numbers from ${least} to ${most} (got ${v})`);
  return [...new Set(values)].sort((a, b) => a - b);
}

function minTasks(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw invalid(`min-stratum-tasks must be a whole number from 1 (got ${n})`);
  return n;
}

export function resolveStratifyOptions(options: StratifyOptions): ResolvedStratify {
  const d = STRATIFY_DEFAULTS;
  const seed = options.seed ?? d.seed;
  if (!Number.isInteger(seed) || seed < 1 || seed > 0xffffffff) throw invalid(`seed must be a whole number from 1 to 2^32 - 1 (got ${seed})`);
  const bootstrap = options.bootstrap ?? d.bootstrap;
  // Fewer than 100 replicates leave the 2.5% tail resting on two or three values.
  if (!Number.isInteger(bootstrap) || bootstrap < 100 || bootstrap > 1_000_000) throw invalid(`bootstrap must be a whole number from 100 to 1000000 (got ${bootstrap})`);
  return {
    schemes: wholeList('strata', options.strata ?? [...d.strata], 2, 1000),
    passK: wholeList('pass-k', options.passK ?? [...d.passK], 1, 1000),
    seed,
    bootstrap,
    results: options.results ?? [],
    minStratumTasks: minTasks(options.minStratumTasks ?? d.minStratumTasks),
    permutations: d.permutations,
  };
}

export interface LoadedResults {
  portfolio: { table: ResultsTable; rows: SubsetResult[] } | null;
  eval: { table: ResultsTable; kind: 'success' | 'trials'; rows: TaskResult[] } | null;
}

/** Reads and validates every results file before any artifact is written; one file per side. */
async function loadResults(files: string[]): Promise<LoadedResults> {
  const loaded: LoadedResults = { portfolio: null, eval: null };
  for (const file of files) {
    const table = await readResultsTable(file, STAGE);
    const kind = resultsKind(table);
    if (kind === null || kind === 'scaling') {
      const hint = kind === 'scaling' ? ' (this is a scaling ablation file: give it to `envsieve subsets --results`)' : '';
      throw new EnvsieveError('input_unreadable', `cannot tell what the results are from the header${hint}; expected ${KIND_HELP}`, { stage: STAGE, place: { file, line: 1 } });
    }
    const side = kind === 'portfolio' ? 'portfolio' : 'eval';
    if (loaded[side]) throw invalid(`two ${side} results files (${loaded[side].table.file} and ${file}): give one per side`);
    if (kind === 'portfolio') loaded.portfolio = { table, rows: subsetResults(table, STAGE) };
    else loaded.eval = { table, kind, rows: taskResults(table, kind, STAGE) };
  }
  return loaded;
}

export async function stratify(runDir: string, options: StratifyOptions = {}, ctx: StageContext = {}): Promise<StratifySummary> {
  const o = resolveStratifyOptions(options);
  const envs = await readContamination(runDir, STAGE);
  if (envs.length === 0) throw new EnvsieveError('artifact_missing', 'contamination.jsonl lists no portfolio environments to stratify', { stage: STAGE, place: { file: join(runDir, 'contamination.jsonl') } });
  const suiteTasks = await readEvalTasks(runDir, STAGE);
  const results = await loadResults(o.results);
  ctx.log?.(`stratifying ${envs.length} portfolio environments and ${suiteTasks.length} suite tasks into ${o.schemes.map((n) => `q${n}`).join(', ')}`);

  const outcomes = new Map((results.eval?.rows ?? []).map((r) => [r.taskId, r]));
  const evalTasks: EvalTask[] = suiteTasks.map((t) => {
    const r = outcomes.get(t.id);
    return { ...t, outcome: r ? { n: r.n, c: r.c } : null };
  });
  const known = new Set(suiteTasks.map((t) => t.id));
  const unmatched = (results.eval?.rows ?? []).filter((r) => !known.has(r.taskId)).map((r) => r.taskId);

  const portfolio: PortfolioAnalysis = analysePortfolio(envs, o.schemes, results.portfolio?.rows ?? null);
  const evalSide: EvalAnalysis = analyseEval(evalTasks, results.eval !== null, o);

  await writeManifests(runDir, portfolioManifests(portfolio), 'strata.json');
  await writeStrataCsv(runDir, strataRows(portfolio, evalSide));
  const clean = results.eval ? cleanPart(evalTasks, o) : null;
  const report = strataJson({ o, portfolio, evalSide, clean, envs: envs.length, tasks: suiteTasks.length, results, unmatched });
  await writeJsonAtomic(join(runDir, 'strata.json'), report);
  return {
    runDir,
    environments: envs.length,
    tasks: suiteTasks.length,
    schemes: o.schemes.map((n) => `q${n}`),
    manifests: portfolio.strata.length,
    results: {
      portfolio: results.portfolio ? results.portfolio.rows.length : null,
      evalMatched: results.eval ? results.eval.rows.length - unmatched.length : null,
      evalUnmatched: results.eval ? unmatched.length : null,
    },
    verdicts: report.verdicts,
  };
}

