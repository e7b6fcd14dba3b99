// Identifier extraction across languages, and the token index's weights, candidates and overlap.
import { describe, expect, it } from 'vitest';
import { identifiers, keptTokens, openingNames, writtenInCapitals } from './identifiers.js';
import { largestIndexedShare, TokenIndex } from './tokenIndex.js';
import { grownFrom, sameRequiredArguments, structuralAgreement, structureTokens } from './structure.js';
import { StructureIndex, structureIndexOptions } from './structureIndex.js';

describe('identifiers', () => {
  it.each([
    ['an English task', 'My name is Aarav Patel, zip 94110. Cancel order #W1234567 and e-mail aarav.patel9@example.com.', ['94110', 'w1234567', 'aarav.patel9@example.com', 'aarav patel']],
    ['its German translation keeps them (and a capitalised abbreviation of its own)', 'Ich heiße Aarav Patel, PLZ 94110. Bitte Bestellung #W1234567 stornieren, E-Mail aarav.patel9@example.com.', ['94110', 'w1234567', 'aarav.patel9@example.com', 'aarav patel', 'plz']],
    ['its Chinese translation keeps them', '我叫 Aarav Patel，邮编 94110。请取消订单 #W1234567，邮箱 aarav.patel9@example.com。', ['94110', 'w1234567', 'aarav.patel9@example.com', 'aarav patel']],
    ['user ids with underscores', 'log in as mia_garcia_4516 first', ['mia_garcia_4516']],
    ['a sentence start is not a name, a long one is (and without its first word, which may be a verb)', 'Please help. New York City is far.', ['new york city', 'york city']],
    ['a capitalised verb before a name at a sentence start', 'Eres Yusuf Rossi de 19122.', ['eres yusuf rossi', 'yusuf rossi', '19122']],
    ['Japanese dates are no identifiers', 'ユーザーIDは daiki_lee_6144 です。5月17日のJFK発の便を変更したい。', ['daiki_lee_6144', 'jfk']],
    ['plain prose has none', 'I would like to change my flight to a later date.', []],
    ["a page's labels opened by a possessive are no names", 'Log in as Fatima Johnson, go to My Account > My Orders and open #W8665881 under Your Trips.', ['fatima johnson', 'w8665881']],
    ['codes in capitals, as a translation keeps them', 'Für deine Reise von ATL nach PHL, Buchung ZFA04Y.', ['atl', 'phl', 'zfa04y']],
    ['a capitalised noun before a name inside a sentence', 'Ich bin die Kundin Yusuf Rossi aus 19122.', ['kundin yusuf rossi', 'yusuf rossi', '19122']],
    ['full-width letters and digits are the ASCII ones', 'ご注文 Ｗ８６６５８８１ について、郵便番号は７８７１２です。', ['w8665881', '78712']],
    ['a script written without spaces does not hide an id', 'ชื่อผู้ใช้คือdaiki_lee_6144 รหัสไปรษณีย์19122', ['daiki_lee_6144', '19122']],
    ['an Arabic prefix joined to a number, and native digits', 'الرمز البريدي و19122 أو ١٩١٢٣ أو ९४११०', ['19122', '19123', '94110']],
    ['short numbers and years are not identifiers', 'Book 2 seats in row 12 for 2025, at most 1000 dollars.', []],
    ['English with typographic punctuation: a no-break space joins a name, a dash or quote parts words', 'I’m Yusuf\u00a0Rossi — order\u2011#W2378156, “user” mia_garcia_4516…', ['yusuf rossi', 'w2378156', 'mia_garcia_4516']],
    ['a full-width "！" ends a sentence, as "!" does', 'Hello！New York is far, Hello!New York too, and Big Apple Pie.', ['big apple pie', 'apple pie']],
    ['a Han radical parts two words as a Han character does', 'Meet Ana⺀Lopez and Ana日Lopez', ['meet ana lopez', 'ana lopez']],
    ['hashtags and handles, not an e-mail\'s domain nor an order number\'s #', 'Post it with #CarMaintenance and tag @VehicleGuru; mail me at ann.lee@example.com about #W2378156.', ['carmaintenance', 'vehicleguru', 'ann.lee@example.com', 'w2378156']],
    ['codes joined by hyphens or a slash are codes, each as if alone', 'Which model led ARC-AGI in January 2025 (as YYYY-MM-DD)? Your DTW-LGA trip, over TCP/IP; not a T-shirt, an X-ray or the U.S.', ['arc', 'agi', 'yyyy', 'dtw', 'lga', 'tcp']],
    ['… the same in another script', 'जनवरी 2025 सम्ममा ARC-AGI बेन्चमार्कमा (YYYY-MM-DD ढाँचामा), DTW-LGA, AB-C होइन', ['arc', 'agi', 'yyyy', 'dtw', 'lga']],
    ['a number joined to what it counts is no identifier', 'Swap the 2-liter kettle in order #W4316152 for a 1.5-liter one; 24-hour delivery for a 38-year-old, not a 3-in-1.', ['w4316152', '3-in-1']],
    ['… the same in a text beyond ASCII', 'Échangez la bouilloire 2-liter de la commande #W4316152 contre une 1.5-liter.', ['w4316152']],
    ['placeholders are no identifiers, ids beside them are', "Use the ID 'AbC123' or xyz_789, zip 12345, order #W1234567 and code ABC124.", ['w1234567', 'abc124']],
    ['nor is the placeholder person, by name or e-mail', 'Register me: Name - John Doe, Email - johndoe@example.com, or Jane Doe at jane.doe42@mail.org; Mia Li at mia.li9@example.com.', ['mia li', 'mia.li9@example.com']],
    ['an English ordinal is its number, no code', 'Move my flight to May 22nd, or the 3rd of June; seat 21C.', ['21c']],
    ['a snake_case key before its value names a field, the same name in a sentence an identifier', 'scenario_id: AIR-0417\ncabin_wanted: business\n"orig_date": "May 23", max_extra_usd=1000, order_2: x\nAsk for cabin_wanted in the form.', ['air-0417', 'order_2', 'cabin_wanted']],
    ['… beyond ASCII', 'cabin_wanted: affärsklass för användaren ivan_muller_7015', ['ivan_muller_7015']],
    ['a field\'s label after a name in a field ends it, though folding left one space between', 'Caller: Ann Lee Zip: 77159; Dear Yusuf Rossi: hi', ['77159', 'dear yusuf rossi', 'yusuf rossi']],
    ['an English function word in capitals is stress, not a code', 'IF and ONLY IF the agent says so, do NOT fly from JFK; ALL bags, FOUR of them.', ['jfk', 'four']],
    ['a range of two small numbers is no identifier; a code of that shape is', 'Men aged 18-24 rate it 1-5, per ISO 639-1, size 10-8, order 2-1234.', ['iso', '639-1', '10-8', '2-1234']],
    ['a case ending joined by a hyphen leaves the record it declines (Talysh, Hungarian)', 'Iştı ID james_taylor_7043-ə. Ti LAS-ədə IAH-i pərvoz; rezervasiya 1N99U6-ə. A W2378156-os rendelés a 94110-es irányítószámra.', ['james_taylor_7043', 'las', 'iah', '1n99u6', 'w2378156', '94110']],
    ['… but not in English, which joins words so', 'An NYC-based team ordered W2378156-xl for a 10000-mile trip.', ['w2378156-xl']],
  ])('%s', (_case, text, expected) => {
    expect(identifiers(text).sort()).toEqual([...expected].sort());
  });

  it('keeps a place declined with a hyphen as a translator keeps it (Ossetian)', () => {
    const kept = keptTokens('1. Ӕз Rivermist-ӕй San Francisco-мӕ фӕндагыл цӕуын ӕмӕ мӕ базонын хъӕуы, нырыккон бензин мын фаг уыдзӕн ӕви нӕ.');
    expect(kept).toContain('san francisco');
    expect(kept.some((t) => t.endsWith('rivermist'))).toBe(true);
  });

  it("keeps an ordinal's number as a translator keeps it", () => {
    expect(keptTokens('try to change the flight to May 22nd', [])).toContain('22');
    expect(keptTokens('prova a spostare il volo al 22 maggio', [])).toContain('22');
  });
});

