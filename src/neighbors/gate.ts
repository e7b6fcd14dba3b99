// The CI gate of `--fail-on`: how many portfolio environments and tasks a run flagged at a level or above,
// from neighbors.json (so an up-to-date run gates like a fresh one).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FLAG_RANK as RANK, type Flag } from '../core/defaults.js';
import { EnvsieveError } from '../core/errors.js';


export interface GateCount {
  level: Flag;
  environments: number;
  tasks: number;
}

export async function flaggedAtLeast(runDir: string, level: Flag): Promise<GateCount> {
  const file = join(runDir, 'neighbors.json');
  let record: { environments: Record<Flag, number>; items: { tasks: Record<Flag, number> } };
  try {
    record = JSON.parse(await readFile(file, 'utf8')) as typeof record;
  } catch (cause) {
    throw new EnvsieveError('artifact_missing', 'no readable neighbors.json: the neighbors stage has not run here', { stage: 'neighbors', place: { file }, cause });
  }
  const count = (byFlag: Record<string, number> | undefined) =>
    Object.entries(byFlag ?? {}).reduce((n, [flag, k]) => n + ((RANK[flag as Flag] ?? 0) >= RANK[level] ? k : 0), 0);
  return { level, environments: count(record.environments), tasks: count(record.items?.tasks) };
}
