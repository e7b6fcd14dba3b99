// CEF and LEEF events forwarded by a SIEM are read as their fields, so the message one carries is compared alone.
import { describe, expect, it } from 'vitest';
import { cefText } from './cefText.js';
import { taskTextAsRead } from './record.js';

describe('cefText', () => {
  it('reads a syslog-prefixed CEF event as its name and fields, custom fields under their labels, escapes undone', () => {
    const event = 'May 02 2026 11:07:53 siem-03 CEF:0|F5|Bot Defense|4.2|SCRIPTED_CHAT|Scripted chat on /chat\\|v2|3|src=198.51.100.77 cs1Label=policy cs1=eval-allowlist suser=ana_lee_1001 msg=Cancel order #W123, the total\\=$40 was wrong.';
    expect(cefText(event)).toBe('May 02 2026 11:07:53 siem-03\nname: Scripted chat on /chat|v2\nsrc: 198.51.100.77\npolicy: eval-allowlist\nsuser: ana_lee_1001\nmsg: Cancel order #W123, the total=$40 was wrong.');
  });

  it('undoes a value\'s escapes in one pass: an escaped backslash before an n is no line break', () => {
    expect(cefText('CEF:0|V|P|1|S|Export|3|fname=C:\\\\new\\\\notes.txt msg=Line one\\nline two')).toBe('name: Export\nfname: C:\\new\\notes.txt\nmsg: Line one line two');
  });

  it('reads LEEF 1.0 (tab-separated) and LEEF 2.0 (its own delimiter) events, the other lines kept', () => {
    const log = 'QRadar export\nLEEF:1.0|Microsoft|Exchange|2016|15345|src=10.0.1.7\tmsg=Book the earliest flight to Oslo\nLEEF:2.0|IBM|Chat|7.5|PII|^|usrName=ana_lee_1001^msg=Refund my last order';
    expect(cefText(log)).toBe('QRadar export\nname: 15345\nsrc: 10.0.1.7\nmsg: Book the earliest flight to Oslo\nname: PII\nusrName: ana_lee_1001\nmsg: Refund my last order');
  });

  it('leaves a text that only mentions CEF, and an event inside a JSON string to the JSON reader', () => {
    expect(cefText('Our SIEM takes CEF: events over syslog.')).toBeNull();
    expect(cefText('{"raw": "CEF:0|V|P|1|S|N|3|msg=Hello there"}')).toBeNull();
  });

  it('is the reader a task of CEF lines is read by', () => {
    expect(taskTextAsRead('CEF:0|Forcepoint|DLP|10.2|PII|Personal data in chat|4|act=Permitted msg=You are Gabriela Mendes, and you live in Oregon in 97214.')).toBe(
      'name: Personal data in chat\nact: Permitted\nmsg: You are Gabriela Mendes, and you live in Oregon in 97214.',
    );
  });
});
