// `diff`: what changed between two audited runs of the same suites — say a generator's version 1 and 2.
// Environments and tasks newly flagged or cleared, per suite and aspect; effective environments and
// redundancy; clusters that grew, shrank or appeared; where B's new environments land. Writes diff.json
// (versioned), diff.md and diff.html to its own directory; reads the runs and changes neither.
import { join } from 'node:path';
import type { StageContext } from '../core/context.js';
import type { Flag } from '../core/defaults.js';
import { writeFileAtomic, writeJsonAtomic } from '../core/io.js';
import { clusterChanges, noveltyOfNew, noveltyVerdict, redundancyFigures, type ClusterChange, type NoveltyRow, type RedundancyFigures } from './clusters.js';
import { clearedFrom, environmentChanges, newlyAtLeast, removedFrom, taskChanges, type FlagChange } from './flags.js';
import { renderDiffHtml } from './html.js';
import { renderDiffMarkdown } from './markdown.js';
import { matchEnvironments } from './match.js';
import { checkComparable, loadDiffRun } from './runs.js';

export const DIFF_SCHEMA_VERSION = 1;
export const DIFF_ARTIFACTS = ['diff.json', 'diff.md', 'diff.html'] as const;
export const DIFF_LEVELS = ['exact', 'near-duplicate', 'related'] as const satisfies readonly Flag[];

export interface DiffOptions {
  /** Where diff.json, diff.md and diff.html go. */
  outDir: string;
}

export interface LevelCounts {
  environments: number;
  tasks: number;
}

/** diff.json, as written. */
export interface DiffReport {
  schemaVersion: typeof DIFF_SCHEMA_VERSION;
  stage: 'diff';
  runs: { a: string; b: string };
  suites: string[];
  matching: { by_id: number; by_content: number; renamed: Array<{ a: string; b: string }>; new: string[]; removed: string[] };
  /** Overall (any suite), per level: flagged at the level or above in B and not in A, and the reverse. */
  newly_flagged: Record<(typeof DIFF_LEVELS)[number], LevelCounts>;
  cleared: Record<(typeof DIFF_LEVELS)[number], LevelCounts>;
  /** Flagged at the level or above in A and no longer in B at all. */
  removed_flagged: Record<(typeof DIFF_LEVELS)[number], LevelCounts>;
  environments: FlagChange[];
  tasks: FlagChange[];
  redundancy: { a: RedundancyFigures; b: RedundancyFigures; change: { nominal: number; effective: number; redundancy: number } };
  clusters: ClusterChange[];
  gone_clusters: number[];
  novelty: { rows: NoveltyRow[]; verdict: string };
  verdicts: string[];
  rules: Record<string, string>;
  generatedAt: string;
}

export async function diff(runA: string, runB: string, options: DiffOptions, ctx: StageContext = {}): Promise<DiffReport> {
  const a = await loadDiffRun(runA, 'A');
  const b = await loadDiffRun(runB, 'B');
  checkComparable(a, b);
  const m = matchEnvironments(a, b);
  const environments = environmentChanges(a, b, m);
  const tasks = taskChanges(a, b, m);
  const overall = (changes: FlagChange[], test: (c: FlagChange, l: Flag) => boolean, level: Flag) => changes.filter((c) => c.suite === null && test(c, level)).length;
  const levels = (test: (c: FlagChange, l: Flag) => boolean) =>
    Object.fromEntries(DIFF_LEVELS.map((l) => [l, { environments: overall(environments, test, l), tasks: overall(tasks, test, l) }])) as DiffReport['newly_flagged'];
  const [ra, rb] = [redundancyFigures(a), redundancyFigures(b)];
  const { clusters, gone } = clusterChanges(a, b, m);
  const novelty = noveltyOfNew(b, m);
  const body: Omit<DiffReport, 'verdicts' | 'generatedAt'> = {
    schemaVersion: DIFF_SCHEMA_VERSION,
    stage: 'diff',
    runs: { a: runA, b: runB },
    suites: [...b.suites.keys()],
    matching: {
      by_id: m.matches.filter((x) => x.by === 'id').length,
      by_content: m.matches.filter((x) => x.by === 'content').length,
      renamed: m.matches.flatMap((x) => (x.by === 'content' && x.a ? [{ a: x.a.id, b: x.b.id }] : [])),
      new: m.matches.filter((x) => x.a === null).map((x) => x.b.id),
      removed: m.removed.map((e) => e.id),
    },
    newly_flagged: levels(newlyAtLeast),
    cleared: levels(clearedFrom),
    removed_flagged: levels(removedFrom),
    environments,
    tasks,
    redundancy: { a: ra, b: rb, change: { nominal: rb.nominal - ra.nominal, effective: rb.effective - ra.effective, redundancy: Math.round((rb.redundancy - ra.redundancy) * 1e4) / 1e4 } },
    clusters,
    gone_clusters: gone,
    novelty: { rows: novelty, verdict: noveltyVerdict(novelty) },
    rules: RULES,
  };
  const report: DiffReport = { ...body, verdicts: verdicts(body), generatedAt: (ctx.now?.() ?? new Date()).toISOString() };
  await writeJsonAtomic(join(options.outDir, 'diff.json'), report);
  await writeFileAtomic(join(options.outDir, 'diff.md'), renderDiffMarkdown(report));
  await writeFileAtomic(join(options.outDir, 'diff.html'), renderDiffHtml(report));
  return report;
}


