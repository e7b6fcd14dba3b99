// A spreadsheet's rows holding a cell of several lines, read as records.
import { describe, expect, it } from 'vitest';
import { csvRecordText } from './csvRecordText.js';

describe('csvRecordText', () => {
  it("reads Excel's semicolon export (`sep=;` first) as column: value lines, the multi-line cell a paragraph of its lines", () => {
    const csv = 'sep=;\r\nscenario;user_id;orig_date;max_extra_usd;script\r\nAIR-0417;liam_khan_2521;2024-05-23;1000,00;"Move the flight back one day.\nOnly if the agent says ""no"", agree to both legs."\r\n';
    expect(csvRecordText(csv)).toBe(
      'scenario: AIR-0417\nuser_id: liam_khan_2521\norig_date: 2024-05-23\nmax_extra_usd: 1000,00\n\nscript: |-\n  Move the flight back one day.\n  Only if the agent says "no", agree to both legs.',
    );
  });

  it('reads several rows as a list of records, a row without a value for a column leaving it out', () => {
    const csv = 'case,user,steps\nA-1,ann_lee_1,"Cancel order #W1.\nThen say thanks."\nA-2,,"Book a flight.\nPay by card."';
    // recordText's YAML writer opens the record after a multi-line string with `- ` on a line of its own.
    expect(csvRecordText(csv)).toBe('- case: A-1\n  user: ann_lee_1\n\n  steps: |-\n    Cancel order #W1.\n    Then say thanks.\n- \n  case: A-2\n\n  steps: |-\n    Book a flight.\n    Pay by card.');
  });

  it('leaves a table of one-line rows, prose, a row of another length and a header of sentences to the other readers', () => {
    for (const text of [
      'case;user;steps\nA-1;ann;"Cancel the order."',
      'Hi, I want to, "please", cancel\nmy order.',
      'case;user;steps\nA-1;ann;"Cancel.\nThanks.";extra',
      'Please cancel it. Then;book it;now\nA;B;"C\nD"',
    ])
      expect(csvRecordText(text)).toBeNull();
  });
});
