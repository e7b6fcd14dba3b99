import { describe, expect, it } from 'vitest';
import { EnvsieveError } from '../core/errors.js';
import { parseFamilyWeights } from './weights.js';

describe('parseFamilyWeights', () => {
  it('normalises weights to probabilities, reading BOM, CRLF, quotes, extra columns and any column order', () => {
    const w = parseFamilyWeights('w.csv', '\ufeffnote,Weight,Family\r\nx,30,"retail, online"\r\n\r\ny,10,airline\r\nz,0,calendar\r\n');
    expect([...w.probabilities]).toEqual([['retail, online', 0.75], ['airline', 0.25], ['calendar', 0]]);
  });

  it.each([
    ['', /^w\.csv: empty/],
    ['family,share\na,1\n', /^w\.csv:1: the header needs columns 'family' and 'weight' \(found: family, share\)$/],
    ['family,weight\n', /^w\.csv: no families listed/],
    ['family,weight\na,1\nb,-2\n', /^w\.csv:3 weight: weight of 'b' must be a number ≥ 0 \(got '-2'\)$/],
    ['family,weight\na,1\n\nb,\n', /^w\.csv:4 weight: weight of 'b' must be a number ≥ 0 \(got ''\)$/],
    ['family,weight\na,Infinity\n', /^w\.csv:2 weight: /],
    ['family,weight\n,1\n', /^w\.csv:2 family: empty family name$/],
    ['family,weight\na,1\na,2\n', /^w\.csv:3 family: family 'a' listed twice \(first on line 2\)$/],
    ['family,weight\na,0\nb,0\n', /^w\.csv: the weights add up to 0/],
    ['family,weight\na,1,3\n', /^w\.csv:2: not valid CSV: Invalid Record Length/],
    ['family,weight\na,"1\n', /^w\.csv:2: not valid CSV: Quote Not Closed/],
  ])('rejects %j with one line naming the place', (text, message) => {
    let error: unknown;
    try {
      parseFamilyWeights('w.csv', text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvsieveError);
    expect((error as EnvsieveError).message).toMatch(message);
    expect((error as EnvsieveError).message).not.toContain('\n');
    expect((error as EnvsieveError).code).toBe('input_unreadable');
  });
});
