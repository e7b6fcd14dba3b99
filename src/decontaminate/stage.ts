// The decontaminate stage: from an audited run, clean portfolio manifests ready for training — the flagged
// environments removed, and the flagged tasks removed from the environments that stay — in the formats the
// portfolio came in (and its tasks files likewise), plus decontaminated.json: what was removed and why, per
// environment and task, with the evidence the audit found. Inputs must be unchanged since the audit (their
// sha256 is checked against ingest.json): a plan made from other bytes would remove the wrong records.
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { StageContext } from '../core/context.js';
import type { Flag } from '../core/defaults.js';
import { EnvsieveError } from '../core/errors.js';
import { sha256File } from '../core/hash.js';
import { writeFileAtomic, writeJsonAtomic } from '../core/io.js';
import { encodeOutput, filterManifest, readInputText, type ManifestOutcome } from './manifests.js';
import { dropPlan, runDropAt, type DropPlan } from './plan.js';
import { filterTasksFile, type TasksFileOutcome } from './tasksFiles.js';

const STAGE = 'decontaminate';
export const DECONTAMINATE_RECORD = 'decontaminated.json';

export interface DecontaminateOptions {
  /** Where the clean manifests go: a new or empty directory (or an earlier decontaminate output). */
  outDir: string;
  /** Remove what is flagged at this level or above [default: the run's own drop level, neighbors' dropAt]. */
  dropAt?: Flag;
}

export interface DecontaminateSummary {
  runDir: string;
  outDir: string;
  dropAt: Flag;
  files: Array<{ input: string; output: string; kind: 'manifest' | 'tasks' } & Partial<ManifestOutcome> & Partial<TasksFileOutcome>>;
  environmentsRemoved: number;
  tasksRemoved: number;
  toolsRemoved: number;
}

interface IngestInput {
  file: string;
  side: string | null;
  kind: string;
  format: string;
  sha256: string;
}

async function ingestInputs(runDir: string): Promise<IngestInput[]> {
  const file = join(runDir, 'ingest.json');
  try {
    return (JSON.parse(await readFile(file, 'utf8')) as { inputs: IngestInput[] }).inputs;
  } catch (cause) {
    throw new EnvsieveError('artifact_missing', "no readable ingest.json in the run directory (run 'envsieve audit' first)", { stage: STAGE, place: { file }, cause });
  }
}

/** Output names: each input's base name, numbered only when two inputs share one. */
function outputNames(files: string[]): string[] {
  const counts = new Map<string, number>();
  for (const f of files) counts.set(basename(f), (counts.get(basename(f)) ?? 0) + 1);
  return files.map((f, i) => ((counts.get(basename(f)) ?? 0) > 1 ? `${i + 1}-${basename(f)}` : basename(f)));
}

export async function decontaminate(runDir: string, options: DecontaminateOptions, ctx: StageContext = {}): Promise<DecontaminateSummary> {
  const dropAt = options.dropAt ?? (await runDropAt(runDir));
  const plan = await dropPlan(runDir, dropAt);
  const inputs = (await ingestInputs(runDir)).filter((i) => (i.side === 'portfolio' && i.kind === 'manifest') || i.kind === 'tasks');
  const names = outputNames(inputs.map((i) => i.file));
  const files: DecontaminateSummary['files'] = [];
  for (const [index, input] of inputs.entries()) {
    const output = join(options.outDir, names[index] as string);
    if (resolve(output) === resolve(input.file)) {
      throw new EnvsieveError('invalid_option', `--out would overwrite the input ${input.file}: give another directory`, { stage: STAGE, place: { file: options.outDir } });
    }
    if ((await sha256File(input.file).catch(() => null)) !== input.sha256) {
      throw new EnvsieveError('input_unreadable', 'has changed (or gone) since the audit; run the audit again before decontaminating', { stage: STAGE, place: { file: input.file } });
    }
    if (input.kind === 'tasks') {
      const { data, outcome } = await filterTasksFile(input.file, await readFile(input.file), plan, plan.portfolio);
      await writeFileAtomic(output, data);
      files.push({ input: input.file, output, kind: 'tasks', ...outcome });
    } else {
      const { text, outcome } = filterManifest(await readInputText(input.file), input.format, plan);
      await writeFileAtomic(output, encodeOutput(input.file, text));
      files.push({ input: input.file, output, kind: 'manifest', ...outcome });
    }
    ctx.log?.(`decontaminate: ${input.file} → ${output}`);
  }
  const summary: DecontaminateSummary = {
    runDir,
    outDir: options.outDir,
    dropAt,
    files,
    environmentsRemoved: plan.environments.size,
    tasksRemoved: [...plan.tasks.values()].reduce((n, m) => n + m.size, 0),
    toolsRemoved: [...plan.tools.values()].reduce((n, m) => n + m.size, 0),
  };
  await writeJsonAtomic(join(options.outDir, DECONTAMINATE_RECORD), record(summary, plan, ctx));
  return summary;
}

function record(summary: DecontaminateSummary, plan: DropPlan, ctx: StageContext): unknown {
  return {
    schemaVersion: 1,
    stage: STAGE,
    run: resolve(summary.runDir),
    dropAt: summary.dropAt,
    rule: `portfolio environments flagged '${summary.dropAt}' or above against the suites are removed whole (contamination.csv); of the environments that stay, tasks and tools flagged '${summary.dropAt}' or above are removed (task_matches.csv, item_matches.csv)`,
    files: summary.files.map((f) => ({ ...f, input: resolve(f.input), output: f.output.slice(summary.outDir.length).replace(/^\//, '') })),
    environments: [...plan.environments.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    tasks: [...plan.tasks.values()].flatMap((m) => [...m.values()]).sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0)),
    tools: [...plan.tools.values()].flatMap((m) => [...m.values()]).sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0)),
    generatedAt: (ctx.now?.() ?? new Date()).toISOString(),
  };
}