describe('openingNames', () => {
  it('takes two capitalised words opening a sentence, which identifiers() leaves out, and nothing else', () => {
    const text = 'Hi! Ethan Garcia here, Denver, zip 80280. Thank You for the help. Persona: Chen Johnson. New York City is far.';
    expect(openingNames(text)).toEqual(['ethan garcia', 'thank you', 'chen johnson']);
    expect(identifiers(text)).not.toContain('ethan garcia');
  });

  it('takes each two and three words in a row of a text written without case, all lower case or all capitals', () => {
    const lower = 'sy ethan garcia a bydlis w denverje 80280, rowno sy w loteriji dobyl';
    expect(openingNames(lower)).toEqual(expect.arrayContaining(['ethan garcia', 'sy ethan garcia', 'ethan garcia a']));
    expect(openingNames(lower.toUpperCase())).toEqual(expect.arrayContaining(['ethan garcia']));
    // Words apart (a comma between them) are no name; a text with case says its names by their capitals.
    expect(openingNames(lower)).not.toContain('80280 rowno');
    expect(openingNames(lower)).not.toContain('denverje rowno');
    expect(openingNames('You are ethan garcia from denver and you want to upgrade every item you bought')).toEqual([]);
  });

  it('takes each two and three words in a row of a run a text with case writes in capitals: a form\'s values', () => {
    const form = 'Customer name:  YUSUF GONZALEZ\nZIP code: 91455\nFROM  NEW YORK NY   TO  CHICAGO IL';
    expect(openingNames(form)).toEqual(expect.arrayContaining(['yusuf gonzalez', 'new york', 'new york ny']));
    // A run ends where the capitals do; a single word in capitals is no run.
    expect(openingNames(form)).not.toContain('gonzalez zip');
    expect(openingNames('Fly from JFK to Chicago tomorrow')).toEqual([]);
  });
});

