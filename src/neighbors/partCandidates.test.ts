// Each part of a task is searched as its whole text is, and its neighbours come back as the task's, each once.
import { describe, expect, it } from 'vitest';
import type { AnnIndex, Neighbours } from '../ann/index.js';
import type { RunData } from '../scoring/index.js';
import { searchParts } from './partCandidates.js';

/** An index answering each query with the suite rows the query's first coordinate lists (as digits). */
function fakeIndex(asked: number[][]): AnnIndex {
  return {
    kind: 'exact',
    search: async (queries: Float32Array, k: number): Promise<Neighbours> => {
      const rows = queries.length / 2;
      const indices = new Int32Array(rows * k).fill(-1);
      for (let q = 0; q < rows; q++) {
        const wanted = String(queries[q * 2]).split('').map(Number);
        asked.push(wanted);
        wanted.slice(0, k).forEach((r, j) => (indices[q * k + j] = r));
      }
      return { queries: rows, k, indices, similarities: new Float32Array(rows * k) };
    },
  } as unknown as AnnIndex;
}

describe('searchParts', () => {
  // Items 0-2 are portfolio tasks: item 0 has two parts, item 1 none, item 2 one; suite items are 10, 11, 12.
  const data = {
    dim: 2,
    passages: { vectors: new Float32Array([1, 0, 12, 0, 2, 0]), first: new Int32Array([0, 0, 2]), count: new Int32Array([2, 0, 1]) },
  } as unknown as RunData;
  const suite = [10, 11, 12];

  it("searches every part of the items that have parts and gives each item its parts' neighbours, each once", async () => {
    const asked: number[][] = [];
    const found = await searchParts(data, [0, 1, 2], suite, fakeIndex(asked), 2);
    expect(asked).toEqual([[1], [1, 2], [2]]);
    expect([...(found ?? new Map())].map(([item, near]) => [item, [...near.keys()]])).toEqual([[0, [11, 12]], [2, [12]]]);
  });

  it('searches nothing when no item has parts', () => {
    expect(searchParts(data, [1], suite, fakeIndex([]), 2)).toBeNull();
    expect(searchParts({ dim: 2 } as unknown as RunData, [0], suite, fakeIndex([]), 2)).toBeNull();
  });
});
