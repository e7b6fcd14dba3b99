// Candidates beyond cosine: a translation reaches its original through the identifiers it kept, a template
// reused with other entities through its rare wording; boilerplate shared by every suite item proposes nothing.
import { describe, expect, it } from 'vitest';
import type { FacetItem } from '../core/types.js';
import { containment } from '../signatures/index.js';
import { FacetEvidence } from './evidence.js';
import type { RunData } from '../scoring/index.js';

const boiler = 'You are a customer of the airline and you talk to an agent.';
const suiteTexts = [
  `${boiler} Your user id is noah_brown_1288. Cancel reservation ZK3PQ9 and get a refund to the card of zip code 94110.`,
  `${boiler} Book a one-way flight from Boston to Denver on May 3 in economy for two passengers.`,
  `${boiler} Ask for the baggage allowance of a basic economy ticket and then upgrade the cabin if it is cheap.`,
  ...Array.from({ length: 7 }, (_, i) => `${boiler} Something else entirely number ${i}.`),
];

function runOf(portfolio: string[]): RunData {
  const items = [...suiteTexts.map((text, i) => ({ id: `s${i}`, side: 'suite', text })), ...portfolio.map((text, i) => ({ id: `p${i}`, side: 'portfolio', text }))];
  return { items: items as unknown as FacetItem[] } as RunData;
}

