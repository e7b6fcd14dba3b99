// The contamination summary of a run: per flag, per facet, per suite, what to drop and the worst offenders,
// from neighbors' artifacts. Per-suite counts come from the match files (each portfolio item's best suite
// match) and env_pairs.csv (each portfolio environment's nearest suite environments), so one portfolio
// environment can overlap several suites and is counted under each.
import { FACETS, type Facet } from '../core/types.js';
import { suiteName } from '../scoring/index.js';
import type { RunArtifacts } from './load.js';
import type { ContaminationSummary, FlagCounts, OffenderRow, OverlapCounts, SuiteSummary } from './model.js';
import type { Flag } from './schemas.js';
import { compareCodeUnits } from '../core/text.js';

/** Flags from weakest to strongest, for sorting and "at least" tests. */
export const RANK: Record<Flag, number> = { exact: 3, 'near-duplicate': 2, related: 1, clean: 0 };
export const atLeast = (flag: Flag, floor: Flag): boolean => RANK[flag] >= RANK[floor];

export const emptyFlags = (): FlagCounts => ({ exact: 0, 'near-duplicate': 0, related: 0, clean: 0 });
const emptyOverlap = (): OverlapCounts => ({ exact: 0, 'near-duplicate': 0, related: 0 });

export function countFlags(flags: Iterable<Flag>): FlagCounts {
  const counts = emptyFlags();
  for (const flag of flags) counts[flag]++;
  return counts;
}

export function contaminationSummary(a: RunArtifacts): ContaminationSummary {
  const envCount = a.contamination.length;
  const drop = dropLists(a);
  return {
    environments: { total: envCount, byFlag: countFlags(a.contamination.map((r) => r.flag)) },
    items: a.neighbors.items,
    evalTasks: { total: a.evalTasks.length, byFlag: countFlags(a.evalTasks.map((r) => r.flag)) },
    suites: suiteSummaries(a),
    drop,
    offenders: a.contamination
      .filter((r) => r.flag !== 'clean')
      // report.json's offender columns; the per-direction facet scores stay in contamination.csv.
      .map(({ tools_fwd: _tf, state_fwd: _sf, tasks_fwd: _kf, tools_rev: _tr, state_rev: _sr, tasks_rev: _kr, ...r }): OffenderRow => r)
      .sort((x, y) => y.score - x.score || compareCodeUnits(x.env_id, y.env_id)),
  };
}

/**
 * decontaminate.txt (an id list, core/idList.ts): `#` lines state the rule; then neighbors.json's counts of
 * environment ids, task ids and tool ids (a run from before tools were listed has none).
 */
function dropLists(a: RunArtifacts): ContaminationSummary['drop'] {
  const { comments: rule, ids } = a.decontaminate;
  const { envs, tasks } = a.neighbors.decontaminate;
  return { at: a.neighbors.options.dropAt, rule, environments: ids.slice(0, envs), tasks: ids.slice(envs, envs + tasks), tools: ids.slice(envs + tasks) };
}

function suiteSummaries(a: RunArtifacts): SuiteSummary[] {
  const names = new Set<string>();
  const environments = new Map<string, number>();
  for (const input of a.ingest.inputs) {
    if (input.side !== 'suite' || input.kind !== 'manifest') continue;
    const name = suiteName(input.file);
    names.add(name);
    environments.set(name, (environments.get(name) ?? 0) + input.accepted);
  }
  // Suites named only in the match files (a run directory assembled by hand) still get a row.
  for (const row of [...a.envPairs, ...a.evalTasks, ...a.taskMatches, ...a.itemMatches]) names.add(row.suite);
  return [...names].sort(compareCodeUnits).map((suite) => suiteSummary(a, suite, environments.get(suite) ?? 0));
}

/**
 * The portfolio tasks matched against this suite, each once with its strictest flag: those whose best match is
 * one of its tasks, and those a task of it names as its nearest portfolio task, copied or near-duplicate
 * (eval_tasks). A task has one best match over all suites, but suites hold versions of one another's tasks
 * (tau2-bench's retail and airline tasks are tau-bench's, edited): a vendored copy of tau-bench's task is
 * tau-bench's exact match and a near-duplicate of tau2's version too. Counted by best match alone, the real
 * data's tau2 line said "tasks 0 in 0 environments" beside "146 of 291 suite tasks have a copy".
 */
/** How the by-suite table counts copied items (tasksCopying), said under it in report.md and report.html alike. */
export const BY_SUITE_COUNTING = "A tool or table counts for the suite of its best match; a task for every suite holding a task it copies, whichever way the match was found (a copy of a tau-bench task is also a near-duplicate of tau2-bench's version of it).";

function tasksCopying(a: RunArtifacts, suite: string): { env: string; flag: Flag }[] {
  const byTask = new Map<string, { env: string; flag: Flag }>();
  const note = (task: string, env: string, flag: Flag) => {
    const was = byTask.get(task);
    if (!was || RANK[flag] > RANK[was.flag]) byTask.set(task, { env, flag });
  };
  for (const r of a.taskMatches) if (r.suite === suite) note(r.task_id, r.env_id, r.flag);
  for (const r of a.evalTasks) if (r.suite === suite && atLeast(r.flag, 'near-duplicate') && r.nearest_portfolio_task) note(r.nearest_portfolio_task, r.nearest_portfolio_env, r.flag);
  return [...byTask.values()];
}

function suiteSummary(a: RunArtifacts, suite: string, environments: number): SuiteSummary {
  // Strongest flag of each portfolio environment against this suite (env_pairs lists its nearest ones).
  const strongest = new Map<string, Flag>(a.contamination.map((r) => [r.env_id, 'clean' as Flag]));
  for (const pair of a.envPairs) {
    if (pair.suite !== suite) continue;
    const was = strongest.get(pair.portfolio_env) ?? 'clean';
    if (RANK[pair.flag] > RANK[was]) strongest.set(pair.portfolio_env, pair.flag);
  }
  const facetRows: Record<Facet, { env: string; flag: Flag }[]> = {
    tools: a.itemMatches.filter((r) => r.suite === suite && r.facet === 'tools').map((r) => ({ env: r.env_id, flag: r.flag })),
    state: a.itemMatches.filter((r) => r.suite === suite && r.facet === 'state').map((r) => ({ env: r.env_id, flag: r.flag })),
    tasks: tasksCopying(a, suite),
  };
  const facets = Object.fromEntries(
    FACETS.map((facet) => {
      const items = emptyOverlap();
      const envs = new Set<string>();
      for (const { env, flag } of facetRows[facet]) {
        if (flag === 'clean') continue;
        items[flag]++;
        if (atLeast(flag, 'near-duplicate')) envs.add(env);
      }
      return [facet, { items, environments: envs.size }];
    }),
  ) as SuiteSummary['facets'];
  const evalRows = a.evalTasks.filter((r) => r.suite === suite);
  return {
    suite,
    environments,
    tasks: evalRows.length,
    portfolioEnvironments: countFlags(strongest.values()),
    facets,
    evalTasks: countFlags(evalRows.map((r) => r.flag)),
  };
}

