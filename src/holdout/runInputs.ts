// What the holdout stage reads from a run: the portfolio's environments and families (core/envIndex.ts),
// the related threshold the cluster stage used (redundancy.json), the cross-family environment pairs it
// scored at or above it and the family matrix (the related_pairs and family_similarity tables) — no vectors,
// so a hold-out is checked in a moment.
import { join } from 'node:path';
import { z } from 'zod';
import { readRecord, readTable, rowsFile, tables } from '../artifacts/index.js';
import { readEnvIndex } from '../core/envIndex.js';
import { EnvsieveError } from '../core/errors.js';

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
  /** The threshold related_pairs was written at: the lowest a hold-out can be judged at. */
  clusterThreshold: number;
  pairs: RelatedPair[];
  /** Family-to-family similarities the cluster stage scored (family_similarity); absent pairs were not close. */
  familySimilarity: Array<{ a: string; b: string; similarity: number }>;
}

const missing = (file: string, message: string, cause?: unknown) => new EnvsieveError('artifact_missing', message, { stage: 'holdout', place: { file }, ...(cause ? { cause } : {}) });

export async function readHoldoutInputs(runDir: string): Promise<HoldoutInputs> {
  const envs = await readPortfolio(runDir);
  const clusterThreshold = await readClusterThreshold(runDir);
  const pairs = await readRelatedPairs(runDir, envs);
  const familySimilarity = await readFamilySimilarity(runDir, envs);
  return { envs, clusterThreshold, pairs, familySimilarity };
}

async function readFamilySimilarity(runDir: string, envs: PortfolioEnv[]): Promise<HoldoutInputs['familySimilarity']> {
  const families = new Set(envs.map((e) => e.family));
  const rows = await readTable(runDir, tables.familySimilarity, { stage: 'holdout' });
  return rows.flatMap((row) => (families.has(row.family_a) && families.has(row.family_b) ? [{ a: row.family_a, b: row.family_b, similarity: row.similarity }] : []));
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

/** The fields of redundancy.json read here; `families` is absent from a run clustered before families were. */
const redundancyRecord = z.looseObject({ families: z.looseObject({ related_threshold: z.number() }).optional() });

async function readClusterThreshold(runDir: string): Promise<number> {
  const record = await readRecord(runDir, 'redundancy.json', redundancyRecord, { stage: 'holdout' });
  if (!record.families) throw missing(join(runDir, 'redundancy.json'), `redundancy.json has no family analysis (re-run 'envsieve cluster' with this version)`);
  return record.families.related_threshold;
}

async function readRelatedPairs(runDir: string, envs: PortfolioEnv[]): Promise<RelatedPair[]> {
  const byId = new Map(envs.map((env) => [env.id, env]));
  const file = join(runDir, rowsFile(tables.relatedPairs));
  const rows = await readTable(runDir, tables.relatedPairs, { stage: 'holdout' });
  return rows.map((row, i) => {
    const [a, b] = [row.env_a, row.env_b].map((id) => {
      const env = byId.get(id);
      if (!env) throw missing(file, `line ${i + 1} names environment '${id}', which is not in this run's portfolio (re-run 'envsieve cluster')`);
      return env;
    }) as [PortfolioEnv, PortfolioEnv];
    return { a, b, score: row.score, tools: row.tools, state: row.state, tasks: row.tasks };
  });
}
