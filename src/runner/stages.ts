// The frozen registry of pipeline stages: for each, its declared options, the artifacts it reads (from the
// artifact registry, src/artifacts) and what it needs before it, which input files and options decide its
// output (its key), which artifacts prove it ran, how it shards and how to call it. The runner knows nothing
// about any stage beyond this table.
import { ARTIFACTS, csvFile, rowsFile, tables } from '../artifacts/index.js';
import { cluster, CLUSTER_ARTIFACTS, CLUSTER_OPTIONS } from '../cluster/index.js';
import type { ShardContext, StageContext } from '../core/context.js';
import type { StageOptions } from '../core/options.js';
import { embed, EMBED_OPTIONS, embeddingFingerprint, embedShard, mergeEmbedShards, missingEmbedShards } from '../embed/index.js';
import { holdout, HOLDOUT_ARTIFACTS, HOLDOUT_OPTIONS } from '../holdout/index.js';
import { ingest, INGEST_ARTIFACTS, INGEST_OPTIONS } from '../ingest/index.js';
import { EnvsieveError } from '../core/errors.js';
import { mergeNeighborShards, missingNeighborShards, neighbors, NEIGHBOR_ARTIFACTS, NEIGHBOR_OPTIONS, neighborsShard } from '../neighbors/index.js';
import { report, REPORT_ARTIFACTS, REPORT_OPTIONS } from '../report/index.js';
import { resultsFileKind, stratify, STRATIFY_ARTIFACTS, STRATIFY_OPTIONS, subsets, SUBSETS_OPTIONS } from '../stratify/index.js';
import type { PipelinePlan, StageName } from './plan.js';

export interface StageDefinition {
  name: StageName;
  /** Its options, declared once: the pipeline config's `options.<name>`, the library type and the flags derive from it. */
  options: StageOptions;
  /** Stages whose artifacts this one reads; they run first and their keys are part of this one's. */
  needs: readonly StageName[];
  /** The artifacts it reads (registry files; each written by a stage it needs, directly or not). */
  reads: readonly string[];
  /** Reads whatever every earlier stage of the run wrote (the report), so their keys are all part of its key. */
  readsEverythingBefore?: boolean;
  /** Input files whose bytes decide the output (hashed into the key). */
  inputFiles: (plan: PipelinePlan) => string[];
  /** Anything else that decides the output besides options and files (e.g. the model's fingerprint). */
  extraKey?: (plan: PipelinePlan) => Promise<unknown>;
  /** Artifacts, relative to the run directory, that must exist for the stage to count as done. */
  artifacts: (plan: PipelinePlan) => readonly string[];
  run: (plan: PipelinePlan, ctx: StageContext) => Promise<unknown>;
  /** How the stage runs in shards (core/shard.ts), when it does: one shard, and the merge that replaces `run`. */
  shard?: {
    run: (plan: PipelinePlan, ctx: ShardContext) => Promise<unknown>;
    merge: (plan: PipelinePlan, count: number, ctx: StageContext) => Promise<unknown>;
    /** Shards below `count` without a completion marker for the run's current inputs (what a rerun submits). */
    missing: (plan: PipelinePlan, count: number) => Promise<number[]>;
  };
}

const cacheOption = (plan: PipelinePlan) => (plan.cacheDir ? { cacheDir: plan.cacheDir } : {});

/** The plan's results files split by kind: scaling files for subsets (one at most), the others for stratify. */
async function routeResults(plan: PipelinePlan): Promise<{ stratify: string[]; subsets: string | undefined }> {
  const stratifyFiles: string[] = [];
  const scaling: string[] = [];
  for (const file of plan.inputs.results) ((await resultsFileKind(file, 'runner')) === 'scaling' ? scaling : stratifyFiles).push(file);
  if (scaling.length > 1) throw new EnvsieveError('invalid_option', `two scaling results files (${scaling.join(' and ')}): give one`, { stage: 'runner' });
  return { stratify: stratifyFiles, subsets: scaling[0] };
}

