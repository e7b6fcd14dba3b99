// The description channel of two tools: only for one calling shape, only against the suite tool of that shape
// the item is nearest by cosine (its near-identical variants counted as one), and the item's nearest unit.
import { describe, expect, it } from 'vitest';
import type { FacetItem } from '../core/types.js';
import { describedChannel, StructureIndex, structureIndexOptions } from './structureIndex.js';
import type { RunData } from './runData.js';

const unit = (x: number, y: number) => [x / Math.hypot(x, y), y / Math.hypot(x, y)];
const twoNumbers = ['r|number', 'r|number'];

/** Tools as [side, shape, vector, description units with their vectors]. */
function runOf(rows: Array<['suite' | 'portfolio', string[], [number, number], Array<[string, [number, number]]>]>): RunData {
  const items = rows.map(([side, structure, , units], i) => ({ id: `e#tools/t${i}`, side, facet: 'tools', structure, text: `t${i}`, ...(units.length > 0 ? { description_units: units.map(([u]) => u) } : {}) }) as unknown as FacetItem);
  const vectors = new Float32Array(rows.flatMap(([, , [x, y]]) => unit(x, y)));
  const first = new Int32Array(rows.length).fill(-1);
  const count = new Int32Array(rows.length);
  const unitVectors: number[] = [];
  rows.forEach(([, , , units], i) => {
    if (units.length === 0) return;
    first[i] = unitVectors.length / 2;
    count[i] = units.length;
    for (const [, [x, y]] of units) unitVectors.push(...unit(x, y));
  });
  return { items, vectors, dim: 2, signatures: [], descriptions: { vectors: new Float32Array(unitVectors), first, count } } as unknown as RunData;
}

describe('describedChannel', () => {
  const data = runOf([
    ['suite', twoNumbers, [1, 0.1], [['Subtract one number from another.', [1, 0]]]],
    ['suite', twoNumbers, [0.2, 1], [['Divide one number by another.', [0.9, 0.3]]]],
    ['suite', ['r|string'], [1, 0.1], [['Echo a string.', [1, 0]]]],
    ['portfolio', twoNumbers, [1, 0.6], [['Payroll calculator: takes one number away from another.', [1, 0.5]], ['takes one number away from another', [1, 0.05]]]],
  ]);
  const shapes = new StructureIndex([0, 1, 2], (i) => data.items[i]?.structure, structureIndexOptions('tools'));

  it('gives the nearest unit against the suite tool of the shape nearest by cosine, with the shape\'s holders', () => {
    const got = describedChannel(data, 3, 0, shapes, 0.92, 8);
    expect(got).toMatchObject({ unit: 'takes one number away from another', holders: 2 });
    expect(got?.similarity).toBeCloseTo(unit(1, 0.05)[0] as number, 5);
  });

  it('gives nothing against a suite tool of the shape the item is less near, nor one of another shape', () => {
    expect(describedChannel(data, 3, 1, shapes, 0.92, 8)).toBeUndefined();
    expect(describedChannel(data, 3, 2, shapes, 0.92, 8)).toBeUndefined();
    // Nor on a shape more suite tools have than the rule counts.
    expect(describedChannel(data, 3, 0, shapes, 0.92, 1)).toBeUndefined();
  });

  it('compares tools of no parameters as one shape', () => {
    const none = runOf([
      ['suite', [], [1, 0.1], [['Print the current working directory.', [1, 0]]]],
      ['suite', [], [0.1, 1], [['Log out of the trading account.', [0, 1]]]],
      ['portfolio', [], [1, 0.4], [['shows which folder the session is in', [1, 0.02]]]],
    ]);
    const noneShapes = new StructureIndex([0, 1], (i) => none.items[i]?.structure, structureIndexOptions('tools'));
    expect(describedChannel(none, 2, 0, noneShapes, 0.92, 64)).toMatchObject({ unit: 'shows which folder the session is in', holders: 2 });
    expect(describedChannel(none, 2, 1, noneShapes, 0.92, 64)).toBeUndefined();
  });

  it('counts near-identical suite tools as one', () => {
    // s1 and s0 are 0.30 alike: counted as one only when that is the variant cosine.
    expect(describedChannel(data, 3, 1, shapes, 0.2, 8)).toBeDefined();
  });
});
