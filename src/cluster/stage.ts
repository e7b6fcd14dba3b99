// The cluster stage: how many effectively distinct environments the portfolio has, which clusters are
// redundant, and — with a baseline — whether the batch adds new structure. Environment vectors are clustered
// with k-means (portfolio and baseline together, so that "existing cluster" means one holding baseline
// environments); near-duplicate groups come from exact combined scores of portfolio pairs proposed by the
// environment Gram rows (envGram.ts).
import { join } from 'node:path';
import { artifactsOf } from '../artifacts/index.js';
import type { StageContext } from '../core/context.js';
import { environmentVectors, envScoring } from '../scoring/index.js';
import { CLUSTER_DEFAULTS, NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import { EnvsieveError } from '../core/errors.js';
import { writeJsonAtomic } from '../core/io.js';
import { ENVIRONMENT_VECTORS, writeRunFile, type RunFileRecord } from '../vectors/index.js';
import type { Facet } from '../core/types.js';
import { loadRunData, releasePairVectors, type EnvInfo, type EnvScoreOptions, type RunData } from '../scoring/index.js';
import { scoreGramNearest, scoreNearest, type EnvSet } from './candidates.js';
import { gramNeighbourhoods } from './envGram.js';
import { familyAnalysis, type FamilyAnalysis } from './families.js';
import { scoreCrossFamily } from './familyCandidates.js';
import { writeFamilies } from './familyOutputs.js';
import { clusterVectors, type Clustering } from './kmeans.js';
import { nearDuplicateGroups, nearDuplicatePairs } from './nearDuplicates.js';
import { noveltyRows, noveltySummary, type NoveltyRow, type NoveltySummary } from './novelty.js';
import { writeClusters, writeNearDuplicates, writeNovelty } from './outputs.js';
import { clusterRows, shareInLargest } from './report.js';
import { readSuiteScores } from './suiteScores.js';
import { toolCopies } from './toolCopies.js';
import type { OptionValues } from '../core/options.js';
import type { CLUSTER_OPTIONS } from './options.js';

/** The declared options (options.ts) and the embedding cache. */
export type ClusterOptions = OptionValues<typeof CLUSTER_OPTIONS.options> & { cacheDir?: string };

export interface ClusterSummary {
  runDir: string;
  nominalEnvironments: number;
  effectiveEnvironments: number;
  k: number;
  redundantClusters: number;
  nearDuplicatePairs: number;
  shareInLargest: Record<string, number>;
  novelty: NoveltySummary | null;
  families: { families: number; linkedFamilyPairs: number; relatedPairs: number; relatedThreshold: number };
}

export const CLUSTER_ARTIFACTS: readonly string[] = artifactsOf('cluster');

function resolveOptions(options: ClusterOptions) {
  const d = CLUSTER_DEFAULTS;
  const invalid = (message: string) => new EnvsieveError('invalid_option', message, { stage: 'cluster' });
  const seed = options.seed ?? d.seed;
  if (!Number.isInteger(seed) || seed < 1 || seed > 0xffffffff) throw invalid(`seed must be a whole number from 1 to 2^32 - 1 (got ${seed})`);
  // The same pair scoring as neighbors' from the same options; cluster's own options are weights and envThresholds.
  const scoring: EnvScoreOptions = envScoring({ weights: options.weights, envThresholds: options.envThresholds });
  const { envThresholds } = scoring;
  if (!(envThresholds.nearDuplicate >= -1 && envThresholds.nearDuplicate <= 1)) throw invalid(`the environment near-duplicate threshold must be within [-1, 1] (got ${envThresholds.nearDuplicate})`);
  if (!(envThresholds.related >= -1 && envThresholds.related <= 1)) throw invalid(`the environment related threshold must be within [-1, 1] (got ${envThresholds.related})`);
  const candidateNeighbours = options.candidateNeighbours ?? d.candidateNeighbours;
  const familyNeighbours = options.familyNeighbours ?? d.familyNeighbours;
  for (const [name, value] of [['candidate neighbours', candidateNeighbours], ['family neighbours', familyNeighbours]] as const) {
    if (!Number.isInteger(value) || value < 1) throw invalid(`${name} must be a positive whole number (got ${value})`);
  }
  const kmeans = { ...(options.clusters !== undefined ? { k: options.clusters } : {}), seed, candidates: d.kCandidates, silhouetteSample: d.silhouetteSample, structureSilhouette: d.structureSilhouette, fitSample: d.fitSample, maxIterations: d.maxIterations };
  return { seed, scoring, kmeans, candidateNeighbours, familyNeighbours, redundantRatio: d.redundantRatio };
}

export async function cluster(runDir: string, options: ClusterOptions = {}, ctx: StageContext = {}): Promise<ClusterSummary> {
  const o = resolveOptions(options);
  // Portfolio and baseline only, without signatures or texts: nothing here reads the suites' items, a MinHash or a text.
  const data = await loadRunData(runDir, { ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}), stage: 'cluster', sides: ['portfolio', 'baseline'], signatures: false, texts: false });
  // The engine's worker holds a copy of the run's vectors while pairs are scored (scoreListed): dropped here.
  const a = await analyse(data, o, runDir, ctx).finally(() => releasePairVectors(data));
  const families = familyAnalysis(a.portfolio, a.crossFamily.scored, o.scoring.envThresholds.related, await readSuiteScores(runDir, a.portfolio));
  if (a.novelty) await writeNovelty(runDir, a.novelty.rows);
  await writeClusters(runDir, a.rows);
  await writeNearDuplicates(runDir, a.groups, new Map(a.rows.flatMap((r) => r.members.map((m) => [m.key, r.cluster] as const))));
  await writeFamilies(runDir, families);
  // The portfolio's environment vectors, for the report's map: computed once, here, where they are clustered.
  const vectors = await writeRunFile(runDir, ENVIRONMENT_VECTORS, a.portfolio.length, a.portfolioSet.dim, a.portfolioSet.vectors);
  const summary: ClusterSummary = {
    runDir,
    nominalEnvironments: a.portfolio.length,
    effectiveEnvironments: a.groups.length,
    k: a.rows.length,
    redundantClusters: a.rows.filter((r) => r.redundant).length,
    nearDuplicatePairs: a.pairs.length,
    shareInLargest: shareInLargest(a.rows, CLUSTER_DEFAULTS.largestClusters),
    novelty: a.novelty?.summary ?? null,
    families: familySummary(families, o.scoring.envThresholds.related),
  };
  ctx.count?.('portfolio environments', a.portfolio.length);
  ctx.count?.('near-duplicate candidate pairs', a.candidates.candidatePairs);
  ctx.count?.('cross-family pairs', a.crossFamily.scored.length);
  await writeRedundancy(runDir, { data, options, o, a, families, vectors, summary }, ctx);
  return summary;
}

