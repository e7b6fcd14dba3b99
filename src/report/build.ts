// Builds the ReportModel from a run's validated artifacts. Records of the stages built separately (stratify,
// subsets, holdout) are carried over whole, less their `run` record: report.json keeps exactly one time field.
import type { Facet } from '../core/types.js';
import { contaminationSummary } from './contamination.js';
import { headline } from './headline.js';
import { sizingSummary } from './sizing.js';
import type { RunArtifacts } from './load.js';
import { REPORT_SCHEMA_VERSION, type NearDuplicateGroup, type RedundancySummary, type ReportModel, type SideCounts } from './model.js';
import { compareCodeUnits } from '../core/text.js';

export function buildReportModel(a: RunArtifacts): ReportModel {
  const side = (name: 'portfolio' | 'suite' | 'baseline'): SideCounts => {
    const s = a.ingest.sides[name];
    return { environments: s?.environments ?? 0, items: s?.items ?? { tools: 0, state: 0, tasks: 0 } };
  };
  const model: Omit<ReportModel, 'headline'> = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    stages: stagesRun(a),
    inputs: a.ingest.inputs.map((i) => ({ ...i })),
    counts: { portfolio: side('portfolio'), suite: side('suite'), baseline: side('baseline'), rejects: a.ingest.rejects.total, warnings: a.ingest.warnings.total },
    model: { ...a.embed.model, cache: a.embed.cache, uniqueTexts: a.embed.uniqueTexts, truncated: a.embed.truncated, signatures: a.embed.signatures },
    thresholds: thresholdsUsed(a),
    search: {
      indexes: { tools: a.neighbors.indexes.tools ?? null, state: a.neighbors.indexes.state ?? null, tasks: a.neighbors.indexes.tasks ?? null, evalTasks: a.neighbors.evalIndex },
      warnings: a.neighbors.warnings,
    },
    seeds: seedsUsed(a),
    contamination: contaminationSummary(a),
    redundancy: redundancySummary(a),
    strata: a.strata || a.strataTable ? { record: a.strata ? withoutRun(a.strata) : {}, table: sortStrata(a.strataTable ?? []) } : null,
    subsets: a.subsets ? withoutRun(a.subsets) : null,
    holdout: a.holdout ? withoutRun(a.holdout) : null,
    families: a.families ? a.families.map(familyEntry).sort((x, y) => compareCodeUnits(String(x.family), String(y.family))) : null,
    sizing: sizingSummary(a),
  };
  // Key order is the file's order: the version, what ran, the findings, then the evidence.
  const { schemaVersion, stages, ...evidence } = model;
  return { schemaVersion, stages, headline: headline(model), ...evidence };
}

/** Which stages ran: a reader must tell a section left out because its stage did not run from an empty one. */
function stagesRun(a: RunArtifacts): ReportModel['stages'] {
  return {
    ingest: 'done',
    embed: 'done',
    neighbors: 'done',
    cluster: 'done',
    stratify: a.strata || a.strataTable ? 'done' : 'not run',
    subsets: a.subsets ? 'done' : 'not run',
    holdout: a.holdout || a.families ? 'done' : 'not run',
  };
}

/** The neighbors options and the cluster threshold a run used, which the report states beside its findings. */
function thresholdsUsed(a: RunArtifacts): ReportModel['thresholds'] {
  const o = a.neighbors.options;
  return {
    facets: o.thresholds,
    environment: o.envThresholds,
    weights: o.weights,
    dropAt: o.dropAt,
    lexicalCopy: o.lexicalCopy,
    minShapeSize: o.minShapeSize,
    tieMargin: o.tieMargin,
    topK: o.topK,
    topEnvs: o.topEnvs,
    redundancyNearDuplicate: a.redundancy.near_duplicates.threshold,
  };
}

