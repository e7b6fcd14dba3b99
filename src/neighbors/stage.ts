// The neighbors stage: which portfolio environments and items overlap the evaluation suites, on which facet,
// how strongly and with what evidence; and how close each suite task comes to the portfolio.
import { join } from 'node:path';
import { artifactsOf } from '../artifacts/index.js';
import type { StageContext } from '../core/context.js';
import { EMBED_DEFAULTS, NEIGHBOR_DEFAULTS, type Flag, type StructureRule } from '../core/defaults.js';
import { EnvsieveError } from '../core/errors.js';
import { round4 } from '../core/csv.js';
import { writeJsonAtomic } from '../core/io.js';
import type { Facet } from '../core/types.js';
import { envScoring } from '../scoring/index.js';
import { companionMatches, companionPairs, suiteCompanionMatches } from './companions.js';
import { flaggedItems, liftPairs, liftTargets } from './itemsLift.js';
import { portfolioParts } from './parts.js';
import { findNeighbors, type NeighborWork } from './work.js';
import { evalSide } from './evalSide.js';
import type { IndexChoice } from '../ann/index.js';
import { facetEvidence, type EvidenceRule } from './decision.js';
import { FLAG_ORDER, stricter, type FacetMatches } from './itemMatches.js';
import { flaggedPair, writeContamination, writeDecontaminate, writeEnvPairs, writeEvalTasks, writeItemMatches, writeTaskMatches, type EnvRow } from './outputs.js';
import { loadRunData, type PairScore, type RunData } from '../scoring/index.js';
import type { OptionValues } from '../core/options.js';
import type { NEIGHBOR_OPTIONS } from './options.js';

/**
 * The declared options (options.ts), the cache, the evidence rules of a calibration (unset parts keep the
 * defaults), and the size of the portfolio's parts (parts.ts; tests make it small to split a small run).
 */
export type NeighborOptions = OptionValues<typeof NEIGHBOR_OPTIONS.options> & { cacheDir?: string; evidence?: EvidenceOptions; partItems?: number };

export interface EvidenceOptions {
  identifiers?: Partial<EvidenceRule['identifiers']>;
  rareWording?: Partial<EvidenceRule['rareWording']>;
  kept?: Partial<EvidenceRule['kept']>;
  structure?: Partial<Record<'tools' | 'state', Partial<StructureRule>>>;
}

export interface NeighborSummary {
  runDir: string;
  environments: Record<Flag, number>;
  items: Record<Facet, Record<Flag, number>>;
  evalTasks: Record<Flag, number>;
  decontaminate: { envs: number; tasks: number; tools: number };
  top: Array<{ env: string; score: number; flag: Flag; suiteEnv: string; suite: string }>;
  /** One sentence per approximate (HNSW) search; empty when every search was exact. */
  warnings: string[];
}

export const NEIGHBOR_ARTIFACTS: readonly string[] = artifactsOf('neighbors');

export type ResolvedNeighborOptions = ReturnType<typeof resolveOptions>;

export function resolveOptions(options: NeighborOptions) {
  const d = NEIGHBOR_DEFAULTS;
  // The pair scoring's configuration, as the cluster stage makes it from the same options.
  const scoring = envScoring(options);
  const { thresholds } = scoring;
  for (const [facet, t] of Object.entries(thresholds)) {
    if (!(t.related <= t.nearDuplicate) || t.related < -1 || t.nearDuplicate > 1) {
      throw new EnvsieveError('invalid_option', `${facet} thresholds must satisfy -1 ≤ related ≤ near-duplicate ≤ 1 (got ${t.related}, ${t.nearDuplicate})`, { stage: 'neighbors' });
    }
  }
  const topK = options.topK ?? d.topK;
  if (!Number.isInteger(topK) || topK < 1) throw new EnvsieveError('invalid_option', `top-k must be a positive whole number (got ${topK})`, { stage: 'neighbors' });
  const partItems = options.partItems ?? d.partItems;
  if (!Number.isInteger(partItems) || partItems < 1) throw new EnvsieveError('invalid_option', `partItems must be a positive whole number (got ${partItems})`, { stage: 'neighbors' });
  return {
    topK,
    topEnvs: options.topEnvs ?? d.topEnvs,
    exact: options.exact ?? false,
    thresholds,
    envThresholds: scoring.envThresholds,
    weights: scoring.weights,
    dropAt: options.dropAt ?? d.dropAt,
    dropToolsAt: options.dropToolsAt ?? d.dropToolsAt,
    tieMargin: d.tieMargin,
    minShapeSize: scoring.minShapeSize,
    lexicalCopy: d.lexicalCopy,
    evidence: resolveEvidence(options.evidence),
    partItems,
  };
}

function resolveEvidence(options: EvidenceOptions = {}) {
  const d = NEIGHBOR_DEFAULTS.evidence;
  return {
    identifiers: { ...d.identifiers, ...options.identifiers },
    rareWording: { ...d.rareWording, ...options.rareWording },
    kept: { ...d.kept, ...options.kept },
    structure: { tools: { ...d.structure.tools, ...options.structure?.tools }, state: { ...d.structure.state, ...options.structure?.state } },
  };
}

