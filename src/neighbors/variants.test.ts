// Naming the variant a paraphrase copies: among suite items near-identical to its best match, the one holding
// the most of the item's words that tell them apart (a task's read in context first, as pairs of neighbouring
// words); the best stays on a tie, and items that are not variants
// of one another (or out of the cosine's reach) are never compared, unless tied with the best by cosine.
import { describe, expect, it } from 'vitest';
import type { FacetItem } from '../core/types.js';
import type { RunData } from '../scoring/index.js';
import { contentWords, orderedVariant, preferVariant } from './variants.js';

/** Items as [text, vector (normalised here)]: item 0 is the portfolio item, the others suite items. */
function runOf(rows: Array<[string, number[]]>): RunData {
  const dim = (rows[0] as [string, number[]])[1].length;
  const items = rows.map(([text], i) => ({ id: `i${i}`, env: 'e', side: i === 0 ? 'portfolio' : 'suite', facet: 'tasks', text }) as unknown as FacetItem);
  const vectors = new Float32Array(rows.flatMap(([, v]) => v.map((x) => x / Math.hypot(...v))));
  return { items, vectors, dim } as unknown as RunData;
}

// test_5-like (returns the bottle on a second confirmation) and test_7-like (another preference order) variants.
const FIVE = 'You want to exchange the water bottle and the desk lamp (prefer battery > USB > AC). If asked again, return the water bottle instead.';
const SEVEN = 'You want to exchange the water bottle and the desk lamp (prefer AC adapter > battery > USB).';
const PARAPHRASE = "I'd like to swap the water bottle and the desk lamp, battery powered if you have it; if you ask again, just return the bottle.";

describe('preferVariant', () => {
  it('names the variant holding the words that tell the variants apart, not the one with the higher cosine', () => {
    const data = runOf([[PARAPHRASE, [1, 0, 0]], [FIVE, [0.75, 0.66, 0.05]], [SEVEN, [0.8, 0.6, 0]]]);
    const choice = preferVariant(data, 0, { c: 2, cosine: 0.8 }, [{ c: 1, cosine: 0.75 }]);
    expect(choice).toEqual({ c: 1, tied: false, variants: 2, words: ['again return'], paired: true });
  });

  it.each([
    ['another task, not a variant of the best', [[0.75, -0.66, 0.05], 0.75]],
    ['a variant past the cosine margin', [[0.6, 0.8, 0], 0.6]],
  ] as const)('leaves the best when the other is %s', (_, [vector, cosine]) => {
    const data = runOf([[PARAPHRASE, [1, 0, 0]], [FIVE, [...vector]], [SEVEN, [0.8, 0.6, 0]]]);
    expect(preferVariant(data, 0, { c: 2, cosine: 0.8 }, [{ c: 1, cosine }])).toBeNull();
  });

  it('compares a task tied with the best by cosine though no variant of it, when given the tie margin', () => {
    // Another task of the customer (cosine 0.2 to the best: no variant), 0.01 below the best by cosine to the item.
    const data = runOf([[PARAPHRASE, [1, 0, 0]], [FIVE, [0.74, -0.66, 0.13]], [SEVEN, [0.8, 0.6, 0]]]);
    expect(preferVariant(data, 0, { c: 2, cosine: 0.8 }, [{ c: 1, cosine: 0.79 }], 0.02)).toEqual({ c: 1, tied: true, variants: 2, words: ['again return'], paired: true });
    expect(preferVariant(data, 0, { c: 2, cosine: 0.8 }, [{ c: 1, cosine: 0.79 }], 0)).toBeNull();
    expect(preferVariant(data, 0, { c: 2, cosine: 0.8 }, [{ c: 1, cosine: 0.77 }], 0.02)).toBeNull();
  });

  it.each([
    ['a tie of telling words', 'swap the water bottle and the desk lamp'],
    ['one telling word more', 'swap the water bottle and the desk lamp, or return it'],
  ])('keeps the best on %s', (_, text) => {
    const data = runOf([[text, [1, 0, 0]], [FIVE, [0.75, 0.66, 0.05]], [SEVEN, [0.8, 0.6, 0]]]);
    expect(preferVariant(data, 0, { c: 2, cosine: 0.8 }, [{ c: 1, cosine: 0.75 }])).toBeNull();
  });
});

