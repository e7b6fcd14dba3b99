import { describe, expect, it } from 'vitest';
import { chooseComponents, familyComponents } from './components.js';

const sizes = (entries: Array<[string, number]>) => new Map(entries);

describe('familyComponents', () => {
  it('joins families linked directly or through a chain, and keeps the others apart', () => {
    const components = familyComponents(sizes([['d', 1], ['a', 2], ['b', 3], ['c', 4], ['e', 5]]), [{ a: 'c', b: 'a' }, { a: 'e', b: 'c' }]);
    expect(components).toEqual([
      { families: ['a', 'c', 'e'], environments: 11 },
      { families: ['b'], environments: 3 },
      { families: ['d'], environments: 1 },
    ]);
  });

  it('ignores links to families the portfolio does not have', () => {
    expect(familyComponents(sizes([['a', 1]]), [{ a: 'a', b: 'zz' }])).toEqual([{ families: ['a'], environments: 1 }]);
  });
});

describe('chooseComponents', () => {
  const c = (name: string, environments: number) => ({ families: [name], environments });
  it.each([
    ['the exact target when reachable', [c('a', 5), c('b', 3), c('c', 2), c('d', 10)], 5, [['a']]],
    ['a combination nearer than any single component', [c('a', 4), c('b', 3), c('c', 9)], 7, [['a'], ['b']]],
    ['the smaller count on a tie', [c('a', 2), c('b', 4), c('c', 10)], 3, [['a']]],
    ['at least one component, even for a tiny target', [c('a', 3), c('b', 5)], 0.2, [['a']]],
    ['never every component', [c('a', 3), c('b', 5)], 8, [['b']]],
    ['nothing with a single component', [c('a', 3)], 1, []],
  ])('%s', (_name, components, target, expected) => {
    expect(chooseComponents(components, target).map((x) => x.families)).toEqual(expected);
  });

  it('prefers components earlier in order among equal counts', () => {
    const chosen = chooseComponents([c('a', 1), c('b', 1), c('c', 1), c('d', 5)], 2);
    expect(chosen.map((x) => x.families[0])).toEqual(['a', 'b']);
  });
});
