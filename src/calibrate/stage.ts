// `envsieve calibrate <run>`: measures the decision rule on the run's own suites and chooses its parameters.
// It samples suite items per facet (seeded), plants a rewritten copy of each (plant.ts), embeds the plants
// offline through the embed stage and its cache (in <run>/calibration/, a run directory of the suite and the
// plants), scores every channel for each plant against its original and for each sampled item against the
// other items of its suite and family (score.ts), chooses thresholds at the operating points
// (operatingPoints.ts) and writes calibration.json into the run directory: the parameters, precision and
// recall per facet and flag, the seed and the counts. `neighbors --calibration` and `audit --calibration`
// read it back (file.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readRecord } from '../artifacts/index.js';
import type { StageContext } from '../core/context.js';
import { NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import { EnvsieveError } from '../core/errors.js';
import { writeFileAtomic, writeJsonAtomic } from '../core/io.js';
import { seededRandom } from '../core/random.js';
import { FACETS, type Environment, type Facet, type FacetItem } from '../core/types.js';
import { embed } from '../embed/index.js';
import { readEmbedRecord, readRunItems } from '../vectors/index.js';
import { comparedSignatures, describedCut, facetItems, HouseStyle, itemId, nameOnly } from '../facets/index.js';
import { facetEvidence } from '../neighbors/index.js';
import { loadRunData } from '../scoring/index.js';
import { calibrateFacet, OPERATING_POINTS, type FacetCalibration } from './operatingPoints.js';
import { PLANT_KINDS, plantedEnvironment, plantTable, plantTask, plantTool, translatedNegative } from './plant.js';
import { scoreFacet, type FacetPairs, type FacetQueries } from './score.js';

export interface CalibrateOptions {
  cacheDir?: string;
  /** Seed of the sample and of every rewrite; recorded in calibration.json. */
  seed?: number;
  /** Suite items sampled per facet (each planted once and scored once as a negative). */
  perFacet?: number;
}

export const CALIBRATE_DEFAULTS = {
  seed: 20261204,
  /** 300 per facet: a 1% false-positive budget then rests on 3 negatives, and recall is known to about ±3%. */
  perFacet: 300,
} as const;

export interface CalibrationFile {
  schemaVersion: 1;
  stage: 'calibrate';
  seed: number;
  perFacet: number;
  /** The suite files calibrated on, with their SHA-256 (from ingest.json): a calibration holds for those suites. */
  suites: Array<{ file: string; sha256: string }>;
  operatingPoints: typeof OPERATING_POINTS;
  counts: Record<Facet, { sampled: number; planted: number; unchanged: number }>;
  facets: Record<Facet, FacetCalibration>;
  generatedAt: string;
}

interface Sampled {
  env: Environment;
  facet: Facet;
  local: string;
}

export async function calibrate(runDir: string, options: CalibrateOptions = {}, ctx: StageContext = {}): Promise<CalibrationFile> {
  const { seed, perFacet, counts, pairs } = await plantAndScore(runDir, options, ctx);
  const facets = {} as Record<Facet, FacetCalibration>;
  for (const facet of FACETS) {
    const given = { thresholds: NEIGHBOR_DEFAULTS.thresholds[facet], lexicalCopy: NEIGHBOR_DEFAULTS.lexicalCopy, evidence: facetEvidence(NEIGHBOR_DEFAULTS.evidence, facet) };
    facets[facet] = calibrateFacet(facet, pairs[facet], given);
  }
  const file: CalibrationFile = { schemaVersion: 1, stage: 'calibrate', seed, perFacet, suites: await suiteInputs(runDir), operatingPoints: OPERATING_POINTS, counts, facets, generatedAt: (ctx.now?.() ?? new Date()).toISOString() };
  await writeJsonAtomic(join(runDir, 'calibration.json'), file);
  return file;
}

/** The planted positives and the negatives of every facet with their channels (what calibrate chooses on). */
export async function plantAndScore(runDir: string, options: CalibrateOptions = {}, ctx: StageContext = {}) {
  const seed = options.seed ?? CALIBRATE_DEFAULTS.seed;
  const perFacet = options.perFacet ?? CALIBRATE_DEFAULTS.perFacet;
  if (!Number.isInteger(perFacet) || perFacet < 1) throw new EnvsieveError('invalid_option', `per-facet must be a positive whole number (got ${perFacet})`, { stage: 'calibrate' });
  if (!Number.isInteger(seed)) throw new EnvsieveError('invalid_option', `the seed must be a whole number (got ${seed})`, { stage: 'calibrate' });
  const record = await readEmbedRecord(runDir, 'calibrate');
  const suiteEnvs = (await readEnvironments(runDir)).filter((e) => e.side === 'suite');
  const suiteItems = (await readRunItems(runDir, 'calibrate')).filter((i) => i.side === 'suite');
  if (suiteItems.length === 0) throw new EnvsieveError('artifact_missing', 'the run has no suite items to calibrate on', { stage: 'calibrate', place: { file: runDir } });
  const next = seededRandom(seed);
  const sampled = FACETS.flatMap((facet) => sample(suiteEnvs, facet, perFacet, next));
  const { planted, truth, counts } = plant(sampled, suiteItems, next);
  // After the plants, so that the plants (and every figure before this measure) stay what they were.
  const translated = translateNegatives(sampled.filter((s) => s.facet === 'tasks'), planted.length, next);
  const written = [...planted, ...translated.map((t) => t.env)];
  const sub = join(runDir, 'calibration');
  await writeFileAtomic(join(sub, 'environments.jsonl'), [...suiteEnvs, ...written].map((e) => `${JSON.stringify(e)}\n`).join(''));
  // The plants' vectors leave the suites' house style out as the run's portfolio tools' do (ingest).
  const items = [...suiteItems, ...written.flatMap(facetItems)];
  const house = HouseStyle.of(items);
  // The scored tools: the plants (the sub-run's portfolio) and the sampled suite tools, the negatives.
  const negatives = new Set(sampled.filter((s) => s.facet === 'tools').map((s) => itemId(s.env.id, 'tools', s.local)));
  const query = (i: Pick<FacetItem, 'side' | 'id'>) => i.side === 'portfolio' || negatives.has(i.id);
  const compared = comparedSignatures(items, query);
  const cut = describedCut(items, query);
  await writeFileAtomic(join(sub, 'items.jsonl'), items.map((i) => `${JSON.stringify(house.apply(i, compared.has(i.fp_shape), cut(i)))}\n`).join(''));
  ctx.log?.(`calibrate: ${planted.length} planted items and ${translated.length} translated negatives, seed ${seed}`);
  await embed(sub, { cacheDir: options.cacheDir ?? record.cache, modelDir: (record.model as { dir?: string }).dir, precision: record.model.precision as 'int8' | 'fp32' }, ctx);
  const data = await loadRunData(sub, { stage: 'calibrate', purposes: true, descriptions: true });
  const index = new Map(data.items.map((it, i) => [`${it.side}:${it.id}`, i]));
  const pairs = {} as Record<Facet, FacetPairs>;
  // A state entry without fields is a name alone, which the audit never flags (facets' nameOnly): neither a
  // plant of one nor one as a negative is scored. Left in the sample, so that every other draw stays the same.
  const scored = (i: number | undefined): i is number => i !== undefined && !nameOnly(data.items[i]);
  for (const facet of FACETS) {
    const queries: FacetQueries = {
      facet,
      suite: data.items.flatMap((it, i) => (it.facet === facet && it.side === 'suite' ? [i] : [])),
      positives: truth
        .filter((t) => t.facet === facet)
        .map((t) => ({ item: index.get(`portfolio:${t.planted}`) as number, original: index.get(`suite:${t.original}`) as number, kind: t.kind }))
        .filter((p) => scored(p.original)),
      negatives: sampled.filter((s) => s.facet === facet).map((s) => index.get(`suite:${itemId(s.env.id, facet, s.local)}`)).filter(scored),
      translatedNegatives: facet === 'tasks' ? translated.map((t) => ({ item: index.get(`portfolio:${t.item}`) as number, negative: index.get(`suite:${t.negative}`) as number })) : [],
    };
    pairs[facet] = await scoreFacet(data, queries);
  }
  return { seed, perFacet, counts, pairs };
}

/** The fields of ingest.json read here: the input files, to name the suites the plants came from. */
const ingestInputs = z.looseObject({ inputs: z.array(z.looseObject({ file: z.string(), side: z.string().nullable(), sha256: z.string() })).optional() });

async function suiteInputs(runDir: string): Promise<CalibrationFile['suites']> {
  const record = await readRecord(runDir, 'ingest.json', ingestInputs, { stage: 'calibrate', optional: true });
  return (record?.inputs ?? []).filter((i) => i.side === 'suite').map((i) => ({ file: i.file, sha256: i.sha256 }));
}

async function readEnvironments(runDir: string): Promise<Environment[]> {
  const text = await readFile(join(runDir, 'environments.jsonl'), 'utf8').catch((cause: unknown) => {
    throw new EnvsieveError('artifact_missing', `no environments.jsonl in the run directory (run 'envsieve ingest' first)`, { stage: 'calibrate', place: { file: runDir }, cause });
  });
  return text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Environment);
}

