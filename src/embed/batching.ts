// Plans inference batches by token length so that padding stays small: texts sorted longest first are cut
// into batches whose padded size (rows × longest row) stays under a token budget. Sorting is what wins back
// the pipeline overhead: in mixed real data a naive batch of 32 is padded to its one long tool schema.

export interface BatchLimits {
  /** Most texts in one batch. */
  maxRows: number;
  /** Most padded tokens (rows × longest) in one batch: bounds memory and keeps batches cache-friendly. */
  maxPaddedTokens: number;
}

export const DEFAULT_BATCH_LIMITS: BatchLimits = { maxRows: 64, maxPaddedTokens: 8192 };

/** Batches of indices into `lengths`, longest texts first; ties keep input order so plans are deterministic. */
export function planBatches(lengths: number[], limits: BatchLimits = DEFAULT_BATCH_LIMITS): number[][] {
  const order = lengths.map((_, i) => i).sort((a, b) => (lengths[b] as number) - (lengths[a] as number) || a - b);
  const batches: number[][] = [];
  let current: number[] = [];
  let widest = 0;
  for (const index of order) {
    const length = lengths[index] as number;
    const width = Math.max(widest, length);
    if (current.length > 0 && (current.length + 1 > limits.maxRows || (current.length + 1) * width > limits.maxPaddedTokens)) {
      batches.push(current);
      current = [];
      widest = 0;
    }
    current.push(index);
    widest = Math.max(widest, length);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
