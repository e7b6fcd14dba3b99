// What stratify and subsets read from a run directory: contamination.csv and eval_tasks.csv (neighbors) and
// near_duplicates.csv (cluster). These are envsieve's own artifacts, read by column name so that columns
// added later do not break them; their absence names the command that writes them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { restoreRecord } from '../core/csv.js';
import { EnvsieveError } from '../core/errors.js';
import type { Scored } from './strata.js';

export interface PortfolioEnv extends Scored {
  cluster: string | null;
  /** Whether the cluster stage kept it as its near-duplicate group's representative. */
  kept: boolean;
}


async function readArtifact(runDir: string, name: string, writtenBy: string, stage: string, columns: string[]): Promise<Array<Record<string, string>>> {
  const file = join(runDir, name);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new EnvsieveError('artifact_missing', `${name} not found: run \`envsieve ${writtenBy}\` on this run directory first`, { stage, place: { file }, cause: error });
  }
  // Cells come back as written before the formula guard (core/csv.ts), so manifests name ids as ingest did.
  const rows = (parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>).map(restoreRecord);
  const header = text.slice(0, text.indexOf('\n')).split(',');
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new EnvsieveError('artifact_missing', `${name} has no ${missing.join(', ')} column: rerun \`envsieve ${writtenBy}\``, { stage, place: { file } });
  return rows;
}

function score(value: string | undefined, file: string, line: number, stage: string): number {
  const x = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(x)) throw new EnvsieveError('artifact_missing', `not a similarity: ${JSON.stringify(value)}`, { stage, place: { file, line } });
  return x;
}

/** Portfolio environments with their contamination score (the best combined score to any suite environment). */
export async function readContamination(runDir: string, stage: string): Promise<Scored[]> {
  const rows = await readArtifact(runDir, 'contamination.csv', 'neighbors', stage, ['env_id', 'score']);
  return rows.map((r, i) => ({ id: r.env_id ?? '', score: score(r.score, join(runDir, 'contamination.csv'), i + 2, stage) }));
}

/** Suite tasks (item ids `<env id>#tasks/<task id>`) with their highest similarity to any portfolio task. */
export async function readEvalTasks(runDir: string, stage: string): Promise<Array<Scored & { suite: string; flag: string }>> {
  const rows = await readArtifact(runDir, 'eval_tasks.csv', 'neighbors', stage, ['suite_task_id', 'max_similarity', 'flag']);
  return rows.map((r, i) => ({ id: r.suite_task_id ?? '', suite: r.suite ?? '', flag: r.flag ?? '', score: score(r.max_similarity, join(runDir, 'eval_tasks.csv'), i + 2, stage) }));
}

/** Every portfolio environment once, with its k-means cluster and whether it represents its near-duplicate group. */
export async function readClusterMembership(runDir: string, stage: string): Promise<Array<Omit<PortfolioEnv, 'score'>>> {
  const rows = await readArtifact(runDir, 'near_duplicates.csv', 'cluster', stage, ['env_id', 'cluster', 'kept']);
  return rows.map((r) => ({ id: r.env_id ?? '', cluster: r.cluster ? r.cluster : null, kept: r.kept === 'true' }));
}
