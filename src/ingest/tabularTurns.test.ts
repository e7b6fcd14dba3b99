// A conversation exported as a CSV or TSV table of turns, read as its turns' words.
import { describe, expect, it } from 'vitest';
import { tabularTurns } from './tabularTurns.js';

describe('tabularTurns', () => {
  it('reads a CSV export (quoted cells, doubled quotes, CRLF ends) as role: content lines, its ids and turn numbers left out', () => {
    const csv = '"conversation_id","turn","role","content"\r\n"veh-0061","1","user","""Could you work out the distance, and the fuel?"""\r\n"veh-0061","2","user","Fill the tank, only the ""minimum"" amount."\r\n';
    expect(tabularTurns(csv)).toBe('user: Could you work out the distance, and the fuel?\nuser: Fill the tank, only the "minimum" amount.');
  });

  it('reads a TSV sheet with a speaker column, and rows without words are skipped', () => {
    const tsv = 'Turn\tSpeaker\tUtterance\tExpected action\n1\tUser\tPull up Zeta Corp.\tget_stock_info\n2\tAgent\t\t\n3\tUser\tNow list my watchlist.\tget_watchlist';
    expect(tabularTurns(tsv)).toBe('User: Pull up Zeta Corp.\nUser: Now list my watchlist.');
  });

  it('leaves a text that is no table of turns', () => {
    for (const text of ['Book a flight, then a hotel.\nThanks, Ann', 'name,zip\nAnn,10001\nBob,94105', 'content\nonly one row', 'a,"b\nc']) expect(tabularTurns(text)).toBeNull();
  });
});
