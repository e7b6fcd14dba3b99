// Defaults of every stage, each with the reason for its value beside it. All are overridable by options.

export const INGEST_DEFAULTS = {
  /**
   * Largest manifest record (one JSONL line or one JSON array element), in bytes. The largest real record
   * seen (a BFCL multi-turn class with its file-system state) is 0.43 MB; 16 MiB leaves room for big
   * generated environments while a runaway line is rejected before it is parsed.
   */
  maxRecordBytes: 16 * 1024 * 1024,
  /** Deepest schema nesting accepted. Real schemas nest at most 14 levels; 64 keeps recursion far from the stack limit. */
  maxSchemaDepth: 64,
  /**
   * Most schema nodes one tool or state schema may expand to. Bounds the work of resolving `$ref`s, which
   * can otherwise grow exponentially (a "billion laughs" schema); real tools have at most a few hundred.
   */
  maxSchemaNodes: 20_000,
  /**
   * Most enum values kept per schema node; all of them count in the fingerprints. Real tools list up to 169
   * (LiveMCPBench's OP.GG champions); past 1,000 the list is data, not a type, and is cut with a warning.
   */
  maxEnumValues: 1000,
  /** Warnings quoted in full in ingest.json; the rest are counted by code. */
  warningExamples: 20,
} as const;

export type IngestLimits = {
  maxRecordBytes: number;
  maxSchemaDepth: number;
  maxSchemaNodes: number;
  maxEnumValues: number;
};

export const EMBED_DEFAULTS = {
  /** Where vectors are cached between runs, relative to the working directory. */
  cacheDir: '.envsieve/cache',
  /** int8 is about 1.6x faster than fp32 at a cosine of 0.995 to it (measured when the model is built). */
  precision: 'int8' as 'int8' | 'fp32',
  /**
   * Texts over the model's 256 tokens are cut (and counted); `chunk` embeds every 256-token window and
   * averages them instead, for portfolios whose long tool schemas matter beyond their first lines.
   */
  longText: 'truncate' as 'truncate' | 'chunk',
  /** Words per shingle: tasks are prose where 5-grams mark copied wording; schemas are terse, so 3. */
  shingleWords: { tools: 3, state: 3, tasks: 5 },
  /** MinHash length: standard error of a Jaccard estimate about 1/sqrt(128) = 0.09 at J = 0.5, less near 0 and 1. */
  minhashPerms: 128,
  /** The MinHash seed, recorded in embed.json so that signatures can be recomputed. */
  minhashSeed: 20261130,
} as const;
