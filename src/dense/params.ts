// Block sizes of the dense core, with the reasons for their values (measured by `npm run bench -- dense`).

export const DENSE_PARAMS = {
  /**
   * 512 queries a block: enough rows for MLAS to run at full speed on both cores, and a score matrix (512 ×
   * pointBlock floats, 32 MiB at most, the largest transient the search allocates) that the engine, without a
   * memory arena on its worker, allocates and scans faster than 1,024 rows' (measured on the real-data
   * audit: the tools and tasks searches 2.86–2.91 s with 1,024, 2.74–2.76 s with 512; 256 was slower for
   * the tasks). The results do not depend on it: MLAS computes a row's products the same in any block of two
   * rows or more (engine.ts), and the real-data artifacts are byte-identical.
   */
  queryBlock: 512,
  /**
   * 16,384 points a block: larger blocks gain nothing (the product is compute-bound well before), and a
   * fixed size makes the products' shapes, and so their last bits, a function of the point set alone.
   */
  pointBlock: 16384,
  /**
   * Query rows per block of an environment Gram matrix (productBlocks): 1,024 rows; at 10,000 environments
   * a block is 40 MB of floats, at 2,420 about 10 MB.
   */
  gramBlock: 1024,
  /** Largest product the environment-pair scores (src/scoring/pairMaxima.ts, on the engine's worker) compute at once, in floats (32 MiB); larger ones go in row blocks. */
  productFloats: 8 * 1024 * 1024,
} as const;
