// Lines are cut at the newline byte, which no other UTF-8 character contains, and numbered as an editor would.
import { describe, expect, it } from 'vitest';
import { forEachLine } from './jsonLines.js';

const lines = (text: string) => {
  const out: Array<[string, number]> = [];
  forEachLine(Buffer.from(text, 'utf8'), (line, n) => out.push([line, n]));
  return out;
};

describe('forEachLine', () => {
  it('skips empty lines but counts them, with or without a final newline', () => {
    expect(lines('{"a":1}\n\n{"b":2}\n')).toEqual([['{"a":1}', 1], ['{"b":2}', 3]]);
    expect(lines('{"a":1}\n{"b":2}')).toEqual([['{"a":1}', 1], ['{"b":2}', 2]]);
    expect(lines('')).toEqual([]);
    expect(lines('\n\n')).toEqual([]);
  });

  it('decodes each line whole, whatever the characters', () => {
    const text = '{"t":"Größe 東京 👩‍💻"}\n{"t":"x\\ny"}\r\n';
    expect(lines(text).map(([line]) => line)).toEqual(['{"t":"Größe 東京 👩‍💻"}', '{"t":"x\\ny"}\r']);
    expect(lines(text).map(([line]) => JSON.parse(line).t)).toEqual(['Größe 東京 👩‍💻', 'x\ny']);
  });
});
