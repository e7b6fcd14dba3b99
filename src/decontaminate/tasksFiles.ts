// A tasks file (CSV or JSONL, joined to environments by id at ingest) rewritten without the rows of removed
// environments and removed tasks, every kept row byte for byte. Rows are told apart exactly as ingest reads
// them (ingest's own reader gives each row's line, environment and task id), so a row is removed only when
// ingest joined it to a portfolio environment the plan removes or to a task it removes.
import { parse } from 'csv-parse/sync';
import { lineIndex } from '../core/csv.js';
import { readTaskRows, tasksCsvDialect } from '../ingest/index.js';
import type { DropPlan } from './plan.js';

export interface TasksFileOutcome {
  rows: number;
  removed: number;
}

/** Lines (1-based, as ingest numbers them) of the rows to remove. */
async function removedLines(file: string, plan: DropPlan, portfolioIds: ReadonlySet<string>): Promise<Set<number>> {
  const lines = new Set<number>();
  for await (const row of readTaskRows(file, Number.MAX_SAFE_INTEGER)) {
    if (row.problem || row.env === undefined || !portfolioIds.has(row.env)) continue;
    if (row.side !== undefined && row.side !== 'portfolio') continue;
    if (plan.environments.has(row.env) || plan.tasks.get(row.env)?.has(row.id ?? '')) lines.add(row.line);
  }
  return lines;
}

export async function filterTasksFile(file: string, data: Buffer, plan: DropPlan, portfolioIds: ReadonlySet<string>): Promise<{ data: Buffer; outcome: TasksFileOutcome }> {
  const drop = await removedLines(file, plan, portfolioIds);
  if (/\.(csv|tsv)$/i.test(file)) return filterCsv(file, data, drop);
  const parts = data.toString('utf8').split('\n');
  const kept = parts.filter((_, i) => !drop.has(i + 1));
  const rows = parts.filter((l) => l.trim() !== '').length;
  return { data: Buffer.from(kept.join('\n'), 'utf8'), outcome: { rows, removed: drop.size } };
}

/** CSV records cut at csv-parse's record ends (as ingest cuts them), kept ones copied as they are. */
function filterCsv(file: string, data: Buffer, drop: Set<number>): { data: Buffer; outcome: TasksFileOutcome } {
  const ends: number[] = [];
  try {
    parse(data, {
      ...tasksCsvDialect(file),
      on_record: (_record: string[], context) => {
        ends.push(context.bytes);
        return null;
      },
    });
  } catch {
    // Past a malformed record ingest read nothing more; the rest is kept as it is.
  }
  const lineOf = lineIndex(data);
  const pieces: Buffer[] = [data.subarray(0, ends[0] ?? data.length)];
  let removed = 0;
  for (let i = 1; i < ends.length; i++) {
    const start = ends[i - 1] as number;
    if (drop.has(lineOf(start))) removed++;
    else pieces.push(data.subarray(start, ends[i]));
  }
  pieces.push(data.subarray(ends[ends.length - 1] ?? data.length));
  return { data: Buffer.concat(pieces), outcome: { rows: Math.max(0, ends.length - 1), removed } };
}
