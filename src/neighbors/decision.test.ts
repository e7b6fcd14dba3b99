// The decision rule, table-driven: which channels make which flag, and the reasons written beside it.
import { describe, expect, it } from 'vitest';
import { NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import { decide, facetEvidence, reasons, type DecisionRule, type PairChannels } from './decision.js';

const rule: DecisionRule = {
  thresholds: { nearDuplicate: 0.85, related: 0.7 },
  lexicalCopy: 0.5,
  evidence: { identifiers: { minShared: 2, minShare: 0.5 }, rareWording: { minShare: 0.5, minBothWays: 0.3 }, kept: { minShared: 2, minShare: 0.5, minSharedInLanguage: 1, minCosineInLanguage: 0.6, minShareInLanguage: 0.75 }, structure: { minAgreement: 1, minCosine: 0.5, maxHolders: 8, minCosineGrown: 0.6, minDescribed: 0.7, minCosineDescribed: 0.4, maxHoldersDescribed: 64 } },
};
const none: PairChannels = { exact: false, cosine: 0, renamed: false, overlap: 0, identifiers: { share: 0, theirShare: 0, confined: false, shared: [] }, rareWording: 0, structure: 0, shapeHolders: 1 };

describe('decide', () => {
  it.each([
    ['identical content', { exact: true }, 'exact'],
    ['a high cosine', { cosine: 0.9 }, 'near-duplicate'],
    ['a related cosine with copied wording', { cosine: 0.72, overlap: 0.6 }, 'near-duplicate'],
    ['a related cosine with the same signature', { cosine: 0.72, renamed: true }, 'near-duplicate'],
    ['a related cosine alone', { cosine: 0.72 }, 'related'],
    ['the same calling shape with a cosine beside it', { cosine: 0.55, structure: 1 }, 'related'],
    ['the same calling shape with an unrelated cosine', { cosine: 0.3, structure: 1 }, 'clean'],
    ['part of the calling shape', { cosine: 0.6, structure: 0.5 }, 'clean'],
    ['a calling shape hundreds of suite tools have', { cosine: 0.6, structure: 1, shapeHolders: 400 }, 'clean'],
    ['the suite calling shape grown by optional parameters, with a cosine beside it', { cosine: 0.63, structure: 0.75, grown: true }, 'related'],
    ['a grown calling shape with a cosine below its floor', { cosine: 0.55, structure: 0.75, grown: true }, 'clean'],
    ['a grown calling shape many suite tools have', { cosine: 0.65, structure: 0.75, grown: true, shapeHolders: 40 }, 'clean'],
    ['shared strong identifiers', { cosine: 0.2, identifiers: { share: 0.8, shared: ['#w2378156', 'noah_brown_1288'] } }, 'related'],
    ['shared weak identifiers only', { cosine: 0.2, identifiers: { share: 0.8, shared: ['united states', 'json'] } }, 'clean'],
    ['the one rare identifier of both texts, a record of one family', { cosine: 0.2, identifiers: { share: 1, theirShare: 1, confined: true, shared: ['daiki_lee_6144'] } }, 'related'],
    ['one identifier beside others the suite text holds', { cosine: 0.2, identifiers: { share: 1, theirShare: 0.4, confined: true, shared: ['daiki_lee_6144'] } }, 'clean'],
    ['one identifier beside others the item holds', { cosine: 0.2, identifiers: { share: 0.6, theirShare: 1, confined: true, shared: ['daiki_lee_6144'] } }, 'clean'],
    ['one placeholder many families use', { cosine: 0.2, identifiers: { share: 1, theirShare: 1, confined: false, shared: ['abc123'] } }, 'clean'],
    ['one weak identifier of both texts', { cosine: 0.2, identifiers: { share: 1, theirShare: 1, confined: true, shared: ['amzn'] } }, 'clean'],
    ['on the topic, naming only a record the suite task alone names (an order number)', { cosine: 0.62, identifiers: { share: 1, theirShare: 0.2, confined: true, sole: true, shared: ['w4316152'] } }, 'related'],
    ['the same record on another topic', { cosine: 0.5, identifiers: { share: 1, theirShare: 0.2, confined: true, sole: true, shared: ['w4316152'] } }, 'clean'],
    ['on the topic, naming a customer the suite\'s other tasks name too', { cosine: 0.62, identifiers: { share: 1, theirShare: 0.2, confined: true, sole: false, shared: ['daiki_lee_6144'] } }, 'clean'],
    ['not in the model\'s language, naming only a record the suite task alone names (an e-mail)', { cosine: 0.1, identifiers: { share: 1, theirShare: 0.3, confined: true, sole: true, shared: ['lucas.brown9344@example.com'] }, kept: { share: 1, theirShare: 0.3, shared: ['lucas.brown9344@example.com'], holders: 1, confined: true } }, 'related'],
    ['on the topic, naming the record and one of its own', { cosine: 0.62, identifiers: { share: 0.5, theirShare: 0.2, confined: true, sole: false, shared: ['w4316152'] } }, 'clean'],
    ['on the topic, naming only that record beside codes many suite tasks hold (airports)', { cosine: 0.65, identifiers: { share: 0.2, theirShare: 1, confined: true, sole: true, shared: ['sofia_kim_7287'] } }, 'related'],
    ['not in the model\'s language, naming that record beside names of its own', { cosine: 0.1, identifiers: { share: 0.5, theirShare: 1, confined: true, sole: true, shared: ['sofia_kim_7287'] }, kept: { share: 0.5, theirShare: 0.3, shared: ['sofia_kim_7287'], holders: 1, confined: true } }, 'clean'],
    ['on the topic, holding every rare identifier of the suite task beside many ids of its own (an event around it)', { cosine: 0.67, identifiers: { share: 0.17, theirShare: 1, confined: true, shared: ['pep4e0', 'sophia_taylor_9065'] } }, 'related'],
    ['on the topic, every rare identifier of the suite task beside an order of the suite\'s kind of its own', { cosine: 0.67, identifiers: { share: 0.32, theirShare: 1, confined: true, otherRecord: true, shared: ['fatima.wilson5721@example.com', 'fatima wilson'] } }, 'clean'],
    ['every rare identifier of the suite task on another topic (the customer\'s other request)', { cosine: 0.55, identifiers: { share: 0.17, theirShare: 1, confined: true, shared: ['pep4e0', 'sophia_taylor_9065'] } }, 'clean'],
    ['on the topic, some of the suite task\'s rare identifiers beside many of its own', { cosine: 0.67, identifiers: { share: 0.17, theirShare: 0.7, confined: true, shared: ['pep4e0', 'sophia_taylor_9065'] } }, 'clean'],
    ['on the topic, every rare identifier of the suite task, held by several families', { cosine: 0.67, identifiers: { share: 0.17, theirShare: 1, confined: false, shared: ['25.7617', '-80.1918'] } }, 'clean'],
    ['every rare identifier of the suite task, not in the model\'s language', { cosine: 0.67, identifiers: { share: 0.17, theirShare: 1, confined: true, shared: ['pep4e0', 'sophia_taylor_9065'] }, kept: { share: 0.3, theirShare: 0.5, shared: ['pep4e0'], holders: 2, confined: true } }, 'clean'],
    ['the same calling shape holding an enum few suite tools hold, at any cosine (another language)', { cosine: 0.17, structure: 1, rareEnum: 'no longer needed,ordered by mistake' }, 'related'],
    ['the suite shape grown by optional parameters, holding such an enum', { cosine: 0.2, structure: 0.75, grown: true, rareEnum: 'no longer needed,ordered by mistake' }, 'related'],
    ['part of the calling shape beside such an enum', { cosine: 0.2, structure: 0.5, rareEnum: 'no longer needed,ordered by mistake' }, 'clean'],
    ['rare wording', { cosine: 0.4, rareWording: 0.6 }, 'related'],
    ['a template inside text of its own: a third of its rare wording, two thirds of the suite task\'s', { cosine: 0.45, rareWording: 0.32, rareWordingTheirs: 0.61 }, 'related'],
    ['most of the suite task\'s rare wording in a text mostly its own (quoting a phrase)', { cosine: 0.45, rareWording: 0.12, rareWordingTheirs: 0.9 }, 'clean'],
    ['a third of its rare wording, little of the suite task\'s', { cosine: 0.45, rareWording: 0.32, rareWordingTheirs: 0.2 }, 'clean'],
    ['names and numbers a translation kept, held together by one family only', { cosine: 0.2, kept: { share: 1, theirShare: 0.64, shared: ['300', 'amzn'], holders: 4, confined: true } }, 'related'],
    ['kept names held together by several families', { cosine: 0.2, kept: { share: 1, theirShare: 1, shared: ['50', 'rivermist'], holders: 40, confined: false } }, 'clean'],
    ['kept tokens that are a small part of the suite task\'s', { cosine: 0.2, kept: { share: 0.75, theirShare: 0.26, shared: ['35', 'rivermist'], holders: 4, confined: true } }, 'clean'],
    ['one kept name alone', { cosine: 0.2, kept: { share: 1, theirShare: 1, shared: ['quasar ltd'], holders: 4, confined: true } }, 'clean'],
    ['a translation keeping one name of one suite, nearest by cosine in the whole suite to a task holding it and nothing else kept', { cosine: 0.44, kept: { share: 1, theirShare: 0.35, shared: ['quasar ltd'], holders: 32, confined: false, oneSuite: true, nearest: { translationShare: 1 } } }, 'related'],
    ['that name, but not the suite task the cosine ranks first', { cosine: 0.4, kept: { share: 1, theirShare: 0.35, shared: ['quasar ltd'], holders: 32, confined: false, oneSuite: true } }, 'clean'],
    ['that name held by tasks of several suites', { cosine: 0.44, kept: { share: 1, theirShare: 0.35, shared: ['new york'], holders: 60, confined: false, oneSuite: false, nearest: { translationShare: 1 } } }, 'clean'],
    ['the nearest suite task keeping a name the translation lacks', { cosine: 0.44, kept: { share: 1, theirShare: 0.5, shared: ['nvda'], holders: 30, confined: false, oneSuite: true, nearest: { translationShare: 0.5 } } }, 'clean'],
    ['the translation keeping a name the nearest suite task lacks', { cosine: 0.44, kept: { share: 0.54, theirShare: 1, shared: ['nvda'], holders: 30, confined: false, oneSuite: true, nearest: { translationShare: 1 } } }, 'clean'],
    ['one kept name nearest by cosine, in the model\'s language', { cosine: 0.44, kept: { share: 1, theirShare: 1, shared: ['quasar ltd'], holders: 32, confined: false, oneSuite: true, nearest: { translationShare: 1 }, inLanguage: { otherRecord: false } } }, 'clean'],
    ['kept tokens that are a small part of what it kept', { cosine: 0.2, kept: { share: 0.3, theirShare: 1, shared: ['300', 'amzn'], holders: 4, confined: true } }, 'clean'],
    ['a paraphrase in the model\'s language keeping the names and numbers, on the same topic', { cosine: 0.63, kept: { share: 1, theirShare: 1, shared: ['zeta corp', 'apple', '50'], holders: 3, confined: true, inLanguage: { otherRecord: false } } }, 'related'],
    ['the same in the model\'s language on another topic', { cosine: 0.55, kept: { share: 1, theirShare: 1, shared: ['zeta corp', 'apple', '50'], holders: 3, confined: true, inLanguage: { otherRecord: false } } }, 'clean'],
    ['a task in the model\'s language holding much besides the shared names', { cosine: 0.65, kept: { share: 0.64, theirShare: 1, shared: ['michael jackson', 'thriller'], holders: 1, confined: true, inLanguage: { otherRecord: false } } }, 'clean'],
    ['a terse rewrite in the model\'s language keeping one name, on the same topic', { cosine: 0.67, kept: { share: 1, theirShare: 1, shared: ['synx'], holders: 12, confined: true, inLanguage: { otherRecord: false } } }, 'related'],
    ['one kept name in the model\'s language on another topic', { cosine: 0.55, kept: { share: 1, theirShare: 1, shared: ['synx'], holders: 12, confined: true, inLanguage: { otherRecord: false } } }, 'clean'],
    ['a task in the model\'s language naming another customer and order', { cosine: 0.68, kept: { share: 1, theirShare: 0.63, shared: ['tea kettle', 'ceramic', 'glass', '1.5'], holders: 2, confined: true, inLanguage: { otherRecord: true } } }, 'clean'],
    ['a tool named as a version of the suite tool, with a cosine beside it', { cosine: 0.62, versionOf: true }, 'related'],
    ['a tool named as a version of the suite tool on another topic', { cosine: 0.45, versionOf: true }, 'clean'],
    ['a sentence saying what the suite tool\'s description says, on a shape few have, with a cosine beside it', { cosine: 0.51, described: { similarity: 0.73, unit: 'takes one number away from another', holders: 6 } }, 'related'],
    ['such a sentence with an unrelated cosine', { cosine: 0.39, described: { similarity: 0.9, unit: 'subtracts', holders: 6 } }, 'clean'],
    ['a sentence only near the suite tool\'s description', { cosine: 0.6, described: { similarity: 0.69, unit: 'adds two numbers', holders: 6 } }, 'clean'],
    ['such a sentence on a shape dozens of suite tools have', { cosine: 0.6, described: { similarity: 0.9, unit: 'reads a file', holders: 40 } }, 'related'],
    ['such a sentence on a shape more suite tools have than it counts', { cosine: 0.6, described: { similarity: 0.9, unit: 'reads a file', holders: 65 } }, 'clean'],
    ['nothing', {}, 'clean'],
  ] as Array<[string, Partial<PairChannels>, string]>)('%s', (_name, channels, flag) => {
    expect(decide({ ...none, ...channels }, rule)).toBe(flag);
  });

  it('says rare wording shared both ways decided, with both shares', () => {
    expect(reasons({ ...none, cosine: 0.45, rareWording: 0.32, rareWordingTheirs: 0.61 }, rule)).toEqual(["rare wording shared both ways: 0.32 of its own, 0.61 of the suite item's, each ≥ 0.3"]);
  });

  it('says when one identifier alone decided', () => {
    expect(reasons({ ...none, cosine: 0.2, identifiers: { share: 1, theirShare: 1, confined: true, shared: ['daiki_lee_6144'] } }, rule)).toEqual(['the one rare identifier of each text shared']);
  });

  it('says which record only the suite task names decided, with the cosine beside it', () => {
    expect(reasons({ ...none, cosine: 0.622, identifiers: { share: 1, theirShare: 0.2, confined: true, sole: true, shared: ['w4316152'] } }, rule)).toEqual(['names w4316152, which no other suite task names, and no rare identifier of its own, with cosine 0.622 ≥ 0.6']);
  });

  it('says a record only the suite task names decided beside identifiers of the item that are no record', () => {
    expect(reasons({ ...none, cosine: 0.655, identifiers: { share: 0.2, theirShare: 1, confined: true, sole: true, shared: ['sofia_kim_7287'] } }, rule)).toEqual(['names sofia_kim_7287, which no other suite task names, and no other record, with cosine 0.655 ≥ 0.6']);
  });

  it('says the suite task\'s every rare identifier was held, with the share of the item\'s own and the cosine', () => {
    expect(reasons({ ...none, cosine: 0.666, identifiers: { share: 0.168, theirShare: 1, confined: true, shared: ['pep4e0', 'sophia_taylor_9065'] } }, rule)).toEqual([
      'every rare identifier of the suite task held: pep4e0, sophia_taylor_9065 (held within one family; weighted share of its own 0.17), with cosine 0.666 ≥ 0.6',
    ]);
  });

  it('names the kept tokens of a translation and who holds them', () => {
    expect(reasons({ ...none, cosine: 0.2, kept: { share: 1, theirShare: 0.64, shared: ['300', 'amzn'], holders: 4, confined: true } }, rule)).toEqual([
      "not in the model's language; kept as written and shared: 300, amzn (weighted share 1.00, theirs 0.64; all held by 4 suite items, of one family)",
    ]);
  });

  it('says a translation\'s one kept name and its cosine both pointed at the suite task', () => {
    expect(reasons({ ...none, cosine: 0.642, kept: { share: 1, theirShare: 0.35, shared: ['quasar ltd'], holders: 32, confined: false, oneSuite: true, nearest: { translationShare: 1 } } }, rule)).toEqual([
      "not in the model's language; its one kept name quasar ltd (held by 32 suite items, all of one suite), and its cosine ranks this suite item first of the whole suite",
    ]);
  });

  it('names kept tokens held together by few suite items as such, though the cosine points at the suite task too', () => {
    const kept = { share: 1, theirShare: 0.64, shared: ['300', 'amzn'], holders: 4, confined: true, oneSuite: true, nearest: { translationShare: 1 } };
    expect(reasons({ ...none, cosine: 0.2, kept }, rule)).toEqual([
      "not in the model's language; kept as written and shared: 300, amzn (weighted share 1.00, theirs 0.64; all held by 4 suite items, of one family)",
    ]);
  });

  it('names the kept tokens of a paraphrase in the model\'s language with the cosine that let them count', () => {
    expect(reasons({ ...none, cosine: 0.63, kept: { share: 1, theirShare: 1, shared: ['zeta corp', 'apple', '50'], holders: 3, confined: true, inLanguage: { otherRecord: false } } }, rule)).toEqual([
      'names and numbers shared: zeta corp, apple, 50 (weighted share 1.00, theirs 1.00; all held by 3 suite items, of one family), with cosine 0.630 ≥ 0.6',
    ]);
  });

  it('names a grown calling shape among the reasons, and never counts it where its floor is null', () => {
    expect(reasons({ ...none, cosine: 0.63, structure: 0.75, grown: true }, rule)).toEqual(["the suite item's calling shape grown by optional parameters only, a shape 1 suite item has, with cosine 0.630 ≥ 0.6"]);
    const never = { ...rule, evidence: { ...rule.evidence, structure: { ...rule.evidence.structure, minCosineGrown: null } } };
    expect(decide({ ...none, cosine: 0.69, grown: true }, never)).toBe('clean');
  });

  it('names the enum values that tied the calling shapes', () => {
    expect(reasons({ ...none, cosine: 0.17, structure: 1, rareEnum: 'no longer needed,ordered by mistake' }, rule)).toEqual(['same calling shape, holding the enum values no longer needed | ordered by mistake, which at most 2 suite items hold']);
  });

  it('quotes the sentence that says what the suite tool does, and never fires where the rule has no such channel', () => {
    const c = { ...none, cosine: 0.517, described: { similarity: 0.735, unit: 'Payroll calculator: takes one number away from another and returns the difference between them.', holders: 6 } };
    expect(reasons(c, rule)).toEqual(['its "Payroll calculator: takes one number away from another and returns the differ…" says what the suite tool\'s description says: 0.735 ≥ 0.7, on the calling shape 6 suite items have, with cosine 0.517 ≥ 0.4']);
    expect(decide(c, { ...rule, evidence: { ...rule.evidence, structure: { ...rule.evidence.structure, minDescribed: null } } })).toBe('clean');
  });

  it('at the defaults, takes a sentence from 0.65 on a shape dozens of suite tools have, not on more than 64', () => {
    // A rewritten send_message's "Pass a short message from the user to a contact by name." is 0.675 to BFCL's own
    // description, on the one-string shape 18 suite tools have (test/rewrites).
    const defaults: DecisionRule = { thresholds: { nearDuplicate: 0.85, related: 0.7 }, lexicalCopy: 0.5, evidence: facetEvidence(NEIGHBOR_DEFAULTS.evidence, 'tools') };
    const c = { ...none, cosine: 0.554, described: { similarity: 0.675, unit: 'Pass a short message from the user to a contact by name.', holders: 18 } };
    expect(decide(c, defaults)).toBe('related');
    expect(decide({ ...c, described: { ...c.described, similarity: 0.64 } }, defaults)).toBe('clean');
    expect(decide({ ...c, described: { ...c.described, holders: 65 } }, defaults)).toBe('clean');
  });

  it('says the tool is named as a version of the suite tool', () => {
    expect(reasons({ ...none, cosine: 0.676, versionOf: true }, rule)).toEqual(['named as a version of it, with cosine 0.676 ≥ 0.5']);
  });

  it('names the structural agreement among the reasons', () => {
    expect(reasons({ ...none, cosine: 0.55, structure: 1 }, rule)).toEqual(['same calling shape: structural agreement 1.00 ≥ 1, a shape 1 suite item has, with cosine 0.550 ≥ 0.5']);
  });
});
