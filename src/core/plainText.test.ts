// What a scraper, an encoder or an evasive author adds without changing a word is read away; real text in
// another script is left alone.
import { describe, expect, it } from 'vitest';
import { plainText } from './plainText.js';

describe('plainText', () => {
  it('drops invisible characters and reads a word mixing Latin with Cyrillic or Greek look-alikes in Latin', () => {
    expect(plainText('user m\u0456a_g\u0430rcia_4516, e\u200Bmail mia\u200D.garcia@example.com, can\u00ADcel')).toBe('user mia_garcia_4516, email mia.garcia@example.com, cancel');
    expect(plainText('read_all_c\u043Ere_mem\u043Ery')).toBe('read_all_core_memory');
  });

  it('leaves words wholly in Cyrillic or Greek, and composes decomposed accents', () => {
    expect(plainText('Отмените заказ #W2378156, пожалуйста; ευχαριστώ')).toBe('Отмените заказ #W2378156, пожалуйста; ευχαριστώ');
    expect(plainText('Vie\u0302\u0323t Nam')).toBe('Việt Nam');
  });

  it('decodes a line that is a form body, and nothing else', () => {
    expect(plainText('message=Book+a+flight+to+Rivermist%2C+please&user=USR001')).toBe('message=Book a flight to Rivermist, please&user=USR001');
    expect(plainText('Buy 2+2 shares at 100% of the limit + fees')).toBe('Buy 2+2 shares at 100% of the limit + fees');
    expect(plainText('iVBORw0KGgo+AAAA+NSUhE+UgAA/gAAA+AIA==')).toBe('iVBORw0KGgo+AAAA+NSUhE+UgAA/gAAA+AIA==');
    expect(plainText('bad=alpha+beta+gamma+d%ZZ%20e')).toBe('bad=alpha beta gamma d%ZZ e');
  });
});
