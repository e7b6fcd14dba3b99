// Rare identifiers in a text: the tokens that name one thing — order and reservation numbers, user names
// with digits or underscores, e-mail addresses, zip codes and other codes, and full names (two or more
// capitalised words in a row). They survive what defeats embeddings and n-grams: a translation keeps
// "#W2378156", "yusuf.rossi@example.com" and "Yusuf Rossi" as written, and a paraphrase keeps them too,
// while two genuinely different tasks of one domain share none. Extraction uses no language's words, only
// the shape of a token; how rare a token is (and so what it weighs) comes from the suite (tokenIndex.ts).

import { isEnglishFunctionWord, SYLLABIC } from './language.js';

/** Tokens: runs of letters, digits and the joiners identifiers use inside them. */
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}_.@+\-/]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
/** What an identifier holds at least one of: a digit, a capital, `_` or `@`. */
const MAYBE = /[\p{N}\p{Lu}_@]/u;
/** A code in capitals: airport and currency codes, reservation codes (`ATL`, `EWR`, `ZFA04Y`); 3 to 8 long. */
const CODE = /^[\p{Lu}\p{N}]{3,8}$/u;
/**
 * Where a Latin letter or a digit touches a letter of another script: Thai, Lao, Khmer or Burmese are written
 * without spaces too, and Arabic or Hebrew prefixes ("و" and) join the word after them, so "คือdaiki_lee_6144"
 * or "و19122" would hide the id in a token of the other script. Identifiers are written in Latin letters and
 * digits; a name in another script stays whole, being of one script.
 */
const SCRIPT_CHANGE = /(?<=[\p{sc=Latin}\p{N}])(?=\p{L})(?!\p{sc=Latin})|(?<=\p{L})(?<!\p{sc=Latin})(?=[\p{sc=Latin}\p{N}])/gu;
/** A decimal digit of a script other than ASCII's (Arabic-Indic ١٩١٢٢, Devanagari ९४११०, Thai ๑๒): written as ASCII. */
const NATIVE_DIGIT = /[^\P{Nd}0-9]/gu;
const HAS_NATIVE_DIGIT = /[^\P{Nd}0-9]/u;
const NON_ASCII = /[^\x00-\x7f]/;
/** A capitalised word: an upper-case letter then lower-case ones (Latin, Greek, Cyrillic … alike). */
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;

/**
 * The identifiers of `text`, lower-cased, each once, in first-seen order: the tokens isIdentifier accepts (how
 * common one is in the suite decides what it weighs), and two or more capitalised words in a row as one name, not at
 * the start of a sentence unless three or more long (a lone capitalised word is too often just a word), and a run of
 * three or more also without its first word; and hashtags and handles without their `#` or `@` (TAG).
 */
export function identifiers(text: string): string[] {
  return identifiersAndOpeningNames(text).identifiers;
}

/**
 * identifiers() and openingNames() of a text from one pass over its tokens: evidence asks for both of every task
 * of a run, and tokenizing twice cost the real-data neighbors stage about half a second.
 */
export function identifiersAndOpeningNames(text: string): { identifiers: string[]; opening: string[] } {
  const found = new Set<string>();
  const tokens = NON_ASCII.test(text) && !asciiAlike(text) ? unicodeTokens(text) : asciiTokens(text);
  for (const token of tokens) if (token.identifier) found.add(token.text.toLowerCase());
  const opening: string[] = [];
  for (const name of names(tokens.text, tokens, opening)) found.add(name);
  // Folded as the tokens are, so that a full-width `＃` is a `#`; an ASCII text is its own folding.
  const folded = NON_ASCII.test(text) ? text.normalize('NFKC') : text;
  if (folded.includes('#') || folded.includes('@')) for (const { 1: tag } of folded.matchAll(TAG)) if (tag) found.add(tag.toLowerCase());
  return { identifiers: [...found], opening: [...new Set(opening)] };
}

/**
 * A hashtag or a handle: `#CarMaintenance`, `@VehicleGuru` — a value the tools are called with, which a
 * translator leaves as written and a new task does not happen to share (a BFCL task translated into Hebrew kept
 * both, where the words around them are gone). A letter first (`#W2378156` gives the order number the tokens
 * give anyway; `#1` nothing); not after a letter or digit, so an e-mail's `@example` is none.
 */
