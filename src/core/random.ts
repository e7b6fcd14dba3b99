// Seeded randomness, for everything that samples (k-means seeding, silhouette samples, synthetic test and
// benchmark data): Math.random cannot be seeded, and every envsieve result must be reproducible from its seed.

/** mulberry32: a tiny, well-mixed 32-bit generator returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
