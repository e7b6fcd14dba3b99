// The pipeline runner: runs a plan's stages in order into one run directory, skipping every stage whose key —
// its options, the bytes of its input files, anything else its output depends on, and the keys of the stages
// it reads — matches the key recorded when it last completed and whose artifacts are all still there. The
// record is the run manifest `pipeline.json`, rewritten atomically after each stage, so an interrupted run
// resumes at the stage it was in. When a stage runs, artifacts of stages outside the plan that were made
// from its previous output are removed rather than left to be read as current. Timings go to the log and
// the returned result, never into artifacts, so the same inputs and options give the same bytes.
import { access, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { StageContext } from '../core/context.js';
import { EnvsieveError } from '../core/errors.js';
import { sha256File, sha256Hex, stableJson } from '../core/hash.js';
import { writeJsonAtomic } from '../core/io.js';
import { withRunDir } from '../core/runDir.js';
import type { Shard } from '../core/shard.js';
import { codeFingerprint, packageVersion } from './version.js';
import { STAGE_NAMES, type PipelinePlan, type StageName } from './plan.js';
import { STAGES, type StageDefinition } from './stages.js';

export const MANIFEST_FILE = 'pipeline.json';

export interface StageOutcome {
  stage: StageName;
  status: 'ran' | 'up to date';
  key: string;
  seconds: number;
  /** What the stage returned when it ran; absent when it was up to date. */
  summary?: unknown;
  /** The counts the stage reported (StageContext.count), in the order first reported; absent when up to date. */
  counters?: Record<string, number>;
}

export interface PipelineResult {
  name: string;
  outDir: string;
  manifest: string;
  stages: StageOutcome[];
  /** The report's headline findings, when the plan ends with the report. */
  headline: string[];
  seconds: number;
}

const stampSchema = z.object({ key: z.string(), artifacts: z.array(z.string()) });
const manifestSchema = z.object({ schemaVersion: z.literal(1), stages: z.record(z.string(), stampSchema) }).loose();
type Stamps = Record<string, z.infer<typeof stampSchema>>;

/** Runs the plan holding its run directory (core/runDir.ts): one run at a time, never in a user's directory. */
export async function runPipeline(plan: PipelinePlan, ctx: StageContext = {}): Promise<PipelineResult> {
  return withRunDir(plan.outDir, `envsieve pipeline '${plan.name}'`, () => runLocked(plan, ctx), { create: true });
}

async function runLocked(plan: PipelinePlan, ctx: StageContext): Promise<PipelineResult> {
  const started = performance.now();
  const stages = withDependencies(plan.stages);
  const files = await hashInputs(plan);
  const manifestPath = join(plan.outDir, MANIFEST_FILE);
  const stamps = await readStamps(manifestPath, ctx);
  const keys = new Map<StageName, string>();
  const outcomes: StageOutcome[] = [];
  for (const [position, name] of stages.entries()) {
    const definition = definitionOf(name);
    const key = await stageKey(plan, name, files, keys);
    keys.set(name, key);
    const artifacts = [...definition.artifacts(plan)];
    const label = `[${position + 1}/${stages.length}] ${name}`;
    const stamp = stamps[name];
    if (!plan.force && (await isUpToDate(plan, stamp, key, artifacts))) {
      ctx.log?.(`${label}: up to date`);
      outcomes.push({ stage: name, status: 'up to date', key, seconds: 0 });
      continue;
    }
    ctx.log?.(`${label}: running`);
    const stageStarted = performance.now();
    const counters: Record<string, number> = {};
    const stageCtx: StageContext = { ...ctx, count: (counter, value) => (counters[counter] = (counters[counter] ?? 0) + value) };
    const summary = plan.shards !== undefined && definition.shard ? await definition.shard.merge(plan, plan.shards, stageCtx) : await definition.run(plan, stageCtx);
    const seconds = Number(((performance.now() - stageStarted) / 1000).toFixed(2));
    ctx.log?.(`${label}: done in ${seconds} s`);
    stamps[name] = { key, artifacts };
    // Same key: the same bytes as before (a deleted artifact, --force), so what was made from them still holds.
    if (stamp?.key !== key) await dropStaleDependents(name, stages, stamps, plan.outDir, ctx);
    await writeManifest(manifestPath, plan, files, stamps);
    outcomes.push({ stage: name, status: 'ran', key, seconds, summary, counters });
  }
  // Written even when nothing ran, so that the manifest always describes the latest plan.
  await writeManifest(manifestPath, plan, files, stamps);
  const headline = stages.includes('report') ? await readHeadline(join(plan.outDir, 'report.json')) : [];
  return { name: plan.name, outDir: plan.outDir, manifest: manifestPath, stages: outcomes, headline, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) };
}

