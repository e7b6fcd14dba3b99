// `envsieve cluster <run dir>`: redundancy of the portfolio — clusters, near-duplicate groups, effective
// environments, and with a baseline the novelty of the batch.
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { cluster, type ClusterOptions, type ClusterSummary } from '../cluster/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { progressOutput } from './progress.js';

interface ClusterArgs extends GlobalArgs {
  run: string;
  cache?: string;
  clusters?: number;
  seed?: number;
  'threshold-env-near'?: number;
  'threshold-env-related'?: number;
  exact: boolean;
}

export function clusterCommand(io: CliIo): CommandModule<GlobalArgs, ClusterArgs> {
  return {
    command: 'cluster <run>',
    describe: 'Cluster environments, group near-duplicates, count effective environments and a batch’s novelty',
    builder: (y) =>
      withHelp(y
        .positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by ingest and embed' })
        .option('cache', { type: 'string', describe: 'Embedding cache [default: the one embed recorded]' })
        .option('clusters', { type: 'number', describe: 'Number of k-means clusters [default: chosen by silhouette]' })
        .option('seed', { type: 'number', describe: 'k-means and sampling seed [default: 20261201]' })
        .option('threshold-env-near', { type: 'number', describe: 'Combined score from which two portfolio environments are near-duplicates [default: 0.85]' })
        .option('threshold-env-related', { type: 'number', describe: 'Combined score from which environments of two families are related (related_pairs.csv) [default: 0.7]' })
        .option('exact', { type: 'boolean', default: false, describe: 'Accepted for older scripts: candidates are always exact (environment Gram rows)' }),
      [
        ['$0 cluster reports/run --clusters 12', '12 k-means clusters instead of the silhouette\'s choice'],
      ],
      { ok: 'clustered', failed: 'the run is not ingested and embedded, or an artifact cannot be read or written' },
    ) as never,
    handler: async (args) => {
      const bars = progressOutput({ isTty: io.isTty, quiet: args.quiet, stderr: io.stderr });
      try {
        const summary = await withRunDir(args.run, 'envsieve cluster', () => cluster(args.run, toOptions(args), bars.progress ? { progress: bars.progress } : {}));
        io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describe(summary));
      } finally {
        bars.stop();
      }
    },
  };
}

function toOptions(args: ClusterArgs): ClusterOptions {
  return {
    ...(args.cache ? { cacheDir: args.cache } : {}),
    ...(args.clusters !== undefined ? { clusters: args.clusters } : {}),
    ...(args.seed !== undefined ? { seed: args.seed } : {}),
    envThresholds: {
      ...(args['threshold-env-near'] !== undefined ? { nearDuplicate: args['threshold-env-near'] } : {}),
      ...(args['threshold-env-related'] !== undefined ? { related: args['threshold-env-related'] } : {}),
    },
    exact: args.exact,
  };
}

function describe(s: ClusterSummary): string {
  const pct = (x: number | undefined) => `${Math.round((x ?? 0) * 100)}%`;
  const lines = [
    `effective environments: ${s.effectiveEnvironments} of ${s.nominalEnvironments} (${s.nearDuplicatePairs} near-duplicate pairs; near_duplicates.csv)`,
    `clusters: ${s.k}, ${s.redundantClusters} redundant; largest cluster holds ${pct(s.shareInLargest.top1)} of the portfolio, the 5 largest ${pct(s.shareInLargest.top5)} (clusters.csv)`,
    ...(s.novelty ? [`novelty: ${s.novelty.verdict} (novelty.csv)`] : []),
    `families: ${s.families.families}; ${s.families.linkedFamilyPairs} pairs of families linked by ${s.families.relatedPairs} environment pairs at ${s.families.relatedThreshold} or above (families.csv, family_similarity.csv, related_pairs.csv)`,
    `artifacts: ${s.runDir}`,
  ];
  return `${lines.join('\n')}\n`;
}
