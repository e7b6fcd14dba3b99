// The Gram-row neighbourhoods against a sort of the whole similarity matrix: self left out, other families
// only where asked, ties to the lower index, and the same answers in any block size, with or without the
// nearest-per-family table.
import { describe, expect, it } from 'vitest';
import { randomUnitVectors } from '../ann/_clustered.js';
import { DenseEngine } from '../dense/index.js';
import type { EnvInfo } from '../scoring/index.js';
import { gramNeighbourhoods } from './envGram.js';

const env = (id: string, family: string): EnvInfo => ({ key: `portfolio\u0000${id}`, id, side: 'portfolio', family, suite: 'p', items: { tools: [], state: [], tasks: [] } });

function portfolio(n: number, dim: number) {
  const vectors = randomUnitVectors(n, dim, 31);
  // Rows 50..59 repeat rows 0..9: exact ties, which must go to the lower index.
  vectors.copyWithin(50 * dim, 0, 10 * dim);
  const envs = Array.from({ length: n }, (_, i) => env(`e${String(i).padStart(3, '0')}`, `f${i % 7 === 0 ? 0 : i % 5}`));
  return { envs, vectors, dim };
}

/** The k best columns of row q by similarity, lower index first on ties, among the columns `keep` accepts. */
function expected(sim: Float32Array, n: number, q: number, k: number, keep: (j: number) => boolean): number[] {
  const cols = Array.from({ length: n }, (_, j) => j).filter((j) => j !== q && keep(j));
  return cols.sort((x, y) => (sim[q * n + y] as number) - (sim[q * n + x] as number) || x - y).slice(0, k);
}

describe('gramNeighbourhoods', () => {
  it('lists the exact nearest others and nearest other-family environments, ties to the lower index', async () => {
    const set = portfolio(120, 24);
    const n = set.envs.length;
    const sim = await (await DenseEngine.open()).product({ data: set.vectors, rows: n, cols: 24 }, { data: set.vectors, rows: n, cols: 24 });
    const gram = await gramNeighbourhoods(set, { kNearest: 5, kCross: 4, blockRows: 1024 });
    for (let q = 0; q < n; q++) {
      expect(Array.from(gram.nearest.subarray(q * 5, q * 5 + 5))).toEqual(expected(sim, n, q, 5, () => true));
      const own = set.envs[q]?.family;
      expect(Array.from(gram.crossFamily.subarray(q * 4, q * 4 + 4))).toEqual(expected(sim, n, q, 4, (j) => set.envs[j]?.family !== own));
    }
    expect(gram.nearest[3 * 5]).toBe(53);
    expect(gram.nearest[53 * 5]).toBe(3);
  });

  it('gives the same lists in any block size, and the nearest of a family with or without the table', async () => {
    const set = portfolio(90, 16);
    const whole = await gramNeighbourhoods(set, { kNearest: 3, kCross: 3, blockRows: 1024 });
    const blocked = await gramNeighbourhoods(set, { kNearest: 3, kCross: 3, blockRows: 7, tableLimit: 0 });
    expect(blocked.nearest).toEqual(whole.nearest);
    expect(blocked.crossFamily).toEqual(whole.crossFamily);
    const requests = Array.from({ length: 90 }, (_, q) => [q, (q * 3) % whole.families.length] as const);
    const fromTable = await whole.nearestInFamily(requests);
    expect(await blocked.nearestInFamily(requests)).toEqual(fromTable);
    const sim = await (await DenseEngine.open()).product({ data: set.vectors, rows: 90, cols: 16 }, { data: set.vectors, rows: 90, cols: 16 });
    requests.forEach(([q, f], r) => {
      const members = set.envs.flatMap((e, j) => (e.family === whole.families[f] ? [j] : []));
      const best = members.reduce((a, b) => ((sim[q * 90 + b] as number) > (sim[q * 90 + a] as number) ? b : a));
      expect(fromTable[r]).toBe(best);
    });
  });

  it('has no cross-family candidates when the portfolio is one family', async () => {
    const set = { envs: [env('a', 'F'), env('b', 'F'), env('c', 'F')], vectors: randomUnitVectors(3, 8, 2), dim: 8 };
    const gram = await gramNeighbourhoods(set, { kNearest: 5, kCross: 2 });
    expect(Array.from(gram.crossFamily)).toEqual([-1, -1, -1, -1, -1, -1]);
    expect(Array.from(gram.nearest.subarray(0, 5))).toEqual([expect.any(Number), expect.any(Number), -1, -1, -1]);
  });
});