describe('writtenInCapitals', () => {
  it('reads a text whose words are in capitals as written in capitals, though its ids are in small letters', () => {
    expect(writtenInCapitals('CALLSIGN: sophia_silva_7557. CANCEL EVERY FUTURE RESERVATION HOLDING A FLIGHT OVER 3 HOURS, sophia@example.com. OVER.')).toBe(true);
    // A text with case, however many codes in capitals it holds, and a short shout, are not.
    expect(writtenInCapitals('Cancel reservations ZK3PQ9 and HXDUBJ from JFK to LAX, PNR and FOP on file, then call the GDS desk.')).toBe(false);
    expect(writtenInCapitals('CANCEL IT NOW')).toBe(false);
  });

  it("finds a name's words in a text in capitals as in one without case", () => {
    const text = 'CALLSIGN sophia_silva_7557. ETHAN GARCIA REQUESTS THAT ALL FUTURE RESERVATIONS BE CANCELLED TODAY.';
    expect(openingNames(text)).toContain('ethan garcia');
  });
});

describe('TokenIndex', () => {
  const tokens: Record<number, string[]> = { 10: ['a', 'b', 'common'], 11: ['b', 'common'], 12: ['c', 'common'], 13: ['common'] };
  const index = new TokenIndex([10, 11, 12, 13], (i) => tokens[i] ?? [], { maxShare: 0.5, minDocs: 1 });

  it('leaves out tokens too common to identify anything, and weighs the rest by rarity', () => {
    expect(index.weight('common')).toBe(0);
    expect(index.weight('a')).toBeCloseTo(Math.log(5), 10);
    expect(index.weight('b')).toBeCloseTo(Math.log(3), 10);
    expect(index.weight('absent')).toBeCloseTo(Math.log(5), 10);
  });

  it('proposes the items sharing the heaviest tokens first, ties to the lower item', () => {
    expect(index.candidates(['a', 'b', 'common'], 5)).toEqual([10, 11]);
    expect(index.candidates(['c', 'a'], 5)).toEqual([10, 12]);
    expect(index.candidates(['c', 'a'], 1)).toEqual([10]);
    expect(index.candidates(['common'], 5)).toEqual([]);
  });

  it('bounds the share any indexed item can hold of a text by the weight of its tokens the index holds', () => {
    const mine = index.weigh(['a', 'b', 'unseen', 'common']);
    const bound = largestIndexedShare(mine);
    expect(bound).toBeCloseTo((Math.log(5) + Math.log(3)) / (2 * Math.log(5) + Math.log(3)), 12);
    for (const item of [10, 11, 12, 13]) expect(index.overlapIndexed(mine, new Set(tokens[item])).share).toBeLessThanOrEqual(bound);
    expect(index.overlapIndexed(mine, new Set(tokens[10])).share).toBe(bound);
    expect(largestIndexedShare(index.weigh(['unseen', 'common']))).toBe(0);
  });

  it('measures weighted containment, a token the suite never saw counting against it, and names the shared tokens', () => {
    expect(index.overlap(['a', 'b', 'common'], new Set(['b']))).toEqual({ share: Math.log(3) / (Math.log(5) + Math.log(3)), shared: ['b'] });
    expect(index.overlap(['b', 'unseen'], new Set(['b']))).toEqual({ share: Math.log(3) / (Math.log(3) + Math.log(5)), shared: ['b'] });
    expect(index.overlap(['common'], new Set(['common']))).toEqual({ share: 0, shared: [] });
  });
});