/** Every seed of the run's random steps, so that a reader can reproduce it. */
function seedsUsed(a: RunArtifacts): ReportModel['seeds'] {
  return {
    // The MinHash schemes name their seed (`minhash-v1:n=5:perms=128:seed=…`); listed once per distinct scheme.
    minhash: [...new Set((['tools', 'state', 'tasks'] as Facet[]).map((f) => a.embed.signatures[f]))].sort(compareCodeUnits),
    kmeans: a.redundancy.seed,
    stratify: a.strata?.seed ?? null,
    subsets: a.subsets?.seed ?? null,
  };
}

function redundancySummary(a: RunArtifacts): RedundancySummary {
  const r = a.redundancy;
  return {
    nominalEnvironments: r.nominal_environments,
    effectiveEnvironments: r.effective_environments,
    baselineEnvironments: r.baseline_environments,
    k: r.k,
    seed: r.seed,
    kmeans: { criterion: r.kmeans.criterion, method: r.kmeans.method, requestedK: r.kmeans.requested_k },
    nearDuplicates: { threshold: r.near_duplicates.threshold, pairs: r.near_duplicates.pairs, groupsWithCopies: r.near_duplicates.groups_with_copies, groups: nearDuplicateGroups(a) },
    toolCopies: r.tool_copies,
    redundantClusters: r.redundant_clusters,
    shareInLargestClusters: r.share_in_largest_clusters,
    clusters: [...a.clusters].sort((x, y) => x.cluster - y.cluster),
    novelty: r.novelty ? { summary: withoutRun(r.novelty), environments: (a.novelty ?? []).map((row) => ({ ...row })).sort((x, y) => compareCodeUnits(x.env_id, y.env_id)) } : null,
  };
}

/** Groups with at least one copy: the kept environment and what can be removed. */
function nearDuplicateGroups(a: RunArtifacts): NearDuplicateGroup[] {
  const groups = new Map<number, typeof a.nearDuplicates>();
  for (const row of a.nearDuplicates) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups.entries()]
    .filter(([, rows]) => rows.length > 1)
    .sort(([x], [y]) => x - y)
    .map(([group, rows]) => {
      const kept = rows.find((r) => r.kept) ?? (rows[0] as (typeof rows)[number]);
      return {
        group,
        kept: kept.env_id,
        family: kept.family,
        cluster: kept.cluster,
        removed: rows
          .filter((r) => r !== kept)
          .map((r) => ({ env_id: r.env_id, similarity_to_kept: r.similarity_to_kept }))
          .sort((x, y) => y.similarity_to_kept - x.similarity_to_kept || compareCodeUnits(x.env_id, y.env_id)),
      };
    });
}

function sortStrata(rows: NonNullable<RunArtifacts['strataTable']>): Record<string, unknown>[] {
  const schemeSize = (s: string) => Number(s.replace(/\D/g, '')) || 0;
  return [...rows].sort((x, y) => compareCodeUnits(x.side, y.side) || schemeSize(x.scheme) - schemeSize(y.scheme) || compareCodeUnits(x.scheme, y.scheme) || compareCodeUnits(x.metric, y.metric) || x.stratum - y.stratum);
}

/**
 * A stage record without its time-varying parts: the `run` record and any `generatedAt`, at any depth, so that
 * report.json has exactly one time field however the other stages stamp theirs.
 */
export function withoutRun(record: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'generatedAt').map(([key, v]) => [key, strip(v)]));
  };
  const { run: _run, ...rest } = record;
  return strip(rest) as Record<string, unknown>;
}

/**
 * A families row for report.json, its keys in the order report.json has always had them: the columns the
 * report once typed first, then the others in CSV order.
 */
function familyEntry(row: NonNullable<RunArtifacts['families']>[number]): Record<string, unknown> {
  const { family, environments, nearest_family, nearest_family_similarity, suite_similarity, ...rest } = row;
  return { family, environments, nearest_family, nearest_family_similarity, suite_similarity, ...rest };
}