const definitions: StageDefinition[] = [
  {
    name: 'ingest',
    options: INGEST_OPTIONS,
    needs: [],
    reads: [],
    inputFiles: (plan) => [...plan.inputs.portfolio, ...plan.inputs.suite, ...plan.inputs.baseline, ...plan.inputs.tasks],
    artifacts: () => INGEST_ARTIFACTS,
    run: (plan, ctx) => ingest(plan.inputs, { ...plan.options.ingest, outDir: plan.outDir }, ctx),
  },
  {
    name: 'embed',
    options: EMBED_OPTIONS,
    needs: ['ingest'],
    reads: ['items.jsonl'],
    inputFiles: () => [],
    extraKey: async (plan) => embeddingFingerprint(plan.options.embed ?? {}),
    artifacts: () => ['embed.json', 'vectors.f32', 'signatures.u32', 'passages.f32', 'purposes.f32', 'descriptions.f32'],
    run: (plan, ctx) => embed(plan.outDir, { ...plan.options.embed, ...cacheOption(plan) }, ctx),
    shard: {
      run: (plan, ctx) => embedShard(plan.outDir, { ...plan.options.embed, ...cacheOption(plan) }, ctx),
      merge: (plan, count, ctx) => mergeEmbedShards(plan.outDir, { ...plan.options.embed, ...cacheOption(plan), shards: count }, ctx),
      missing: (plan, count) => missingEmbedShards(plan.outDir, count, { ...plan.options.embed, ...cacheOption(plan) }),
    },
  },
  {
    name: 'neighbors',
    options: NEIGHBOR_OPTIONS,
    needs: ['embed'],
    reads: ['environments.index.jsonl', 'items.jsonl', 'embed.json', 'vectors.f32', 'signatures.u32', 'passages.f32', 'purposes.f32', 'descriptions.f32'],
    inputFiles: () => [],
    artifacts: () => NEIGHBOR_ARTIFACTS,
    run: (plan, ctx) => neighbors(plan.outDir, { ...plan.options.neighbors, ...cacheOption(plan) }, ctx),
    shard: {
      run: (plan, ctx) => neighborsShard(plan.outDir, { ...plan.options.neighbors, ...cacheOption(plan) }, ctx),
      merge: (plan, count, ctx) => mergeNeighborShards(plan.outDir, { ...plan.options.neighbors, ...cacheOption(plan), shards: count }, ctx),
      missing: (plan, count) => missingNeighborShards(plan.outDir, count, { ...plan.options.neighbors, ...cacheOption(plan) }),
    },
  },
  {
    name: 'cluster',
    options: CLUSTER_OPTIONS,
    // Families' similarity to the suites comes from the contamination table, so cluster follows neighbors.
    needs: ['neighbors'],
    reads: ['environments.index.jsonl', 'items.index.jsonl', 'embed.json', 'vectors.f32', 'contamination.jsonl'],
    inputFiles: () => [],
    artifacts: (plan) => [...CLUSTER_ARTIFACTS, ...(plan.inputs.baseline.length > 0 ? [rowsFile(tables.novelty), csvFile(tables.novelty)] : [])],
    run: (plan, ctx) => cluster(plan.outDir, { ...plan.options.cluster, ...cacheOption(plan) }, ctx),
  },
  {
    name: 'holdout',
    options: HOLDOUT_OPTIONS,
    needs: ['cluster'],
    reads: ['environments.index.jsonl', 'items.index.jsonl', 'redundancy.json', 'related_pairs.jsonl', 'family_similarity.jsonl', 'near_duplicates.jsonl', 'families.jsonl'],
    inputFiles: (plan) => plan.inputs.familyWeights,
    artifacts: () => HOLDOUT_ARTIFACTS,
    run: (plan, ctx) => {
      const [weights, ...more] = plan.inputs.familyWeights;
      if (more.length > 0) throw new EnvsieveError('invalid_option', `one family-weights file, not ${plan.inputs.familyWeights.length}`, { stage: 'runner' });
      return holdout(plan.outDir, { ...plan.options.holdout, ...(weights ? { familyWeights: weights } : {}) }, ctx);
    },
  },
  {
    name: 'stratify',
    options: STRATIFY_OPTIONS,
    needs: ['neighbors'],
    reads: ['contamination.jsonl', 'eval_tasks.jsonl'],
    inputFiles: (plan) => plan.inputs.results,
    artifacts: () => STRATIFY_ARTIFACTS,
    run: async (plan, ctx) => stratify(plan.outDir, { ...plan.options.stratify, results: (await routeResults(plan)).stratify }, ctx),
  },
  {
    name: 'subsets',
    options: SUBSETS_OPTIONS,
    // Subsets are spread over clusters.
    needs: ['cluster'],
    reads: ['near_duplicates.jsonl'],
    inputFiles: (plan) => plan.inputs.results,
    artifacts: () => ['subsets.json'],
    run: async (plan, ctx) => {
      const scaling = (await routeResults(plan)).subsets;
      return subsets(plan.outDir, { ...plan.options.subsets, ...(scaling ? { results: scaling } : {}) }, ctx);
    },
  },
  {
    name: 'report',
    options: REPORT_OPTIONS,
    needs: ['cluster'],
    reads: ARTIFACTS.filter((a) => a.for === 'machines' && !['report', 'runner', 'calibrate'].includes(a.stage) && !a.file.includes('*')).map((a) => a.file),
    readsEverythingBefore: true,
    inputFiles: () => [],
    artifacts: () => REPORT_ARTIFACTS,
    run: (plan, ctx) => report(plan.outDir, plan.options.report, ctx),
  },
];

export const STAGES: ReadonlyMap<StageName, Readonly<StageDefinition>> = new Map(definitions.map((d) => [d.name, Object.freeze(d)]));