function definitionOf(name: StageName): Readonly<StageDefinition> {
  const definition = STAGES.get(name);
  if (!definition) throw new EnvsieveError('internal', `no stage named ${name} in the registry`, { stage: 'runner' });
  return definition;
}

/** A stage's key: what its output depends on, the keys of the stages before it (`keys`) included. */
async function stageKey(plan: PipelinePlan, name: StageName, files: Map<string, string>, keys: Map<StageName, string>): Promise<string> {
  const definition = definitionOf(name);
  return sha256Hex(
    stableJson({
      stage: name,
      envsieve: packageVersion(),
      code: codeFingerprint(),
      options: plan.options[name] ?? {},
      cacheDir: name === 'embed' ? (plan.cacheDir ?? null) : null,
      files: definition.inputFiles(plan).map((f) => [f, files.get(f)]),
      extra: (await definition.extraKey?.(plan)) ?? null,
      needs: definition.readsEverythingBefore ? [...keys.values()] : definition.needs.map((n) => keys.get(n) ?? null),
    }),
  );
}

async function isUpToDate(plan: PipelinePlan, stamp: Stamps[string] | undefined, key: string, artifacts: string[]): Promise<boolean> {
  return stamp?.key === key && (await allExist(plan.outDir, artifacts));
}

export interface StageStatus {
  stage: StageName;
  key: string;
  upToDate: boolean;
  /** Whether the stage runs in shards (and `--shards` merges it). */
  sharded: boolean;
}

/**
 * Whether each stage of the plan (with what it needs, in order) is up to date in its run directory, as the
 * runner would judge it, without running or locking anything: what an executor submits depends on it.
 */
export async function planStatus(plan: PipelinePlan, ctx: StageContext = {}): Promise<StageStatus[]> {
  const files = await hashInputs(plan);
  const stamps = await readStamps(join(plan.outDir, MANIFEST_FILE), ctx);
  const keys = new Map<StageName, string>();
  const status: StageStatus[] = [];
  for (const name of withDependencies(plan.stages)) {
    const definition = definitionOf(name);
    const key = await stageKey(plan, name, files, keys);
    keys.set(name, key);
    status.push({ stage: name, key, upToDate: !plan.force && (await isUpToDate(plan, stamps[name], key, [...definition.artifacts(plan)])), sharded: definition.shard !== undefined });
  }
  return status;
}

/**
 * Runs shard `shard` of the plan's one sharded stage (its last listed stage), with the plan's options, once
 * every stage it needs is up to date. Holds only the shard's own directory, so a job array's tasks run at once;
 * the stage's merge (`plan.shards`) later completes it.
 */
export async function runPipelineShard(plan: PipelinePlan, shard: Shard, ctx: StageContext = {}): Promise<unknown> {
  const status = await planStatus({ ...plan, force: false }, ctx);
  const target = status.at(-1);
  const definition = target ? definitionOf(target.stage) : undefined;
  if (!target || !definition?.shard) {
    throw new EnvsieveError('invalid_option', `--shard runs one sharded stage: list it last in the stages (sharded: ${STAGE_NAMES.filter((n) => STAGES.get(n)?.shard).join(', ')})`, { stage: 'runner' });
  }
  const stale = status.slice(0, -1).filter((s) => !s.upToDate);
  if (stale.length > 0) {
    throw new EnvsieveError('artifact_missing', `shard ${shard.index}/${shard.count} of ${target.stage} needs ${stale.map((s) => s.stage).join(', ')} up to date in the run directory first (envsieve run <pipeline> --stages ${stale.at(-1)?.stage})`, { stage: 'runner', place: { file: plan.outDir } });
  }
  return definition.shard.run(plan, { ...ctx, shard });
}

