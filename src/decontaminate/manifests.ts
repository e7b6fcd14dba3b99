// A portfolio manifest rewritten without what the plan removes, in the format it came in: JSONL stays JSONL
// with every kept line byte for byte (only a line whose tasks change is re-serialised), a JSON array stays an
// array, one JSON object stays an object (or an empty array when it is dropped), and `.gz` stays gzip. A
// record ingest rejected is kept as it was: decontamination removes what was flagged, nothing else.
import { readFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { EnvsieveError } from '../core/errors.js';
import type { DropPlan, TaskRemoval } from './plan.js';

export interface ManifestOutcome {
  records: number;
  kept: number;
  environmentsRemoved: number;
  tasksRemoved: number;
}

const isGzip = (file: string) => file.endsWith('.gz');

export async function readInputText(file: string): Promise<string> {
  const data = await readFile(file);
  try {
    return (isGzip(file) ? gunzipSync(data) : data).toString('utf8');
  } catch (cause) {
    throw new EnvsieveError('input_unreadable', `cannot decompress: ${(cause as Error).message}`, { stage: 'decontaminate', place: { file }, cause });
  }
}

export const encodeOutput = (file: string, text: string): Buffer => (isGzip(file) ? gzipSync(Buffer.from(text, 'utf8')) : Buffer.from(text, 'utf8'));

/** The id a task gets at ingest (ingest/record.ts): its `id`, else `task_id`, else its position. */
function taskId(task: unknown, index: number): string {
  if (typeof task !== 'object' || task === null) return String(index);
  const t = task as { id?: unknown; task_id?: unknown };
  const id = t.id ?? t.task_id;
  return id === undefined || id === null ? String(index) : String(id);
}

type Verdict = { kind: 'keep' } | { kind: 'drop' } | { kind: 'edit'; record: Record<string, unknown>; removed: number };

/** What happens to one raw record: kept, dropped whole, or kept with some tasks removed. */
function verdict(record: unknown, plan: DropPlan): Verdict {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return { kind: 'keep' };
  const id = (record as { id?: unknown }).id;
  if (typeof id !== 'string') return { kind: 'keep' };
  if (plan.environments.has(id)) return { kind: 'drop' };
  const remove: Map<string, TaskRemoval> | undefined = plan.tasks.get(id);
  const tasks = (record as { tasks?: unknown }).tasks;
  if (!remove || !Array.isArray(tasks)) return { kind: 'keep' };
  const positional = tasks.some((t, i) => remove.has(taskId(t, i)) && taskId(t, i) === String(i));
  const kept: unknown[] = [];
  tasks.forEach((task, i) => {
    if (remove.has(taskId(task, i))) return;
    // Removing a task that is known by its position would renumber those after it; they keep their ids.
    kept.push(positional && taskId(task, i) === String(i) ? (typeof task === 'string' ? { id: String(i), text: task } : { ...(task as object), id: String(i) }) : task);
  });
  const removed = tasks.length - kept.length;
  return removed === 0 ? { kind: 'keep' } : { kind: 'edit', record: { ...(record as object), tasks: kept }, removed };
}

/** The manifest's text without the plan's environments and tasks. */
export function filterManifest(text: string, format: string, plan: DropPlan): { text: string; outcome: ManifestOutcome } {
  const outcome: ManifestOutcome = { records: 0, kept: 0, environmentsRemoved: 0, tasksRemoved: 0 };
  const apply = (record: unknown): unknown | undefined => {
    outcome.records++;
    const v = verdict(record, plan);
    if (v.kind === 'drop') {
      outcome.environmentsRemoved++;
      return undefined;
    }
    outcome.kept++;
    if (v.kind === 'edit') {
      outcome.tasksRemoved += v.removed;
      return v.record;
    }
    return record;
  };
  if (format === 'jsonl') {
    const lines: string[] = [];
    for (const line of text.replace(/^\uFEFF/, '').split('\n')) {
      if (line.trim() === '') continue;
      let record: unknown;
      try {
        record = JSON.parse(line);
      } catch {
        outcome.records++;
        outcome.kept++;
        lines.push(line);
        continue;
      }
      const out = apply(record);
      if (out !== undefined) lines.push(out === record ? line : JSON.stringify(out));
    }
    return { text: lines.length > 0 ? `${lines.join('\n')}\n` : '', outcome };
  }
  if (format === 'empty') return { text, outcome };
  const value: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
  if (format === 'json-array' && Array.isArray(value)) {
    const kept = value.map(apply).filter((r) => r !== undefined);
    return { text: `${JSON.stringify(kept, null, 2)}\n`, outcome };
  }
  const out = apply(value);
  return { text: `${JSON.stringify(out === undefined ? [] : out, null, 2)}\n`, outcome };
}