function verdicts(r: Omit<DiffReport, 'verdicts' | 'generatedAt'>): string[] {
  const out: string[] = [];
  const { matching: mt } = r;
  out.push(`B has ${mt.by_id + mt.by_content + mt.new.length} portfolio environments: ${mt.by_id} also in A by id, ${mt.by_content} renamed with the same content, ${mt.new.length} new; ${mt.removed.length} of A's are gone.`);
  const total = (x: LevelCounts) => x.environments + x.tasks;
  const changed = DIFF_LEVELS.some((l) => total(r.newly_flagged[l]) + total(r.cleared[l]) + total(r.removed_flagged[l]) > 0);
  if (!changed) out.push('No environment or task became flagged or cleared at any level, and none that was flagged is gone.');
  for (const l of DIFF_LEVELS) {
    const [n, c, g] = [r.newly_flagged[l], r.cleared[l], r.removed_flagged[l]];
    if (total(g) > 0) out.push(`No longer in B, flagged ${l} or above in A: ${g.environments} environments and ${g.tasks} tasks.`);
    if (n.environments + n.tasks > 0) out.push(`Newly flagged ${l} or above: ${n.environments} environments (${names(r.environments.filter((x) => x.suite === null && newlyAtLeast(x, l)).map((x) => x.id))}) and ${n.tasks} tasks.`);
    if (c.environments + c.tasks > 0) out.push(`Cleared from ${l} or above: ${c.environments} environments and ${c.tasks} tasks.`);
  }
  const { a, b, change } = r.redundancy;
  out.push(`Effective environments: ${a.effective} of ${a.nominal} in A, ${b.effective} of ${b.nominal} in B (${signed(change.effective)}); redundancy ${a.redundancy.toFixed(3)} → ${b.redundancy.toFixed(3)}.`);
  const count = (kind: ClusterChange['change']) => r.clusters.filter((c) => c.change === kind).length;
  out.push(`Clusters: ${count('grew')} grew, ${count('shrank')} shrank, ${count('appeared')} appeared, ${r.gone_clusters.length} of A's are gone with all their environments (A ${a.k}, B ${b.k} clusters).`);
  out.push(r.novelty.verdict);
  return out;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function names(ids: string[]): string {
  return ids.length <= 8 ? ids.join(', ') : `${ids.slice(0, 8).join(', ')} and ${ids.length - 8} more`;
}

const RULES = {
  matching: 'environments of B are matched to A by id, then the rest by content (the SHA-256 of their item fingerprints), the first unmatched A environment in id order; tasks by local id within the matched environment, then by text fingerprint',
  flags: "overall: contamination.csv's flag (environments) and the strongest task_matches.csv flag (tasks); per suite: 'environment' from env_pairs.csv, each facet from the strongest of the environment's items in item_matches.csv / task_matches.csv",
  newly_flagged: 'flagged at the level or above in B, and below it (or absent) in A',
  cleared: 'flagged at the level or above in A, below it in B; environments and tasks no longer there are listed as removed, not cleared',
  clusters: "a B cluster's predecessor is the A cluster holding most A counterparts of its members, an A cluster's successor the B cluster holding most of its members still in B (ties: lower number); grew when more new environments joined it than environments were removed from the A clusters it succeeds, shrank in the opposite case; appeared when no member was in A; an A cluster whose members were all removed is gone; members k-means only moved count for neither",
  novelty: "from B's artifacts: a new environment's cluster holds environments from A (existing) or not, and its near-duplicate group holds one from A or not",
};
