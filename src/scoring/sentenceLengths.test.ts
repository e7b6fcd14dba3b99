// A translation's sentences end where its original's do; another task of the same customer, holding the same
// name, id and code, ends them elsewhere. That is all that tells the two apart when the model cannot read the
// translation, so the places must be read alike in any script.
import { describe, expect, it } from 'vitest';
import { sentenceEndDistance, sentenceEnds } from './sentenceLengths.js';

const original = 'Your user id is omar_rossi_1241. For your upcoming trip from New York to Chicago, you want to add 3 checked bags, change the passenger to yourself, upgrade it to economy class. Make sure to mention all three things at once in the order. You prefer gift card payment.';
const sibling = 'Your user id is omar_rossi_1241. For your upcoming trip from New York to Chicago, you want to change the passenger to yourself, upgrade it to economy class, and have 3 checked bags. You prefer gift card payment. You are reactive to the agent and will not say anything that is not asked.';
const romanian = 'ID-ul tău de utilizator este omar_rossi_1241. Pentru călătoria care urmează, de la New York la Chicago, vrei să adaugi 3 bagaje de cală, să schimbi pasagerul pe tine însuți și să treci rezervarea la clasa economy. Ai grijă să spui toate cele trei lucruri deodată, în această ordine. Preferi să plătești cu cardul cadou.';

describe('sentenceEnds', () => {
  it('places each sentence end but the last as a fraction of the text, not at a decimal point or a file name', () => {
    expect(sentenceEnds('One two. Three four five six! Is it 3.5 or report.txt?')).toEqual([8 / 54, 29 / 54]);
    expect(sentenceEnds('No end at all')).toEqual([]);
  });

  it('reads CJK and Devanagari sentence ends, with no space after them, a CJK character weighing three', () => {
    expect(sentenceEnds('注文を取消。理由は高い。')).toEqual([0.5]);
    expect(sentenceEnds('注文を取消。理由は高い。 Thanks')).toEqual([16 / 39, 32 / 39]);
    expect(sentenceEnds('मेरा ऑर्डर रद्द करें। धन्यवाद')).toHaveLength(1);
  });
});

describe('sentenceEndDistance', () => {
  it("puts a translation nearer its original's sentence ends than a sibling task's holding the same id and places", () => {
    expect(sentenceEndDistance(romanian, original)).toBeLessThan(sentenceEndDistance(romanian, sibling));
    expect(sentenceEndDistance(original, original)).toBe(0);
  });

  it('compares a text of one sentence by its count alone', () => {
    expect(sentenceEndDistance('One sentence only', 'Another single one')).toBe(0);
    expect(sentenceEndDistance('One sentence only', 'Two here. And there')).toBe(0.5);
  });
});
