// An asciinema recording is read as the terminal showed it, so the brief it recorded is compared as text.
import { describe, expect, it } from 'vitest';
import { castText } from './asciicast.js';

describe('castText', () => {
  it("joins a cast's output events, a word split between two of them, and undoes their escape sequences", () => {
    const cast = ['{"version": 2, "width": 120, "height": 32, "title": "airsim brief"}', '[0.2, "o", "\\u001b[34m~/airsim\\u001b[39m \\u276f "]', '[1.4, "i", "airsim brief\\r"]', '[3.2, "o", "\\u001b[1mgoal\\u001b[22m  Cancel the May 22 flight, you are a silver mem"]', '[3.3, "o", "ber.\\r\\n"]'].join('\n');
    expect(castText(cast)).toBe('~/airsim \u276f goal  Cancel the May 22 flight, you are a silver member.\n');
  });

  it('leaves JSON lines that are no cast, and a header whose events do not parse', () => {
    expect(castText('{"version": 2, "note": "x"}\n[1, "o", "a"]')).toBeNull();
    expect(castText('{"version": 2, "width": 80}\nnot json')).toBeNull();
  });
});
