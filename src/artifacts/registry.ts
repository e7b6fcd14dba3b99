// The one registry of what a run directory holds: every artifact's file, the stage that writes it, whom it is
// for, and for a table its columns (tables.ts). Stages take the list of what they write from here, readers
// name the stage to run from here, and docs/artifacts.md's index is generated from it.
import { csvFile, rowsFile, type Table } from './table.js';
import * as t from './tables.js';

export type ArtifactFormat = 'json' | 'jsonl' | 'csv' | 'id list' | 'binary' | 'markdown' | 'html';

export interface Artifact {
  /** Relative to the run directory; `*` stands for any name (manifests). */
  file: string;
  stage: string;
  format: ArtifactFormat;
  /** `machines`: read back by later stages (through this registry); `people`: a render, never read back. */
  for: 'machines' | 'people';
  /** For a CSV: the rows file it renders. */
  renders?: string;
  /**
   * Whether its stage always writes it, so that its absence means the stage has not run (the runner's test of
   * done): false for what depends on the inputs (novelty with a baseline, one manifest per stratum).
   */
  always: boolean;
  about: string;
  table?: Table;
}

const file = (stage: string, name: string, format: ArtifactFormat, about: string, more: Partial<Artifact> = {}): Artifact =>
  ({ file: name, stage, format, for: 'machines', always: true, about, ...more });

/** A table's two files: its rows for machines, then its CSV render for people. */
const table = (tbl: Table, more: Partial<Artifact> = {}): Artifact[] => [
  { file: rowsFile(tbl), stage: tbl.stage, format: 'jsonl', for: 'machines', always: true, about: tbl.about, table: tbl, ...more },
  { file: csvFile(tbl), stage: tbl.stage, format: 'csv', for: 'people', renders: rowsFile(tbl), always: true, about: `${rowsFile(tbl)} for people`, table: tbl, ...more },
];

export const ARTIFACTS: readonly Artifact[] = Object.freeze([
  file('ingest', 'environments.jsonl', 'jsonl', 'one canonical environment per line'),
  file('ingest', 'environments.index.jsonl', 'jsonl', 'environments.jsonl without the contents'),
  file('ingest', 'items.jsonl', 'jsonl', 'one facet item per line, with its canonical text and fingerprints'),
  file('ingest', 'items.index.jsonl', 'jsonl', 'items.jsonl without the texts (`text`, `vector_text`, `purpose_text`, `brief_text`, `passages`, `description_units`)'),
  file('ingest', 'rejected.jsonl', 'jsonl', 'one line per rejected record'),
  file('ingest', 'ingest.json', 'json', 'per input file and side: records, accepted, rejected; warnings'),
  file('embed', 'embed.json', 'json', 'the model, the cache, the run files'),
  file('embed', 'vectors.f32', 'binary', "every item's embedding, in items.jsonl order"),
  file('embed', 'signatures.u32', 'binary', "every item's MinHash signature, in items.jsonl order"),
  file('embed', 'passages.f32', 'binary', "the embeddings of the parts of portfolio tasks of several paragraphs or lines, or longer than the model reads (windows of lines; items.jsonl `passages`), item by item in items.jsonl order"),
  file('embed', 'purposes.f32', 'binary', "the embeddings of the purposes, name and description, of tools whose calling signature (three parameters or more) a tool of the other side shares (items.jsonl `purpose_text`), in items.jsonl order"),
  file('embed', 'descriptions.f32', 'binary', "the embeddings of tools' whole descriptions and of each sentence of their name and description, for tools whose calling shape (no parameters too) at most 64 suite tools have and a tool of the other side too (items.jsonl `description_units`), item by item in items.jsonl order"),
  ...table(t.contamination),
  ...table(t.envPairs),
  ...table(t.taskMatches),
  ...table(t.itemMatches),
  ...table(t.evalTasks),
  file('neighbors', 'decontaminate.txt', 'id list', 'the ids flagged `--drop-at` or above'),
  file('neighbors', 'neighbors.json', 'json', 'options, thresholds, indexes, counts per flag'),
  ...table(t.clusters),
  ...table(t.nearDuplicates),
  ...table(t.families),
  ...table(t.familySimilarity),
  ...table(t.relatedPairs),
  file('cluster', 'redundancy.json', 'json', 'effective environments, k-means, near-duplicate rules, families'),
  file('cluster', 'environment_vectors.f32', 'binary', "every portfolio environment's vector (what k-means clusters), environments by id; its record is in redundancy.json"),
  ...table(t.novelty, { always: false }),
  file('holdout', 'holdout.json', 'json', 'the families to hold out, or the check of a given list, and its leaks'),
  ...table(t.sizing),
  ...table(t.strata),
  file('stratify', 'strata.json', 'json', 'strata, results joined, trends, comparisons, verdicts'),
  file('stratify', 'manifests/q*.txt', 'id list', 'the portfolio environments of each stratum', { always: false }),
  file('subsets', 'subsets.json', 'json', 'nested subsets spread over clusters, and the scaling fit'),
  file('subsets', 'manifests/subset-*.txt', 'id list', 'the portfolio environments of each subset', { always: false }),
  file('report', 'report.json', 'json', 'everything above, for machines'),
  file('report', 'report.md', 'markdown', 'the report for people', { for: 'people' }),
  file('report', 'report.html', 'html', 'the report for people, one page that opens offline', { for: 'people' }),
  file('calibrate', 'calibration.json', 'json', 'operating points per facet', { always: false }),
  file('runner', 'pipeline.json', 'json', 'the run manifest: what made each stage\'s artifacts'),
]);

/** What a stage always writes: its artifacts whose presence says it has run. */
export function artifactsOf(stage: string): string[] {
  return ARTIFACTS.filter((a) => a.stage === stage && a.always).map((a) => a.file);
}

/** The stage that writes `file`, for "run 'envsieve <stage>' first". */
export function producerOf(file: string): string | undefined {
  return ARTIFACTS.find((a) => a.file === file)?.stage;
}
