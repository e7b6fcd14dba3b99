import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutralizeCell, restoreCell, toCsv } from './csv.js';

describe('CSV artifacts', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
    ["'=x", "''=x"],
    ["'quoted", "''quoted"],
  ])('neutralises %j', (cell, out) => {
    expect(neutralizeCell(cell)).toBe(out);
  });

  it.each(['=x', "'=x", "''", "'", 'plain', '-1', ''])('restores %j exactly from its neutralised cell', (cell) => {
    expect(restoreCell(String(neutralizeCell(cell)))).toBe(cell);
  });

  it('keeps numbers (negative ones too) as numbers', () => {
    expect(neutralizeCell(-0.5)).toBe(-0.5);
    expect(neutralizeCell(Number.NaN)).toBe('');
  });

  it('round-trips commas, quotes and newlines in untrusted text', () => {
    const text = 'say "hi", then\nleave <script>alert(1)</script>';
    const csv = toCsv(['id', 'text'], [['t1', text]]);
    expect(parse(csv, { columns: true })).toEqual([{ id: 't1', text }]);
  });
});
