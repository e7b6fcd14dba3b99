// Records read aloud or typed in groups, read back into one token, and ordinary prose left as it is.
import { describe, expect, it } from 'vitest';
import { identifiers } from './identifiers.js';
import { withSpelledIdentifiers } from './spelledIdentifiers.js';

describe('withSpelledIdentifiers', () => {
  it('joins a number written in groups of three or four digits', () => {
    expect(withSpelledIdentifiers('swap item 410 781 2777 for 142 128 9881')).toBe('swap item 4107812777 for 1421289881');
    expect(identifiers('order #W 482 1937, call 555 123 4567')).toEqual(expect.arrayContaining(['4821937', '5551234567']));
  });

  it('reads digits spelled one by one and a code in the spelling alphabet', () => {
    expect(withSpelledIdentifiers('Postal code: four six two three six.')).toBe('Postal code: 46236.');
    expect(withSpelledIdentifiers('handle ends six-one-three-six')).toBe('handle ends 6136');
    expect(identifiers('Booking locator: X-ray, Echo, Whiskey, Romeo, Delta, Nine.')).toEqual(['xewrd9']);
  });

  it('reads capitals spelled one at a time and the separators a caller says', () => {
    expect(identifiers('A A R A V underscore G A R C I A underscore one one seven seven')).toEqual(['aarav_garcia_1177']);
    expect(withSpelledIdentifiers('log in as U S R zero zero one, then open annual underscore report dot T X T')).toBe('log in as USR001, then open annual_report.TXT');
    expect(withSpelledIdentifiers('from atlanta A T L to philly P H L')).toBe('from atlanta ATL to philly PHL');
  });

  it('leaves prose, dates, years and hyphenated numbers as written', () => {
    for (const text of [
      'fly on May 15 2024 at 10 30',
      'the 2023 2024 season',
      'between 1000 and 2000 dollars',
      'one or two of the three bags',
      'stay at the Delta Hotel in India',
      'call 555-123-4567',
      'choose between plans A, B, C or D',
      'a b c d',
      'the dot on the map',
    ]) expect(withSpelledIdentifiers(text)).toBe(text);
  });

  it('reads a long text in linear time', () => {
    const text = 'one two three '.repeat(20_000) + 'x';
    const start = performance.now();
    withSpelledIdentifiers(text);
    expect(performance.now() - start).toBeLessThan(2_000);
  });
});
