// Each portfolio environment's similarity to the suites, read back from the neighbors stage's contamination
// table when that stage has run (the cluster stage does not search the suites itself).
import { readTable, tables } from '../artifacts/index.js';
import type { EnvInfo } from '../scoring/index.js';

export interface SuiteScore {
  score: number;
  flag: string;
  nearestSuiteEnv: string;
}

/** Suite scores by environment id, or null when the contamination table is absent. */
export async function readSuiteScores(runDir: string, portfolio: EnvInfo[]): Promise<Map<string, SuiteScore> | null> {
  const rows = await readTable(runDir, tables.contamination, { stage: 'cluster', optional: true });
  if (rows === null) return null;
  const ids = new Set(portfolio.map((e) => e.id));
  const out = new Map<string, SuiteScore>();
  for (const row of rows) {
    if (!ids.has(row.env_id)) continue;
    out.set(row.env_id, { score: row.score, flag: row.flag, nearestSuiteEnv: row.nearest_suite_env });
  }
  return out;
}
