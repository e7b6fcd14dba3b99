// The ingest stage: reads the portfolio, suite and baseline manifests (and any separate tasks files),
// validates every record, and writes the canonical environments, their facet items, the rejects and a
// balance sheet. Nothing is lost: every record lands in environments.jsonl or rejected.jsonl.
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { artifactsOf } from '../artifacts/index.js';
import type { StageContext } from '../core/context.js';
import { assertRunDir } from '../core/runDir.js';
import { ioError } from '../core/ioErrors.js';
import { EnvsieveError } from '../core/errors.js';
import { INGEST_DEFAULTS, type IngestLimits } from '../core/defaults.js';
import { ENV_INDEX_FILE, envIndexEntry, ITEM_INDEX_FILE, itemIndexEntry } from '../core/envIndex.js';
import { AtomicWriter, writeJsonAtomic } from '../core/io.js';
import { sha256File } from '../core/hash.js';
import { FACETS, SIDES, type Environment, type Facet, type FacetItem, type Side } from '../core/types.js';
import { comparedSignatures, describedCut, HouseStyle, stateAndTaskItems, toolItems } from '../facets/index.js';
import { detectFormat, readManifest } from './manifest.js';
import { RecordProblem, type Warning } from './problems.js';
import { peekId, readEnvironment } from './record.js';
import { isCsv, readTaskRows } from './tasksFile.js';
import { Ledger, type InputEntry } from './ledger.js';
import type { OptionValues } from '../core/options.js';
import type { INGEST_OPTIONS } from './options.js';

export interface IngestInputs {
  portfolio: string[];
  suite?: string[];
  baseline?: string[];
  /** Separate task files (CSV or JSONL) joined to environments by id. */
  tasks?: string[];
}

/** The declared options (options.ts) and where the artifacts go. */
export type IngestOptions = OptionValues<typeof INGEST_OPTIONS.options> & { outDir: string };

export interface IngestSummary {
  outDir: string;
  environments: Record<Side, number>;
  items: Record<Facet, number>;
  rejected: number;
  warnings: number;
  inputs: InputEntry[];
}

export const INGEST_ARTIFACTS: readonly string[] = artifactsOf('ingest');

export async function ingest(inputs: IngestInputs, options: IngestOptions, ctx: StageContext = {}): Promise<IngestSummary> {
  const limits: IngestLimits = { ...INGEST_DEFAULTS, ...options.limits };
  // Before any work: a directory of the user's is refused, not filled with (or emptied of) envsieve's files.
  await assertRunDir(options.outDir);
  const sides = sideFiles(inputs);
  await checkInputs([...sides.flatMap(([, files]) => files), ...(inputs.tasks ?? [])]);
  const ledger = new Ledger(options.strict ?? false);

  const environments: Environment[] = [];
  for (const [side, files] of sides) {
    const seen = new Map<string, string>();
    for (const file of files) environments.push(...(await readingFile(file, () => readSideFile(file, side, seen, limits, ledger, ctx))));
  }
  for (const file of inputs.tasks ?? []) await readingFile(file, () => joinTasksFile(file, environments, limits, ledger, ctx));

  const items = await writeArtifacts(options.outDir, environments, ledger, ctx);
  const summary: IngestSummary = {
    outDir: options.outDir,
    environments: Object.fromEntries(SIDES.map((s) => [s, environments.filter((e) => e.side === s).length])) as Record<Side, number>,
    items,
    rejected: ledger.rejects.length,
    warnings: ledger.warningCount,
    inputs: ledger.inputs,
  };
  ctx.count?.('environments', environments.length);
  ctx.count?.('rejected records', ledger.rejects.length);
  const generatedAt = (ctx.now?.() ?? new Date()).toISOString();
  await writeJsonAtomic(join(options.outDir, 'ingest.json'), ledger.report(environments, limits, options.strict ?? false, generatedAt));
  return summary;
}

function sideFiles(inputs: IngestInputs): Array<[Side, string[]]> {
  if (inputs.portfolio.length === 0) {
    throw new EnvsieveError('invalid_option', 'no portfolio files given: name at least one with --portfolio', { stage: 'ingest' });
  }
  return [
    ['portfolio', inputs.portfolio],
    ['suite', inputs.suite ?? []],
    ['baseline', inputs.baseline ?? []],
  ];
}

