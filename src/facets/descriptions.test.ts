// Which tools get their description cut into units, and the units: a shape few suite tools have and a query
// tool has too; a query's sentences, a suite tool's whole description.
import { describe, expect, it } from 'vitest';
import type { FacetItem } from '../core/types.js';
import { describedCut, describedShapes, descriptionUnits, shapeKey } from './descriptions.js';

const tool = (id: string, side: 'suite' | 'portfolio', structure: string[]) => ({ id, side, facet: 'tools', structure }) as unknown as FacetItem;
const query = (i: Pick<FacetItem, 'side'>) => i.side === 'portfolio';

describe('describedShapes', () => {
  it('chooses a shape a query tool shares with one to maxHolders suite tools, any shape, in any field order', () => {
    const twoNumbers = ['r|number', 'r|number'];
    const items = [tool('s/add', 'suite', twoNumbers), tool('s/sub', 'suite', twoNumbers), tool('p/diff', 'portfolio', [...twoNumbers].reverse()), tool('s/echo', 'suite', ['r|string']), tool('p/one', 'portfolio', ['r|integer'])];
    expect([...describedShapes(items, query)]).toEqual([shapeKey(twoNumbers)]);
  });

  it('chooses a shape of no fields, and one as many suite tools have as the default counts (64)', () => {
    // A rewritten `pwd` or `core_memory_clear` has no parameters; a rewritten `cd` has the one string dozens of
    // suite tools take: the sentence still tells which of them it rewrites.
    expect([...describedShapes([tool('s/pwd', 'suite', []), tool('p/where', 'portfolio', [])], query)]).toEqual(['']);
    const oneString = Array.from({ length: 64 }, (_, i) => tool(`s/t${i}`, 'suite', ['r|string']));
    expect(describedShapes([...oneString, tool('p/q', 'portfolio', ['r|string'])], query).size).toBe(1);
  });

  it('leaves out a shape more suite tools have, one no query has, and a tool without a calling shape', () => {
    const common = Array.from({ length: 65 }, (_, i) => tool(`s/t${i}`, 'suite', ['r|string']));
    expect(describedShapes([...common, tool('p/q', 'portfolio', ['r|string'])], query).size).toBe(0);
    expect(describedShapes([...common, tool('p/q', 'portfolio', ['r|string'])], query, 65).size).toBe(1);
    expect(describedShapes([tool('s/a', 'suite', ['r|integer'])], query).size).toBe(0);
    const unshaped = { id: 'p/b', side: 'portfolio', facet: 'tools' } as unknown as FacetItem;
    expect(describedShapes([tool('s/a', 'suite', []), unshaped], query).size).toBe(0);
    expect(describedCut([tool('s/a', 'suite', []), tool('p/c', 'portfolio', []), unshaped], query)(unshaped)).toBeUndefined();
  });
});

describe('describedCut', () => {
  it("cuts a query tool of a chosen shape into sentences, a suite tool of it whole, any other tool not at all", () => {
    const items = [tool('s/sub', 'suite', ['r|number', 'r|number']), tool('p/diff', 'portfolio', ['r|number', 'r|number']), tool('p/echo', 'portfolio', ['r|string'])];
    const cut = describedCut(items, query);
    expect(items.map(cut)).toEqual(['whole', 'sentences', undefined]);
  });
});

describe('descriptionUnits', () => {
  const lines = ['paycalc difference', 'Payroll calculator: takes one number away from another, e.g. gross pay less total deductions. Returns it.'];

  it("cuts a query tool's name and description into its sentences of three words or more, the whole description first", () => {
    expect(descriptionUnits(lines, 'sentences')).toEqual([
      'Payroll calculator: takes one number away from another, e.g. gross pay less total deductions. Returns it.',
      'takes one number away from another, e.g.',
      'gross pay less total deductions.',
    ]);
  });

  it("keeps a suite tool's whole description only, and nothing for a tool without one", () => {
    expect(descriptionUnits(lines, 'whole')).toEqual([lines[1]]);
    expect(descriptionUnits(['subtract'], 'sentences')).toBeUndefined();
  });
});
