import { describe, expect, it } from 'vitest';
import { closingBracket, foldWhitespace, nameKey, nameWordsKey, splitIdentifier, styleFreeName, withoutVersion } from './text.js';

describe('splitIdentifier', () => {
  it.each([
    ['GetUserIdFromEmail', 'get user id from email'],
    ['get_user_id_from_email', 'get user id from email'],
    ['getUserIdFromEmail', 'get user id from email'],
    ['get-user-id-from-email', 'get user id from email'],
    ['HTTPServerError', 'http server error'],
    ['parseJSONResponse', 'parse json response'],
    ['getV2User', 'get v2 user'],
    ['get_v2_user', 'get v2 user'],
    ['Get Processing Status of File', 'get processing status of file'],
    ['/email/exist', 'email exist'],
    ['mcp_howtocook_getRecipeById', 'mcp howtocook get recipe by id'],
    ['查询天气', '查询天气'],
  ])('%s → %s', (name, words) => {
    expect(splitIdentifier(name)).toBe(words);
  });

  it('gives the same style-free name to every naming style', () => {
    const names = ['userId', 'user_id', 'UserId', 'user-id', 'USER_ID'];
    expect(new Set(names.map(styleFreeName))).toEqual(new Set(['user_id']));
  });
});

describe('nameKey', () => {
  it('is one for a name written in two styles, with its words run together or plural', () => {
    expect(nameKey('search_one_stop_flights')).toBe(nameKey('search_onestop_flight'));
    expect(nameKey('searchOnestopFlight')).toBe(nameKey('SEARCH_ONESTOP_FLIGHT'));
    expect(nameKey('search_direct_flight')).not.toBe(nameKey('search_onestop_flight'));
    expect(nameKey('get_status')).not.toBe(nameKey('get_statuses_of_all'));
  });
});

describe('foldWhitespace', () => {
  it('folds newlines, tabs and non-breaking spaces', () => {
    expect(foldWhitespace('  a\r\n\tb\u00a0 c  ')).toBe('a b c');
  });
});

describe('withoutVersion', () => {
  it('takes the version mark off a versioned name, in the styles toolkits write one', () => {
    expect(withoutVersion('get_watchlist_v2')).toBe('get_watchlist');
    expect(withoutVersion('SummarizeBugV2')).toBe('SummarizeBug');
    expect(withoutVersion('find.v3.1')).toBe('find');
    expect(withoutVersion('calculate@2')).toBe('calculate');
    expect(withoutVersion('payment_cards.register@2024-06-01')).toBe('payment_cards.register');
    expect(withoutVersion('set-navigation-V12')).toBe('set-navigation');
  });

  it('is null for a name with no version mark', () => {
    for (const name of ['get_watchlist', 'dev2', 'convert_mp3', 'TV2', 'user@example', 'ipv4_lookup', 'v2']) expect(withoutVersion(name)).toBeNull();
  });
});

describe('nameWordsKey', () => {
  it('is one key for a name whose words come in another order or style', () => {
    expect(nameWordsKey('view_sent_messages')).toBe(nameWordsKey('viewMessagesSent'));
    expect(nameWordsKey('view_sent_messages')).not.toBe(nameWordsKey('view_sent_message_count'));
  });
});

describe('closingBracket', () => {
  const code = { open: '(', close: ')', quotes: '"', escapes: true };
  it.each([
    ['nested, and a bracket in a string stepped over', 'f(a, g(")"), "\\")") + x', code, 18],
    ['none closing', 'f(a, (b)', code, -1],
    ['a bracket in a comment stepped over, where comments are read', 'f(a /* ) */, b // )\n)', { ...code, comments: true }, 20],
    ['the same comment read as text', 'f(a /* ) */, b // )\n)', code, 7],
    ['a one-line string ends at its line', 'f("open\n)', { ...code, lineStrings: true }, 8],
    ['the same string read on past its line', 'f("open\n)', code, -1],
    ['an SQL quote doubled, not escaped', "t(a = 'it''s (', b)", { open: '(', close: ')', quotes: "'\"`" }, 18],
    ['no further than the limit', 'f(' + 'a'.repeat(50) + ')', { ...code, limit: 20 }, -1],
  ] as const)('%s', (_name, text, syntax, at) => {
    expect(closingBracket(text, text.indexOf(syntax.open), syntax)).toBe(at);
  });
});