describe('FacetEvidence', () => {
  const suite = suiteTexts.map((_, i) => i);

  it('proposes the original of a translation by the identifiers it kept', () => {
    const data = runOf(['Ihre Benutzer-ID ist noah_brown_1288. Stornieren Sie die Reservierung ZK3PQ9 und erstatten Sie den Betrag auf die Karte mit Postleitzahl 94110.']);
    const evidence = new FacetEvidence(data, suite, 5, true);
    expect(evidence.candidates(evidence.profile(suiteTexts.length), 3).ids[0]).toBe(0);
    expect(evidence.compare(evidence.profile(suiteTexts.length), 0).identifiers).toEqual({ share: 1, theirShare: 1, confined: true, sole: true, shared: expect.arrayContaining(['noah_brown_1288', 'zk3pq9', '94110']) });
  });

  it('finds a record only one suite task names, unless the item names another, however common', () => {
    const data = runOf(['Stornieren Sie ZK3PQ9, bitte.', 'Stornieren Sie ZK3PQ9 für USR001, bitte.']);
    // USR001 in 7 of the 10 suite texts: too common to weigh anything, still a record the item names.
    for (let i = 3; i < suiteTexts.length; i++) data.items[i] = { ...(data.items[i] as FacetItem), text: `${suiteTexts[i]} Ask USR001.` };
    const evidence = new FacetEvidence(data, suite, 5, true);
    expect(evidence.compare(evidence.profile(suiteTexts.length), 0).identifiers).toMatchObject({ share: 1, sole: true, shared: ['zk3pq9'] });
    expect(evidence.compare(evidence.profile(suiteTexts.length + 1), 0).identifiers).toMatchObject({ share: 1, sole: false, shared: ['zk3pq9'] });
  });

  it('says whether an item holding all of a suite task\'s identifiers names a record of the suite\'s kind besides', () => {
    const base = 'Your user id is noah_brown_1288. Cancel reservation ZK3PQ9 and refund the card of zip code 94110.';
    const data = runOf([`${base} Event 3b7e1c52-0f6a-4d18-a9e2-8c41d7b05f96 from account 603218447091.`, `${base} Then ship to zip code 94301.`]);
    const evidence = new FacetEvidence(data, suite, 5, true);
    // An event's own ids are written as no suite record is; another zip code is written as the suite's are.
    expect(evidence.compare(evidence.profile(suiteTexts.length), 0).identifiers).toMatchObject({ theirShare: 1, confined: true, otherRecord: false });
    expect(evidence.compare(evidence.profile(suiteTexts.length + 1), 0).identifiers).toMatchObject({ theirShare: 1, confined: true, otherRecord: true });
  });

  it('counts a date written in numbers as no record of the item\'s own, though the suite writes dates so', () => {
    const base = 'Your user id is noah_brown_1288. Cancel reservation ZK3PQ9 and refund the card of zip code 94110.';
    const data = runOf([`${base} Move it from 2024-05-23 to 05/24/2024.`]);
    data.items[1] = { ...(data.items[1] as FacetItem), text: `${suiteTexts[1]} Fly on 2024-05-03 or 05/04/2024.` };
    const evidence = new FacetEvidence(data, suite, 5, true);
    expect(evidence.compare(evidence.profile(suiteTexts.length), 0).identifiers).toMatchObject({ theirShare: 1, confined: true, otherRecord: false });
  });

  it('measures the share both ways, and whether an identifier is held within one family only', () => {
    const data = runOf(['Ihre Benutzer-ID ist noah_brown_1288.', 'Use the token tok_5521 please.']);
    const families = ['airline', 'airline', 'airline', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'airline', 'airline'];
    data.envOf = families.map((family) => ({ family })) as RunData['envOf'];
    data.items[4] = { ...(data.items[4] as FacetItem), text: 'Reset the password for tok_5521.' };
    data.items[5] = { ...(data.items[5] as FacetItem), text: 'Look up the account tok_5521.' };
    const evidence = new FacetEvidence(data, suite, 5, true);
    expect(evidence.compare(evidence.profile(suiteTexts.length), 0).identifiers).toMatchObject({ share: 1, confined: true, shared: ['noah_brown_1288'] });
    expect(evidence.compare(evidence.profile(suiteTexts.length), 0).identifiers.theirShare).toBeLessThan(0.5);
    expect(evidence.compare(evidence.profile(suiteTexts.length + 1), 4).identifiers).toMatchObject({ share: 1, theirShare: 1, confined: false, shared: ['tok_5521'] });
  });

  it('leaves out of a translation\'s identifier weight the names its own language capitalised, not a new id', () => {
    // German capitalises nouns: "Heimatstadt Oakendale" and "Kundennummer Berlin" read as names no suite task holds.
    const data = runOf([
      'Ich bin aus meiner Heimatstadt Oakendale. Meine ID ist noah_brown_1288, stornieren Sie ZK3PQ9.',
      'Ich bin aus meiner Heimatstadt Oakendale. Meine ID ist noah_brown_1288, stornieren Sie ZK3PQ9, Kundennummer 77312998.',
      'I am from my home town Oakendale, Heimatstadt Oakendale. My id is noah_brown_1288 and cancel ZK3PQ9.',
    ]);
    const evidence = new FacetEvidence(data, suite, 5, true);
    const german = evidence.profile(suiteTexts.length);
    expect(german.ids.tokens).not.toContain('heimatstadt oakendale');
    expect(evidence.compare(german, 0).identifiers.share).toBe(1);
    // A number no suite task holds stays: it is a sign of new material in any language.
    expect(evidence.compare(evidence.profile(suiteTexts.length + 1), 0).identifiers.share).toBeLessThan(1);
    // In the model's language an unseen name counts as always.
    expect(evidence.compare(evidence.profile(suiteTexts.length + 2), 0).identifiers.share).toBeLessThan(1);
  });

  it('leaves out of an English text\'s identifier weight a name written wholly in another script that no suite task holds', () => {
    // A Cyrillic name beside the kept id and code, in an English frame (a scenario's keys and notes).
    const data = runOf([
      'Scenario notes: ids and codes kept. Known info: Хьо Ноа Браун ю (ID: noah_brown_1288). Reservation ZK3PQ9, a refund to the card.',
      'Scenario notes: ids and codes kept. Known info: Mr Kevin Okafor (ID: noah_brown_1288). Reservation ZK3PQ9, a refund to the card.',
    ]);
    const evidence = new FacetEvidence(data, suite, 5, true);
    expect(evidence.compare(evidence.profile(suiteTexts.length), 0).identifiers.share).toBe(1);
    // A name of its own in Latin letters is a record of its own.
    expect(evidence.compare(evidence.profile(suiteTexts.length + 1), 0).identifiers.share).toBeLessThan(1);
  });

  it('leaves out of an English text\'s identifier weight the acronyms of its trade that no suite task holds, not a code of its own', () => {
    const data = runOf([
      'PAX: noah_brown_1288. ASK: CXL res ZK3PQ9, RFND to FOP on file, zip 94110.',
      'PAX: noah_brown_1288. ASK: CXL res ZK3PQ9 and res QWERTZU, zip 94110.',
    ]);
    const evidence = new FacetEvidence(data, suite, 5, true);
    expect(evidence.compare(evidence.profile(suiteTexts.length), 0).identifiers.share).toBe(1);
    expect(evidence.compare(evidence.profile(suiteTexts.length + 1), 0).identifiers.share).toBeLessThan(1);
  });

  it('leaves out of the identifier weight of a text written in capitals its words, unheld or written in lower case by the suite, not a code it holds or a number', () => {
    const data = runOf([
      'CALLSIGN: noah_brown_1288. OBJECTIVE ONE: CANCEL RESERVATION ZK3PQ9 AND REFUND THE CARD. TRANSMISSIONS SHORT ONLY, OVER.',
      'CALLSIGN: noah_brown_1288. OBJECTIVE ONE: CANCEL RESERVATION ZK3PQ9 AND RESERVATION QWXRTZ4. TRANSMISSIONS SHORT, OVER.',
      'Callsign: noah_brown_1288. Objective one: cancel reservation ZK3PQ9 via the QMDESK portal, refund the card.',
    ]);
    // A suite task writing a word in capitals for emphasis holds it as an identifier: in a text in capitals it is a word.
    data.items[2] = { ...(data.items[2] as FacetItem), text: `${suiteTexts[2]} Ask ONLY if it is cheap; only then upgrade.` };
    const evidence = new FacetEvidence(data, suite, 5, true);
    expect(evidence.compare(evidence.profile(suiteTexts.length), 0).identifiers.share).toBe(1);
    // A code of its own with digits is a record of its own, in capitals or not.
    expect(evidence.compare(evidence.profile(suiteTexts.length + 1), 0).identifiers.share).toBeLessThan(1);
    // A text with case writes a word in capitals only for a code: its own, unheld, weighs.
    expect(evidence.compare(evidence.profile(suiteTexts.length + 2), 0).identifiers.share).toBeLessThan(1);
  });

  it('leaves out of the identifier weight of a text with case a heading\'s words in capitals that the suite writes in lower case, not a code of its own', () => {
    const data = runOf([
      'BAGGAGE TICKET DESK\nYour user id is noah_brown_1288. Cancel reservation ZK3PQ9 and refund the card of zip code 94110.',
      'BAGGAGE TICKET HXDUBJ\nYour user id is noah_brown_1288. Cancel reservation ZK3PQ9 and refund the card of zip code 94110.',
    ]);
    const evidence = new FacetEvidence(data, suite, 5, true);
    // BAGGAGE and TICKET read as codes no suite item holds; the suite writes both as words ("baggage", "ticket").
    expect(evidence.profile(suiteTexts.length).ids.tokens).not.toContain('baggage');
    expect(evidence.compare(evidence.profile(suiteTexts.length), 0).identifiers.share).toBe(1);
    // A code of letters the suite never writes as a word is a record of the text's own.
    expect(evidence.compare(evidence.profile(suiteTexts.length + 1), 0).identifiers.share).toBeLessThan(1);
  });

  it('lists and counts a shared name once, not also its tail, and keeps a code that is a name\'s first word', () => {
    const data = runOf([
      'Your user id is noah_brown_1288. Fly to Los Angeles, then on to New York City.',
      'Your user id is noah_brown_1288. Fly from LAS to Las Vegas.',
    ]);
    data.items[1] = { ...(data.items[1] as FacetItem), text: 'Your user id is noah_brown_1288. Fly to New York City and then to Los Angeles.' };
    data.items[2] = { ...(data.items[2] as FacetItem), text: 'Your user id is noah_brown_1288. Fly from LAS to Las Vegas in May.' };
    const evidence = new FacetEvidence(data, suite, 5, true);
    expect(evidence.compare(evidence.profile(suiteTexts.length), 1).identifiers.shared.sort()).toEqual(['los angeles', 'new york city', 'noah_brown_1288']);
    expect(evidence.compare(evidence.profile(suiteTexts.length + 1), 2).identifiers.shared.sort()).toEqual(['las', 'las vegas', 'noah_brown_1288']);
  });

  it('counts a name opening a sentence where the suite holds it as a name, on both sides alike', () => {
    const data = runOf(['Hi! Noah Brown here, zip 94110. Thank You. Please cancel my reservation and refund the card.']);
    data.items[3] = { ...(data.items[3] as FacetItem), text: `${boiler} You are Noah Brown and your zip code is 94110.` };
    data.items[4] = { ...(data.items[4] as FacetItem), text: `${boiler} Noah Brown asks again.` };
    const evidence = new FacetEvidence(data, suite, 5, true);
    // "Thank You" no suite item holds: it weighs nothing against the share.
    expect(evidence.compare(evidence.profile(suiteTexts.length), 3).identifiers).toMatchObject({ share: 1, theirShare: 1, shared: expect.arrayContaining(['noah brown', '94110']) });
    // A suite item naming the customer only at a sentence's start holds the name as well.
    expect(evidence.identifiersOf(4)).toEqual(new Set(['noah brown']));
  });

  it('proposes the source of a template by its wording, not by the boilerplate all items share', () => {
    const data = runOf([`${boiler} Book a one-way flight from Miami to Seattle on June 9 in economy for two passengers.`, boiler]);
    const evidence = new FacetEvidence(data, suite, 5, true);
    expect(evidence.candidates(evidence.profile(suiteTexts.length), 3).grams).toContain(1);
    expect(evidence.candidates(evidence.profile(suiteTexts.length + 1), 3)).toEqual({ ids: [], grams: [], kept: [] });
  });

  it('measures rare wording both ways: a template inside text of its own keeps most of the suite task\'s', () => {
    const heading = 'TRAVEL DESK ROLE CARD, practice round four: you play the traveller, the trainee plays the agent.';
    const note = "Coach's note for the observer: watch whether the trainee reads the date back before quoting any fare.";
    const data = runOf([`${heading} ${boiler} Ask for the baggage allowance of a basic economy ticket and then upgrade the seat if it is cheap. ${note}`]);
    const evidence = new FacetEvidence(data, suite, 5, true);
    const { rareWording, rareWordingTheirs } = evidence.compare(evidence.profile(suiteTexts.length), 2);
    expect(rareWording).toBeLessThan(0.4);
    expect(rareWordingTheirs).toBeGreaterThan(0.5);
    expect(evidence.compare(evidence.profile(suiteTexts.length), 1).rareWordingTheirs).toBe(0);
  });

  describe('a task not in the model\'s language', () => {
    // Two test cases of a BFCL-like suite, each in two variants, and tasks of other families naming the same places.
    const texts = [
      'I am leaving on a road trip from sunny San Francisco. Can you compute the distance to Rivermist? Fill the tank up to 50 gallons.',
      'I am leaving on a road trip from sunny San Francisco. Can you compute the distance to Rivermist? Fill the tank up to 50 gallons, then start.',
      'Please give me a full analysis of the Amazon stock. If AMZN looks promising, above 300, add it to my watchlist.',
      'Please give me a full analysis of the Amazon stock. If AMZN looks promising, above 300, add it to my watchlist and buy.',
      'Send a message to my friend in Rivermist that I arrive from San Francisco at 50 past the hour.',
      'Book a hotel in Rivermist for 2 nights near San Francisco airport.',
    ];
    const families = ['vehicle', 'vehicle', 'trading', 'trading', 'message', 'travel'];
    const build = (portfolio: string[]) => {
      const items = [...texts.map((text, i) => ({ id: `s${i}`, side: 'suite', text })), ...portfolio.map((text, i) => ({ id: `p${i}`, side: 'portfolio', text }))];
      const data = { items: items as unknown as FacetItem[], envOf: [...families, ...portfolio.map(() => 'x')].map((family) => ({ family })) } as unknown as RunData;
      return new FacetEvidence(data, texts.map((_, i) => i), 5, true);
    };

    it('is compared by the names and numbers it kept, which together point at one test case', () => {
      const evidence = build(['我要从阳光明媚的旧金山出发自驾旅行。你能算一下到 Rivermist 的距离吗？出发前，请把油箱加到一共 50 加仑。']);
      const profile = evidence.profile(texts.length);
      expect(profile.kept?.tokens).toEqual(expect.arrayContaining(['rivermist', '50']));
      expect(evidence.candidates(profile, 2).kept).toEqual([0, 1]);
      expect(evidence.compare(profile, 0).kept).toMatchObject({ share: 1, shared: ['50', 'rivermist'], holders: 3, confined: false });
    });

    it('finds them confined when only one family holds them all', () => {
      const evidence = build(['今後の判断材料にしたいので、アマゾンの株について詳しく分析してください。その結果、\'AMZN\' が有望であればウォッチリストに追加してください。株価が 300 を超えていることを指します。']);
      expect(evidence.compare(evidence.profile(texts.length), 2).kept).toMatchObject({ share: 1, shared: ['300', 'amzn'], holders: 2, confined: true });
      expect(evidence.compare(evidence.profile(texts.length), 2).kept?.theirShare).toBeGreaterThan(0.5);
    });

    it('finds one kept name held by several families of one suite that suite\'s own, and not one another suite holds too', () => {
      // "Quasar Ltd." is in 32 tasks of five BFCL conversations and in no other suite: too many for `confined`.
      const suiteTexts = [
        'Can you provide the latest trading details for Quasar Ltd.? Then list the technology sector\'s symbols.',
        'Please add Quasar Ltd. to my watchlist and show me the list.',
        'Tell me the price of Quasar Ltd. and message it to my colleague.',
        'Book a table for two tonight.',
      ];
      const portfolio = '你能提供 Quasar Ltd. 最新的交易详情吗？另外，请列出科技板块的股票代码。';
      const evidenceOf = (suites: string[]) => {
        const items = [...suiteTexts.map((text, i) => ({ id: `s${i}`, side: 'suite', text })), { id: 'p0', side: 'portfolio', text: portfolio }];
        const data = { items: items as unknown as FacetItem[], envOf: [...suites, 'x'].map((suite, i) => ({ family: `f${i}`, suite })) } as unknown as RunData;
        return new FacetEvidence(data, suiteTexts.map((_, i) => i), 5, true);
      };
      const one = evidenceOf(['bfcl', 'bfcl', 'bfcl', 'tau']);
      const profile = one.profile(suiteTexts.length);
      const kept = one.compare(profile, 0).kept;
      expect(kept).toMatchObject({ share: 1, shared: ['quasar ltd'], holders: 3, confined: false, oneSuite: true });
      // The suite task's other capitalised words are ones the suite writes in lower case too: a translator translates them.
      expect(kept && one.asNearest(profile, 0, kept).nearest).toEqual({ translationShare: 1 });
      const two = evidenceOf(['bfcl', 'bfcl', 'tau', 'tau']);
      expect(two.compare(two.profile(suiteTexts.length), 0).kept).toMatchObject({ holders: 3, oneSuite: false });
    });

    it('takes a task filed verbatim under several families as one record of one of them, and no more', () => {
      // BFCL files a multi-turn task under every class it calls: test case 4 is the file system's and the feed's.
      const suite = [
        "List the files in tmp, sort the report and post it with the tag 'currenttechtrend' mentioning Julia.",
        "List the files in tmp, sort the report and post it with the tag 'currenttechtrend' mentioning Julia.",
        "List the files in tmp. Sort the report, then post it tagged 'currenttechtrend' and mention Julia.",
        "Post a photo tagged 'currenttechtrend' and mention Julia in it.",
        'Book a table for two tonight.',
      ];
      const families = ['files', 'social', 'files', 'social', 'dining'];
      const evidenceFor = (texts: string[], fams: string[]) => {
        const portfolio = "Affiche les fichiers de tmp, trie le rapport et publie-le avec le tag 'currenttechtrend' en mentionnant Julia.";
        const items = [...texts.map((text, i) => ({ id: `s${i}`, side: 'suite', text, fp_exact: text })), { id: 'p0', side: 'portfolio', text: portfolio, fp_exact: portfolio }];
        const data = { items: items as unknown as FacetItem[], envOf: [...fams, 'x'].map((family) => ({ family })) } as unknown as RunData;
        return { evidence: new FacetEvidence(data, texts.map((_, i) => i), 5, true), at: texts.length };
      };
      const copies = evidenceFor(suite.slice(0, 3).concat(suite[4] as string), ['files', 'social', 'files', 'dining']);
      expect(copies.evidence.compare(copies.evidence.profile(copies.at), 0).kept).toMatchObject({ shared: ['currenttechtrend', 'julia'], holders: 3, confined: true });
      // Another text of another family holding them too is another record: not confined.
      const other = evidenceFor(suite, families);
      expect(other.evidence.compare(other.evidence.profile(other.at), 0).kept).toMatchObject({ holders: 4, confined: false });
    });

    it('counts a name once, not also the tails of it that identifiers keep', () => {
      const suite = ['Please swap the Teriyaki Tofu Bowl in my plan for a salad.', 'Book a table for two tonight.'];
      const portfolio = ['Bitte ersetze in meinem Plan die Teriyaki Tofu Bowl durch einen Salat, und zeig mir den Plan.'];
      const items = [...suite.map((text, i) => ({ id: `s${i}`, side: 'suite', text })), ...portfolio.map((text, i) => ({ id: `p${i}`, side: 'portfolio', text }))];
      const data = { items: items as unknown as FacetItem[], envOf: [{ family: 'meals' }, { family: 'dining' }, { family: 'x' }] } as unknown as RunData;
      const evidence = new FacetEvidence(data, [0, 1], 5, true);
      expect(evidence.compare(evidence.profile(2), 0).kept?.shared).toEqual(['teriyaki tofu bowl']);
    });

    it("ranks a customer's tasks for a translation without the names a translator translates", () => {
      const suite = [
        'You are Yusuf Hernandez. You want to exchange your Fleece Jacket. You also want your Washington DC address as default.',
        'You are Yusuf Hernandez. You want all pending orders sent to your Washington DC address.',
        'A Fleece Jacket in red is a popular item, and a jacket of fleece keeps you warm.',
      ];
      const portfolio = "Vous êtes Yusuf Hernandez. Vous voulez échanger votre veste polaire. Vous voulez aussi votre adresse à Washington DC par défaut.";
      const items = [...suite.map((text, i) => ({ id: `s${i}`, side: 'suite', text })), { id: 'p0', side: 'portfolio', text: portfolio }];
      const data = { items: items as unknown as FacetItem[], envOf: [{ family: 'retail' }, { family: 'retail' }, { family: 'retail' }, { family: 'x' }] } as unknown as RunData;
      const evidence = new FacetEvidence(data, [0, 1, 2], 5, true);
      const profile = evidence.profile(3);
      // The original names the jacket, which the French renders: by theirShare its sibling, naming no product, holds more.
      expect(evidence.compare(profile, 0).kept?.theirShare).toBeLessThan(evidence.compare(profile, 1).kept?.theirShare as number);
      // The suite writes "fleece" and "jacket" in lower case too: a noun phrase, left out unless the item holds it.
      expect(evidence.translationShares(profile, 0)).toEqual(evidence.translationShares(profile, 1));
      expect(evidence.translationShares(profile, 0).kept).toBe(1);
      // A literal quoted in lower case is a value the tools are called with, which a translator keeps: it counts.
      const quoted = ["Post it with the tag 'fleece' for Yusuf Hernandez.", 'A fleece keeps you warm.'];
      const other = [...quoted.map((text, i) => ({ id: `s${i}`, side: 'suite', text })), { id: 'p0', side: 'portfolio', text: 'Publie-le pour Yusuf Hernandez.' }];
      const literal = new FacetEvidence({ items: other as unknown as FacetItem[], envOf: [{ family: 'social' }, { family: 'x' }, { family: 'x' }] } as unknown as RunData, [0, 1], 5, true);
      expect(literal.translationShares(literal.profile(2), 0).kept).toBeLessThan(1);
    });

    it('compares an English task by its kept tokens only when asked, the cosine deciding whether they count', () => {
      const evidence = build(['Give me a full analysis of AMZN above 300.']);
      const profile = evidence.profile(texts.length);
      expect(profile.kept).toBeNull();
      expect(evidence.compare(profile, 2).kept).toBeUndefined();
      expect(evidence.compareKeptInLanguage(profile, 2)).toMatchObject({ share: 1, shared: ['300', 'amzn'], holders: 2, confined: true, inLanguage: { otherRecord: false } });
    });

    it('says when an English task names a record the suite task does not', () => {
      const evidence = build(['Give me a full analysis of AMZN above 300 for account ACC-77812.']);
      expect(evidence.compareKeptInLanguage(evidence.profile(texts.length), 2)?.inLanguage).toEqual({ otherRecord: true });
      const translated = build(['Analysiere bitte die Amazon-Aktie. Wenn AMZN über 300 liegt, setze sie auf meine Beobachtungsliste.']);
      expect(translated.compareKeptInLanguage(translated.profile(texts.length), 2)).toBeUndefined();
    });
  });
});