/** What redundancy.json is made of: the stage's data and options, what analyse found, and what was made of it. */
interface RedundancyInputs {
  data: RunData;
  options: ClusterOptions;
  o: ReturnType<typeof resolveOptions>;
  a: Analysis;
  families: FamilyAnalysis;
  vectors: RunFileRecord;
  summary: ClusterSummary;
}

/** redundancy.json: the summary's findings with the settings and rules behind them, for the report and for reruns. */
async function writeRedundancy(runDir: string, inputs: RedundancyInputs, ctx: StageContext): Promise<void> {
  const { data, options, o, a, families, vectors, summary } = inputs;
  await writeJsonAtomic(join(runDir, 'redundancy.json'), {
    schemaVersion: 1,
    stage: 'cluster',
    effective_environments: summary.effectiveEnvironments,
    nominal_environments: summary.nominalEnvironments,
    baseline_environments: a.baseline.length,
    k: summary.k,
    seed: o.seed,
    kmeans: kmeansRecord(a.clustering, o.kmeans, options.clusters),
    near_duplicates: { threshold: o.scoring.envThresholds.nearDuplicate, pairs: a.pairs.length, groups_with_copies: a.groups.filter((g) => g.members.length > 1).length, candidate_pairs: a.candidates.candidatePairs, index: a.candidates.index, rule: RULES },
    tool_copies: toolCopies(data, NEIGHBOR_DEFAULTS.minShapeSize),
    redundant_clusters: summary.redundantClusters,
    share_in_largest_clusters: summary.shareInLargest,
    novelty: summary.novelty,
    families: {
      families: summary.families.families,
      related_threshold: summary.families.relatedThreshold,
      related_pairs: summary.families.relatedPairs,
      linked_family_pairs: summary.families.linkedFamilyPairs,
      suite_scores: families.rows.some((r) => r.suite !== null) ? 'contamination.csv' : null,
      family_neighbours: o.familyNeighbours,
      candidate_pairs: a.crossFamily.scored.length,
      completed_pairs: a.crossFamily.completed,
      widest_search: a.crossFamily.widest,
      index: a.crossFamily.index,
      rule: FAMILY_RULES,
    },
    weights: o.scoring.weights,
    environment_vectors: { ...vectors, order: 'portfolio environments by id', rule: RULES.environmentVector },
    generatedAt: (ctx.now?.() ?? new Date()).toISOString(),
  });
}

/** What analyse found, for the artifacts and the summary. */
type Analysis = Awaited<ReturnType<typeof analyse>>;

