// The CI gate of `--fail-on`: how many portfolio environments and tasks a run flagged at a level or above,
// from neighbors.json (so an up-to-date run gates like a fresh one).
import { z } from 'zod';
import { readRecord } from '../artifacts/index.js';
import { FLAG_RANK as RANK, type Flag } from '../core/defaults.js';

const counts = z.record(z.string(), z.number());
/** The fields of neighbors.json the gate reads: counts per flag of environments and of tasks. */
const neighborsRecord = z.looseObject({ environments: counts, items: z.looseObject({ tasks: counts.optional() }).optional() });


export interface GateCount {
  level: Flag;
  environments: number;
  tasks: number;
}

export async function flaggedAtLeast(runDir: string, level: Flag): Promise<GateCount> {
  const record = await readRecord(runDir, 'neighbors.json', neighborsRecord, { stage: 'neighbors' });
  const count = (byFlag: Record<string, number> | undefined) =>
    Object.entries(byFlag ?? {}).reduce((n, [flag, k]) => n + ((RANK[flag as Flag] ?? 0) >= RANK[level] ? k : 0), 0);
  return { level, environments: count(record.environments), tasks: count(record.items?.tasks) };
}
