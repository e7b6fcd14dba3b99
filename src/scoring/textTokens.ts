// The tokens of a text that may name something, for identifiers.ts: runs of letters, digits and the joiners
// identifiers use inside them, each one an identifier (isIdentifier) or a capitalised word that may be part of
// a name. What a translator's keyboard changes is undone first and a token is cut where its script changes
// (normalise, SCRIPT_CHANGE), so that an id reads alike in any script; a text in ASCII, as most task texts are,
// is read by character codes instead (asciiTokens), which finds the same tokens at a fraction of the cost.
import { isEnglishFunctionWord, SYLLABIC } from '../core/language.js';

/** Tokens: runs of letters, digits and the joiners identifiers use inside them. */
export const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}_.@+\-/]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
/** What an identifier holds at least one of: a digit, a capital, `_` or `@`. */
const MAYBE = /[\p{N}\p{Lu}_@]/u;
/**
 * A code in capitals: airport and currency codes, reservation codes (`ATL`, `EWR`, `ZFA04Y`); 3 to 8 long. Not an
 * English function word written in capitals for stress ("IF and ONLY IF the agent says", "do NOT offer"): 48
 * tau-bench and BFCL tasks stress NOT, 23 ONLY, and a rewrite that writes them in small letters held less of
 * its original's records for it (airline test_17's ONLY: a quarter of its weight, without which the two-way
 * rules asking all of it could not fire).
 */
const CODE = /^[\p{Lu}\p{N}]{3,8}$/u;
/**
 * Where a Latin letter or a digit touches a letter of another script: Thai, Lao, Khmer or Burmese are written
 * without spaces too, and Arabic or Hebrew prefixes ("و" and) join the word after them, so "คือdaiki_lee_6144"
 * or "و19122" would hide the id in a token of the other script. Identifiers are written in Latin letters and
 * digits; a name in another script stays whole, being of one script.
 */
export const SCRIPT_CHANGE = /(?<=[\p{sc=Latin}\p{N}])(?=\p{L})(?!\p{sc=Latin})|(?<=\p{L})(?<!\p{sc=Latin})(?=[\p{sc=Latin}\p{N}])/gu;
/** A decimal digit of a script other than ASCII's (Arabic-Indic ١٩١٢٢, Devanagari ९४११०, Thai ๑๒): written as ASCII. */
const NATIVE_DIGIT = /[^\P{Nd}0-9]/gu;
const HAS_NATIVE_DIGIT = /[^\P{Nd}0-9]/u;
/** A capitalised word: an upper-case letter then lower-case ones (Latin, Greek, Cyrillic … alike). */
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;

/** A token that is an identifier or may be a word of a name: where it starts in the text, its characters, which. */
export interface Token {
  text: string;
  index: number;
  identifier: boolean;
  capitalised: boolean;
}

/**
 * The tokens of `text` that isIdentifier accepts or that are capitalised words, in order; `text` is the one
 * their indices are in. Leaving out the other tokens changes no name: such a token between two capitalised
 * words parts them as much as the characters it stands on do.
 */
type Tokens = Token[] & { text: string };

/** Tokens of a text with characters beyond ASCII, folded first (normalise) and cut where scripts change. */
export function unicodeTokens(original: string): Tokens {
  // Han, kana and Hangul are written without spaces: without this, "5月17日の" would be one token with digits.
  const text = normalise(original).replace(SYLLABIC, ' ').replace(SCRIPT_CHANGE, ' ');
  const tokens = Object.assign([] as Token[], { text });
  for (const { 0: token, index } of text.matchAll(TOKEN)) {
    const identifier = isIdentifier(token) && !isFieldKey(text, token, index + token.length);
    const capitalised = isCapitalised(token);
    if (identifier || capitalised) tokens.push({ text: token, index, identifier, capitalised });
    else if (JOINED_CODES.test(token)) pushCodeParts(tokens, token, index);
  }
  return tokens;
}

/** Runs of capitals joined by `-`, `/`, `.` or `+` (`DTW-LGA`, `ARC-AGI`, `TCP/IP`): pushCodeParts's tokens. */
const JOINED_CODES = /^\p{Lu}+(?:[.+\-/]\p{Lu}+)+$/u;

/**
 * The codes in a run of capitals joined by hyphens or slashes, each its own identifier as if spaces stood
 * between them: "DTW-LGA" is the airports DTW and LGA that a suite task writes "DTW to LGA", and a translator
 * keeps "ARC-AGI" (a benchmark's name) or "YYYY-MM-DD" (a format asked for) as written, where the words around
 * them are gone (a Nepali translation of a BFCL web-search task kept only those and a year). Parts of one or two
 * letters are no codes, as alone.
 */
function pushCodeParts(tokens: Token[], token: string, index: number): void {
  for (const { 0: part, index: at } of token.matchAll(/\p{Lu}+/gu)) {
    if (part.length >= 3 && part.length <= 8) tokens.push({ text: part, index: index + at, identifier: true, capitalised: false });
  }
}