/** Up to `count` of the suite's items of a facet, a seeded sample without replacement (Fisher–Yates). */
function sample(envs: Environment[], facet: Facet, count: number, next: () => number): Sampled[] {
  const all: Sampled[] = envs.flatMap((env) => {
    const locals = facet === 'tools' ? env.tools.map((t) => t.name) : facet === 'state' ? (env.state?.tables ?? []).map((t) => t.name) : env.tasks.map((t) => t.id);
    return [...new Set(locals)].map((local) => ({ env, facet, local }));
  });
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [all[i], all[j]] = [all[j] as Sampled, all[i] as Sampled];
  }
  return all.slice(0, count);
}

interface Truth {
  facet: Facet;
  planted: string;
  original: string;
  kind: string;
}

/** A rewritten copy of each sampled item in an environment of its own; copies the rewrite left identical are dropped and counted. */
function plant(sampled: Sampled[], suiteItems: FacetItem[], next: () => number) {
  const textOf = new Map(suiteItems.map((i) => [i.id, i.text]));
  const planted: Environment[] = [];
  const truth: Truth[] = [];
  const counts = Object.fromEntries(FACETS.map((f) => [f, { sampled: 0, planted: 0, unchanged: 0 }])) as CalibrationFile['counts'];
  sampled.forEach((s) => {
    const c = counts[s.facet];
    c.sampled++;
    const kinds = PLANT_KINDS[s.facet];
    const kind = kinds[c.sampled % kinds.length] as string;
    const env = plantedEnvironment(planted.length, contentOf(s, kind, next));
    const item = facetItems(env)[0];
    const original = itemId(s.env.id, s.facet, s.local);
    if (!item || item.text === textOf.get(original)) {
      c.unchanged++;
      return;
    }
    c.planted++;
    planted.push(env);
    truth.push({ facet: s.facet, planted: item.id, original, kind });
  });
  return { planted, truth, counts };
}