/** Every input must exist and be a file before any work starts. */
async function checkInputs(files: string[]): Promise<void> {
  for (const file of files) {
    const info = await stat(file).catch((cause: NodeJS.ErrnoException) => {
      const why = cause.code === 'ENOENT' ? 'no such file' : cause.message;
      throw new EnvsieveError('input_missing', `cannot read input: ${why}`, { stage: 'ingest', place: { file }, cause });
    });
    if (!info.isFile()) throw new EnvsieveError('input_unreadable', 'input is not a file', { stage: 'ingest', place: { file } });
  }
}

/**
 * A file that cannot be read to its end — a truncated or non-gzip `.gz`, a read error — is one error naming
 * it: records past the break cannot be counted, so the ledger could not balance and the run must stop.
 */
async function readingFile<T>(file: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof EnvsieveError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('Z_') || code === 'ERR_BUFFER_TOO_LARGE') {
      const why = code === 'Z_BUF_ERROR' ? 'the compressed data ends early (a truncated download?)' : code === 'Z_DATA_ERROR' ? 'not gzip data, or corrupt' : (error as Error).message;
      throw new EnvsieveError('input_unreadable', `cannot decompress: ${why}`, { stage: 'ingest', place: { file }, cause: error });
    }
    throw ioError(error, file, 'cannot read input');
  }
}

async function readSideFile(
  file: string,
  side: Side,
  seen: Map<string, string>,
  limits: IngestLimits,
  ledger: Ledger,
  ctx: StageContext,
): Promise<Environment[]> {
  const format = await detectFormat(file);
  const entry = ledger.addInput({ file, side, kind: 'manifest', format, bytes: (await stat(file)).size, sha256: await sha256File(file) });
  const accepted: Environment[] = [];
  const label = `reading ${basename(file)}`;
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
  const read = (bytes: number) => ctx.progress?.({ stage: 'ingest', label, done: mb(bytes), total: mb(entry.bytes), unit: 'MB' });
  for await (const record of readManifest(file, format, limits.maxRecordBytes, ctx.progress ? read : undefined)) {
    entry.records++;
    const place = { file, line: record.line, side };
    if (record.problem) {
      ledger.reject(entry, { ...place, field: '', code: record.problem.code, reason: record.problem.message });
      continue;
    }
    const warnings: Warning[] = [];
    try {
      const env = readEnvironment(record.value, side, { file, line: record.line }, limits, (code, field, message) => warnings.push({ code, field, message }));
      const first = seen.get(env.id);
      if (first !== undefined) throw new RecordProblem('duplicate_id', 'id', `duplicate environment id '${env.id}' on the ${side} side (first at ${first})`);
      seen.set(env.id, `${file}:${record.line}`);
      accepted.push(env);
      entry.accepted++;
      for (const w of warnings) ledger.warn({ ...place, id: env.id, ...w });
    } catch (error) {
      if (!(error instanceof RecordProblem)) throw error;
      ledger.reject(entry, { ...place, id: peekId(record.value), field: error.field, code: error.code, reason: error.message });
    }
  }
  if (entry.records === 0) ledger.fileProblem(entry, 'empty_file', 'file has no records');
  ctx.log?.(`ingest: ${file} (${side}): ${entry.accepted} environments, ${entry.rejected} rejected`);
  return accepted;
}