describe('FacetEvidence overlap', () => {
  const house = 'The order id, such as #W0000000. Be careful there is a # symbol at the beginning of the order id.';
  const suiteTools = [
    `return delivered order items\nReturn some items of a delivered order and refund them.\norder_id (string, required): ${house}`,
    `cancel pending order\nCancel a pending order that has not shipped yet.\norder_id (string, required): ${house}`,
    `exchange delivered order items\nExchange items of a delivered order for new items of the same product.\norder_id (string, required): ${house}`,
  ];
  const build = (portfolio: string) => {
    const texts = [...suiteTools, portfolio];
    const env = { key: 'retail', items: { tools: [0, 1, 2], state: [], tasks: [] } };
    const items = texts.map((text, i) => ({ id: `t${i}`, side: i < 3 ? 'suite' : 'portfolio', facet: 'tools', text }));
    const data = { items: items as unknown as FacetItem[], envOf: [env, env, env, { key: 'mine', items: { tools: [3], state: [], tasks: [] } }] } as unknown as RunData;
    const evidence = new FacetEvidence(data, [0, 1, 2], 3, false);
    const mine = evidence.shinglesOf(3);
    return { whole: containment(mine, evidence.shinglesOf(0)), own: evidence.overlap(mine, 0) };
  };

  it('leaves out the wording its suite environment repeats across its tools, and keeps a copy\'s own', () => {
    const newTool = `purchase protection plan\nBuy an extended protection plan for a delivered order.\norder_id (string, required): ${house}`;
    expect(build(newTool).whole).toBeGreaterThan(0.5);
    expect(build(newTool).own).toBeLessThan(0.2);
    expect(build(suiteTools[0] as string).own).toBe(1);
  });

  it("counts a table's containment in a suite table only when it holds a quarter of that table's own n-grams", () => {
    const reservations = ['reservations', 'cabin (string)', 'created_at (string)', 'destination (string)', 'flight_type (string)', 'flights (array)', 'flights[].date (string)', 'flights[].flight_number (string)', 'flights[].origin (string)', 'insurance (string)', 'origin (string)', 'passengers (array)', 'passengers[].first_name (string)', 'payment_history (array)', 'reservation_id (string)', 'total_baggages (integer)', 'user_id (string)'].join('\n');
    const texts = [reservations, 'reservations\nflights (array)\nflights[].date (string)\nflights[].flight_number (string)\nreservation_id (string)\nuser_id (string)', reservations.replace('\ncabin (string)', '')];
    const env = { key: 'airline', items: { tools: [], state: [0], tasks: [] } };
    const items = texts.map((text, i) => ({ id: `s${i}`, side: i < 1 ? 'suite' : 'portfolio', facet: 'state', text }));
    const data = { items: items as unknown as FacetItem[], envOf: [env, { key: 'a', items: { tools: [], state: [1], tasks: [] } }, { key: 'b', items: { tools: [], state: [2], tasks: [] } }] } as unknown as RunData;
    const oneWay = new FacetEvidence(data, [0], 3, false);
    const bothWays = new FacetEvidence(data, [0], 3, false, true);
    // A new table holding five of the suite table's sixteen fields: contained in it, but holding little of it.
    expect(oneWay.overlap(oneWay.shinglesOf(1), 0)).toBeGreaterThan(0.5);
    expect(bothWays.overlap(bothWays.shinglesOf(1), 0)).toBeLessThan(0.25);
    // A copy with a column dropped.
    expect(bothWays.overlap(bothWays.shinglesOf(2), 0)).toBeGreaterThan(0.9);
  });
});
