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

  it("reads other scripts' decimal digits as ASCII digits, as the suites write numbers", () => {
    expect(plainText('١٠٠ سهم من AAPL، ६१२ km, ৩৪, ๑๒ and ۱۲۳')).toBe('100 سهم من AAPL، 612 km, 34, 12 and 123');
  });

  it('decodes a line that is a form body, and nothing else', () => {
    expect(plainText('message=Book+a+flight+to+Rivermist%2C+please&user=USR001')).toBe('message=Book a flight to Rivermist, please&user=USR001');
    expect(plainText('Buy 2+2 shares at 100% of the limit + fees')).toBe('Buy 2+2 shares at 100% of the limit + fees');
    expect(plainText('iVBORw0KGgo+AAAA+NSUhE+UgAA/gAAA+AIA==')).toBe('iVBORw0KGgo+AAAA+NSUhE+UgAA/gAAA+AIA==');
    expect(plainText('bad=alpha+beta+gamma+d%ZZ%20e')).toBe('bad=alpha beta gamma d%ZZ e');
  });

  it("reads a form of three fields or more as its fields, one `key: value` line each, empty ones left out", () => {
    expect(plainText('ToCity=SAN+JOSE&NumMedia=&Body=Hi%2C+James+Kovacs+here.+Swap+the+bookshelf%3F&From=%2B14085550187')).toBe('ToCity: SAN JOSE\nBody: Hi, James Kovacs here. Swap the bookshelf?\nFrom: +14085550187');
    expect(plainText('intro line\ntoken=X&command=%2Fresearch&text=which+woman+won+the+most+golds%3F')).toBe('intro line\ntoken: X\ncommand: /research\ntext: which woman won the most golds?');
  });

  it('reads an inline MathML formula as its symbols, each apart, and leaves other text with double spaces as it is', () => {
    expect(plainText('Let <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>n</mi></math> be the count; work out <math><msub><mi>log</mi><mn>6</mn></msub><mi>n</mi></math>.')).toBe('Let n be the count; work out log 6 n .');
    expect(plainText('a  <b>x</b>  b < c')).toBe('a  x  b < c');
  });

  it('drops inline formatting markup, keeping the words, and leaves structural tags and template tokens', () => {
    expect(plainText("reservation <span class='emphasis'>PEP4E0</span>, <b>not</b> <em>online</em>")).toBe('reservation PEP4E0, not online');
    expect(plainText('content "<html><body><h1>Big Sale!</h1><p>Hi</p></body></html>"')).toBe('content "<html><body><h1>Big Sale!</h1><p>Hi</p></body></html>"');
    expect(plainText('<s>[INST] Cancel my order [/INST]')).toBe('<s>[INST] Cancel my order [/INST]');
    expect(plainText('if a < b and c > d')).toBe('if a < b and c > d');
  });

  it('decodes a run of base64 that encodes prose, and leaves keys, hashes and ids of its alphabet as written', () => {
    const encoded = Buffer.from('How many liters is 60 gallons of fuel?').toString('base64');
    expect(plainText(`Decode and do: ${encoded} Then stop.`)).toBe('Decode and do: How many liters is 60 gallons of fuel? Then stop.');
    const other = 'key sk_live_4eC39HqLyjWDarjtT1zdp7dc, sha QUJDREVGR0hJSktMTU5PUFFSU1RVVldY and aGVsbG8gd29ybGQgdGhpcw==x';
    expect(plainText(other)).toBe(other);
  });
});