/**
 * Each sampled task "translated" as the translated plants are, in an environment of its own: new material of the
 * domain in another language, scored against its original's suite and family but not its original (score.ts).
 * What the rules for tasks not in the model's language make of such text, which the suites' own English
 * negatives cannot show. Positioned after the plants, so that ids never collide.
 */
function translateNegatives(sampled: Sampled[], start: number, next: () => number): Array<{ env: Environment; item: string; negative: string }> {
  const out: Array<{ env: Environment; item: string; negative: string }> = [];
  for (const s of sampled) {
    const task = s.env.tasks.find((t) => t.id === s.local);
    if (!task) continue;
    const env = translatedNegative(start + out.length, task, next);
    const item = facetItems(env)[0];
    if (!item || item.text === task.text) continue;
    out.push({ env, item: item.id, negative: itemId(s.env.id, 'tasks', s.local) });
  }
  return out;
}

function contentOf(s: Sampled, kind: string, next: () => number) {
  if (s.facet === 'tools') return { tools: [plantTool(s.env.tools.find((t) => t.name === s.local) as Environment['tools'][number], kind as never, next)] };
  if (s.facet === 'state') return { state: [plantTable((s.env.state?.tables ?? []).find((t) => t.name === s.local) as NonNullable<Environment['state']>['tables'][number], kind as never, next)] };
  return { tasks: [plantTask(s.env.tasks.find((t) => t.id === s.local) as Environment['tasks'][number], kind as never, next)] };
}
