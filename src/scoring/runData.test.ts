// packVectors copies runs of consecutive items in one piece; the packed rows must be the items' rows in the
// order asked, whatever mix of runs, gaps and repeats the indices are.
import { describe, expect, it } from 'vitest';
import { packVectors, type RunData } from './runData.js';

describe('packVectors', () => {
  it('packs the rows asked for in order, across runs, gaps and repeats', () => {
    const dim = 3;
    const vectors = Float32Array.from({ length: 10 * dim }, (_, i) => i);
    const data = { vectors, dim } as unknown as RunData;
    for (const indices of [[], [4], [2, 3, 4], [0, 1, 5, 6, 7, 9], [3, 3, 4, 2], [9, 8, 7]]) {
      const expected = indices.flatMap((i) => [i * dim, i * dim + 1, i * dim + 2]);
      expect(Array.from(packVectors(data, indices))).toEqual(expected);
    }
  });
});