describe('preferVariant, a task read in context', () => {
  // tau-bench retail test_31-like and test_32-like: one clause apart.
  const KEEP = 'Also cancel the boot and keep the kettle (if not possible, do not do anything), and return the sneaker.';
  const BOTH = 'Also cancel the boot and kettle, and return the sneaker.';

  it('keeps the best when the other holds telling words only where the item says something else with them', () => {
    const rewrite = 'Then cancel the boot and the kettle and return the sneaker; if neither is possible, keep what you reveal minimal.';
    const data = runOf([[rewrite, [1, 0, 0]], [KEEP, [0.88, 0.47, 0.05]], [BOTH, [0.9, 0.43, 0]]]);
    // Read as words alone, "keep" and "possible" would name KEEP; in context the item holds BOTH's "boot kettle".
    expect(preferVariant(data, 0, { c: 2, cosine: 0.9 }, [{ c: 1, cosine: 0.88 }])).toBeNull();
  });

  it('decides by the words alone when the item holds none of the telling pairs (a code-switched translation)', () => {
    const translated = 'Pakansela ang boot; ang kettle, keep kung possible; ibalik ang sneaker.';
    const data = runOf([[translated, [1, 0, 0]], [KEEP, [0.88, 0.47, 0.05]], [BOTH, [0.9, 0.43, 0]]]);
    expect(preferVariant(data, 0, { c: 2, cosine: 0.9 }, [{ c: 1, cosine: 0.88 }])?.c).toBe(1);
  });
});

describe('preferVariant, when the item holds none of the telling words', () => {
  // tau-bench retail test_83-like and test_82-like: the longer adds "return everything on that order".
  const SHORTER = 'You received two tablets and want to return the more expensive one to your credit card. If that is not possible, you get angry and take a gift card refund.';
  const LONGER = 'You received two tablets and want to return the more expensive one to your credit card. If that is not possible, you get angry, return everything on that order and take a gift card refund.';

  it('names the variant the best one only adds words to', () => {
    const rewrite = 'Two tablets came and one is plenty: send back the pricier one with a refund to the credit card, and failing that, a gift card refund, angrily.';
    const data = runOf([[rewrite, [1, 0, 0]], [SHORTER, [0.8, 0.6, 0]], [LONGER, [0.81, 0.58, 0.05]]]);
    expect(preferVariant(data, 0, { c: 2, cosine: 0.81 }, [{ c: 1, cosine: 0.8 }])).toEqual({ c: 1, tied: false, variants: 2, words: [], added: ['everything', 'order', 'return'] });
  });

  it('keeps the best when the other holds a word in its place (a substitution adds nothing)', () => {
    // test_62-like and test_63-like: "$100" where the other writes "$300", which both hold once besides.
    const hundred = 'If the price is above $300, cancel it. Ask for a speaker under $100 and add the cheapest.';
    const three = 'If the price is above $300, cancel it. Ask for a speaker under $300 and add the cheapest.';
    const rewrite = 'Should it cost more than that, drop it; then look for a cheaper speaker and put the cheapest in.';
    const data = runOf([[rewrite, [1, 0, 0]], [three, [0.8, 0.6, 0]], [hundred, [0.81, 0.58, 0.05]]]);
    expect(preferVariant(data, 0, { c: 2, cosine: 0.81 }, [{ c: 1, cosine: 0.8 }])).toBeNull();
  });

  // A third variant, test_84-like (the cheaper tablet), makes telling pairs of what the other two share.
  const CHEAPER = 'You received two tablets and want to return the cheaper one to your credit card. If that is not possible, you get angry and take a gift card refund.';

  it('names the variant the best adds to when the pairs the item holds tell only a third variant apart', () => {
    const rewrite = 'Two tablets came and one is plenty: send back the more expensive one, refund to the credit card, or if that fails take a gift card refund, angrily.';
    const data = runOf([[rewrite, [1, 0, 0]], [SHORTER, [0.8, 0.6, 0]], [LONGER, [0.81, 0.58, 0.05]], [CHEAPER, [0.79, 0.6, 0.12]]]);
    expect(preferVariant(data, 0, { c: 2, cosine: 0.81 }, [{ c: 1, cosine: 0.8 }, { c: 3, cosine: 0.79 }])).toEqual({ c: 1, tied: false, variants: 2, words: [], added: ['everything', 'order', 'return'] });
  });

  it('keeps the best when the item holds a word the best adds as often as the best does', () => {
    const rewrite = 'Two tablets came and one is plenty: send back the more expensive one, refund to the credit card; if that fails, send everything back, angrily, for a gift card refund.';
    const data = runOf([[rewrite, [1, 0, 0]], [SHORTER, [0.8, 0.6, 0]], [LONGER, [0.81, 0.58, 0.05]], [CHEAPER, [0.79, 0.6, 0.12]]]);
    expect(preferVariant(data, 0, { c: 2, cosine: 0.81 }, [{ c: 1, cosine: 0.8 }, { c: 3, cosine: 0.79 }])).toBeNull();
  });

  it("keeps the best for a text in another language, which holds none of either variant's words", () => {
    const translated = 'Мне пришли два планшета: верните более дорогой на кредитную карту, а если нельзя — подарочной картой.';
    const data = runOf([[translated, [1, 0, 0]], [SHORTER, [0.8, 0.6, 0]], [LONGER, [0.81, 0.58, 0.05]]]);
    expect(preferVariant(data, 0, { c: 2, cosine: 0.81 }, [{ c: 1, cosine: 0.8 }])).toBeNull();
  });
});

