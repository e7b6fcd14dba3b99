// `envsieve cluster <run dir>`: redundancy of the portfolio — clusters, near-duplicate groups, effective
// environments, and with a baseline the novelty of the batch.
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { cluster, CLUSTER_OPTIONS, type ClusterOptions, type ClusterSummary } from '../cluster/index.js';
import { NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { progressOutput } from './progress.js';
import { stageFlagValues, withStageFlags } from './stageFlags.js';

interface ClusterArgs extends GlobalArgs {
  run: string;
  cache?: string;
  'threshold-env-near'?: number;
  'threshold-env-related'?: number;
}

export function clusterCommand(io: CliIo): CommandModule<GlobalArgs, ClusterArgs> {
  return {
    command: 'cluster <run>',
    describe: 'Cluster environments, group near-duplicates, count effective environments and a batch’s novelty',
    builder: (y) =>
      withHelp(withStageFlags(y
        .positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by ingest and embed' })
        .option('cache', { type: 'string', describe: 'Embedding cache [default: the one embed recorded]' })
        .option('threshold-env-near', { type: 'number', describe: `Combined score from which two portfolio environments are near-duplicates [default: ${NEIGHBOR_DEFAULTS.envThresholds.nearDuplicate}]` })
        .option('threshold-env-related', { type: 'number', describe: `Combined score from which environments of two families are related (related_pairs.csv) [default: ${NEIGHBOR_DEFAULTS.envThresholds.related}]` }),
        CLUSTER_OPTIONS),
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
    ...stageFlagValues(args, CLUSTER_OPTIONS),
    envThresholds: {
      ...(args['threshold-env-near'] !== undefined ? { nearDuplicate: args['threshold-env-near'] } : {}),
      ...(args['threshold-env-related'] !== undefined ? { related: args['threshold-env-related'] } : {}),
    },
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
