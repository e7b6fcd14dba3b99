// A translation of one of a customer's tasks, whose evidence is as strong for the customer's other tasks, is
// matched to the one it translates by what a translator leaves as written, then by the cognates it holds, then by
// where its sentences end.
import { describe, expect, it } from 'vitest';
import type { RunData } from '../scoring/index.js';
import { TranslationTies } from './translationTies.js';

const data = (texts: string[]) => ({ items: texts.map((text) => ({ text })) }) as unknown as RunData;

describe('TranslationTies', () => {
  it.each([
    {
      kept: 'a word',
      texts: [
        'Þú ert daiki_johnson_9523. Ef fulltrúinn spyr hvaða ryksugu um ræðir nefnir þú kútryksuguna (canister).',
        'You are daiki_johnson_9523. If the agent asks you for which vacuum cleaner, mention the robotic one.',
        'You are daiki_johnson_9523. If the agent asks you for which vacuum cleaner, mention the canister one.',
      ],
      told: 'canister',
    },
    {
      kept: 'a number',
      texts: [
        '你是 Fatima Johnson，邮编 78712。你想把还没发货的那双靴子改成 8 码，材质要保持一样。',
        'You are Fatima Johnson in 78712. You want to cancel all pending orders and return the watch you have received.',
        'You are Fatima Johnson in 78712. You want to modify the pending boots to a size 8, and want the material.',
      ],
      told: '8',
    },
  ])('prefers the sibling holding $kept the translation keeps as written, and says which', ({ texts, told }) => {
    const ties = new TranslationTies(data(texts), 0, true);
    expect(ties.compare(2, 1)).toBeLessThan(0);
    expect(ties.reason(2, [1])).toBe(`the words it shares as written: ${told}`);
  });

  it('then prefers the sibling holding the words the translation keeps as cognates, and says which', () => {
    const run = data([
      'Sie sind sophia_silva_7557 und möchten Ihren Flug H8Q05L stornieren. Geben Sie nicht mehr Informationen preis als nötig.',
      'You are sophia_silva_7557 and want a refund for the insurance of flight H8Q05L. You are not happy with the service.',
      'You are sophia_silva_7557 and want to cancel flight H8Q05L. Do not provide more information than necessary.',
    ]);
    const ties = new TranslationTies(run, 0, true);
    expect(ties.compare(2, 1)).toBeLessThan(0);
    expect(ties.reason(2, [1])).toBe('the words it shares in their first 5 letters (as cognates do): information');
  });

  it('then prefers the sibling whose sentences end where the translation\'s do', () => {
    const run = data([
      'Tu es Mia. Tu veux tout rendre, parce que rien ne te plaît vraiment cette fois. Sois bref.',
      'You are Mia. You want to return everything, because nothing pleases you this time. Be brief.',
      'You are Mia. You want to return everything. Nothing pleases you, and you say so at great length.',
    ]);
    const ties = new TranslationTies(run, 0, true);
    expect(ties.compare(1, 2)).toBeLessThan(0);
    expect(ties.reason(1, [2])).toMatch(/^where its sentences end/);
  });

  it('tells nothing for a task in the model\'s language, where the cosine reads it', () => {
    const run = data(['You are Mia. Return it.', 'You are Mia. Return it.', 'Mia here, return everything please.']);
    const ties = new TranslationTies(run, 0, false);
    expect(ties.compare(1, 2)).toBe(0);
    expect(ties.reason(1, [2])).toBe("a cosine that cannot read the item's language");
  });
});