/** Everything the artifacts are made of: environment vectors, clusters, near-duplicate groups, novelty. */
async function analyse(data: RunData, o: ReturnType<typeof resolveOptions>, runDir: string, ctx: StageContext) {
  const report = (label: string, unit: string) => (done: number, total: number) => ctx.progress?.({ stage: 'cluster', label, done, total, unit });
  const sideOf = (side: EnvInfo['side']) => [...data.envs.values()].filter((e) => e.side === side).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const portfolio = sideOf('portfolio');
  const baseline = sideOf('baseline');
  if (portfolio.length === 0) throw new EnvsieveError('artifact_missing', 'the run has no portfolio environments to cluster', { stage: 'cluster', place: { file: runDir } });
  const all = environmentVectors(data, [...portfolio, ...baseline], o.scoring.weights);
  const clustering = await clusterVectors(all.vectors, all.dim, { ...o.kmeans, progress: report('k-means', 'fits') });
  const slice = (from: number, envs: EnvInfo[]): EnvSet => ({ envs, dim: all.dim, vectors: all.vectors.slice(from * all.dim, (from + envs.length) * all.dim) });
  const portfolioSet = slice(0, portfolio);
  const scoring = o.scoring;
  const gram = await gramNeighbourhoods(portfolioSet, { kNearest: o.candidateNeighbours, kCross: o.familyNeighbours });
  const candidates = await scoreGramNearest(data, portfolioSet, gram, { ...scoring, progress: report('near-duplicate candidates', 'environments') });
  const crossFamily = await scoreCrossFamily(data, portfolioSet, gram, candidates.pairs, {
    ...scoring,
    progress: report('family candidates', 'environments'),
    completionProgress: report('family completion', 'environments'),
  });
  const pairs = nearDuplicatePairs(candidates.pairs, o.scoring.envThresholds.nearDuplicate);
  const groups = await nearDuplicateGroups(data, portfolio, pairs, o.scoring);
  const rows = clusterRows({ ...all, assignment: clustering.assignment, pairs, groups, redundantRatio: o.redundantRatio });
  let novelty: { rows: NoveltyRow[]; summary: NoveltySummary } | null = null;
  if (baseline.length > 0) {
    const toBaseline = await scoreNearest(data, portfolioSet, slice(portfolio.length, baseline), o.candidateNeighbours, { ...scoring, progress: report('baseline candidates', 'environments') });
    const perEnv = noveltyRows(portfolio, toBaseline.pairs, rows, o.scoring.envThresholds.nearDuplicate);
    novelty = { rows: perEnv, summary: noveltySummary(perEnv, baseline.length) };
  }
  return { portfolio, baseline, portfolioSet, clustering, candidates, crossFamily, pairs, groups, rows, novelty };
}

const RULES = {
  group: 'portfolio environments whose combined score (neighbors: facets weighed over those both have) reaches the threshold, or that are exact copies, joined by connected components',
  kept: 'per group the environment with the most tasks, then the most tools, then the smallest id; the others are listed for removal',
  redundant: `a cluster whose portfolio environments (at least 2) collapse to at most ${CLUSTER_DEFAULTS.redundantRatio * 100}% as many near-duplicate groups`,
  representative: 'per cluster the member nearest the mean of its environment vectors (a portfolio one when there is one), ties by id',
  environmentVector: 'per facet the unit mean of the item vectors, blocks weighted by sqrt(weight / sum of the weights of the facets present), missing facets zero',
};

const FAMILY_RULES = {
  candidates: 'per portfolio environment its nearest environments of other families by environment vector (from its row of the environment Gram matrix: every portfolio environment compared), each pair scored exactly with the combined score; then, for every two families linked by a scored pair, each environment of one with no scored pair into the other is scored against its nearest environment there by environment vector (completed_pairs)',
  similarity: 'max(F->G, G->F), F->G the mean over the environments of F of their best combined score to an environment of G among the scored pairs; families with no scored pair between them are not listed',
  related_pairs: 'cross-family environment pairs whose combined score reaches the related threshold',
  suite_similarity: 'mean over the family of its environments\' scores in contamination.csv; suite_max their highest, suite_flagged those not clean',
};

function familySummary(f: FamilyAnalysis, relatedThreshold: number): ClusterSummary['families'] {
  return { families: f.rows.length, linkedFamilyPairs: f.pairs.filter((p) => p.relatedPairs > 0).length, relatedPairs: f.related.length, relatedThreshold };
}

function kmeansRecord(c: Clustering, o: { seed: number; maxIterations: number }, requested: number | undefined) {
  return { requested_k: requested ?? null, chosen_k: c.k, criterion: c.criterion, silhouettes: c.silhouettes, method: c.method, fitted_on: c.fitted, iterations: c.iterations, max_iterations: o.maxIterations, initialization: 'kmeans++', seed: o.seed };
}
