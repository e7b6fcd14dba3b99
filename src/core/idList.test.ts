import { describe, expect, it } from 'vitest';
import { formatIdList, parseIdList } from './idList.js';

describe('id lists', () => {
  const awkward = ['#1', '# not a comment', '"quoted"', ' leading', 'trailing ', 'plain/id', 'a#tasks/b', '\\back'];
  it('round-trips ids that look like comments, quotes or padded text', () => {
    const text = formatIdList(['rule one', 'rule two'], awkward);
    expect(parseIdList(text)).toEqual({ comments: ['rule one', 'rule two'], ids: awkward });
  });
  it('never writes an id on a line a `#`-skipping, trimming reader would lose or change', () => {
    const lines = formatIdList(['c'], awkward).split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    expect(lines).toHaveLength(awkward.length);
    for (const line of lines) expect(line.trim()).toBe(line);
  });
  it('writes ordinary ids verbatim', () => {
    expect(formatIdList([], ['tau_bench/retail', 'toolbench/Instagram #1'])).toBe('tau_bench/retail\ntoolbench/Instagram #1\n');
  });
});
