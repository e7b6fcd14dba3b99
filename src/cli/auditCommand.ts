// `envsieve audit`: ingest → embed → neighbors → cluster (and the stages after them) in one command, resuming
// from artifacts that are already up to date.
import type { CommandModule } from 'yargs';
import { STAGE_NAMES, type PipelinePlan } from '../runner/index.js';
import { EXIT, type CliIo, type GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { z } from 'zod';
import { readRecord } from '../artifacts/index.js';
import { runPlan } from './pipelineOutput.js';
import { gate, withFailOn } from './failOn.js';
import { limitsOf, withLimitOptions, type LimitArgs } from './limitArgs.js';
import { CLUSTER_OPTIONS } from '../cluster/index.js';
import { EMBED_DEFAULTS, type Flag } from '../core/defaults.js';
import type { OptionSpecs, StageOptions } from '../core/options.js';
import { EMBED_OPTIONS } from '../embed/index.js';
import { HOLDOUT_OPTIONS } from '../holdout/index.js';
import { INGEST_OPTIONS } from '../ingest/index.js';
import { NEIGHBOR_OPTIONS } from '../neighbors/index.js';
import { REPORT_OPTIONS } from '../report/index.js';
import { STRATIFY_OPTIONS, SUBSETS_OPTIONS } from '../stratify/index.js';
import { stageFlagValues, withStageFlags } from './stageFlags.js';
import { applyCalibration, withCalibrationOption, type CalibrationArgs } from './calibrationArgs.js';
import { thresholdsOf, withThresholdOptions, type ThresholdArgs } from './thresholdArgs.js';

interface AuditArgs extends GlobalArgs, ThresholdArgs, LimitArgs, CalibrationArgs {
  portfolio: string[];
  suite: string[];
  baseline: string[];
  tasks: string[];
  results: string[];
  'family-weights'?: string;
  out: string;
  cache?: string;
  seed?: number;
  force: boolean;
  'fail-on'?: Flag;
  'fail-on-leak': boolean;
}

/** Every stage's declared options, in pipeline order, as audit's flags (stageFlags.ts). */
const STAGE_FLAGS: readonly StageOptions[] = [INGEST_OPTIONS, EMBED_OPTIONS, NEIGHBOR_OPTIONS, CLUSTER_OPTIONS, HOLDOUT_OPTIONS, STRATIFY_OPTIONS, SUBSETS_OPTIONS, REPORT_OPTIONS];
const AUDIT = { audit: true };

export function auditCommand(io: CliIo): CommandModule<GlobalArgs, AuditArgs> {
  return {
    command: 'audit',
    describe: 'The whole audit in one command: ingest, embed, neighbors, cluster, holdout, stratify, subsets, report',
    builder: (y) =>
      withHelp(withFailOn(withLimitOptions(withCalibrationOption(withThresholdOptions(
        STAGE_FLAGS.reduce<typeof y>((b, spec) => withStageFlags(b, spec, AUDIT), y
          .option('portfolio', { type: 'string', array: true, demandOption: true, describe: 'Training-side manifests (JSONL or JSON)' })
          .option('suite', { type: 'string', array: true, default: [], describe: 'Evaluation-suite manifests' })
          .option('baseline', { type: 'string', array: true, default: [], describe: 'Manifests of what existed before a new batch' })
          .option('tasks', { type: 'string', array: true, default: [], describe: 'Task files (CSV or JSONL) joined on environment id' })
          .option('results', { type: 'string', array: true, default: [], describe: 'Results CSVs, told apart by columns: task_id with success or n,c; subset,metric,value; subset or n_envs with score' })
          .option('family-weights', { type: 'string', describe: 'A family,weight CSV (the deployment mix) for the coverage view' })
          .option('out', { type: 'string', default: 'reports/audit', describe: 'Run directory for the artifacts' })
          .option('cache', { type: 'string', describe: `Embedding cache directory [default: ${EMBED_DEFAULTS.cacheDir}]` })
          .option('force', { type: 'boolean', default: false, describe: 'Run every stage even when its artifacts are up to date' })
          .option('fail-on-leak', { type: 'boolean', default: false, describe: 'holdout: exit 3 when the hold-out leaks' }))
          // The options of the stages' own commands, under the same names (seeds get the stage's name: --seed is cluster's).
          .conflicts('holdout-fraction', 'holdout-families'),
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
  const flags = <S extends OptionSpecs>(spec: StageOptions<S>) => stageFlagValues(args, spec, AUDIT);
  return {
    name: 'audit',
    outDir: args.out,
    ...(args.cache ? { cacheDir: args.cache } : {}),
    inputs: { portfolio: args.portfolio, suite: args.suite, baseline: args.baseline, tasks: args.tasks, results: args.results, familyWeights: args['family-weights'] ? [args['family-weights']] : [] },
    stages: [...STAGE_NAMES],
    options: {
      ingest: { ...flags(INGEST_OPTIONS), ...(Object.keys(limitsOf(args)).length > 0 ? { limits: limitsOf(args) } : {}) },
      embed: flags(EMBED_OPTIONS),
      neighbors: { ...flags(NEIGHBOR_OPTIONS), thresholds, envThresholds },
      cluster: { ...flags(CLUSTER_OPTIONS), envThresholds },
      holdout: { ...flags(HOLDOUT_OPTIONS), ...(envThresholds.related !== undefined ? { threshold: envThresholds.related } : {}) },
      stratify: flags(STRATIFY_OPTIONS),
      // The subsets' seed is cluster's --seed unless given its own.
      subsets: { ...(args.seed !== undefined ? { seed: args.seed } : {}), ...flags(SUBSETS_OPTIONS) },
      report: flags(REPORT_OPTIONS),
    },
    force: args.force,
  };
}

/** Whether the run's holdout.json says the hold-out leaks (holdout's --fail-on-leak, read back after the run). */
async function holdoutLeaks(runDir: string): Promise<boolean> {
  const record = await readRecord(runDir, 'holdout.json', z.looseObject({ clean: z.boolean() }), { stage: 'holdout' });
  return !record.clean;
}
