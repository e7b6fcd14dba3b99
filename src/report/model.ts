// The report's one typed model: everything report.json holds, and what the Markdown and HTML renderings
// start from. Built from validated artifacts only (build.ts); no field depends on the clock, so the same run
// directory always gives the same model. report.json adds exactly one time field, `generatedAt`.
import type { Facet } from '../core/types.js';
import type { Flag } from './schemas.js';

export const REPORT_SCHEMA_VERSION = 1;

/** Stages whose artifacts the report reads; the optional ones may be "not run". */
export type ReportStage = 'ingest' | 'embed' | 'neighbors' | 'cluster' | 'stratify' | 'subsets' | 'holdout';
export type StageStatus = 'done' | 'not run';

export type FlagCounts = Record<Flag, number>;
/** Counts of items listed in the match files: those flagged related or above. */
export type OverlapCounts = Record<Exclude<Flag, 'clean'>, number>;

export interface ReportInput {
  file: string;
  side: 'portfolio' | 'suite' | 'baseline' | null;
  kind: string;
  format: string;
  bytes: number;
  sha256: string;
  records: number;
  accepted: number;
  rejected: number;
}

export interface SideCounts {
  environments: number;
  items: Record<Facet, number>;
}

export interface SuiteFacetOverlap {
  /** Portfolio items whose best match in this suite is flagged related or above, by flag. */
  items: OverlapCounts;
  /** Portfolio environments with at least one such item flagged near-duplicate or exact. */
  environments: number;
}

export interface SuiteSummary {
  suite: string;
  environments: number;
  tasks: number;
  /** Portfolio environments by their strongest flag against any environment of this suite. */
  portfolioEnvironments: FlagCounts;
  facets: Record<Facet, SuiteFacetOverlap>;
  /** This suite's tasks by the flag of their nearest portfolio task. */
  evalTasks: FlagCounts;
}

export interface OffenderRow {
  env_id: string;
  family: string;
  flag: Flag;
  score: number;
  tools: number | null;
  state: number | null;
  tasks: number | null;
  nearest_suite_env: string;
  nearest_suite: string;
  exact_tools: number;
  renamed_tools: number;
  near_dup_tasks: number;
  exact_tasks: number;
  flagged_items: number;
}

export interface ContaminationSummary {
  environments: { total: number; byFlag: FlagCounts };
  items: Record<Facet, FlagCounts>;
  evalTasks: { total: number; byFlag: FlagCounts };
  suites: SuiteSummary[];
  /** decontaminate.txt: what to drop before training, and the rule that chose it. */
  drop: { at: Flag; rule: string[]; environments: string[]; tasks: string[]; tools: string[] };
  /** Portfolio environments flagged related or above, highest score first. */
  offenders: OffenderRow[];
}

export interface ClusterSummaryRow {
  cluster: number;
  size: number;
  families: string;
  intra_similarity: number | null;
  near_dup_pairs: number;
  redundant: boolean;
  representative: string;
  portfolio: number;
  baseline: number;
  effective: number;
}

export interface NearDuplicateGroup {
  group: number;
  kept: string;
  family: string;
  cluster: number | null;
  removed: { env_id: string; similarity_to_kept: number }[];
}

export interface RedundancySummary {
  nominalEnvironments: number;
  effectiveEnvironments: number;
  baselineEnvironments: number;
  k: number;
  seed: number;
  kmeans: { criterion: string; method: string; requestedK: number | null };
  nearDuplicates: { threshold: number; pairs: number; groupsWithCopies: number; groups: NearDuplicateGroup[] };
  toolCopies: { tools: number; distinct: number; copiedAcrossEnvironments: number; sameSignatureAcrossEnvironments: number };
  redundantClusters: number;
  shareInLargestClusters: Record<string, number>;
  clusters: ClusterSummaryRow[];
  /** With a baseline: the cluster stage's novelty summary and per-environment rows; null without one. */
  novelty: { summary: Record<string, unknown>; environments: Record<string, unknown>[] } | null;
}

export interface SearchIndex {
  kind: 'exact' | 'hnsw';
  reason: string;
}

export interface ReportModel {
  schemaVersion: number;
  stages: Record<ReportStage, StageStatus>;
  /** The findings, in the order the Markdown and HTML headlines give them; plain text. */
  headline: string[];
  inputs: ReportInput[];
  counts: { portfolio: SideCounts; suite: SideCounts; baseline: SideCounts; rejects: number; warnings: number };
  model: { fingerprint: string; dir: string; precision: string; dim: number; maxTokens: number; pooling: string; longText: string; cache: string; uniqueTexts: number; truncated: Record<Facet, number>; signatures: Record<Facet, string> };
  thresholds: {
    facets: Record<Facet, { nearDuplicate: number; related: number }>;
    environment: { nearDuplicate: number; related: number };
    weights: Record<Facet, number>;
    dropAt: Flag;
    lexicalCopy: number;
    minShapeSize: number;
    tieMargin: number;
    topK: number;
    topEnvs: number;
    redundancyNearDuplicate: number;
  };
  /** How the neighbors stage searched each facet and the eval side, and a warning per approximate search. */
  search: { indexes: Record<'tools' | 'state' | 'tasks' | 'evalTasks', SearchIndex | null>; warnings: string[] };
  seeds: { minhash: string[]; kmeans: number; stratify: number | null; subsets: number | null };
  contamination: ContaminationSummary;
  redundancy: RedundancySummary;
  /** strata.json (without its run record) and the rows of strata.csv; null when stratify has not run. */
  strata: { record: Record<string, unknown>; table: Record<string, unknown>[] } | null;
  subsets: Record<string, unknown> | null;
  holdout: Record<string, unknown> | null;
  /** families.csv rows; null when the holdout stage has not run. */
  families: Record<string, unknown>[] | null;
  /**
   * sizing.csv in brief: the whole portfolio's stage on the sizing scale, the stage most families are at and what
   * that implies buying, and families per stage; null without sizing.csv.
   */
  sizing: { portfolioStage: string; familyStage: string; buyNext: string; families: number; byStage: Record<string, number> } | null;
}
