// `envsieve audit`: ingest → embed → neighbors → cluster (and the stages after them) in one command, resuming
// from artifacts that are already up to date.
import type { CommandModule } from 'yargs';
import { STAGE_NAMES, type PipelinePlan } from '../runner/index.js';
import { EXIT, type CliIo, type GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { numberList } from './listArgs.js';
import { runPlan } from './pipelineOutput.js';
import { gate, withFailOn } from './failOn.js';
import { limitsOf, withLimitOptions, type LimitArgs } from './limitArgs.js';
import type { Flag } from '../core/defaults.js';
import { applyCalibration, withCalibrationOption, type CalibrationArgs } from './calibrationArgs.js';
import { thresholdsOf, withThresholdOptions, type ThresholdArgs } from './thresholdArgs.js';

interface AuditArgs extends GlobalArgs, ThresholdArgs, LimitArgs, CalibrationArgs {
  portfolio: string[];
  suite: string[];
  baseline: string[];
  tasks: string[];
  results: string[];
  strata?: string;
  'pass-k'?: string;
  fractions?: string;
  'holdout-fraction'?: number;
  'holdout-families'?: string;
  'family-weights'?: string;
  out: string;
  cache?: string;
  model?: string;
  precision: 'int8' | 'fp32';
  clusters?: number;
  seed?: number;
  exact: boolean;
  strict: boolean;
  force: boolean;
  'fail-on'?: Flag;
  'long-text'?: 'truncate' | 'chunk';
  'allow-remote'?: boolean;
  threads?: number;
  'top-k'?: number;
  'top-envs'?: number;
  'drop-at'?: Flag;
  'drop-tools-at'?: Flag;
  'stratify-seed'?: number;
  bootstrap?: number;
  'min-stratum-tasks'?: number;
  'subsets-seed'?: number;
  'md-rows'?: number;
  'html-rows'?: number;
  'cluster-map'?: boolean;
  'fail-on-leak': boolean;
}

export function auditCommand(io: CliIo): CommandModule<GlobalArgs, AuditArgs> {
  return {
    command: 'audit',
    describe: 'The whole audit in one command: ingest, embed, neighbors, cluster, holdout, stratify, subsets, report',
    builder: (y) =>
      withHelp(withFailOn(withLimitOptions(withCalibrationOption(withThresholdOptions(
        y
          .option('portfolio', { type: 'string', array: true, demandOption: true, describe: 'Training-side manifests (JSONL or JSON)' })
          .option('suite', { type: 'string', array: true, default: [], describe: 'Evaluation-suite manifests' })
          .option('baseline', { type: 'string', array: true, default: [], describe: 'Manifests of what existed before a new batch' })
          .option('tasks', { type: 'string', array: true, default: [], describe: 'Task files (CSV or JSONL) joined on environment id' })
          .option('results', { type: 'string', array: true, default: [], describe: 'Results CSVs, told apart by columns: task_id with success or n,c; subset,metric,value; subset or n_envs with score' })
          .option('strata', { type: 'string', describe: 'Strata per scheme, comma-separated [default: 2,4,10]' })
          .option('pass-k', { type: 'string', describe: 'k for pass^k, comma-separated [default: 1,2,4,8]' })
          .option('fractions', { type: 'string', describe: 'Nested subset fractions, comma-separated [default: 0.125,0.25,0.5,1]' })
          .option('holdout-fraction', { type: 'number', describe: 'Recommend families holding about this share of environments to hold out [default: 0.2]' })
          .option('holdout-families', { type: 'string', describe: 'Check this comma-separated hold-out instead of recommending one' })
          .option('family-weights', { type: 'string', describe: 'A family,weight CSV (the deployment mix) for the coverage view' })
          .conflicts('holdout-fraction', 'holdout-families')
          .option('out', { type: 'string', default: 'reports/audit', describe: 'Run directory for the artifacts' })
          .option('cache', { type: 'string', describe: 'Embedding cache directory [default: .envsieve/cache]' })
          .option('model', { type: 'string', describe: 'A transformers.js model directory [default: the built all-MiniLM-L6-v2]' })
          .option('precision', { choices: ['int8', 'fp32'] as const, default: 'int8' as const, describe: 'Which graph of the model to run' })
          .option('clusters', { type: 'number', describe: 'Number of k-means clusters [default: chosen by silhouette]' })
          .option('seed', { type: 'number', describe: 'Clustering and sampling seed [default: 20261201]' })
          .option('exact', { type: 'boolean', default: false, describe: 'Exact search at every size (without it, HNSW only beyond the measured cross-over, about 150,000 items a side)' })
          .option('strict', { type: 'boolean', default: false, describe: 'Stop on the first rejected record' })
          .option('force', { type: 'boolean', default: false, describe: 'Run every stage even when its artifacts are up to date' })
          // The options of the stages' own commands, under the same names (seeds get the stage's name: --seed is cluster's).
          .option('long-text', { choices: ['truncate', 'chunk'] as const, describe: 'embed: texts over the token limit: cut, or embed every window and average [default: truncate]' })
          .option('allow-remote', { type: 'boolean', describe: 'embed: let --model name a Hugging Face hub model and download it' })
          .option('threads', { type: 'number', describe: 'embed: inference threads [default: all cores]' })
          .option('top-k', { type: 'number', describe: 'neighbors: suite items kept per portfolio item [default: 10]' })
          .option('top-envs', { type: 'number', describe: 'neighbors: suite environments listed per portfolio environment [default: 5]' })
          .option('drop-at', { choices: ['exact', 'near-duplicate', 'related'] as const, describe: 'neighbors: flag from which decontaminate.txt lists ids [default: near-duplicate]' })
          .option('drop-tools-at', { choices: ['exact', 'near-duplicate', 'related'] as const, describe: 'neighbors: flag from which tools of environments that stay are listed, never below --drop-at [default: exact]' })
          .option('stratify-seed', { type: 'number', describe: 'stratify: bootstrap seed [default: 20261202]' })
          .option('bootstrap', { type: 'number', describe: 'stratify: bootstrap replicates per stratum [default: 1000]' })
          .option('min-stratum-tasks', { type: 'number', describe: 'stratify: fewest tasks with results a compared stratum needs for a verdict [default: 10]' })
          .option('subsets-seed', { type: 'number', describe: 'subsets: sampling seed [default: --seed, else 20261203]' })
          .option('md-rows', { type: 'number', describe: 'report: rows per table in report.md [default: 20]' })
          .option('html-rows', { type: 'number', describe: 'report: rows per table in report.html [default: 500]' })
          .option('cluster-map', { type: 'boolean', describe: 'report: draw the cluster map (--no-cluster-map leaves it out) [default: true]' })
          .option('fail-on-leak', { type: 'boolean', default: false, describe: 'holdout: exit 3 when the hold-out leaks' }),
      )))),
      [
        ['$0 audit --portfolio data/sample/portfolio.jsonl --suite data/sample/suite.jsonl --tasks data/sample/tasks.csv --out reports/audit', 'every stage on the sample, into reports/audit'],
        ['$0 audit --portfolio train.jsonl --suite evals/*.jsonl --fail-on near-duplicate', 'a CI gate: exit 3 when the portfolio holds a near-duplicate or a copy of a suite environment or task'],
      ],
      { ok: 'the audit ran (rejected records, if any, are in rejected.jsonl; what it found is in the report)', failed: 'it failed: a missing or unreadable input, a reject under --strict, a results file of no known kind, a run directory in use', gate: '--fail-on found a portfolio environment or task flagged at that level, or --fail-on-leak a leaking hold-out' },
    ) as never,
    handler: async (args) => {
      const plan = toPlan(args);
      await runPlan({ ...plan, options: { ...plan.options, neighbors: await applyCalibration(args.calibration, plan.options.neighbors ?? {}) } }, args, io);
      await gate(args.out, args['fail-on'], io);
      if (args['fail-on-leak'] && (await holdoutLeaks(args.out))) process.exitCode = EXIT.leak;
    },
  };
}

function toPlan(args: AuditArgs): PipelinePlan {
  const { thresholds, envThresholds } = thresholdsOf(args);
  return {
    name: 'audit',
    outDir: args.out,
    ...(args.cache ? { cacheDir: args.cache } : {}),
    inputs: { portfolio: args.portfolio, suite: args.suite, baseline: args.baseline, tasks: args.tasks, results: args.results, familyWeights: args['family-weights'] ? [args['family-weights']] : [] },
    stages: [...STAGE_NAMES],
    options: {
      ingest: { strict: args.strict, ...(Object.keys(limitsOf(args)).length > 0 ? { limits: limitsOf(args) } : {}) },
      embed: {
        precision: args.precision,
        ...(args.model ? { modelDir: args.model } : {}),
        // Only options given go into the plan: a default spelled out would change the stage's key for nothing.
        ...(args['long-text'] ? { longText: args['long-text'] } : {}),
        ...(args['allow-remote'] ? { allowRemote: true } : {}),
        ...(args.threads !== undefined ? { threads: args.threads } : {}),
      },
      neighbors: {
        exact: args.exact,
        thresholds,
        envThresholds,
        ...(args['top-k'] !== undefined ? { topK: args['top-k'] } : {}),
        ...(args['top-envs'] !== undefined ? { topEnvs: args['top-envs'] } : {}),
        ...(args['drop-at'] ? { dropAt: args['drop-at'] } : {}),
        ...(args['drop-tools-at'] ? { dropToolsAt: args['drop-tools-at'] } : {}),
      },
      cluster: { exact: args.exact, envThresholds, ...(args.clusters !== undefined ? { clusters: args.clusters } : {}), ...(args.seed !== undefined ? { seed: args.seed } : {}) },
      holdout: {
        ...(args['holdout-fraction'] !== undefined ? { fraction: args['holdout-fraction'] } : {}),
        ...(args['holdout-families'] !== undefined ? { families: args['holdout-families'].split(',').map((f) => f.trim()) } : {}),
        ...(envThresholds.related !== undefined ? { threshold: envThresholds.related } : {}),
      },
      stratify: {
        ...(args.strata !== undefined ? { strata: numberList('strata', args.strata) } : {}),
        ...(args['pass-k'] !== undefined ? { passK: numberList('pass-k', args['pass-k']) } : {}),
        ...(args['stratify-seed'] !== undefined ? { seed: args['stratify-seed'] } : {}),
        ...(args.bootstrap !== undefined ? { bootstrap: args.bootstrap } : {}),
        ...(args['min-stratum-tasks'] !== undefined ? { minStratumTasks: args['min-stratum-tasks'] } : {}),
      },
      subsets: {
        ...(args.fractions !== undefined ? { fractions: numberList('fractions', args.fractions) } : {}),
        ...((args['subsets-seed'] ?? args.seed) !== undefined ? { seed: (args['subsets-seed'] ?? args.seed) as number } : {}),
      },
      report: {
        ...(args['md-rows'] !== undefined ? { markdownRows: args['md-rows'] } : {}),
        ...(args['html-rows'] !== undefined ? { htmlRows: args['html-rows'] } : {}),
        ...(args['cluster-map'] === false ? { clusterMap: false } : {}),
      },
    },
    force: args.force,
  };
}

/** Whether the run's holdout.json says the hold-out leaks (holdout's --fail-on-leak, read back after the run). */
async function holdoutLeaks(runDir: string): Promise<boolean> {
  const record = JSON.parse(await readFile(join(runDir, 'holdout.json'), 'utf8')) as { clean?: boolean };
  return record.clean === false;
}
