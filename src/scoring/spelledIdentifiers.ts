// Identifiers written out the way they are read aloud or typed by hand, read back into the form a benchmark
// writes them in: digits in groups ("410 781 2777", as a phone or card number is written), digits spelled one by
// one ("nine four one zero seven", a zip code in a voice transcript), letters in the NATO spelling alphabet
// ("X-ray, Echo, Whiskey, Romeo, Delta, Nine", a reservation code given over the phone) or one capital at a time
// ("A T L", "U S R zero zero one", as speech recognition writes a caller spelling), and the separators a caller
// says ("aarav underscore garcia underscore one one seven seven", "annual underscore report dot T X T"). An author
// hiding a copy, or a transcript of a call, writes a suite task's records so; read as written they are no
// identifier at all (a group of three digits is none, a word is none), and the record the two texts share is lost.
//
// Only runs that cannot be ordinary prose are read back: four spelled digits or more, three spelling-alphabet
// words or more among four spelled characters or more, two spelled capitals or more among three characters or
// more, groups of three or four digits (the parts of a phone, card or product number; a date's day or month has
// two, and years side by side stay apart), "underscore" between two words, and "dot" before a file extension or a
// web domain's ending.

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', niner: '9',
};

const SPELLING_ALPHABET: Readonly<Record<string, string>> = {
  alfa: 'A', alpha: 'A', bravo: 'B', charlie: 'C', delta: 'D', echo: 'E', foxtrot: 'F', golf: 'G', hotel: 'H', india: 'I',
  juliet: 'J', juliett: 'J', kilo: 'K', lima: 'L', mike: 'M', november: 'N', oscar: 'O', papa: 'P', quebec: 'Q', romeo: 'R',
  sierra: 'S', tango: 'T', uniform: 'U', victor: 'V', whiskey: 'W', whisky: 'W', 'x-ray': 'X', xray: 'X', yankee: 'Y', zulu: 'Z',
};

const DIGIT_WORD = Object.keys(DIGIT_WORDS).join('|');
const LETTER_WORD = Object.keys(SPELLING_ALPHABET).join('|');
/** A spelled character: a spelling-alphabet word, a digit word or a digit; separated by spaces, commas or hyphens. */
const SPELLED = `(?:${LETTER_WORD}|${DIGIT_WORD}|\\d)`;
const SPELLED_RUN = new RegExp(`(?<![\\p{L}\\p{N}])${SPELLED}(?:[\\s,-]{1,3}${SPELLED}){3,}(?![\\p{L}\\p{N}])`, 'giu');
const DIGIT_RUN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${DIGIT_WORD})(?:[\\s,-]{1,3}(?:${DIGIT_WORD})){3,}(?![\\p{L}\\p{N}])`, 'giu');
const SEPARATOR = /[\s,]+|-(?!ray)/iu;
/**
 * Groups of three or four digits, two or more, apart by one space, not inside a longer number. A number written
 * with hyphens (`555-123-4567`) is one token already, and stays as written: joined, a phone number a benchmark
 * wrote so became the `1234567890` a task elsewhere gave as a password.
 */
const DIGIT_GROUPS = /(?<![\p{L}\p{N}.,\-])\d{3,4}(?: \d{3,4})+(?![\p{L}\p{N}]|[.,-]\d)/gu;

/**
 * Capitals spelled one at a time, apart by a space or a hyphen, with digits or digit words among them (case
 * matters: "a" is a word; a list's "A, B, C" is no spelling).
 */
const CASED_DIGIT_WORD = Object.keys(DIGIT_WORDS).map((w) => `[${w[0]}${(w[0] as string).toUpperCase()}]${w.slice(1)}`).join('|');
const CAPITAL = `(?:[A-Z]|${CASED_DIGIT_WORD}|\\d)`;
const CAPITALS_RUN = new RegExp(`(?<![\\p{L}\\p{N}])${CAPITAL}(?:[ -]${CAPITAL}){2,}(?![\\p{L}\\p{N}])`, 'gu');
/** The separators a caller says between the parts of an id or a file name. */
const SAID_UNDERSCORE = /([\p{L}\p{N}_]+) underscore (?=[\p{L}\p{N}])/giu;
const SAID_DOT = /([\p{L}\p{N}_]+) dot (?=(?:txt|docx?|pdf|csv|tsv|py|js|ts|json|md|log|xlsx?|pptx?|png|jpe?g|zip|html?|com|org|net|edu|io)(?![\p{L}\p{N}]))/giu;

/** Years side by side ("the 2023 2024 season") are no number in groups. */
const YEAR = /^(?:19|20)\d\d$/;

/** `text` with its spelled and grouped identifiers written as one token each ("XEWRD9", "94107", "4107812777"). */
export function withSpelledIdentifiers(text: string): string {
  let out = text;
  if (/\d \d/.test(out)) out = out.replace(DIGIT_GROUPS, (run) => (run.split(' ').every((g) => YEAR.test(g)) ? run : run.replace(/ /g, '')));
  if (/[A-Z][ -][A-Z]/.test(out)) {
    out = out.replace(CAPITALS_RUN, (run) => {
      const parts = spelledParts(run);
      return parts.filter((p) => /^[A-Z]$/.test(p)).length >= 2 ? parts.map(spelledCharacter).join('') : run;
    });
  }
  if (SPELLED_HINT.test(out)) {
    out = out.replace(SPELLED_RUN, (run) => {
      const parts = spelledParts(run);
      const letters = parts.filter((p) => SPELLING_ALPHABET[p.toLowerCase()] !== undefined).length;
      return letters >= 3 ? parts.map(spelledCharacter).join('') : run;
    });
    out = out.replace(DIGIT_RUN, (run) => spelledParts(run).map(spelledCharacter).join(''));
  }
  if (/ underscore | dot /i.test(out)) out = out.replace(SAID_UNDERSCORE, '$1_').replace(SAID_DOT, '$1.');
  return out;
}

/**
 * Whether a text may hold a run the replacements above change: one of three spelled letters or more, or of four
 * digit words, has a spelled word followed by another or a digit. Most texts have none, and the runs' patterns are
 * long; a spelled word alone ("one", "delta", "hotel") is in a fifth of all texts.
 */
const SPELLED_HINT = new RegExp(`(?<![\\p{L}])(?:${DIGIT_WORD}|${LETTER_WORD})[\\s,-]{1,3}(?:${DIGIT_WORD}|${LETTER_WORD}|\\d)(?![\\p{L}])`, 'iu');

/** A run's spelled characters, apart at its separators. */
const spelledParts = (run: string): string[] => run.split(SEPARATOR).filter((p) => p.length > 0);

function spelledCharacter(part: string): string {
  const lower = part.toLowerCase();
  return SPELLING_ALPHABET[lower] ?? DIGIT_WORDS[lower] ?? part;
}