export async function neighbors(runDir: string, options: NeighborOptions = {}, ctx: StageContext = {}): Promise<NeighborSummary> {
  const o = resolveOptions(options);
  const data = await loadRunData(runDir, { ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}), stage: 'neighbors', passages: true, purposes: true, descriptions: true });
  const work = await findNeighbors(data, o, portfolioParts(data, o.partItems), true, ctx.progress);
  return writeNeighbors(runDir, data, o, work, ctx);
}

/**
 * Writes the stage's artifacts from its work — one process's, or the merge of its shards' (shards.ts): the
 * eval side (from the task search's reverse, or a search of its own), the task matches, then, once the pairs
 * are scored, the contamination table, the pairs, the item matches, the decontamination list and neighbors.json.
 */
export async function writeNeighbors(runDir: string, data: RunData, o: ResolvedNeighborOptions, work: NeighborWork, ctx: StageContext): Promise<NeighborSummary> {
  const { facetMatches } = work;
  const progress = ctx.progress ? { progress: ctx.progress } : {};
  // The pair scores may still be computed on the dense engine's worker; meanwhile this thread does what needs
  // none: the eval side and the task matches.
  const evalTasks = await evalSide(data, { exact: o.exact, thresholds: o.thresholds.tasks, ...progress }, facetMatches.find((f) => f.facet === 'tasks')?.reverse);
  const taskMatches = facetMatches.find((f) => f.facet === 'tasks')?.matches ?? [];
  await writeTaskMatches(runDir, data, taskMatches);
  await writeEvalTasks(runDir, data, evalTasks.tasks);
  const scored = await work.pairs;
  const { pairs, rows } = settlePairs(data, o, facetMatches, scored, taskMatches);

  await writeContamination(runDir, rows);
  await writeEnvPairs(runDir, pairs, o.topEnvs);
  await writeItemMatches(runDir, data, facetMatches.filter((f) => f.facet !== 'tasks').flatMap((f) => f.matches));
  const rule = dropRule(o);
  const toolMatches = facetMatches.find((f) => f.facet === 'tools')?.matches ?? [];
  const decontaminate = await writeDecontaminate(runDir, data, rows, taskMatches, toolMatches, o.dropAt, o.dropToolsAt, rule);

  const summary: NeighborSummary = {
    runDir,
    environments: countFlags(rows.map((r) => r.best?.flag ?? 'clean')),
    items: Object.fromEntries(facetMatches.map((f) => [f.facet, countFlags(portfolioFlags(data, f))])) as Record<Facet, Record<Flag, number>>,
    evalTasks: countFlags(evalTasks.tasks.map((t) => t.flag)),
    decontaminate,
    warnings: searchWarnings(facetMatches, evalTasks.index),
    top: rows.slice(0, 10).filter((r) => r.best).map((r) => ({ env: r.env.id, score: Math.round((r.best?.score ?? 0) * 1e4) / 1e4, flag: r.best?.flag ?? 'clean', suiteEnv: r.best?.suite.id ?? '', suite: r.best?.suite.suite ?? '' })),
  };
  // The same counts from one process and from a merge of shards: what was written, not how it was computed.
  ctx.count?.('portfolio environments', rows.length);
  for (const f of facetMatches) ctx.count?.(`${f.facet} matched`, f.matches.length);
  ctx.count?.('suite tasks on the eval side', evalTasks.tasks.length);
  await writeNeighborsRecord(runDir, { o, facetMatches, evalTasks, summary, decontaminate, rule }, ctx);
  return summary;
}

/** Lets the items' evidence correct the pair scores before anything is written from them, and ranks the environments. */
function settlePairs(data: RunData, o: ResolvedNeighborOptions, facetMatches: FacetMatches[], scored: Map<string, PairScore[]>, taskMatches: FacetMatches['matches']) {
  // Tools left clean, compared within the suite environment their environment matches best by score, and within
  // those its tasks are related to (companions.ts): a pair `related` only because it holds one common function
  // (GetOrder ~ Get Order at 0.89) is no rewrite of that environment, and matching the other tools there one to
  // one found none on the real data; a task taken from a suite environment says more.
  const tools = facetMatches.find((f) => f.facet === 'tools');
  if (tools) {
    const rule = facetEvidence(o.evidence, 'tools');
    tools.matches = suiteCompanionMatches(data, companionMatches(data, tools.matches, companionPairs(data, scored, taskMatches), rule, o.minShapeSize), rule, o.minShapeSize);
  }
  // Then the pairs most of an environment's items are flagged against are at least related (itemsLift.ts).
  const allMatches = facetMatches.flatMap((f) => f.matches);
  const pairs = liftPairs(scored, liftTargets(data, allMatches));
  const rows = portfolioRows(data, pairs, flaggedItems(data, allMatches));
  return { pairs, rows };
}