/** Classes of the ASCII characters for asciiTokens: other, lower-case letter, capital, digit, joiner, `_` or `@`. */
const OTHER = 0;
const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;
const JOINER = 4;
const LINK = 5;
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c);
  if (/[a-z]/.test(ch)) return LOWER;
  if (/[A-Z]/.test(ch)) return UPPER;
  if (/[0-9]/.test(ch)) return DIGIT;
  if (/[.+\-/]/.test(ch)) return JOINER;
  return /[_@]/.test(ch) ? LINK : OTHER;
});

/**
 * The same tokens as unicodeTokens for an ASCII text, by character codes: a maximal run of letters, digits
 * and joiners, without the joiners at its ends, is what TOKEN matches, and what isIdentifier and isCapitalised
 * test follows from the counts of each class in it. Most task texts are ASCII, and a match object and a few
 * expressions per word (1.5M words on the real-data audit) were a sixth of the neighbors stage.
 */
export function asciiTokens(text: string): Tokens {
  const tokens = Object.assign([] as Token[], { text });
  const n = text.length;
  const classOf = (at: number) => {
    const code = text.charCodeAt(at);
    return code < 128 ? (ASCII_CLASS[code] as number) : OTHER;
  };
  for (let i = 0; i < n; ) {
    const first = classOf(i);
    if (first === OTHER || first >= JOINER) {
      i++;
      continue;
    }
    const start = i;
    let last = i;
    let lower = 0;
    let upper = 0;
    let digits = 0;
    let linked = false;
    for (; i < n; i++) {
      const c = classOf(i);
      if (c === LOWER) lower++;
      else if (c === UPPER) upper++;
      else if (c === DIGIT) digits++;
      else if (c === LINK) {
        // `[\p{L}\p{N}][@_][\p{L}\p{N}]`: a letter or digit on both sides.
        const after = i + 1 < n ? classOf(i + 1) : OTHER;
        if (!linked && i > start && classOf(i - 1) >= LOWER && classOf(i - 1) <= DIGIT && after >= LOWER && after <= DIGIT) linked = true;
        continue;
      } else if (c === JOINER) continue;
      else break;
      last = i;
    }
    const length = last + 1 - start;
    const alnum = lower + upper + digits;
    const identifier =
      digits > 0
        ? (digits === length ? length >= 5 : length >= 3) && !isPlaceholder(text.slice(start, last + 1)) && !isMeasure(text.slice(start, last + 1))
        : linked
          ? !isFieldKey(text, text.slice(start, last + 1), last + 1)
          : upper === length && length >= 3 && length <= 8 && !isEnglishFunctionWord(text.slice(start, last + 1));
    const capitalised = first === UPPER && length >= 2 && lower === length - 1 && alnum === length;
    if (identifier || capitalised) tokens.push({ text: text.slice(start, last + 1), index: start, identifier, capitalised });
    else if (upper === alnum && upper < length && !linked) pushCodeParts(tokens, text.slice(start, last + 1), start);
  }
  return tokens;
}

/**
 * Whether every character of `text` beyond ASCII is one that unicodeTokens's folding and cutting leaves a
 * separator of the same kind (separatorLike): then asciiTokens, reading those as separators, finds the same
 * tokens. Three quarters of the real suites' non-ASCII task text is English with a dash, a quote or a
 * full-width comma in it, and need not pay for NFKC and the script expressions.
 */
export function asciiAlike(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) continue;
    let known = SEPARATOR_LIKE.get(code);
    if (known === undefined) SEPARATOR_LIKE.set(code, (known = separatorLike(code)));
    if (!known) return false;
  }
  return true;
}

const SEPARATOR_LIKE = new Map<number, boolean>();

/**
 * A character that folds (NFKC) to characters that are no letter, digit or mark and not ASCII either (a
 * full-width "！" becomes "!", which ends a sentence, and a no-break space a space, which joins a name) nor of a
 * script cut out as spaces (SYLLABIC), and is a space exactly when its folding is. Halves of a surrogate pair are not: the pair may be a letter (𝐀).
 */
