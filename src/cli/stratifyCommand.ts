// `envsieve stratify <run dir>` and `envsieve subsets <run dir>`: similarity strata of the portfolio and the
// suites with results joined, and nested subsets for a scaling ablation. Parsing only; the stage does the work.
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { stratify, STRATIFY_OPTIONS, subsets, SUBSETS_OPTIONS, type StratifySummary, type SubsetsSummary } from '../stratify/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { stageFlagValues, withStageFlags } from './stageFlags.js';

interface StratifyArgs extends GlobalArgs {
  run: string;
  results?: string[];
}

interface SubsetsArgs extends GlobalArgs {
  run: string;
  results?: string;
}

export function stratifyCommand(io: CliIo): CommandModule<GlobalArgs, StratifyArgs> {
  return {
    command: 'stratify <run>',
    describe: 'Cut portfolio environments and suite tasks into similarity strata; join results; test for inflation',
    builder: (y) =>
      withHelp(withStageFlags(y.positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by neighbors' }), STRATIFY_OPTIONS)
        .option('results', { type: 'string', array: true, describe: 'Results CSVs: subset,metric,value and/or task_id with success or n,c' }),
      [
        ['$0 stratify reports/run --results data/sample/eval_results.csv', 'strata of the sample with its (illustrative) eval outcomes joined'],
      ],
      { ok: 'stratified (an inflation verdict is a finding, not a failure)', failed: 'neighbors has not run, or a results file cannot be read (file:line column: reason)' },
    ) as never,
    handler: async (args) => {
      const summary = await withRunDir(args.run, 'envsieve stratify', () => stratify(args.run, {
        ...stageFlagValues(args, STRATIFY_OPTIONS),
        ...(args.results ? { results: args.results } : {}),
      }));
      io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describeStratify(summary));
    },
  };
}

export function subsetsCommand(io: CliIo): CommandModule<GlobalArgs, SubsetsArgs> {
  return {
    command: 'subsets <run>',
    describe: 'Nested, cluster-spread subsets of the portfolio for a scaling ablation; score per doubling',
    builder: (y) =>
      withHelp(withStageFlags(y.positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by cluster' }), SUBSETS_OPTIONS)
        .option('results', { type: 'string', describe: 'Scaling results CSV: subset or n_envs, and score' }),
      [
        ['$0 subsets reports/run --fractions 0.25,0.5,1', 'three nested subsets for a scaling ablation'],
      ],
      { ok: 'the manifests are written', failed: 'cluster has not run, or the results file cannot be read' },
    ) as never,
    handler: async (args) => {
      const summary = await withRunDir(args.run, 'envsieve subsets', () => subsets(args.run, {
        ...stageFlagValues(args, SUBSETS_OPTIONS),
        ...(args.results !== undefined ? { results: args.results } : {}),
      }));
      io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describeSubsets(summary));
    },
  };
}

function describeStratify(s: StratifySummary): string {
  const lines = [
    `strata ${s.schemes.join(', ')} of ${s.environments} portfolio environments and ${s.tasks} suite tasks (strata.csv, strata.json; ${s.manifests} manifests in manifests/)`,
    ...(s.results.evalMatched !== null ? [`eval results: ${s.results.evalMatched} tasks matched, ${s.results.evalUnmatched} unmatched`] : []),
    ...(s.results.portfolio !== null ? [`portfolio results: ${s.results.portfolio} rows`] : []),
    ...s.verdicts.map((v) => `- ${v}`),
    `artifacts: ${s.runDir}`,
  ];
  return `${lines.join('\n')}\n`;
}

function describeSubsets(s: SubsetsSummary): string {
  const lines = [
    `nested subsets of ${s.environments} environments: ${s.subsets.map((x) => `${x.n} (${x.manifest})`).join(', ')}`,
    ...s.verdicts.map((v) => `- ${v}`),
    `artifacts: ${s.runDir}/subsets.json`,
  ];
  return `${lines.join('\n')}\n`;
}