describe('structuralAgreement', () => {
  const field = (name: string, type: string, required: boolean, values?: string[]) => ({ name, required, node: { type, ...(values ? { enum: values } : {}) } });
  const original = structureTokens([field('user_id', 'string', true), field('cabin', 'string', true, ['economy', 'business']), field('bags', 'integer', false)]);

  it('sees a tool with renamed, reordered parameters as the same shape', () => {
    const rewrite = structureTokens([field('numBags', 'integer', false), field('travelClass', 'string', true, ['business', 'economy']), field('customer', 'string', true)]);
    expect(structuralAgreement(original, rewrite)).toBe(1);
  });

  it('counts a changed type, enum or requiredness as a different field', () => {
    const changed = structureTokens([field('user_id', 'string', true), field('cabin', 'string', true, ['economy', 'first']), field('bags', 'integer', true)]);
    expect(structuralAgreement(original, changed)).toBeCloseTo(1 / 5, 10);
  });

  it('says nothing about tools of fewer than two fields', () => {
    expect(structuralAgreement(structureTokens([field('q', 'string', true)]), structureTokens([field('x', 'string', true)]))).toBe(0);
  });
});

describe('grownFrom', () => {
  const original = ['r|array<string>', 'r|number', 'r|number'];

  it('sees a tool grown by optional fields as its original called as before', () => {
    expect(grownFrom(['o|boolean', 'r|number', 'r|array<string>', 'r|number'], original)).toBe(true);
    expect(grownFrom(['o|string|enum:day,gtc', 'o|integer', ...original], original)).toBe(true);
  });

  it('tells apart a field made required or dropped, the same shape, and a shape asking nothing of a caller', () => {
    expect(grownFrom(['r|boolean', ...original], original)).toBe(false);
    expect(grownFrom(['o|boolean', 'r|number', 'r|array<string>'], original)).toBe(false);
    expect(grownFrom([...original], original)).toBe(false);
    expect(grownFrom(['o|number', 'o|number', 'o|number', 'o|number'], ['o|number', 'o|number', 'o|number'])).toBe(false);
  });
});

