// A task stored as a TOML, XML or .env record, or in source code, is read as the prose of its strings too.
import { describe, expect, it } from 'vitest';
import { proseStrings } from './proseStrings.js';

describe('proseStrings', () => {
  it("joins a TOML record's prose strings in order, multi-line ones with their continuations, and skips ids and names", () => {
    const toml = '[scenario]\nid = "ret-tshirt-0003"\nuser_id = "yusuf_rossi_9620"\n\n[[goals]]\nstep = 1\ntext = """\nFind out how many t-shirt options \\\nthe shop has on offer."""\n\n[[goals]]\ntext = "Switch every small t-shirt in his pending orders to purple."';
    expect(proseStrings(toml, 8)).toEqual({ text: 'Find out how many t-shirt options the shop has on offer. Switch every small t-shirt in his pending orders to purple.', first: 7, last: 12, unit: 'line' });
  });

  it("reads CDATA, an element's text and an unquoted key = value line", () => {
    const xml = '<task id="air-0004">\n  <user id="omar_rossi_1241"/>\n  <instruction><![CDATA[Put yourself on the trip from New York to Chicago.]]></instruction>\n  <note>Pay with the gift card if you can.</note>\n</task>';
    expect(proseStrings(xml, 8)?.text).toBe('Put yourself on the trip from New York to Chicago. Pay with the gift card if you can.');
    const ini = '[memqa]\nscenario = customer\nprompt = What discount do first-time customers get?\nmax_calls = 6';
    expect(proseStrings(ini, 5)?.text).toBe('What discount do first-time customers get?');
  });

  it('fills an f-string from the names the same text assigns', () => {
    const code = 'customer_name = "Aarav Lee"\nhome_city, home_zip = "Phoenix", "85025"\nUSER = (\n    f"Play {customer_name}, who lives in {home_city} {home_zip}. "\n    "Ask the agent to change the order."\n)';
    expect(proseStrings(code, 8)?.text).toBe('Play Aarav Lee, who lives in Phoenix 85025. Ask the agent to change the order.');
  });

  it("reads a test file's calls: statements count as syntax, single-quoted strings as strings, an apostrophe as none", () => {
    const spec = [
      "import { test } from '@playwright/test';",
      "test.describe('Mia changes her flight', () => {",
      "  test('two turns', async ({ page }) => {",
      '    const c = await openChat(page);',
      '    await c.say("Hi, I\'m Mia and I\'d like to move my flight to Friday.");',
      "    await c.say('Keep the same seat if you can, please.');",
      '  });',
      '});',
    ].join('\n');
    expect(proseStrings(spec, 8)?.text).toBe("Mia changes her flight Hi, I'm Mia and I'd like to move my flight to Friday. Keep the same seat if you can, please.");
    // Items of a prose list closed by `;` are no statements.
    expect(proseStrings("Do three things:\n1) move the flight to 'Friday morning early please';\n2) keep the seat;\n3) pay with the card.", 8)).toBeUndefined();
  });

  it('reads a YAML block scalar among the keys of a record', () => {
    const yaml = 'id: v-7\nlevel: 3\ninstruction: |\n  Cancel the pending order and refund\n  it to the original card.\nwithheld:\n  order_id: W123';
    expect(proseStrings(yaml, 8)?.text).toBe('Cancel the pending order and refund it to the original card.');
  });

  it("reads a minified bundle's one line by a single sentence-long string, and not by a short one", () => {
    const chunk = '"use strict";(self.webpackChunk=self.webpackChunk||[]).push([[931],{7141:function(e,t,n){let[e,t]=(0,s.useState)("Going by the 2024 records, what position does the player with the most European Championship wins play?"),[a,b]=(0,s.useState)(!1);return(0,r.jsx)("textarea",{"aria-label":"Research question"})}}]);';
    expect(proseStrings(chunk, 8)?.text).toBe('Going by the 2024 records, what position does the player with the most European Championship wins play?');
    expect(proseStrings('render({label: "Ask a research question here please", rows: 3});', 3)).toBeUndefined();
  });

  it('leaves prose with a quotation in it, and a short text, alone', () => {
    expect(proseStrings('Post a tweet saying "I am on my way home now" and tag Julia.\nThen check the messages.\nThen log out of the account.', 8)).toBeUndefined();
    expect(proseStrings('id = "a b c d e f g h"', 8)).toBeUndefined();
  });
});
