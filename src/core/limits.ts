// Defaults for ingest limits, each with the reason for its value. Overridable through IngestOptions.

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
