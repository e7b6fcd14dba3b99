// `envsieve audit`: ingest → embed → neighbors → cluster (and the stages after them) in one command, resuming
// from artifacts that are already up to date.
import type { CommandModule } from 'yargs';
import { STAGE_NAMES, type PipelinePlan } from '../runner/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { numberList } from './listArgs.js';
import { runPlan } from './pipelineOutput.js';
import { applyCalibration, withCalibrationOption, type CalibrationArgs } from './calibrationArgs.js';
import { thresholdsOf, withThresholdOptions, type ThresholdArgs } from './thresholdArgs.js';

interface AuditArgs extends GlobalArgs, ThresholdArgs, CalibrationArgs {
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
}

export function auditCommand(io: CliIo): CommandModule<GlobalArgs, AuditArgs> {
  return {
    command: 'audit',
    describe: 'The whole audit in one command: ingest, embed, neighbors, cluster, holdout, stratify, subsets, report',
    builder: (y) =>
      withCalibrationOption(withThresholdOptions(
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
          .option('exact', { type: 'boolean', default: false, describe: 'Exact search everywhere instead of HNSW' })
          .option('strict', { type: 'boolean', default: false, describe: 'Stop on the first rejected record' })
          .option('force', { type: 'boolean', default: false, describe: 'Run every stage even when its artifacts are up to date' }),
      )) as never,
    handler: async (args) => {
      const plan = toPlan(args);
      await runPlan({ ...plan, options: { ...plan.options, neighbors: await applyCalibration(args.calibration, plan.options.neighbors ?? {}) } }, args, io);
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
      ingest: { strict: args.strict },
      embed: { precision: args.precision, ...(args.model ? { modelDir: args.model } : {}) },
      neighbors: { exact: args.exact, thresholds, envThresholds },
      cluster: { exact: args.exact, envThresholds, ...(args.clusters !== undefined ? { clusters: args.clusters } : {}), ...(args.seed !== undefined ? { seed: args.seed } : {}) },
      holdout: {
        ...(args['holdout-fraction'] !== undefined ? { fraction: args['holdout-fraction'] } : {}),
        ...(args['holdout-families'] !== undefined ? { families: args['holdout-families'].split(',').map((f) => f.trim()) } : {}),
        ...(envThresholds.related !== undefined ? { threshold: envThresholds.related } : {}),
      },
      stratify: { ...(args.strata !== undefined ? { strata: numberList('strata', args.strata) } : {}), ...(args['pass-k'] !== undefined ? { passK: numberList('pass-k', args['pass-k']) } : {}) },
      subsets: { ...(args.fractions !== undefined ? { fractions: numberList('fractions', args.fractions) } : {}), ...(args.seed !== undefined ? { seed: args.seed } : {}) },
    },
    force: args.force,
  };
}
