// Block sizes of the dense core, with the reasons for their values (measured by `npm run bench -- dense`).

export const DENSE_PARAMS = {
  /**
   * 1,024 queries a block: enough rows for MLAS to run at full speed on both cores; the block's score
   * matrix (1,024 × pointBlock floats, 64 MiB at most) is the largest transient the search allocates.
   */
  queryBlock: 1024,
  /**
   * 16,384 points a block: larger blocks gain nothing (the product is compute-bound well before), and a
   * fixed size makes the products' shapes, and so their last bits, a function of the point set alone.
   */
  pointBlock: 16384,
  /**
   * Query rows per block of an environment Gram matrix (productBlocks): 1,024 rows, as queryBlock, so a
   * block's product has the shape of an exact search's and the same bits; at 10,000 environments a block is
   * 40 MB of floats, at 2,420 about 10 MB.
   */
  gramBlock: 1024,
  /** Largest product the environment-pair scores (src/scoring/pairMaxima.ts, on the engine's worker) compute at once, in floats (32 MiB); larger ones go in row blocks. */
  productFloats: 8 * 1024 * 1024,
} as const;
