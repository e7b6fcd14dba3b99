// A pipeline plan: which inputs, which stages, with which options, into which run directory. Both entry
// points make one — `envsieve audit` from its flags, `envsieve run` from a pipelines/*.yaml file — and the
// runner executes it. Options are the stages' own library options, so a YAML key means what the library
// option of the same name means.
import type { ClusterOptions } from '../cluster/index.js';
import type { EmbedOptions } from '../embed/index.js';
import type { HoldoutOptions } from '../holdout/index.js';
import type { IngestOptions } from '../ingest/index.js';
import type { NeighborOptions } from '../neighbors/index.js';
import type { ReportOptions } from '../report/index.js';
import type { StratifyOptions, SubsetsOptions } from '../stratify/index.js';

export const STAGE_NAMES = ['ingest', 'embed', 'neighbors', 'cluster', 'holdout', 'stratify', 'subsets', 'report'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

export interface PlanInputs {
  portfolio: string[];
  suite: string[];
  baseline: string[];
  tasks: string[];
  /**
   * Results coming back from training and eval runs, told apart by their columns: per-task eval outcomes and
   * per-stratum ablation outcomes go to stratify, a scaling file (`subset`/`n_envs`, `score`) to subsets.
   */
  results: string[];
  /** The deployment mix (`family, weight` CSV) for the hold-out's coverage view. */
  familyWeights: string[];
}

export interface StageOptionsByName {
  ingest: Omit<IngestOptions, 'outDir'>;
  embed: Omit<EmbedOptions, 'cacheDir'>;
  neighbors: Omit<NeighborOptions, 'cacheDir'>;
  cluster: Omit<ClusterOptions, 'cacheDir'>;
  holdout: Omit<HoldoutOptions, 'familyWeights'>;
  stratify: Omit<StratifyOptions, 'results'>;
  subsets: Omit<SubsetsOptions, 'results'>;
  report: Omit<ReportOptions, 'cacheDir'>;
}

export interface PipelinePlan {
  /** A name for logs and the run manifest. */
  name: string;
  outDir: string;
  /** The embedding cache shared between runs [default: the embed stage's own default]. */
  cacheDir?: string;
  inputs: PlanInputs;
  /** Stages to run, in pipeline order; every stage a listed one needs is run too. */
  stages: StageName[];
  options: Partial<StageOptionsByName>;
  /** Run every stage even when its artifacts are up to date. */
  force?: boolean;
  /**
   * Sharded stages (embed) are not run here but merged from this many shards that ran elsewhere (a job array:
   * `envsieve slurm`); the merge fails naming any shard that has not completed. The artifacts are the same
   * bytes as a one-process run's, so N is not part of any key.
   */
  shards?: number;
}