describe('sameRequiredArguments', () => {
  const field = (name: string, type: string, required: boolean, values?: string[]) => ({ name, required, node: { type, ...(values ? { enum: values } : {}) } });
  const tokens = (...fields: ReturnType<typeof field>[]) => structureTokens(fields);
  const original = tokens(field('order_id', 'string', true), field('amount', 'integer', true));

  it('sets aside what a rewrite adds without changing what a caller must pass', () => {
    // An optional page size, a nullable type, number for integer, a string's values spelled out, another order.
    const rewrite = tokens(field('limit', 'integer', false), field('value', 'number|null', true), field('ref', 'string', true, ['A1', 'B2']));
    expect(sameRequiredArguments(original, rewrite, { a: 'order_id: the order, such as a1 or b2. [Enum]: ["A1", "B2"]' })).toBe(true);
    expect(sameRequiredArguments(tokens(), tokens(field('page', 'integer', false)))).toBe(true);
    expect(sameRequiredArguments(tokens(field('amount', 'number', true)), tokens(field('amount', 'number|string', true)))).toBe(true);
  });

  it('tells apart another count or type of required field, and two enums sharing no value', () => {
    expect(sameRequiredArguments(original, tokens(field('order_id', 'string', true)))).toBe(false);
    expect(sameRequiredArguments(original, tokens(field('order_id', 'string', true), field('flag', 'boolean', true)))).toBe(false);
    const wrap = tokens(field('order_id', 'string', true), field('paper', 'string', true, ['floral', 'kraft']));
    const cancel = tokens(field('order_id', 'string', true), field('reason', 'string', true, ['no longer needed', 'ordered by mistake']));
    expect(sameRequiredArguments(wrap, cancel)).toBe(false);
    expect(sameRequiredArguments(wrap, tokens(field('id', 'string', true), field('style', 'string', true, ['kraft', 'plain'])))).toBe(true);
    // An enum the other tool's text does not name: a ticket's group is no free-text resolution.
    const group = tokens(field('group', 'string', true, ['accounts', 'hardware', 'network']), field('ticket', 'integer', true));
    const resolve = tokens(field('ticket_id', 'integer', true), field('resolution', 'string', true));
    expect(sameRequiredArguments(group, resolve, { b: 'resolve_ticket: Resolve a ticket with a resolution.' })).toBe(false);
    expect(sameRequiredArguments(group, resolve, { b: 'route a ticket to accounts, hardware or network' })).toBe(true);
  });
});

