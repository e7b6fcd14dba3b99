// A table's prose column, its cells joined top to bottom, is one part of a task: a conversation exported as rows of
// keys and turns is compared by what was said, not row by row beside its keys.
import { describe, expect, it } from 'vitest';
import { tableColumns } from './tableColumns.js';

describe('tableColumns', () => {
  it("joins a table's prose column, its header and key columns left out, among the report's other lines", () => {
    const report = [
      '>>> turns.filter("count > 1").show(truncate=False)',
      'session_id | turn_idx | turn_text',
      'tb-0142 | 1 | Put Zeta Corp on my watchlist, would you?',
      'tb-0142 | 2 | Which stocks have I been tracking recently?',
      '# note: tb-0142 landed twice after the backfill.',
    ].join('\n');
    expect(tableColumns(report, 8)).toEqual([{ text: 'Put Zeta Corp on my watchlist, would you? Which stocks have I been tracking recently?', first: 3, last: 4, unit: 'line' }]);
  });

  it('reads a Markdown table across its rule, its outer pipes dropped, and gives each prose column', () => {
    const markdown = ['| turn | user | assistant |', '|---|---|---|', '| 1 | Book me a flight to Denver on May 3 | Which airport do you fly from today? |', '| 2 | From JFK, in economy please | Booked: flight HAT083, seat 23C for you |'].join('\n');
    expect(tableColumns(markdown, 8).map((p) => p.text)).toEqual(['Book me a flight to Denver on May 3 From JFK, in economy please', 'Which airport do you fly from today? Booked: flight HAT083, seat 23C for you']);
  });

  it('gives none for a table of keys, codes and counts, for one row, or for rows of unequal widths', () => {
    expect(tableColumns(['id | status | total', 'W2378156 | delivered | 120.50', 'W4817420 | pending | 99.00'].join('\n'), 8)).toEqual([]);
    expect(tableColumns('rt_0022 | Play Ethan Garcia, who lives in Denver and wants his address moved.', 8)).toEqual([]);
    expect(tableColumns(['a | Play Ethan Garcia, who lives in Denver.', 'b | c | Move the address to New York, then cancel.'].join('\n'), 8)).toEqual([]);
  });
});