function separatorLike(code: number): boolean {
  if (code >= 0xd800 && code <= 0xdfff) return false;
  const char = String.fromCharCode(code);
  const folded = char.normalize('NFKC');
  // A symbol of a script written without spaces (a Han radical) is cut out as a space.
  return !/[\x00-\x7f\p{L}\p{N}\p{M}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u.test(folded) && /^\s+$/u.test(folded) === /^\s$/u.test(char);
}

/**
 * The text as a translator's keyboard may have changed it, back to the original's characters: compatibility forms
 * folded (NFKC: the full-width "Ｗ８６６５８８１" and "＠" of Japanese and Chinese text are W8665881 and @), and the
 * decimal digits of any script as ASCII digits, so that a zip code written in Arabic-Indic digits is the same code.
 */
export function normalise(text: string): string {
  const folded = text.normalize('NFKC');
  return HAS_NATIVE_DIGIT.test(folded) ? folded.replace(NATIVE_DIGIT, (digit) => String(digitValue(digit))) : folded;
}

/** The value of a decimal digit: Unicode places each script's ten digits in a run from its zero. */
function digitValue(digit: string): number {
  let code = digit.codePointAt(0) as number;
  let value = 0;
  while (value < 9 && /\p{Nd}/u.test(String.fromCodePoint(code - 1))) {
    code--;
    value++;
  }
  return value;
}

/**
 * A token that names one thing: a number of 5 digits or more (zip codes, order numbers; shorter ones are
 * counts, years and prices), letters with digits (`W2378156`, `ZK3PQ9`), `@` or `_` between word characters
 * (e-mails, user names, also snake_case field names quoted in a sentence, not one keying its value:
 * isFieldKey), or a code in capitals — but not a placeholder, a measure or a word stressed in capitals.
 */
function isIdentifier(token: string): boolean {
  // Most tokens are plain lower-case words: one test rules them out before the others run.
  if (!MAYBE.test(token)) return false;
  if (/^\p{N}+$/u.test(token)) return token.length >= 5 && !isPlaceholder(token);
  if (/\p{N}/u.test(token)) return token.length >= 3 && !isPlaceholder(token) && !isMeasure(token);
  return /[\p{L}\p{N}][@_][\p{L}\p{N}]/u.test(token) || (CODE.test(token) && !isEnglishFunctionWord(token));
}

/**
 * A snake_case name of letters alone where a record writes a field's name, before its value (`cabin_wanted:
 * business`, `"orig_date": "…"`, `max_extra_usd=1000`): the record's schema, not a thing it names. Read as a user
 * name no suite item holds, each key weighed as much as the customer's id beside it, and a scenario exported as a
 * spreadsheet row or a JSON record held a third of its identifiers' weight in its suite task's records where the
 * same words written as a sentence held all of it (the 263rd held-out part's semicolon CSV of airline test_17). A
 * user name or an e-mail has digits or an `@`, and a key holding digits (`order_2`) is left an identifier.
 */
function isFieldKey(text: string, token: string, end: number): boolean {
  return FIELD_KEY_AFTER.test(text.slice(end, end + 4)) && SNAKE_NAME.test(token);
}
const FIELD_KEY_AFTER = /^["']?[ \t]*[:=](?![:/=])/;
const SNAKE_NAME = /^\p{L}+(?:_+\p{L}+)+$/u;

/**
 * A number joined to the word it counts: `2-liter`, `1.5-liter`, `10-inch`, `24-hour`, `38-year-old`. An author writes a
 * quantity so where the suite wrote "2 liters", and it names nothing; counted as an identifier no suite item
 * holds, it weighed as much as the order number beside it and halved the share a rewrite keeping that order
 * number held of its original's records (a short tau-bench retail rewrite, test/rewrites/second).
 */
const MEASURE = /^\p{N}+(?:[.,]\p{N}+)?(?:-\p{Ll}+)+$/u;
/**
 * A range of two small numbers, the first the lower (`18-24`, `1-5`, `30-50`): an age group, a rating scale, a
 * span of days. With its four digits it counted as a strong identifier, and once a task's snake_case keys were no
 * identifiers (isFieldKey) it was the one identifier left of an ACEBench conversation ("men … aged 18-24") and of a
 * Seal-Tools marketing task, which the rule for two texts sharing every rare identifier then related (cosine 0.20).
 */
const RANGE = /^(\d{1,3})[-\u2013](\d{1,3})$/u;
const isRange = (token: string): boolean => {
  const m = RANGE.exec(token);
  return m !== null && Number(m[1]) < Number(m[2]);
};
const isMeasure = (token: string): boolean => MEASURE.test(token) || isRange(token);

/**
 * What an author types for "some id": every run of letters and every run of digits in it an ascending run of
 * three or more (`abc123`, `XYZ789`, `abc_456`, `12345`). Such tokens name nothing, and authors of unrelated
 * benchmarks chose them alike: on the real data, 'abc123' and 'xyz789' (or 'abc456' and 'xyz123') were the two
 * "rare identifiers" that made 7 Seal-Tools tasks `related` to ToolBench's Ubidots, BFCL's TravelAPI and ACEBench
 * tasks at cosines of −0.03 to 0.36. A real id of that shape (a zip code 12345) is lost, as a placeholder.
 */
export function isPlaceholder(token: string): boolean {
  const runs = token.toLowerCase().match(/[a-z]+|[0-9]+/g);
  if (!runs || runs.join('').length !== token.replace(/[_\-.]/g, '').length) return false;
  return runs.every((run) => run.length >= 3 && [...run].every((c, i) => i === 0 || c.charCodeAt(0) === run.charCodeAt(i - 1) + 1));
}

export function isCapitalised(token: string): boolean {
  const first = token.charCodeAt(0);
  if (first >= 97 && first <= 122) return false;
  return CAPITALISED.test(token);
}