describe('StructureIndex', () => {
  const shapes: Record<number, string[]> = { 0: ['r|string', 'r|string|enum:a,b'], 1: ['r|string|enum:a,b', 'r|string'], 2: ['r|string'], 3: ['o|string', 'r|string|enum:a,b'], 4: ['r|number', 'r|number'], 5: ['r|number', 'r|number'] };
  it('proposes the suite items of the same shape, in any order, and only while the shape is rare', () => {
    const index = new StructureIndex([0, 1, 2, 3, 4, 5], (i) => shapes[i], { minFields: 2, maxProposed: 8 });
    expect(index.candidates(['r|string|enum:a,b', 'r|string'])).toEqual([0, 1]);
    expect(index.candidates(['r|string'])).toEqual([]);
    expect(new StructureIndex([0, 1, 2, 3], (i) => shapes[i], { minFields: 2, maxProposed: 1 }).candidates(['r|string|enum:a,b', 'r|string'])).toEqual([]);
    expect(index.agreement(['r|string|enum:a,b', 'r|string'], 3)).toBeCloseTo(1 / 3);
  });

  it('takes a table of plain columns all of one type for no shape, where a tool of them is one', () => {
    const tables: Record<number, string[]> = { 0: ['o|string', 'o|string', 'o|string', 'o|string'], 1: ['o|string', 'o|integer', 'o|string', 'o|string'] };
    const strings = ['o|string', 'o|string', 'o|string', 'o|string'];
    const mixed = ['o|string', 'o|integer', 'o|string', 'o|string'];
    const state = new StructureIndex([0, 1], (i) => tables[i], structureIndexOptions('state'));
    expect(state.candidates(strings)).toEqual([]);
    expect(state.channels(strings, 0).structure).toBe(0);
    expect(state.candidates(mixed)).toEqual([1]);
    expect(new StructureIndex([0, 1], (i) => tables[i], structureIndexOptions('tools')).candidates(strings)).toEqual([0]);
  });

  it('takes two plain scalars for no shape at all: every arithmetic helper has it', () => {
    const index = new StructureIndex([0, 1, 2, 3, 4, 5], (i) => shapes[i], { minFields: 2, maxProposed: 8 });
    expect(index.candidates(['r|number', 'r|number'])).toEqual([]);
    expect(index.agreement(['r|number', 'r|number'], 4)).toBe(0);
    expect(index.holders(4)).toBe(0);
    expect(index.candidates(['r|number', 'r|number', 'o|string'])).toEqual([]);
  });

  it('finds an enum value set few suite items hold, proposes them, and gives it only to one calling shape', () => {
    const enums: Record<number, string[]> = {
      0: ['r|string', 'r|string|enum:no longer needed,ordered by mistake'],
      1: ['r|string', 'r|string|enum:basic_economy,business,economy'],
      2: ['r|array<object>', 'r|string|enum:basic_economy,business,economy'],
      3: ['o|integer', 'r|string|enum:basic_economy,business,economy'],
      4: ['r|string|enum:x'],
    };
    const index = new StructureIndex([0, 1, 2, 3, 4], (i) => enums[i], { minFields: 2, maxProposed: 8 });
    const cancel = ['r|string|enum:no longer needed,ordered by mistake', 'r|string'];
    expect(index.rareEnum(cancel, 0)).toBe('no longer needed,ordered by mistake');
    expect(index.channels(cancel, 0)).toEqual({ structure: 1, shapeHolders: 1, grown: false, rareEnum: 'no longer needed,ordered by mistake' });
    // The cabin enum is held by three suite tools: the shape agrees but the values point at none of them.
    expect(index.channels(['r|string', 'r|string|enum:basic_economy,business,economy'], 1).rareEnum).toBeUndefined();
    // Held by two, and the item's shape is not theirs.
    expect(index.channels(['r|boolean', 'r|string|enum:no longer needed,ordered by mistake'], 0)).toEqual({ structure: 1 / 3, shapeHolders: 1, grown: false });
    // One value is no set: any flag's single allowed value.
    expect(index.rareEnum(['r|string|enum:x'], 4)).toBeNull();
    expect(index.candidates(['o|boolean', 'r|string|enum:no longer needed,ordered by mistake'])).toEqual([0]);
  });

  it('sees a shape grown by optional fields only from a suite shape of three fields or more, or of informative fields alone', () => {
    const grown: Record<number, string[]> = { 0: ['r|string', 'r|string', 'r|integer'], 1: ['r|string', 'r|string|enum:a,b'], 2: ['r|array<number>'] };
    const index = new StructureIndex([0, 1, 2], (i) => grown[i], { minFields: 1, maxProposed: 8 });
    expect(index.grown(['r|integer', 'o|boolean', 'r|string', 'r|string'], 0)).toBe(true);
    expect(index.grown(['r|string|enum:a,b', 'r|string', 'o|boolean'], 1)).toBe(false);
    // MathAPI's standard_deviation(numbers) given a sample flag and a verbose mode.
    expect(index.grown(['r|array<number>', 'o|boolean', 'o|boolean'], 2)).toBe(true);
    expect(index.grown(['r|array<number>', 'r|boolean'], 2)).toBe(false);
    expect(index.grown(undefined, 0)).toBe(false);
  });
});
