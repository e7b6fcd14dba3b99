import { describe, expect, it } from 'vitest';
import { splitJsonArray } from './jsonArray.js';

const split = (text: string) =>
  splitJsonArray(Buffer.from(text), text.indexOf('[')).map((e) => ({ line: e.line, text: e.bytes.toString().trim(), truncated: e.truncated }));

describe('splitJsonArray', () => {
  it('cuts top-level elements with the lines they start on, ignoring brackets and commas in strings', () => {
    expect(split('[\n  {"a": "x,]}"},\n  {"b": [1, 2]}\n]')).toEqual([
      { line: 2, text: '{"a": "x,]}"}', truncated: false },
      { line: 3, text: '{"b": [1, 2]}', truncated: false },
    ]);
  });

  it('handles escaped quotes', () => {
    expect(split('[{"a": "say \\"hi\\", ok"}]').map((e) => e.text)).toEqual(['{"a": "say \\"hi\\", ok"}']);
  });

  it('marks an element cut off by the end of the file', () => {
    const out = split('[{"a": 1},\n{"b": [1, ');
    expect(out.map((e) => e.truncated)).toEqual([false, true]);
  });

  it('keeps a complete last element of an array that was never closed', () => {
    expect(split('[{"a": 1}').map((e) => e.truncated)).toEqual([false]);
  });

  it('yields nothing for an empty array', () => {
    expect(split('[ ]')).toEqual([]);
  });
});
