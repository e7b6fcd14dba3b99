// What stratify and subsets read from a run directory: the contamination and eval_tasks tables (neighbors)
// and the near_duplicates table (cluster), through the artifact registry, which validates them and names the
// command to run when one is missing.
import { join } from 'node:path';
import { readTable, rowsFile, tables } from '../artifacts/index.js';
import { EnvsieveError } from '../core/errors.js';
import type { Scored } from './strata.js';

export interface PortfolioEnv extends Scored {
  cluster: string | null;
  /** Whether the cluster stage kept it as its near-duplicate group's representative. */
  kept: boolean;
}

/** Portfolio environments with their contamination score (against the suite environment of their flag: neighbors/stage.ts). */
export async function readContamination(runDir: string, stage: string): Promise<Scored[]> {
  const rows = await readTable(runDir, tables.contamination, { stage });
  return rows.map((r) => ({ id: r.env_id, score: r.score }));
}

/** Suite tasks (item ids `<env id>#tasks/<task id>`) with their highest similarity to any portfolio task. */
export async function readEvalTasks(runDir: string, stage: string): Promise<Array<Scored & { suite: string; flag: string }>> {
  const rows = await readTable(runDir, tables.evalTasks, { stage });
  return rows.map((r, i) => {
    // A suite task without a similarity (no portfolio tasks) cannot be placed in a stratum.
    if (r.max_similarity === null) throw new EnvsieveError('artifact_missing', 'not a similarity: null', { stage, place: { file: join(runDir, rowsFile(tables.evalTasks)), line: i + 1 } });
    return { id: r.suite_task_id, suite: r.suite, flag: r.flag, score: r.max_similarity };
  });
}

/** Every portfolio environment once, with its k-means cluster and whether it represents its near-duplicate group. */
export async function readClusterMembership(runDir: string, stage: string): Promise<Array<Omit<PortfolioEnv, 'score'>>> {
  const rows = await readTable(runDir, tables.nearDuplicates, { stage });
  return rows.map((r) => ({ id: r.env_id, cluster: r.cluster === null ? null : String(r.cluster), kept: r.kept }));
}
