// Everything the report reads from a run directory, loaded and validated in one place. The artifacts of
// ingest, embed, neighbors and cluster are required (the report is about them); those of stratify, subsets
// and holdout are optional: when their stage has not run they are null and the report says "not run".
import type { z } from 'zod';
import { parseIdList, type IdList } from '../core/idList.js';
import { readCsvArtifact, readJsonArtifact, readLinesArtifact } from './artifacts.js';
import * as s from './schemas.js';

export interface RunArtifacts {
  ingest: z.output<typeof s.ingestRecord>;
  embed: z.output<typeof s.embedRecord>;
  neighbors: z.output<typeof s.neighborsRecord>;
  contamination: z.output<typeof s.contaminationRow>[];
  envPairs: z.output<typeof s.envPairRow>[];
  taskMatches: z.output<typeof s.taskMatchRow>[];
  itemMatches: z.output<typeof s.itemMatchRow>[];
  evalTasks: z.output<typeof s.evalTaskRow>[];
  decontaminate: IdList;
  redundancy: z.output<typeof s.redundancyRecord>;
  clusters: z.output<typeof s.clusterRow>[];
  nearDuplicates: z.output<typeof s.nearDuplicateRow>[];
  novelty: z.output<typeof s.noveltyRow>[] | null;
  strata: z.output<typeof s.strataRecord> | null;
  strataTable: z.output<typeof s.strataRow>[] | null;
  subsets: z.output<typeof s.subsetsRecord> | null;
  holdout: z.output<typeof s.holdoutRecord> | null;
  families: z.output<typeof s.familyRow>[] | null;
  /** sizing.csv, when holdout has run with this version. */
  sizing: z.output<typeof s.sizingRow>[] | null;
  /** calibration.json, when `envsieve calibrate` has run on this run directory. */
  calibration: z.output<typeof s.calibrationRecord> | null;
}

export async function loadRunArtifacts(runDir: string): Promise<RunArtifacts> {
  // Sequential on purpose: the first missing artifact, in pipeline order, is the one the error names.
  const ingest = await readJsonArtifact(runDir, 'ingest.json', s.ingestRecord, true);
  const embed = await readJsonArtifact(runDir, 'embed.json', s.embedRecord, true);
  const neighbors = await readJsonArtifact(runDir, 'neighbors.json', s.neighborsRecord, true);
  const contamination = await readCsvArtifact(runDir, 'contamination.csv', s.contaminationRow, true);
  const envPairs = await readCsvArtifact(runDir, 'env_pairs.csv', s.envPairRow, true);
  const taskMatches = await readCsvArtifact(runDir, 'task_matches.csv', s.taskMatchRow, true);
  const itemMatches = await readCsvArtifact(runDir, 'item_matches.csv', s.itemMatchRow, true);
  const evalTasks = await readCsvArtifact(runDir, 'eval_tasks.csv', s.evalTaskRow, true);
  const decontaminate = parseIdList(((await readLinesArtifact(runDir, 'decontaminate.txt', true)) ?? []).join('\n'));
  const redundancy = await readJsonArtifact(runDir, 'redundancy.json', s.redundancyRecord, true);
  const clusters = await readCsvArtifact(runDir, 'clusters.csv', s.clusterRow, true);
  const nearDuplicates = await readCsvArtifact(runDir, 'near_duplicates.csv', s.nearDuplicateRow, true);
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
    novelty: await readCsvArtifact(runDir, 'novelty.csv', s.noveltyRow, false),
    strata: await readJsonArtifact(runDir, 'strata.json', s.strataRecord, false),
    strataTable: await readCsvArtifact(runDir, 'strata.csv', s.strataRow, false),
    subsets: await readJsonArtifact(runDir, 'subsets.json', s.subsetsRecord, false),
    holdout: await readJsonArtifact(runDir, 'holdout.json', s.holdoutRecord, false),
    calibration: await readJsonArtifact(runDir, 'calibration.json', s.calibrationRecord, false),
    families: await readCsvArtifact(runDir, 'families.csv', s.familyRow, false),
    sizing: await readCsvArtifact(runDir, 'sizing.csv', s.sizingRow, false),
  };
}
