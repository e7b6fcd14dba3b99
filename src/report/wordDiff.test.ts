// The word diff: shared runs and each side's own words, in order, and both texts rebuilt from the changes.
import { describe, expect, it } from 'vitest';
import { diffWords, sharedShare } from './wordDiff.js';

const side = (changes: ReturnType<typeof diffWords>, which: 'a' | 'b') => changes.filter((c) => (which === 'a' ? !c.added : !c.removed)).map((c) => c.value).join('');

describe('diffWords', () => {
  it.each([
    ['Book a flight from NYC to LA on May 5', 'Please Book a flight from NYC to SF on May 5', ['+Please ', '=Book a flight from NYC to ', '-LA', '+SF', '= on May 5']],
    ['same text here', 'same text here', ['=same text here']],
    ['', 'new words', ['+new words']],
    ['old words', '', ['-old words']],
  ])('%s | %s', (a, b, expected) => {
    const changes = diffWords(a, b);
    expect(changes.map((c) => `${c.added ? '+' : c.removed ? '-' : '='}${c.value}`)).toEqual(expected);
    expect(side(changes, 'a')).toBe(a);
  });

  it('measures the share of the first text that the second shares', () => {
    expect(sharedShare(diffWords('a b c d', 'a b c d'))).toBe(1);
    expect(sharedShare(diffWords('a b c d', 'a b x y'))).toBe(0.5);
    expect(sharedShare(diffWords('a b', 'c d'))).toBe(0);
  });

  it('stays bounded on very long texts, marking the rest as not compared', () => {
    const long = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ');
    const changes = diffWords(long, long);
    expect(side(changes, 'a')).toBe(long);
    expect(changes[0]?.added || changes[0]?.removed).toBe(false);
  });

  it('shows a pair that differs in more words than it searches as two texts not compared', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    expect(diffWords(a, b)).toEqual([{ value: a, added: false, removed: true }, { value: b, added: true, removed: false }]);
  });
});
