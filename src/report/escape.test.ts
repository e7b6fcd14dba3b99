// The escapers of the human reports, table-driven: what a hostile id or task text turns into.
import { describe, expect, it } from 'vitest';
import { clip, escapeHtml, escapeMarkdown } from './escape.js';

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`" onmouseover='x' &amp;`, '&quot; onmouseover=&#39;x&#39; &amp;amp;'],
    ['plain text', 'plain text'],
    ['evil\u202Etxt.exe', 'evil[U+202E]txt.exe'],
    ['\u2067isolate\u2069 \u200F', '[U+2067]isolate[U+2069] [U+200F]'],
  ])('%s', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('escapeMarkdown', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['a | b', 'a \\| b'],
    ['[click](javascript:alert(1))', '\\[click\\](javascript:alert(1))'],
    ['*bold* _it_ `code` ~~gone~~', '\\*bold\\* \\_it\\_ \\`code\\` \\~\\~gone\\~\\~'],
    ['back\\slash', 'back\\\\slash'],
    ['line one\r\n  line two\nthree', 'line one line two three'],
    ['gen/airline_copy#tasks/t0', 'gen/airline\\_copy#tasks/t0'],
    ['a\u202Eb', 'a\\[U+202E\\]b'],
  ])('%s', (input, expected) => {
    expect(escapeMarkdown(input)).toBe(expected);
  });
});

describe('clip', () => {
  it('cuts long text with an ellipsis and leaves short text alone', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abc', 4)).toBe('abc');
  });
});
