// A portfolio manifest rewritten without what the plan removes, in the format it came in: JSONL stays JSONL
// with every kept line byte for byte (only a line whose tasks or tools change is re-serialised), a JSON array stays an
// array, one JSON object stays an object (or an empty array when it is dropped), and `.gz` stays gzip. A
// record ingest rejected is kept as it was: decontamination removes what was flagged, nothing else.
import { readFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { EnvsieveError } from '../core/errors.js';
import { rawToolName, withoutDeclarations } from '../ingest/index.js';
import type { DropPlan, TaskRemoval, ToolRemoval } from './plan.js';

export interface ManifestOutcome {
  records: number;
  kept: number;
  environmentsRemoved: number;
  tasksRemoved: number;
  toolsRemoved: number;
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

type Verdict = { kind: 'keep' } | { kind: 'drop' } | { kind: 'edit'; record: Record<string, unknown>; tasks: number; tools: number };

/** What happens to one raw record: kept, dropped whole, or kept with some tasks and tools removed. */
function verdict(record: unknown, plan: DropPlan): Verdict {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return { kind: 'keep' };
  const id = (record as { id?: unknown }).id;
  if (typeof id !== 'string') return { kind: 'keep' };
  if (plan.environments.has(id)) return { kind: 'drop' };
  const edited: Record<string, unknown> = { ...(record as object) };
  const tasks = withoutTasks((record as { tasks?: unknown }).tasks, plan.tasks.get(id));
  const tools = withoutTools((record as { tools?: unknown }).tools, plan.tools.get(id));
  if (tasks) edited.tasks = tasks.kept;
  if (tools) edited.tools = tools.kept;
  const [t, u] = [tasks?.removed ?? 0, tools?.removed ?? 0];
  return t + u === 0 ? { kind: 'keep' } : { kind: 'edit', record: edited, tasks: t, tools: u };
}

/** The tasks but those to remove, or null when none goes. */
function withoutTasks(tasks: unknown, remove: Map<string, TaskRemoval> | undefined): { kept: unknown[]; removed: number } | null {
  if (!remove || !Array.isArray(tasks)) return null;
  const positional = tasks.some((t, i) => remove.has(taskId(t, i)) && taskId(t, i) === String(i));
  const kept: unknown[] = [];
  tasks.forEach((task, i) => {
    if (remove.has(taskId(task, i))) return;
    // Removing a task that is known by its position would renumber those after it; they keep their ids.
    kept.push(positional && taskId(task, i) === String(i) ? (typeof task === 'string' ? { id: String(i), text: task } : { ...(task as object), id: String(i) }) : task);
  });
  return kept.length === tasks.length ? null : { kept, removed: tasks.length - kept.length };
}

/**
 * The tools but those to remove, by the name ingest reads each by (an OpenAI or Bedrock wrapper's tool's, a Gemini
 * group's declarations'), each kept in the form it came in; null when none goes.
 */
function withoutTools(tools: unknown, remove: Map<string, ToolRemoval> | undefined): { kept: unknown[]; removed: number } | null {
  if (!remove || !Array.isArray(tools)) return null;
  const removes = (tool: unknown) => {
    const name = rawToolName(tool);
    return name !== undefined && remove.has(name);
  };
  const kept: unknown[] = [];
  let removed = 0;
  for (const tool of tools) {
    if (removes(tool)) {
      removed++;
      continue;
    }
    const group = withoutDeclarations(tool, removes);
    removed += group?.removed ?? 0;
    kept.push(group ? group.entry : tool);
  }
  return removed === 0 ? null : { kept, removed };
}

/** The manifest's text without the plan's environments, tasks and tools. */
export function filterManifest(text: string, format: string, plan: DropPlan): { text: string; outcome: ManifestOutcome } {
  const outcome: ManifestOutcome = { records: 0, kept: 0, environmentsRemoved: 0, tasksRemoved: 0, toolsRemoved: 0 };
  const apply = (record: unknown): unknown | undefined => {
    outcome.records++;
    const v = verdict(record, plan);
    if (v.kind === 'drop') {
      outcome.environmentsRemoved++;
      return undefined;
    }
    outcome.kept++;
    if (v.kind === 'edit') {
      outcome.tasksRemoved += v.tasks;
      outcome.toolsRemoved += v.tools;
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