/** What neighbors.json is made of: the options, the searches, and what was written from them. */
interface NeighborsRecordInputs {
  o: ResolvedNeighborOptions;
  facetMatches: FacetMatches[];
  evalTasks: Awaited<ReturnType<typeof evalSide>>;
  summary: NeighborSummary;
  decontaminate: NeighborSummary['decontaminate'];
  rule: string[];
}

/** neighbors.json: the counts with the options, indexes and rules behind them, for the report and for reruns. */
async function writeNeighborsRecord(runDir: string, inputs: NeighborsRecordInputs, ctx: StageContext): Promise<void> {
  const { o, facetMatches, evalTasks, summary, decontaminate, rule } = inputs;
  await writeJsonAtomic(join(runDir, 'neighbors.json'), {
    schemaVersion: 1,
    stage: 'neighbors',
    options: { topK: o.topK, topEnvs: o.topEnvs, exact: o.exact, thresholds: o.thresholds, envThresholds: o.envThresholds, weights: o.weights, tieMargin: o.tieMargin, minShapeSize: o.minShapeSize, lexicalCopy: o.lexicalCopy, evidence: o.evidence, dropAt: o.dropAt, dropToolsAt: o.dropToolsAt },
    indexes: Object.fromEntries(facetMatches.map((f) => [f.facet, f.index])),
    evalIndex: evalTasks.index,
    warnings: summary.warnings,
    environments: summary.environments,
    items: summary.items,
    evalTasks: summary.evalTasks,
    decontaminate,
    rule,
    generatedAt: (ctx.now?.() ?? new Date()).toISOString(),
  });
}

/** One row per portfolio environment with the suite environment it is flagged against (flaggedPair), highest score first. */
function portfolioRows(data: RunData, pairs: Map<string, PairScore[]>, flagged: ReadonlyMap<string, ReadonlyMap<string, number>>): EnvRow[] {
  const rows = [...data.envs.values()].filter((e) => e.side === 'portfolio').map((env) => {
    const best = flaggedPair(pairs.get(env.key));
    return { env, best, flaggedItems: best ? (flagged.get(env.key)?.get(best.suite.key) ?? 0) : 0 };
  });
  // By the score as written (four decimals), then id, so that float noise in the last bits cannot reorder ties.
  return rows.sort((a, b) => round4(b.best?.score ?? 0) - round4(a.best?.score ?? 0) || (a.env.id < b.env.id ? -1 : a.env.id > b.env.id ? 1 : 0));
}

/**
 * The flag of every portfolio item of a facet, `clean` for those with no match: the counts are over the
 * portfolio's items, so a facet the suites lack (an empty suite, one with no tasks) still counts its items.
 */
function portfolioFlags(data: RunData, f: FacetMatches): Flag[] {
  const byItem = new Map(f.matches.map((m) => [m.item, m.flag]));
  const flags: Flag[] = [];
  data.items.forEach((item, i) => {
    if (item.side === 'portfolio' && item.facet === f.facet) flags.push(byItem.get(i) ?? 'clean');
  });
  return flags;
}

/** A sentence per search that was approximate: its neighbours, and so its flags, may miss some overlap. */
function searchWarnings(facetMatches: FacetMatches[], evalIndex: IndexChoice | null): string[] {
  const approximate = [...facetMatches.map((f) => [f.facet, f.index] as const), ['eval tasks', evalIndex] as const].filter(([, index]) => index?.kind === 'hnsw');
  return approximate.map(([name, index]) => `approximate search (HNSW) for ${name}: ${index?.reason}; a neighbour it misses is not scored, so an overlap may go unflagged (--exact searches exactly)`);
}

function countFlags(flags: Flag[]): Record<Flag, number> {
  const counts = Object.fromEntries(FLAG_ORDER.map((f) => [f, 0])) as Record<Flag, number>;
  for (const f of flags) counts[f]++;
  return counts;
}

function dropRule(o: ReturnType<typeof resolveOptions>): string[] {
  const t = o.thresholds;
  return [
    `envsieve decontamination list: portfolio environment ids, then task ids and tool ids (item ids) of the environments that stay, flagged '${o.dropAt}' or above against the suites (tools: '${stricter(o.dropAt, o.dropToolsAt)}' or above)`,
    `environments: combined score >= ${o.envThresholds.nearDuplicate} (near-duplicate) / >= ${o.envThresholds.related} (related), or every shared item identical (exact)`,
    `tasks: identical text (exact); cosine >= ${t.tasks.nearDuplicate}, or cosine >= ${t.tasks.related} with ${o.lexicalCopy * 100}% of its word ${EMBED_DEFAULTS.shingleWords.tasks}-grams in the suite task (near-duplicate); cosine >= ${t.tasks.related} (related)`,
    `tools: identical schema (exact); cosine >= ${t.tools.nearDuplicate}, or cosine >= ${t.tools.related} with the same calling signature or ${o.lexicalCopy * 100}% of its word ${EMBED_DEFAULTS.shingleWords.tools}-grams in the suite tool (near-duplicate); cosine >= ${t.tools.related} (related)`,
  ];
}