/** Whether `later` reads what `earlier` wrote, directly or through the stages between them. */
function dependsOn(later: StageName, earlier: StageName): boolean {
  const definition = STAGES.get(later);
  if (!definition || later === earlier) return false;
  if (definition.readsEverythingBefore) return STAGE_NAMES.indexOf(earlier) < STAGE_NAMES.indexOf(later);
  return definition.needs.some((n) => n === earlier || dependsOn(n, earlier));
}

/**
 * After `ran` wrote new artifacts, the artifacts of stages outside this plan that were made from its old ones
 * are stale: a later report would read them as if current. They are removed with their records, so that the
 * report says "not run" for them until they run again.
 */
async function dropStaleDependents(ran: StageName, planned: StageName[], stamps: Stamps, outDir: string, ctx: StageContext): Promise<void> {
  for (const name of STAGE_NAMES) {
    const stamp = stamps[name];
    if (!stamp || planned.includes(name) || !dependsOn(name, ran)) continue;
    await Promise.all(stamp.artifacts.map((artifact) => rm(join(outDir, artifact), { force: true })));
    delete stamps[name];
    ctx.log?.(`${name}: its artifacts were made from ${ran}'s previous output and are removed (run ${name} again to remake them)`);
  }
}

/** The listed stages plus everything they need, in pipeline order. */
export function withDependencies(listed: readonly StageName[]): StageName[] {
  const wanted = new Set<StageName>();
  const add = (name: StageName) => {
    if (wanted.has(name)) return;
    const definition = STAGES.get(name);
    if (!definition) throw new EnvsieveError('invalid_option', `unknown stage "${name}"; stages are ${STAGE_NAMES.join(', ')}`, { stage: 'runner' });
    wanted.add(name);
    definition.needs.forEach(add);
  };
  listed.forEach(add);
  return STAGE_NAMES.filter((n) => wanted.has(n));
}

/** Every input file's SHA-256, checked to exist before any stage starts. */
async function hashInputs(plan: PipelinePlan): Promise<Map<string, string>> {
  const all = [...new Set(Object.values(plan.inputs).flat())];
  const hashes = new Map<string, string>();
  for (const file of all) {
    try {
      hashes.set(file, await sha256File(file));
    } catch (error) {
      throw new EnvsieveError('input_missing', `cannot read input file: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { stage: 'runner', place: { file }, cause: error });
    }
  }
  return hashes;
}

async function readStamps(path: string, ctx: StageContext): Promise<Stamps> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return {};
  }
  try {
    return { ...manifestSchema.parse(JSON.parse(text)).stages };
  } catch {
    ctx.log?.(`${path} is not a manifest this version wrote; running every stage`);
    return {};
  }
}

/** The headline of a report.json, read back so that an up-to-date report is summarised like a fresh one. */
async function readHeadline(path: string): Promise<string[]> {
  const parsed = z.object({ headline: z.array(z.string()) }).loose().safeParse(JSON.parse(await readFile(path, 'utf8')));
  return parsed.success ? parsed.data.headline : [];
}

async function allExist(dir: string, artifacts: string[]): Promise<boolean> {
  for (const artifact of artifacts) {
    try {
      await access(join(dir, artifact));
    } catch {
      return false;
    }
  }
  return true;
}

async function writeManifest(path: string, plan: PipelinePlan, files: Map<string, string>, stamps: Stamps): Promise<void> {
  const inputs = Object.fromEntries(Object.entries(plan.inputs).map(([side, list]: [string, string[]]) => [side, list.map((file) => ({ file: resolve(file), sha256: files.get(file) }))]));
  await writeJsonAtomic(path, {
    schemaVersion: 1,
    pipeline: plan.name,
    envsieve: packageVersion(),
    outDir: resolve(plan.outDir),
    cacheDir: plan.cacheDir ?? null,
    inputs,
    stages: Object.fromEntries(STAGE_NAMES.filter((n) => stamps[n]).map((n) => [n, stamps[n]])),
    options: plan.options,
  });
}
