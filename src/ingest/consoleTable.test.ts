// A table a console printed is read as its rows, each value whole, so a task stored in a row is compared by its
// words rather than by fragments between pipes and padding.
import { describe, expect, it } from 'vitest';
import { consoleTableText } from './consoleTable.js';

describe('consoleTableText', () => {
  it("reads psql's aligned output as its rows, a value wrapped over lines (marked `+`) joined whole", () => {
    const psql = [
      "simdb=> SELECT task_id, zip, brief FROM tasks WHERE task_id = 'rt_0022';",
      ' task_id |  zip  |                  brief',
      '---------+-------+------------------------------------------',
      ' rt_0022 | 80280 | Play Ethan Garcia, who lives in Denver, +',
      '         |       | zip 80280. Move the address to New York.',
      ' rt_0023 | 10001 | Cancel order #W2378156.',
      '(2 rows)',
    ].join('\n');
    expect(consoleTableText(psql)).toBe(
      ["simdb=> SELECT task_id, zip, brief FROM tasks WHERE task_id = 'rt_0022';", 'task_id | zip | brief', 'rt_0022 | 80280 | Play Ethan Garcia, who lives in Denver, zip 80280. Move the address to New York.', 'rt_0023 | 10001 | Cancel order #W2378156.', '(2 rows)'].join('\n'),
    );
  });

  it("joins a value wrapped over psql's rows without `+` marks when the wrap fills one cell alone, and keeps a row with a NULL first value", () => {
    const psql = [
      ' session_id | turn_idx | currency | turn_text',
      '------------+----------+----------+------------------------------------------',
      ' trv-0155   |        1 | usd      | I need a business-class seat from LAX to',
      '            |          |          | JFK on November 15th 2026.',
      '            |        2 | usd      | Then buy travel insurance for $120.',
    ].join('\n');
    expect(consoleTableText(psql)).toBe(['session_id | turn_idx | currency | turn_text', 'trv-0155 | 1 | usd | I need a business-class seat from LAX to JFK on November 15th 2026.', '2 | usd | Then buy travel insurance for $120.'].join('\n'));
  });

  it("reads psql's expanded records as `field: value` lines", () => {
    const expanded = ['-[ RECORD 1 ]+--------------------------------', 'user_id      | aarav_ahmed_6699', 'brief        | Cancel IFOYYZ and NQNU5R and      +', '             | move M20IZO up to business.', 'note         | '].join('\n');
    expect(consoleTableText(expanded)).toBe(['user_id: aarav_ahmed_6699', 'brief: Cancel IFOYYZ and NQNU5R and move M20IZO up to business.', 'note'].join('\n'));
  });

  it("reads a box of box-drawing borders (sqlite3's box mode) and a Markdown table as rows, a wrapped cell joined", () => {
    const box = ['┌──────┬──────────────────────────────┐', '│ turn │ request                      │', '├──────┼──────────────────────────────┤', '│ 1    │ I just moved to San Francisco │', '│      │ and want to drive to Rivermist. │', '│ 2    │ Fill the tank.               │', '└──────┴──────────────────────────────┘'].join('\n');
    expect(consoleTableText(box)).toBe(['turn | request', '1 | I just moved to San Francisco and want to drive to Rivermist.', '2 | Fill the tank.'].join('\n'));
    const markdown = ['Scenarios:', '| task_id | user_id | wants |', '|:--|:--|--:|', '| air-048 | lucas_brown_4047 | push one flight to a later date |'].join('\n');
    expect(consoleTableText(markdown)).toBe(['Scenarios:', 'task_id | user_id | wants', 'air-048 | lucas_brown_4047 | push one flight to a later date'].join('\n'));
  });

  it('leaves text without a table: prose with a pipe, a rule without cells, cells without a rule', () => {
    expect(consoleTableText('Pipe it: cat a.txt | grep total')).toBeNull();
    expect(consoleTableText('Summary\n-------\nBook the flight.')).toBeNull();
    expect(consoleTableText('a | b\nc | d\ne | f')).toBeNull();
  });
});
