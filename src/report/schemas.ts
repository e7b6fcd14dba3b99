// The shapes of the JSON artifacts the report reads, as zod schemas: what earlier stages promise to write (the
// tables' rows have theirs in the artifact registry). Only the fields the report uses or passes on are required; JSON records of stages built separately (stratify,
// subsets, holdout) are kept loose so that a field added there is carried into report.json, not dropped.
import { z } from 'zod';
import { FLAGS } from '../artifacts/index.js';

export { FLAGS };
export type Flag = (typeof FLAGS)[number];
const flag = z.enum(FLAGS);
const facetCounts = z.object({ tools: z.number(), state: z.number(), tasks: z.number() });
const flagCounts = z.object({ exact: z.number(), 'near-duplicate': z.number(), related: z.number(), clean: z.number() });
const thresholds = z.object({ nearDuplicate: z.number(), related: z.number() });

export const ingestRecord = z.object({
  inputs: z.array(
    z.object({
      file: z.string(),
      side: z.enum(['portfolio', 'suite', 'baseline']).nullable(),
      kind: z.string(),
      format: z.string(),
      bytes: z.number(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/, 'expected a hex SHA-256'),
      records: z.number(),
      accepted: z.number(),
      rejected: z.number(),
    }),
  ),
  sides: z.record(z.enum(['portfolio', 'suite', 'baseline']), z.object({ files: z.number(), environments: z.number(), items: facetCounts })),
  rejects: z.object({ total: z.number() }),
  warnings: z.object({ total: z.number() }),
});

export const embedRecord = z.object({
  model: z.object({ dir: z.string(), precision: z.string(), fingerprint: z.string(), dim: z.number(), maxTokens: z.number(), pooling: z.string(), normalize: z.boolean(), longText: z.string() }),
  cache: z.string(),
  uniqueTexts: z.number(),
  truncated: facetCounts,
  signatures: z.object({ tools: z.string(), state: z.string(), tasks: z.string() }),
});

const searchIndex = z.object({ kind: z.enum(['exact', 'hnsw']), reason: z.string() }).nullable();

export const neighborsRecord = z.object({
  options: z.object({
    topK: z.number(),
    topEnvs: z.number(),
    exact: z.boolean(),
    thresholds: z.object({ tools: thresholds, state: thresholds, tasks: thresholds }),
    envThresholds: thresholds,
    weights: facetCounts,
    tieMargin: z.number(),
    minShapeSize: z.number(),
    lexicalCopy: z.number(),
    dropAt: flag,
  }),
  environments: flagCounts,
  items: z.object({ tools: flagCounts, state: flagCounts, tasks: flagCounts }),
  evalTasks: flagCounts,
  decontaminate: z.object({ envs: z.number(), tasks: z.number(), tools: z.number().default(0) }),
  rule: z.array(z.string()),
  indexes: z.object({ tools: searchIndex, state: searchIndex, tasks: searchIndex }).partial().default({}),
  evalIndex: searchIndex.default(null),
  // Absent from runs made before approximate search was warned about.
  warnings: z.array(z.string()).default([]),
});

export const redundancyRecord = z.object({
  effective_environments: z.number(),
  nominal_environments: z.number(),
  baseline_environments: z.number(),
  k: z.number(),
  seed: z.number(),
  kmeans: z.object({ criterion: z.string(), method: z.string(), requested_k: z.number().nullable() }),
  near_duplicates: z.object({ threshold: z.number(), pairs: z.number(), groups_with_copies: z.number() }),
  tool_copies: z.object({ tools: z.number(), distinct: z.number(), copiedAcrossEnvironments: z.number(), sameSignatureAcrossEnvironments: z.number() }),
  redundant_clusters: z.number(),
  share_in_largest_clusters: z.record(z.string(), z.number()),
  novelty: z.looseObject({ verdict: z.string() }).nullable(),
  /** The record of environment_vectors.f32, for the map (absent in run directories written before it). */
  environment_vectors: z.looseObject({ file: z.string(), rows: z.number(), width: z.number(), sha256: z.string() }).optional(),
});

export const strataRecord = z.looseObject({
  schemaVersion: z.number(),
  stage: z.literal('stratify'),
  seed: z.number(),
  trends: z.array(z.looseObject({ side: z.string(), metric: z.string(), spearman_rho: z.number().nullable(), p_value: z.number().nullable(), n: z.number() })).default([]),
  comparisons: z.array(z.looseObject({ side: z.string(), scheme: z.string(), metric: z.string(), difference: z.number().nullable(), ci_low: z.number().nullable(), ci_high: z.number().nullable(), inflated: z.boolean() })).default([]),
  verdicts: z.array(z.string()).default([]),
});

export const subsetsRecord = z.looseObject({
  schemaVersion: z.number(),
  stage: z.literal('subsets'),
  seed: z.number(),
  subsets: z.array(z.looseObject({ fraction: z.number(), n: z.number(), manifest: z.string() })),
  scaling: z.looseObject({ slope: z.number(), ci_low: z.number().nullable(), ci_high: z.number().nullable() }).nullable().default(null),
  verdicts: z.array(z.string()).default([]),
});

export const holdoutRecord = z.looseObject({
  schemaVersion: z.number(),
  stage: z.literal('holdout'),
  mode: z.string(),
  threshold: z.number(),
  heldout_environments: z.number(),
  training_environments: z.number(),
  leaks: z.array(z.looseObject({ heldout_env: z.string(), heldout_family: z.string(), train_env: z.string(), train_family: z.string(), score: z.number() })),
  clean: z.boolean(),
  verdict: z.string(),
});

const levelFigures = z.object({ recall: z.number().nullable(), precision: z.number().nullable(), falsePositiveRate: z.number().nullable() });
const calibrationFacet = z.looseObject({
  positives: z.number(),
  negatives: z.number(),
  chosen: z.boolean(),
  thresholds,
  figures: z.object({ 'near-duplicate': levelFigures, related: levelFigures }),
  given: z.object({ 'near-duplicate': levelFigures, related: levelFigures }),
  curve: z.array(z.object({ related: z.number(), recall: z.number(), precision: z.number().nullable() })),
  translatedNegatives: z.object({ negatives: z.number(), given: z.number().nullable(), chosen: z.number().nullable() }).optional(),
});
export type CalibrationFacet = z.output<typeof calibrationFacet>;

/** calibration.json (envsieve calibrate), optional: its operating points and figures per facet. */
export const calibrationRecord = z.looseObject({
  schemaVersion: z.number(),
  stage: z.literal('calibrate'),
  seed: z.number(),
  facets: z.object({ tools: calibrationFacet, state: calibrationFacet, tasks: calibrationFacet }),
});
