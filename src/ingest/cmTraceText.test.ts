// A CMTrace log (Configuration Manager, Intune) is read as its entries' messages, so a brief a script echoed is
// compared by its words rather than among each entry's markup and attributes.
import { describe, expect, it } from 'vitest';
import { cmTraceText } from './cmTraceText.js';
import { taskTextAsRead } from './record.js';

const entry = (message: string, component = 'AgentExecutor') => `<![LOG[${message}]LOG]!><time="09:31:09.2219002" date="3-10-2026" component="${component}" context="" type="1" thread="1" file="">`;

describe('cmTraceText', () => {
  it("reads each entry as its message, one running over lines kept whole, other lines as written", () => {
    const log = [entry('[PowerShell] Launching AgentExecutor', 'IntuneManagementExtension'), entry('Script stdout: persona = Aarav Lee'), entry('Script stdout: objective = swap the luggage set\nfor a coat'), 'trailing note'].join('\n');
    expect(cmTraceText(log)).toBe(['[PowerShell] Launching AgentExecutor', 'Script stdout: persona = Aarav Lee', 'Script stdout: objective = swap the luggage set\nfor a coat', 'trailing note'].join('\n'));
  });

  it('leaves a text without an entry', () => {
    expect(cmTraceText('Cancel order #W2378156 <![LOG[ unclosed')).toBeNull();
    expect(cmTraceText('<note>Book a flight</note>')).toBeNull();
  });

  it('is how ingest reads a task holding such a log', () => {
    expect(taskTextAsRead(entry('Script stdout: objective = swap the luggage set for a coat'))).toBe('Script stdout: objective = swap the luggage set for a coat');
  });
});

describe('cmTraceText on hostile input', () => {
  // A guard against a scan that rescans the text from each unclosed entry (32 s for this one), not a speed target.
  it('reads a text of many unclosed entries in one pass, each character once, and a text closing only its last', { timeout: 10_000 }, () => {
    expect(cmTraceText('<![LOG[x '.repeat(200_000))).toBeNull();
    const closedLast = `${'<![LOG[x '.repeat(3)}<![LOG[done]LOG]!><time="1" date="2" component="c">`;
    expect(cmTraceText(closedLast)).toBe('x <![LOG[x <![LOG[x <![LOG[done');
  });
});
