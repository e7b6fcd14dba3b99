import { describe, expect, it } from 'vitest';
import type { FacetItem, Side } from '../core/types.js';
import { comparedSignatures } from './purposes.js';

function tool(id: string, side: Side, shape: string, size = 3): FacetItem {
  return { id, env: id.split('#')[0] as string, side, facet: 'tools', local: id, text: id, fp_exact: id, fp_shape: shape, shape_size: size };
}

const portfolio = (item: Pick<FacetItem, 'side'>) => item.side !== 'suite';

describe('which tools get a purpose', () => {
  it('those whose signature a portfolio tool and a suite tool share, on both sides', () => {
    const items = [tool('s#a', 'suite', 'A'), tool('p#a2', 'portfolio', 'A'), tool('s#b', 'suite', 'B'), tool('p#c', 'portfolio', 'C')];
    expect([...comparedSignatures(items, portfolio)]).toEqual(['A']);
  });

  it('not two tools of one side, which the audit never compares, nor signatures of fewer than three parameters', () => {
    const items = [tool('s#a', 'suite', 'A'), tool('t#a', 'suite', 'A'), tool('p#b', 'portfolio', 'B'), tool('q#b', 'portfolio', 'B'), tool('s#c', 'suite', 'C', 2), tool('p#c', 'portfolio', 'C', 2)];
    expect(comparedSignatures(items, portfolio).size).toBe(0);
  });

  it("a suite tool that is a query (calibrate's negatives) with another suite tool, not with itself", () => {
    const negative = (item: Pick<FacetItem, 'id'>) => item.id === 's#a';
    expect(comparedSignatures([tool('s#a', 'suite', 'A')], negative).size).toBe(0);
    expect([...comparedSignatures([tool('s#a', 'suite', 'A'), tool('t#a', 'suite', 'A')], negative)]).toEqual(['A']);
  });

  it('tasks and state tables never', () => {
    const table: FacetItem = { ...tool('s#t', 'suite', 'A'), facet: 'state' };
    expect(comparedSignatures([table, { ...table, id: 'p#t', side: 'portfolio' }], portfolio).size).toBe(0);
  });
});
