// Parameters of the nearest-neighbour layer, each with the reason for its value. Measured figures come from
// `npm run bench -- ann` (384-d clustered synthetic vectors, 50,000 points, 20,000 queries, k = 10) on the
// 2-core development machine.

export const EXACT_PARAMS = {
  /**
   * Bytes of points scored against every query group before moving on: the block is re-read once per group
   * of queries, so it should stay in a core's L2 (512 KiB or more on current x86). 256 KiB is 170 points at
   * d = 384. Not critical: 64 KiB to 1 MiB all measured 2.0–2.2 GMAC/s, since the scan is compute-bound.
   */
  pointBlockBytes: 256 * 1024,
} as const;

export interface HnswParams {
  /** Graph degree (hnswlib's M; level 0 keeps 2M links). */
  m: number;
  /** Candidate list while inserting: higher builds a better graph, slower. */
  efConstruction: number;
  /** Candidate list while searching; raised to k when k is larger. */
  efSearch: number;
  /** Seed of the level generator, so that one insertion order always builds one graph. */
  randomSeed: number;
}

// Chosen on the benchmark's data (and on tighter and looser clusters, noise 0.4 and 1.0), recall@10 against
// the exact top 10 of 2,000 queries:
//   M  efC  | ef 16   ef 32   ef 48   ef 64  | build 50k
//   8   64  | 0.796   0.920   0.959   0.981  |  8 s
//   12  64  | 0.927   0.990   0.997   0.999  | 10 s
//   16  64  | 0.952   0.993   0.9996  1.000  | 10 s
//   16 100  | 0.964   0.996   0.9995  1.000  | 22 s   (noise 0.4: 0.995 at ef 32; noise 1.0: 0.997)
//   16 200  |   —     0.997     —     1.000  | 45 s
// Queries with no suite point nearby (random directions; best cosine ≈ 0.2) reach only ≈ 0.5 at ef 64: their
// top 10 are noise-level and irrelevant to contamination, so ef is not sized for them.
export const HNSW_PARAMS: HnswParams = {
  /**
   * 16: M = 12 is at 0.990 already at ef 32 and M = 8 never reaches 0.99 by ef 64 on this data; above 16,
   * memory and build time grow for recall that ef buys more cheaply.
   */
  m: 16,
  /**
   * 100: the same recall at ef 64 as 200 for half the build time (the build is most of HNSW's cost here);
   * a better graph than 64 (0.996 against 0.993 at ef 32), which is margin for data less tidy than ours,
   * since ef can be raised after the build and efConstruction cannot.
   */
  efConstruction: 100,
  /**
   * 64: recall 1.000 at k = 10 on every noise level tried, twice the ef (32) where recall first clears 0.99,
   * for 0.3 ms a query. Raised to k for larger k, since hnswlib returns at most ef candidates.
   */
  efSearch: 64,
  /** Any fixed value; recorded here so that a graph can be rebuilt identically. */
  randomSeed: 20261130,
};

/**
 * What chooseIndex weighs, in units of one exact query–point pair (dim multiply-adds), so that the dimension
 * cancels: exact search costs n × queries pairs; HNSW costs one insert per point plus one walk per query.
 * Exact is chosen when n × queries ≤ insertPairs × n + queryPairs × queries, i.e. when there are fewer than
 * about insertPairs queries (the build does not pay for itself) or fewer than about queryPairs points (a
 * graph walk reads as many vectors as the scan). Both are ratios of single-threaded times measured by the
 * benchmark at d = 384 (`measured_costs_in_pairs`); at much smaller d the graph's fixed overhead weighs more
 * and exact would win somewhat further than this predicts.
 */
export const CHOOSE_PARAMS = {
  /** Inserting one point (M 16, efConstruction 100) costs as much as ≈ 2,200 exact pairs: measured 2,165. */
  insertPairs: 2200,
  /** One graph walk (efSearch 64, k 10) costs as much as ≈ 1,400 exact pairs: measured 1,383. */
  queryPairs: 1400,
} as const;
