import { describe, expect, it } from 'vitest';
import { containment, estimateJaccard, jaccard, minhash, shingleHashes, shingles } from './minhash.js';

const options = { n: 3, perms: 256, seed: 7 };

function sentence(seed: number, length: number): string[] {
  const vocab = ['order', 'refund', 'user', 'cancel', 'flight', 'zip', 'email', 'item', 'gift', 'card', 'exchange', 'return', 'book', 'seat', 'bag', 'date'];
  let x = seed;
  return Array.from({ length }, () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return vocab[x % vocab.length] as string;
  });
}

describe('shingles', () => {
  it('cuts word n-grams, lower-cased, punctuation dropped', () => {
    expect([...shingles('Cancel my ORDER, please now.', { n: 3 })]).toEqual(['cancel my order', 'my order please', 'order please now']);
  });

  it('makes a text shorter than n one shingle, and an empty text none', () => {
    expect([...shingles('two words', { n: 5 })]).toEqual(['two words']);
    expect(shingles('  ', { n: 5 }).size).toBe(0);
  });
});

describe('minhash', () => {
  it('estimates Jaccard similarity within three standard errors across the range', () => {
    const base = sentence(1, 120);
    for (const changed of [0, 10, 30, 60, 100, 120]) {
      const other = [...base];
      const noise = sentence(changed + 99, changed);
      for (let i = 0; i < changed; i++) other[(i * 7) % other.length] = `${noise[i]}x`;
      const a = shingles(base.join(' '), options);
      const b = shingles(other.join(' '), options);
      const exact = jaccard(a, b);
      const estimate = estimateJaccard(minhash(a, options), minhash(b, options));
      const stderr = Math.sqrt((exact * (1 - exact)) / options.perms);
      expect(Math.abs(estimate - exact), `changed ${changed}: exact ${exact} estimate ${estimate}`).toBeLessThanOrEqual(3 * stderr + 1e-9);
    }
  });

  it('is deterministic for a seed and differs across seeds', () => {
    const set = shingles('refund the order to the original gift card', options);
    expect(minhash(set, options)).toEqual(minhash(set, options));
    expect(minhash(set, { ...options, seed: 8 })).not.toEqual(minhash(set, options));
  });

  it('gives identical texts estimate 1 and disjoint texts about 0', () => {
    const a = shingles(sentence(3, 50).join(' '), options);
    const b = shingles(sentence(3, 50).map((w) => `${w}q`).join(' '), options);
    expect(estimateJaccard(minhash(a, options), minhash(a, options))).toBe(1);
    expect(estimateJaccard(minhash(a, options), minhash(b, options))).toBeLessThan(0.05);
  });
});

describe('containment', () => {
  it('measures how much of a text is found in another', () => {
    const small = shingles('cancel my order now', { n: 2 });
    const big = shingles('please cancel my order now and refund it', { n: 2 });
    expect(containment(small, big)).toBe(1);
    expect(containment(big, small)).toBeCloseTo(3 / 7);
  });
});

describe('shingleHashes', () => {
  it('hashes each distinct n-gram once, so shares match those of the n-grams themselves', () => {
    const texts = ['Please cancel my order now, and cancel my order later.', 'cancel my order now', 'Order #W2378156: cancel it, then refund it.', 'two words', ''];
    for (const n of [1, 2, 3, 5]) {
      for (const a of texts) {
        expect(shingleHashes(a, { n }).size).toBe(shingles(a, { n }).size);
        for (const b of texts) expect(containment(shingleHashes(a, { n }), shingleHashes(b, { n }))).toBe(containment(shingles(a, { n }), shingles(b, { n })));
      }
    }
  });

  it('hashes an ASCII text (its fast path) as the general path does', () => {
    const ascii = 'Cancel MY order #W2378156, now: zip 10192.';
    for (const n of [1, 2]) {
      const general = shingleHashes(`${ascii} über`, { n });
      for (const h of shingleHashes(ascii, { n })) expect(general.has(h)).toBe(true);
      expect(general.size).toBe(shingleHashes(ascii, { n }).size + 1);
    }
  });

  it('tells n-grams apart by their word boundaries and order, not only their letters', () => {
    expect([...shingleHashes('ab c', { n: 2 })]).not.toEqual([...shingleHashes('a bc', { n: 2 })]);
    expect([...shingleHashes('cancel order', { n: 2 })]).not.toEqual([...shingleHashes('order cancel', { n: 2 })]);
  });
});
