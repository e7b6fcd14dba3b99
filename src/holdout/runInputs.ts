// What the holdout stage reads from a run: the portfolio's environments and families (core/envIndex.ts),
// the related threshold the cluster stage used (redundancy.json) and the cross-family environment pairs it
// scored at or above it (related_pairs.csv) — no vectors, so a hold-out is checked in a moment. Ids and
// family names in the CSV were neutralised against spreadsheet formulas; they are mapped back to the run's
// own through environments.jsonl, so holdout.json carries them as the user wrote them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { neutralizeCell } from '../core/csv.js';
import { readEnvIndex } from '../core/envIndex.js';
import { EnvsieveError } from '../core/errors.js';
import { isJsonObject } from '../core/json.js';

export interface PortfolioEnv {
  id: string;
  family: string;
}

export interface RelatedPair {
  a: PortfolioEnv;
  b: PortfolioEnv;
  score: number;
  tools: number | null;
  state: number | null;
  tasks: number | null;
}

export interface HoldoutInputs {
  envs: PortfolioEnv[];
  /** The threshold related_pairs.csv was written at: the lowest a hold-out can be judged at. */
  clusterThreshold: number;
  pairs: RelatedPair[];
  /** Family-to-family similarities the cluster stage scored (family_similarity.csv); absent pairs were not close. */
  familySimilarity: Array<{ a: string; b: string; similarity: number }>;
}

const missing = (file: string, message: string, cause?: unknown) => new EnvsieveError('artifact_missing', message, { stage: 'holdout', place: { file }, ...(cause ? { cause } : {}) });

export async function readHoldoutInputs(runDir: string): Promise<HoldoutInputs> {
  const envs = await readPortfolio(runDir);
  const clusterThreshold = await readClusterThreshold(join(runDir, 'redundancy.json'));
  const pairs = await readRelatedPairs(join(runDir, 'related_pairs.csv'), envs);
  const familySimilarity = await readFamilySimilarity(join(runDir, 'family_similarity.csv'), envs);
  return { envs, clusterThreshold, pairs, familySimilarity };
}

async function readFamilySimilarity(file: string, envs: PortfolioEnv[]): Promise<HoldoutInputs['familySimilarity']> {
  const text = await readFile(file, 'utf8').catch((cause: unknown) => {
    throw missing(file, `no family_similarity.csv (run 'envsieve cluster' first)`, cause);
  });
  // Family names are written neutralised like every CSV cell; map the cells back to the names.
  const byCell = new Map(envs.map((e) => [String(neutralizeCell(e.family)), e.family]));
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  return rows.flatMap((row) => {
    const a = byCell.get(row.family_a ?? '');
    const b = byCell.get(row.family_b ?? '');
    const similarity = Number(row.similarity);
    return a !== undefined && b !== undefined && Number.isFinite(similarity) ? [{ a, b, similarity }] : [];
  });
}

async function readPortfolio(runDir: string): Promise<PortfolioEnv[]> {
  const file = join(runDir, 'environments.jsonl');
  const all = await readEnvIndex(runDir, 'holdout').catch((cause: unknown) => {
    throw missing(file, `cannot read environments.jsonl (run 'envsieve ingest' first)`, cause);
  });
  const envs = all.filter((env) => env.side === 'portfolio').map((env) => ({ id: env.id, family: env.family }));
  if (envs.length === 0) throw missing(file, 'the run has no portfolio environments');
  return envs;
}

async function readClusterThreshold(file: string): Promise<number> {
  const text = await readFile(file, 'utf8').catch((cause: unknown) => {
    throw missing(file, `no redundancy.json (run 'envsieve cluster' first)`, cause);
  });
  const report: unknown = JSON.parse(text);
  const families = isJsonObject(report) ? report.families : undefined;
  const threshold = isJsonObject(families) ? families.related_threshold : undefined;
  if (typeof threshold !== 'number') throw missing(file, `redundancy.json has no family analysis (re-run 'envsieve cluster' with this version)`);
  return threshold;
}

async function readRelatedPairs(file: string, envs: PortfolioEnv[]): Promise<RelatedPair[]> {
  const text = await readFile(file, 'utf8').catch((cause: unknown) => {
    throw missing(file, `no related_pairs.csv (run 'envsieve cluster' first)`, cause);
  });
  const byCell = new Map<string, PortfolioEnv | null>();
  for (const env of envs) {
    const cell = String(neutralizeCell(env.id));
    // Two ids that neutralise alike ('=x' and "'=x") cannot be told apart in the CSV; such a pair is refused below.
    byCell.set(cell, byCell.has(cell) ? null : env);
  }
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const number = (cell: string | undefined) => (cell === undefined || cell === '' ? null : Number(cell));
  return rows.map((row, i) => {
    const [a, b] = [row.env_a, row.env_b].map((cell) => {
      const env = byCell.get(cell ?? '');
      if (!env) throw missing(file, `line ${i + 2} names environment '${cell}', which ${env === null ? 'is ambiguous' : 'is not'} in this run's portfolio (re-run 'envsieve cluster')`);
      return env;
    }) as [PortfolioEnv, PortfolioEnv];
    return { a, b, score: Number(row.score), tools: number(row.tools), state: number(row.state), tasks: number(row.tasks) };
  });
}
