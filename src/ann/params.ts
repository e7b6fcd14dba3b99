// Parameters of the nearest-neighbour layer, each with the reason for its value. Measured figures come from
// `npm run bench -- ann` (384-d clustered synthetic vectors, 50,000 points, 20,000 queries, k = 10) on the
// 2-core development machine.

export const EXACT_PARAMS = {
  /**
   * Bytes of points scored against every query group before moving on: the block is re-read once per group
   * of queries, so it should stay in L2 (512 KiB per core here). 256 KiB is 170 points at d = 384.
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

export const HNSW_PARAMS: HnswParams = {
  m: 16,
  efConstruction: 200,
  efSearch: 64,
  randomSeed: 20261130,
};

/**
 * What chooseIndex weighs, in units of one exact query–point pair (dim multiply-adds), so that the dimension
 * cancels: exact search costs n × queries pairs; HNSW costs one insert per point plus one walk per query.
 * Exact is chosen when n × queries < insertPairs × n + queryPairs × queries, i.e. when there are fewer than
 * about insertPairs queries (the build does not pay for itself) or fewer than about queryPairs points (a
 * graph walk reads as many vectors as the scan).
 */
export const CHOOSE_PARAMS = {
  insertPairs: 2300,
  queryPairs: 1500,
} as const;