const TAG = /(?<![\p{L}\p{N}_.])[#@](\p{L}[\p{L}\p{N}_]{2,})/gu;

/**
 * What a translator keeps as written, for a text not in the model's language (language.ts): its identifiers, and
 * also what alone identifies too little to be one — numbers of two digits or more ("50 gallons", "above 300")
 * and capitalised words standing alone, not starting a sentence, a line or a quotation, nor an English function
 * word (a place or a company: "Rivermist", "Amazon"; not the "You" of a sentence whose full stop was lost), and
 * literals quoted as one word (QUOTED_WORD) — each once, lower-cased. Found in any script as identifiers are
 * (folded, cut where scripts change). The suite's texts are read the same way, so that a kept token is one the
 * original holds as a token of the same kind; the combination of several, rare together, points at one record
 * (FacetEvidence.compare). `known`: the text's identifiers() when the caller has them.
 */
export function keptTokens(original: string, known?: readonly string[]): string[] {
  // An ASCII text is its own folding and changes no script.
  const text = NON_ASCII.test(original) ? normalise(original).replace(SYLLABIC, ' ').replace(SCRIPT_CHANGE, ' ') : original;
  const found = new Set<string>(known ?? identifiers(original));
  const tokens = [...text.matchAll(TOKEN)].map(({ 0: token, index }) => ({ token, index, capitalised: isCapitalised(token) }));
  // A word of a run of capitalised words is part of a name (identifiers() has the name): "San Francisco" is one
  // token, not three, or one name would count as several shared tokens.
  const joined = (a: (typeof tokens)[number] | undefined, b: (typeof tokens)[number] | undefined) =>
    !!a && !!b && a.capitalised && b.capitalised && b.index === a.index + a.token.length + 1 && text.charCodeAt(a.index + a.token.length) === 32;
  tokens.forEach((t, i) => {
    if (/^[0-9]{2,}$/.test(t.token) || FILE_NAME.test(t.token)) found.add(t.token.toLowerCase());
    else if (t.capitalised && !startsLine(text, t.index) && !joined(tokens[i - 1], t) && !joined(t, tokens[i + 1]) && !isEnglishFunctionWord(t.token)) found.add(t.token.toLowerCase());
    // Two capitalised words starting a sentence: identifiers() takes no name of two there (the first word is
    // capitalised anyway), but a language that puts the place first keeps it there ("Crescent Hollow'da
    // yaşıyorum", Turkish for "I'm based in Crescent Hollow"). A pair that is no name ("Können Sie") is held by
    // no suite item, and so weighs nothing.
    const next = tokens[i + 1];
    if (next && joined(t, next) && !joined(tokens[i - 1], t) && !joined(next, tokens[i + 2]) && startsLine(text, t.index)) found.add(`${t.token} ${next.token}`.toLowerCase());
  });
  for (const { 1: literal } of text.matchAll(QUOTED_WORD)) if (literal) found.add(literal.toLowerCase());
  return [...found];
}

/**
 * A file name: a name holding a letter, a dot and an extension of two to four letters or digits, one a letter
 * ("data.txt", "summary.doc", "q4.csv"). A value the tools are called with, which a rewrite keeps as written
 * whether it quotes it or not (a checklist of BFCL's file-system test case 31 names summary.doc and data.txt
 * bare, where the original quotes them), and a translator too.
 */
const FILE_NAME = /^(?=[^.]*\p{L})[\p{L}\p{N}_-]+\.(?=[a-z0-9]{0,3}[a-z])[a-z0-9]{2,4}$/u;

/**
 * A literal written between quotes as one word — a tag, a file or folder name, a handle: 'currenttechtrend',
 * "report.txt". A translator leaves it as written (it is a value the tools will be called with), where the
 * words around it are all translated. Opened after a space, a line's start or a bracket and closed before
 * one, so an apostrophe inside a word ("l'agent", "don't") opens nothing.
 */
const QUOTED_WORD = /(?<=^|[\s(（[:：,，])['"‘’“”«»„「『]([\p{L}\p{N}][\p{L}\p{N}_.\-/]{1,39})['"‘’“”«»」』](?=$|[\s)）\],，.。:：;；!！?？、])/gmu;

/**
 * startsSentence, or the word starts a line or a quotation: a conversation's turns and quoted requests start
 * without a full stop before them ("…\nYou want", "'Please book"), and their first word is capitalised anyway;
 * so does an item of a list or a heading ("- Go into the directory", "### Step 1", "[ ] Create", "**Turn 2.**
 * Now show me"), also where the canonical text folded its line breaks into spaces.
 */
function startsLine(text: string, index: number): boolean {
  if (startsSentence(text, index) || '"\'“‘('.includes(text.charAt(index - 1) || 'x')) return true;
  // The few characters before the word: a line opened further back holds a word before this one.
  const from = Math.max(0, index - 12);
  const before = text.slice(from, index);
  const line = before.lastIndexOf('\n');
  return ((line >= 0 || from === 0) && LINE_OPENING.test(before.slice(line + 1))) || AFTER_MARKER.test(before);
}

/** What may open a line before its first word: spaces, quotes, a list marker, a number, a box, a heading's #s. */
const LINE_OPENING = /^[\s"'“‘(]*(?:(?:[-*•>#]+|\d{1,3}[.)]|\[[ xX]?\])[\s"'“‘(]*)?$/;
/**
 * Where a folded text's line opened: a heading's #s, bold's **, a box, or a bullet after a sentence's end (a dash
 * after a word is prose: "Exchange request - Rivermist office").
 */
const AFTER_MARKER = /(?:(?:^|[\s.!?:])(?:#+|\*\*|\[[ xX]?\])|(?:^|[.!?:])\s*[-*•>])\s*["'“‘(]*$/;

/** Whether the word at `index` of `text` starts it or a sentence in it (its capital then says nothing). */
const startsSentence = (text: string, index: number) => /(^|[.!?:]\s*)$/.test(text.slice(Math.max(0, index - 3), index));

/** A token that is an identifier or may be a word of a name: where it starts in the text, its characters, which. */
interface Token {
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
function unicodeTokens(original: string): Tokens {
  // Han, kana and Hangul are written without spaces: without this, "5月17日の" would be one token with digits.
  const text = normalise(original).replace(SYLLABIC, ' ').replace(SCRIPT_CHANGE, ' ');
  const tokens = Object.assign([] as Token[], { text });
  for (const { 0: token, index } of text.matchAll(TOKEN)) {
    const identifier = isIdentifier(token);
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
function asciiTokens(text: string): Tokens {
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
    const identifier = digits > 0 ? (digits === length ? length >= 5 : length >= 3) && !isPlaceholder(text.slice(start, last + 1)) : linked || (upper === length && length >= 3 && length <= 8);
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
function asciiAlike(text: string): boolean {
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
function normalise(text: string): string {
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
 * (e-mails, user names, also snake_case field names), or a code in capitals — but not a placeholder.
 */
function isIdentifier(token: string): boolean {
  // Most tokens are plain lower-case words: one test rules them out before the others run.
  if (!MAYBE.test(token)) return false;
  if (/^\p{N}+$/u.test(token)) return token.length >= 5 && !isPlaceholder(token);
  if (/\p{N}/u.test(token)) return token.length >= 3 && !isPlaceholder(token);
  return /[\p{L}\p{N}][@_][\p{L}\p{N}]/u.test(token) || CODE.test(token);
}

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

/**
 * Whether an identifier alone points at one record: an e-mail, or one holding at least three digits (an order
 * or reservation number, a user id with digits, a zip code). Names, codes in capitals and snake_case words
 * only support such evidence: "United States", "JSON" or `start_time` are shared by unrelated texts.
 */
export function isStrongIdentifier(identifier: string): boolean {
  return identifier.includes('@') || (identifier.match(/\p{N}/gu)?.length ?? 0) >= 3;
}

/**
 * Two capitalised words in a row that start a sentence, lower-cased: a name the writer opens with ("Hi! Ethan
 * Garcia here, Denver, zip 80280"), which identifiers() leaves out because a sentence's first word is capitalised
 * anyway and two such words are as often no name ("Können Sie", "Thank You", "Good Morning"). Evidence counts one
 * only where the suite holds it as a name (FacetEvidence.profile), which those never are.
 */
export function openingNames(text: string): string[] {
  return identifiersAndOpeningNames(text).opening;
}

/**
 * Runs of two or more capitalised words, joined by single spaces, lower-cased (see flush for a sentence's first
 * word); runs of exactly two that start a sentence go to `opening` when given.
 */
function names(text: string, tokens: readonly Token[], opening?: string[]): string[] {
  const out: string[] = [];
  // Words of a run are adjacent when exactly one space separates them: compared by position and character
  // code rather than a slice and a regex per token, and most tokens (lower-case words) are ruled out by their
  // first character; identifiers() runs over every task of a run.
  let run: Token[] = [];
  let end = -1;
  const flush = () => {
    const first = run[0];
    if (run.length >= 2 && first) {
      const atStart = startsSentence(text, first.index);
      if (run.length >= (atStart ? 3 : 2)) out.push(run.map((t) => t.text.toLowerCase()).join(' '));
      else if (opening) opening.push(run.map((t) => t.text.toLowerCase()).join(' '));
      // The first word of a sentence is capitalised anyway: "Eres Yusuf Rossi" (Spanish "you are …") holds the
      // name without it, as "New York City" holds "York City"; both are kept, the longer the rarer. So is a
      // capitalised noun before a name inside a sentence, as German writes one ("die Kundin Yusuf Rossi").
      if (run.length >= 3) out.push(run.slice(1).map((t) => t.text.toLowerCase()).join(' '));
    }
    run = [];
  };
  for (const token of tokens) {
    if (!token.capitalised) {
      if (run.length > 0) flush();
      continue;
    }
    const at = token.index;
    if (run.length > 0 && !(at === end + 1 && text.charCodeAt(end) === 32)) flush();
    run.push(token);
    end = at + token.text.length;
  }
  flush();
  return out;
}

function isCapitalised(token: string): boolean {
  const first = token.charCodeAt(0);
  if (first >= 97 && first <= 122) return false;
  return CAPITALISED.test(token);
}
