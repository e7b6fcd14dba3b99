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

// Chosen on the real data, not on synthetic vectors: `npm run bench -- ann-real` searches the real-data audit's
// own items (portfolio against suite per facet, and the eval side), tie-aware recall@10 against the exact
// search of the dense core (2 cores under load; build and search seconds for the tools search):
//   M  efC  ef  | tools   tasks   eval tasks | tools build + search
//   16 100   64 | 0.9287  0.9637  0.9212     |  4.6 + 1.6 s   (the old default: 4 real overlaps went unflagged)
//   16 100  256 | 0.9886  0.9982  0.9881     |  3.7 + 10.5 s
//   32 200  128 | 0.9910  0.9965  0.9843     | 18.9 + 2.3 s
//   32 200  512 | 0.9993  1.0000  0.9990     | 16.0 + 16.9 s  (exact on the dense core: 1.65 s)
// On the synthetic clustered benchmark (`bench ann`) M 16, ef 64 already reached 0.9999: real suites hold
// many near-identical items (numbered variants, shared boilerplate), where a graph walk stops early.
export const HNSW_PARAMS: HnswParams = {
  /** 32: at M 16 no ef up to 256 reaches 0.995 on the real tools; 32 does at ef 512. */
  m: 32,
  /** 200: the graph quality M 32 needs; it cannot be raised after the build, unlike ef. */
  efConstruction: 200,
  /** 512: the smallest ef tried at which every real search clears 0.995. Raised to k for larger k. */
  efSearch: 512,
  /** Any fixed value; recorded here so that a graph can be rebuilt identically. */
  randomSeed: 20261130,
};

/**
 * What chooseIndex weighs, in units of one exact query–point pair on the dense core (dim multiply-adds in
 * onnxruntime's GEMM), so that the dimension cancels: exact search costs n × queries pairs; HNSW costs one
 * insert per point plus one walk per query. Exact is chosen when n × queries ≤ insertPairs × n + queryPairs ×
 * queries, i.e. unless there are more than about insertPairs queries *and* more than about queryPairs points
 * (equal sizes: about 150,000 each, an exact search of ~9 TMAC, about a minute here). Ratios of the times in
 * `npm run bench -- ann-real` with HNSW_PARAMS (per insert 0.28–1.04 ms, per walk 0.65–1.97 ms, per exact pair
 * 0.8–1.6e-8 s: insert 20,000–83,000 pairs, walk 40,000–158,000), rounded to the middle. Before the dense
 * core (a scalar JS scan, and HNSW at M 16, ef 64) the same ratios were 2,165 and 1,383.
 */
export const CHOOSE_PARAMS = {
  /** Inserting one point (M 32, efConstruction 200) costs as much as ≈ 50,000 exact pairs on the dense core. */
  insertPairs: 50_000,
  /** One graph walk (efSearch 512, k 10) costs as much as ≈ 100,000 exact pairs on the dense core. */
  queryPairs: 100_000,
} as const;
