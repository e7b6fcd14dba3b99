// Everything the report reads from a run directory, loaded and validated in one place. The artifacts of
// ingest, embed, neighbors and cluster are required (the report is about them); those of stratify, subsets
// and holdout are optional: when their stage has not run they are null and the report says "not run".
import type { z } from 'zod';
import { readIdList, readRecord, readTable, tables, type Row } from '../artifacts/index.js';
import type { IdList } from '../core/idList.js';
import * as s from './schemas.js';

export interface RunArtifacts {
  ingest: z.output<typeof s.ingestRecord>;
  embed: z.output<typeof s.embedRecord>;
  neighbors: z.output<typeof s.neighborsRecord>;
  contamination: Row<typeof tables.contamination>[];
  envPairs: Row<typeof tables.envPairs>[];
  taskMatches: Row<typeof tables.taskMatches>[];
  itemMatches: Row<typeof tables.itemMatches>[];
  evalTasks: Row<typeof tables.evalTasks>[];
  decontaminate: IdList;
  redundancy: z.output<typeof s.redundancyRecord>;
  clusters: Row<typeof tables.clusters>[];
  nearDuplicates: Row<typeof tables.nearDuplicates>[];
  novelty: Row<typeof tables.novelty>[] | null;
  strata: z.output<typeof s.strataRecord> | null;
  strataTable: Row<typeof tables.strata>[] | null;
  subsets: z.output<typeof s.subsetsRecord> | null;
  holdout: z.output<typeof s.holdoutRecord> | null;
  families: Row<typeof tables.families>[] | null;
  /** The sizing table, when holdout has run with this version. */
  sizing: Row<typeof tables.sizing>[] | null;
  /** calibration.json, when `envsieve calibrate` has run on this run directory. */
  calibration: z.output<typeof s.calibrationRecord> | null;
}

const REPORT = { stage: 'report' };
const OPTIONAL = { stage: 'report', optional: true } as const;

export async function loadRunArtifacts(runDir: string): Promise<RunArtifacts> {
  // Sequential on purpose: the first missing artifact, in pipeline order, is the one the error names.
  const ingest = await readRecord(runDir, 'ingest.json', s.ingestRecord, REPORT);
  const embed = await readRecord(runDir, 'embed.json', s.embedRecord, REPORT);
  const neighbors = await readRecord(runDir, 'neighbors.json', s.neighborsRecord, REPORT);
  const contamination = await readTable(runDir, tables.contamination, REPORT);
  const envPairs = await readTable(runDir, tables.envPairs, REPORT);
  const taskMatches = await readTable(runDir, tables.taskMatches, REPORT);
  const itemMatches = await readTable(runDir, tables.itemMatches, REPORT);
  const evalTasks = await readTable(runDir, tables.evalTasks, REPORT);
  const decontaminate = await readIdList(runDir, 'decontaminate.txt', REPORT);
  const redundancy = await readRecord(runDir, 'redundancy.json', s.redundancyRecord, REPORT);
  const clusters = await readTable(runDir, tables.clusters, REPORT);
  const nearDuplicates = await readTable(runDir, tables.nearDuplicates, REPORT);
  return {
    ingest,
    embed,
    neighbors,
    contamination,
    envPairs,
    taskMatches,
    itemMatches,
    evalTasks,
    decontaminate,
    redundancy,
    clusters,
    nearDuplicates,
    novelty: await readTable(runDir, tables.novelty, OPTIONAL),
    strata: await readRecord(runDir, 'strata.json', s.strataRecord, OPTIONAL),
    strataTable: await readTable(runDir, tables.strata, OPTIONAL),
    subsets: await readRecord(runDir, 'subsets.json', s.subsetsRecord, OPTIONAL),
    holdout: await readRecord(runDir, 'holdout.json', s.holdoutRecord, OPTIONAL),
    calibration: await readRecord(runDir, 'calibration.json', s.calibrationRecord, OPTIONAL),
    families: await readTable(runDir, tables.families, OPTIONAL),
    sizing: await readTable(runDir, tables.sizing, OPTIONAL),
  };
}