async function joinTasksFile(file: string, environments: Environment[], limits: IngestLimits, ledger: Ledger, ctx: StageContext): Promise<void> {
  const entry = ledger.addInput({ file, side: null, kind: 'tasks', format: isCsv(file) ? 'csv' : 'jsonl', bytes: (await stat(file)).size, sha256: await sha256File(file) });
  const byId = new Map<string, Environment[]>();
  for (const env of environments) byId.set(env.id, [...(byId.get(env.id) ?? []), env]);
  for await (const row of readTaskRows(file, limits.maxRecordBytes)) {
    entry.records++;
    const place = { file, line: row.line, side: null, id: row.env };
    if (row.problem) {
      ledger.reject(entry, { ...place, field: row.problem.field, code: row.problem.code, reason: row.problem.message });
      continue;
    }
    const long = (row.text as string).length > limits.maxTextChars ? 'text' : (row.id as string).length > limits.maxIdChars ? 'task_id' : null;
    if (long) {
      const max = long === 'text' ? `${limits.maxTextChars} (limit maxTextChars)` : `${limits.maxIdChars} (limit maxIdChars)`;
      ledger.reject(entry, { ...place, field: long, code: 'invalid_field', reason: `${long} is longer than ${max}` });
      continue;
    }
    const targets = (byId.get(row.env as string) ?? []).filter((env) => !row.side || env.side === row.side);
    const clash = targets.find((env) => env.tasks.some((t) => t.id === row.id));
    if (targets.length === 0) {
      const why = ledger.wasRejected(row.env as string) ? 'was rejected' : 'matches no environment';
      ledger.reject(entry, { ...place, field: 'env_id', code: ledger.wasRejected(row.env as string) ? 'rejected_env' : 'unmatched_env', reason: `environment id '${row.env}' ${why}${row.side ? ` on the ${row.side} side` : ''}` });
    } else if (clash) {
      ledger.reject(entry, { ...place, field: 'task_id', code: 'duplicate_task', reason: `task id '${row.id}' already exists in environment '${clash.id}'` });
    } else {
      for (const env of targets) env.tasks.push({ id: row.id as string, text: row.text as string, from: file, ...(row.passages ? { passages: row.passages } : {}) });
      entry.accepted++;
    }
  }
  if (entry.records === 0) ledger.fileProblem(entry, 'empty_file', 'tasks file has no rows');
  ctx.log?.(`ingest: ${file} (tasks): ${entry.accepted} rows joined, ${entry.rejected} rejected`);
}

async function writeArtifacts(outDir: string, environments: Environment[], ledger: Ledger, ctx: StageContext): Promise<Record<Facet, number>> {
  const counts = Object.fromEntries(FACETS.map((f) => [f, 0])) as Record<Facet, number>;
  const envWriter = await AtomicWriter.open(join(outDir, 'environments.jsonl'));
  const indexWriter = await AtomicWriter.open(join(outDir, ENV_INDEX_FILE));
  const itemWriter = await AtomicWriter.open(join(outDir, 'items.jsonl'));
  const itemIndexWriter = await AtomicWriter.open(join(outDir, ITEM_INDEX_FILE));
  const rejectWriter = await AtomicWriter.open(join(outDir, 'rejected.jsonl'));
  const writers = [envWriter, indexWriter, itemWriter, itemIndexWriter, rejectWriter];
  try {
    // Every environment's tools first: a suite's house style is left out of every tool's vector (facets/houseStyle.ts),
    // and a tool gets its purpose when a tool of the other side shares its signature (facets/purposes.ts). The
    // other items are made and written one environment at a time.
    const tools = environments.map(toolItems);
    const allTools = tools.flat();
    const house = HouseStyle.of(allTools);
    const compared = comparedSignatures(allTools, (item) => item.side !== 'suite');
    const cut = describedCut(allTools, (item) => item.side !== 'suite');
    for (const [i, env] of environments.entries()) {
      if (i % 256 === 0) ctx.progress?.({ stage: 'ingest', label: 'writing environments and items', done: i, total: environments.length, unit: 'environments' });
      await envWriter.writeJsonLine(env);
      await indexWriter.writeJsonLine(envIndexEntry(env));
      for (const made of [...(tools[i] as FacetItem[]), ...stateAndTaskItems(env)]) {
        const item = house.apply(made, compared.has(made.fp_shape), cut(made));
        counts[item.facet]++;
        await itemWriter.writeJsonLine(item);
        await itemIndexWriter.writeJsonLine(itemIndexEntry(item));
      }
    }
    ctx.progress?.({ stage: 'ingest', label: 'writing environments and items', done: environments.length, total: environments.length, unit: 'environments' });
    for (const reject of ledger.rejects) await rejectWriter.writeJsonLine(reject);
    // One after another: when the disk fills on one, the rest are aborted, not published beside a missing one.
    for (const writer of writers) await writer.close();
  } catch (error) {
    await Promise.all(writers.map((w) => w.abort()));
    throw error;
  }
  return counts;
}
