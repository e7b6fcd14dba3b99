// A generator's or a service's log line of logfmt fields is read a field a line, so that a task quoted in one is a part of its own.
import { describe, expect, it } from 'vitest';
import { logfmtLines } from './logfmtLines.js';

describe('logfmtLines', () => {
  it("puts a record's fields on lines of their own, its bare words first, and leaves the other lines as written", () => {
    const log = 'Run of 11 June\n2024-06-11T09:42:17Z INFO evol.run round=2 op=in_depth parent="You are omar_davis_3817. Money is tight, so move your business flights to economy." | child="Move every business flight to economy and say \\"how much\\" was saved." score=7.5';
    expect(logfmtLines(log)).toBe(
      'Run of 11 June\n2024-06-11T09:42:17Z INFO evol.run\nround: 2\nop: in_depth\nparent: You are omar_davis_3817. Money is tight, so move your business flights to economy.\nchild: Move every business flight to economy and say "how much" was saved.\nscore: 7.5',
    );
  });

  it('leaves a sentence holding an equals sign, and a record of codes without a quoted phrase, as written', () => {
    for (const text of ['Set x=3 and then y="a b" before you start.', 'job=memqa src=hc-23 backend=kv rewrite=2/4', 'Compute 2+2=4.']) expect(logfmtLines(text)).toBe(text);
  });

  it("leaves a function call's arguments and a sentence listing fields as written", () => {
    const call = 'system: [hotel_book(hotelName="The Ritz-Carlton", checkInDate="2023-12-01", nights="two nights")]';
    const listing = 'You have a charger with these specifications: id=ev_garage, type=ev_charger, name="Garage EV Charger", location="Basement"';
    const sentence = 'Please set mode="eco mode" and level=3 and power=on for the garage charger tonight';
    for (const text of [call, listing, sentence]) expect(logfmtLines(text)).toBe(text);
  });
});