describe('contentWords', () => {
  it('keeps the words of the request, not the frame every variant shares', () => {
    expect([...contentWords('If the agent asks you to confirm, only exchange the desk lamp.')]).toEqual(['asks', 'confirm', 'exchange', 'desk', 'lamp']);
  });
});

describe('preferVariant, tools written in the same words', () => {
  /** As runOf, every item a tool. */
  const toolsOf = (rows: Array<[string, number[]]>): RunData => {
    const data = runOf(rows);
    for (const item of data.items) (item as { facet: string }).facet = 'tools';
    return data;
  };
  // BFCL's converter and its inverse, canonical texts: one text but for the two units swapped.
  const TO_GALLON = 'liter to gallon\nConverts the liter to gallon.\nliter (number, required): The amount of liter to convert.';
  const TO_LITER = 'gallon to liter\nConverts the gallon to liter.\ngallon (number, required): The amount of gallon to convert.';
  const REWRITE = 'fuel log gallons to litres\nFarm fuel log: converts a volume given in gallons into litres.\nvolume_gal (number, required): Volume in gallons.';

  it('names the variant writing the two swapped words in the order the item writes them, plurals and British spelling set aside', () => {
    const data = toolsOf([[REWRITE, [1, 0, 0]], [TO_GALLON, [0.8, 0.6, 0]], [TO_LITER, [0.78, 0.62, 0.05]]]);
    const expected = { c: 2, tied: false, variants: 2, words: ['gallon before liter'], ordered: true };
    expect(preferVariant(data, 0, { c: 1, cosine: 0.8 }, [{ c: 2, cosine: 0.78 }])).toEqual(expected);
    expect(orderedVariant(data, 0, { c: 1, cosine: 0.8 }, [{ c: 2, cosine: 0.78 }])).toEqual(expected);
  });

  it('keeps the best when the item writes the words in its order, or the variants differ in more than one swap', () => {
    const inBestOrder = toolsOf([['convert litres into gallons\nvolume (number, required)', [1, 0, 0]], [TO_GALLON, [0.8, 0.6, 0]], [TO_LITER, [0.78, 0.62, 0.05]]]);
    expect(preferVariant(inBestOrder, 0, { c: 1, cosine: 0.8 }, [{ c: 2, cosine: 0.78 }])).toBeNull();
    // One tool reworded by another suite, its words in another order throughout (tau2-bench's get_item_details).
    const reworded = 'item details get\nThe details of a product item, by its id.\nitem_id (string, required): The product id.';
    const original = 'get product details\nGet the details of an item of a product by its id.\nitem_id (string, required): The product id.';
    const data = toolsOf([['fetch the product and its item details by id', [1, 0, 0]], [original, [0.8, 0.6, 0]], [reworded, [0.78, 0.62, 0.05]]]);
    expect(preferVariant(data, 0, { c: 1, cosine: 0.8 }, [{ c: 2, cosine: 0.78 }])).toBeNull();
  });
});
