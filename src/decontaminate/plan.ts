// What to remove, and why, from an audited run: the portfolio environments flagged at `dropAt` or above in
// the contamination table, and the flagged tasks (task_matches) and tools (item_matches) of the environments
// that stay, each with the evidence that flagged it. Read from the neighbors stage's artifacts only, so the same run always gives the
// same plan; at the run's own drop level it is exactly decontaminate.txt.
import { join } from 'node:path';
import { z } from 'zod';
import { readRecord, readTable, rowsFile, tables } from '../artifacts/index.js';
import { readItemIndex } from '../core/envIndex.js';
import { FLAG_RANK as RANK, type Flag } from '../core/defaults.js';
import { EnvsieveError } from '../core/errors.js';
import { itemId } from '../facets/index.js';

const STAGE = 'decontaminate';
export const atOrAbove = (flag: string, level: Flag): boolean => (RANK[flag as Flag] ?? 0) >= RANK[level];

export interface EnvRemoval {
  id: string;
  flag: string;
  score: number;
  nearestSuiteEnv: string;
  suite: string;
}

export interface TaskRemoval {
  /** The item id `<env>#tasks/<task>`, as in task_matches. */
  itemId: string;
  env: string;
  /** The task's own id within its environment. */
  task: string;
  flag: string;
  cosine: number;
  suiteTask: string;
  suite: string;
  why: string;
}

/** A tool of a kept environment flagged against a suite tool (item_matches). */
export interface ToolRemoval {
  itemId: string;
  env: string;
  /** The tool's name, as the manifest gives it. */
  tool: string;
  flag: string;
  cosine: number;
  suiteTool: string;
  suite: string;
  why: string;
}

export interface DropPlan {
  dropAt: Flag;
  /** Every portfolio environment id of the run. */
  portfolio: Set<string>;
  environments: Map<string, EnvRemoval>;
  /** Per kept environment id, its tasks to remove by task id. */
  tasks: Map<string, Map<string, TaskRemoval>>;
  /** Per kept environment id, its tools to remove by name. */
  tools: Map<string, Map<string, ToolRemoval>>;
}

const level = z.enum(['exact', 'near-duplicate', 'related', 'clean']);
/** The fields of neighbors.json read here: the run's drop levels (a run from before tools were listed has no dropToolsAt). */
const neighborsRecord = z.looseObject({ options: z.looseObject({ dropAt: level.optional(), dropToolsAt: level.optional() }).optional() });

/** neighbors.json's drop levels, or null when it cannot be read. */
async function neighborsDropLevels(runDir: string): Promise<{ dropAt?: Flag | undefined; dropToolsAt?: Flag | undefined } | null> {
  try {
    return (await readRecord(runDir, 'neighbors.json', neighborsRecord, { stage: STAGE })).options ?? {};
  } catch {
    return null;
  }
}

/** The run's own drop level (neighbors.json), the default of `--drop-at`. */
export async function runDropAt(runDir: string): Promise<Flag> {
  const levels = await neighborsDropLevels(runDir);
  if (!levels) throw new EnvsieveError('artifact_missing', "no readable neighbors.json in the run directory (run 'envsieve audit' first)", { stage: STAGE, place: { file: join(runDir, 'neighbors.json') } });
  return levels.dropAt ?? 'near-duplicate';
}

/** The id of an item within its environment (a task's id, a tool's name), from its item id in `file`. */
function localId(runDir: string, file: string, env: string, facet: 'tasks' | 'tools', id: string): string {
  const prefix = itemId(env, facet, '');
  if (!id.startsWith(prefix)) throw new EnvsieveError('artifact_missing', `${file}: ${facet === 'tasks' ? 'task' : 'tool'} ${id} is not of environment ${env}; re-run the audit`, { stage: STAGE, place: { file: join(runDir, file) } });
  return id.slice(prefix.length);
}

export async function dropPlan(runDir: string, dropAt: Flag): Promise<DropPlan> {
  const environments = new Map<string, EnvRemoval>();
  const portfolio = new Set<string>();
  for (const row of await readTable(runDir, tables.contamination, { stage: STAGE })) {
    portfolio.add(row.env_id);
    if (!atOrAbove(row.flag, dropAt)) continue;
    const id = row.env_id;
    environments.set(id, { id, flag: row.flag, score: row.score, nearestSuiteEnv: row.nearest_suite_env, suite: row.nearest_suite });
  }
  const tasks = new Map<string, Map<string, TaskRemoval>>();
  for (const row of await readTable(runDir, tables.taskMatches, { stage: STAGE })) {
    const env = row.env_id;
    if (!atOrAbove(row.flag, dropAt) || environments.has(env)) continue;
    const id = row.task_id;
    const task = localId(runDir, rowsFile(tables.taskMatches), env, 'tasks', id);
    const removal: TaskRemoval = { itemId: id, env, task, flag: row.flag, cosine: row.cosine, suiteTask: row.suite_task_id, suite: row.suite, why: row.why };
    tasks.set(env, (tasks.get(env) ?? new Map()).set(task, removal));
  }
  const tools = new Map<string, Map<string, ToolRemoval>>();
  // The run's level for tools of environments that stay (`exact` for a run from before tools were listed): a
  // tool goes only when flagged at both that level and `dropAt`.
  const toolsAt = (await neighborsDropLevels(runDir))?.dropToolsAt ?? 'exact';
  for (const row of await readTable(runDir, tables.itemMatches, { stage: STAGE })) {
    const env = row.env_id;
    if (row.facet !== 'tools' || !atOrAbove(row.flag, dropAt) || !atOrAbove(row.flag, toolsAt) || environments.has(env)) continue;
    const id = row.item_id;
    const tool = localId(runDir, rowsFile(tables.itemMatches), env, 'tools', id);
    const removal: ToolRemoval = { itemId: id, env, tool, flag: row.flag, cosine: row.cosine, suiteTool: row.suite_item_id, suite: row.suite, why: row.why };
    tools.set(env, (tools.get(env) ?? new Map()).set(tool, removal));
  }
  // As decontaminate.txt: an environment all of whose tools are flagged keeps them (neighbors/outputs.ts).
  if (tools.size > 0) {
    const count = new Map<string, number>();
    for (const item of await readItemIndex(runDir, STAGE)) if (item.side === 'portfolio' && item.facet === 'tools') count.set(item.env, (count.get(item.env) ?? 0) + 1);
    for (const [env, listed] of tools) if (listed.size >= (count.get(env) ?? 0)) tools.delete(env);
  }
  return { dropAt, portfolio, environments, tasks, tools };
}
