// Each portfolio environment's similarity to the suites, read back from the neighbors stage's
// contamination.csv when that stage has run (the cluster stage does not search the suites itself). Ids in the
// CSV were neutralised against spreadsheet formulas, so they are matched against the run's ids neutralised
// the same way.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { neutralizeCell } from '../core/csv.js';
import { EnvsieveError } from '../core/errors.js';
import type { EnvInfo } from '../neighbors/index.js';

export interface SuiteScore {
  score: number;
  flag: string;
  nearestSuiteEnv: string;
}

/** Suite scores by environment id, or null when contamination.csv is absent. */
export async function readSuiteScores(runDir: string, portfolio: EnvInfo[]): Promise<Map<string, SuiteScore> | null> {
  const file = join(runDir, 'contamination.csv');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new EnvsieveError('input_unreadable', 'cannot read contamination.csv', { stage: 'cluster', place: { file }, cause: error });
  }
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const byCell = new Map(portfolio.map((e) => [String(neutralizeCell(e.id)), e.id]));
  const out = new Map<string, SuiteScore>();
  for (const row of rows) {
    const id = byCell.get(row.env_id ?? '');
    const score = Number(row.score);
    if (id === undefined || !Number.isFinite(score)) continue;
    // The CSV neutralised nearest_suite_env too; it is shown to people as it was written.
    out.set(id, { score, flag: row.flag ?? 'clean', nearestSuiteEnv: row.nearest_suite_env ?? '' });
  }
  return out;
}
