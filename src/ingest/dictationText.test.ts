// Dictated text with its spoken commands left in is read as the text they dictate; a text that merely says
// "comma" or "period" stays as written.
import { describe, expect, it } from 'vitest';
import { dictationText } from './dictationText.js';

describe('dictationText', () => {
  it('writes the marks, capitals, numbers and quotes the commands dictate', () => {
    const dictated = 'book a flight from cap crescent cap hollow to cap new cap york comma economy on cap november numeral 12 period new line the total comes to dollar sign 850 period charge card underscore 6789 period';
    expect(dictationText(dictated)).toBe('book a flight from Crescent Hollow to New York, economy on November 12.\nthe total comes to $850. charge card_6789.');
    expect(dictationText('swap it for one that is open brace quote length quote colon quote 34 inch quote close brace period it came today comma sadly period ok period')).toBe(
      'swap it for one that is {"length": "34 inch"}. it came today, sadly. ok.',
    );
  });

  it('is null for a text writing its own marks, or saying fewer than three', () => {
    expect(dictationText('The grace period ends soon, so pay the comma-separated invoices.')).toBeNull();
    expect(dictationText('Put a comma here, a period there, and another comma. Then a period.')).toBeNull();
  });
});
