// Rare identifiers in a text: the tokens that name one thing — order and reservation numbers, user names
// with digits or underscores, e-mail addresses, zip codes and other codes, and full names (two or more
// capitalised words in a row). They survive what defeats embeddings and n-grams: a translation keeps
// "#W2378156", "yusuf.rossi@example.com" and "Yusuf Rossi" as written, and a paraphrase keeps them too,
// while two genuinely different tasks of one domain share none. Extraction uses no language's words, only
// the shape of a token; how rare a token is (and so what it weighs) comes from the suite (tokenIndex.ts).

import { inModelLanguage, isEnglishFunctionWord, SYLLABIC } from '../core/language.js';
import { withSpelledIdentifiers } from './spelledIdentifiers.js';
import { asciiAlike, asciiTokens, isCapitalised, normalise, SCRIPT_CHANGE, TOKEN, unicodeTokens, type Token } from './textTokens.js';

// Defined beside the tokenizer, which calls it; exported from here as it always was.
export { isPlaceholder } from './textTokens.js';

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * The identifiers of `text`, lower-cased, each once, in first-seen order: the tokens isIdentifier accepts (how
 * common one is in the suite decides what it weighs), and two or more capitalised words in a row as one name, not at
 * the start of a sentence unless three or more long (a lone capitalised word is too often just a word), and a run of
 * three or more also without its first word; and hashtags and handles without their `#` or `@` (TAG).
 */
export function identifiers(text: string): string[] {
  return identifiersAndOpeningNames(text).identifiers;
}

/** A text's identifiers, its opening names, and whether it is written in capitals (writtenInCapitals). */
export interface TextNames {
  identifiers: string[];
  opening: string[];
  inCapitals: boolean;
}

/**
 * identifiers() and openingNames() of a text from one pass over its tokens: evidence asks for both of every task
 * of a run, and tokenizing twice cost the real-data neighbors stage about half a second. With them, whether the
 * text is written in capitals, which the opening names depend on and evidence weighs its identifiers by.
 */
export function identifiersAndOpeningNames(written: string): TextNames {
  return namesOfWritten(asWritten(written));
}

/** identifiersAndOpeningNames() of a text already asWritten (keptTokens has it so). */
function namesOfWritten(text: string): TextNames {
  const found = new Set<string>();
  const tokens = NON_ASCII.test(text) && !asciiAlike(text) ? unicodeTokens(text) : asciiTokens(text);
  for (const token of tokens) if (token.identifier && !PLACEHOLDER_PERSON.test(token.text)) found.add(token.text.toLowerCase());
  // Two words in capitals together: what both a text in capitals and a capital run need, looked for once.
  const capitalsPair = CAPITALS_PAIR.test(text);
  const inCapitals = capitalsPair && mostlyInCapitals(text);
  const opening: string[] = [...caselessNames(text, inCapitals), ...(capitalsPair && !inCapitals ? capitalRunNames(text) : [])];
  for (const name of names(tokens.text, tokens, opening)) if (!PLACEHOLDER_PERSON.test(name)) found.add(name);
  // Folded as the tokens are, so that a full-width `＃` is a `#`; an ASCII text is its own folding.
  const folded = NON_ASCII.test(text) ? text.normalize('NFKC') : text;
  if (folded.includes('#') || folded.includes('@')) for (const { 1: tag } of folded.matchAll(TAG)) if (tag) found.add(tag.toLowerCase());
  return { identifiers: [...found], opening: [...new Set(opening)], inCapitals };
}

/** Latin words, and how many a text needs before its lack of case says anything. */
const LATIN_WORD = /\p{Script=Latin}+/gu;
const CASELESS_MIN_WORDS = 8;
const LATIN_UPPER = /(?=\p{Script=Latin})\p{Lu}/u;
const LATIN_LOWER = /(?=\p{Script=Latin})\p{Ll}/u;

/**
 * A text written without case — all in lower case, as a chat is typed, or all in capitals — shows no name by its
 * capitals: "sy ethan garcia a bydlis w denverje 80280" (a Lower Sorbian brief typed in lower case) names
 * tau-bench's Ethan Garcia as plainly as "Ethan Garcia" would. Each two or three of its Latin words in a row may
 * then be a name, counted only where the suite holds it as one, as a sentence's opening name is (openingNames).
 */
function caselessNames(text: string, inCapitals: boolean): string[] {
  // A text holding Latin capitals and small letters both has case (most do: one scan each finds the first),
  // unless its words are in capitals and its small letters are an id's.
  if (!inCapitals && LATIN_UPPER.test(text) === LATIN_LOWER.test(text)) return [];
  const words = [...text.matchAll(LATIN_WORD)];
  if (words.length < CASELESS_MIN_WORDS) return [];
  const follows = (a: RegExpMatchArray, b: RegExpMatchArray) => b.index === (a.index ?? 0) + a[0].length + 1 && text.charCodeAt(b.index - 1) === 32;
  // The runs of words one space apart, each read as a run of capitals is (pairsAndTriples).
  const out: string[] = [];
  let run: string[] = [];
  words.forEach((word, i) => {
    run.push(word[0].toLowerCase());
    const next = words[i + 1];
    if (next && follows(word, next)) return;
    for (const name of pairsAndTriples(run)) out.push(name);
    run = [];
  });
  return out;
}

/** Each two and three words in a row of a run of words, in order: the names a run may hold. */
function pairsAndTriples(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    out.push(`${words[i]} ${words[i + 1]}`);
    if (i + 2 < words.length) out.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  }
  return out;
}

/** Two or more words of Latin capitals in a row, one space apart: a run a text with case writes in capitals. */
const CAPITAL_RUN = /(?<![\p{L}\p{N}_@.\/-])(?=\p{Script=Latin})\p{Lu}{2,}(?: \p{Lu}{2,})+(?![\p{L}\p{N}_@\/-])/gu;

/**
 * In a text with case, each two or three words of a run it writes in capitals, as caselessNames has a caseless
 * text's: a form or a printout writes its fields' values so ("Customer name: YUSUF GONZALEZ", "NEW YORK NY  CHICAGO
 * IL"), where identifiers() reads each word as a code of its own. Counted only where the suite holds them as a name.
 */
function capitalRunNames(text: string): string[] {
  return [...text.matchAll(CAPITAL_RUN)].flatMap(({ 0: run }) => pairsAndTriples(run.toLowerCase().split(' ')));
}

/** A word of Latin letters alone, not part of an id, an e-mail, a domain or a path (`sophia_silva_7557`, `a.com`). */
const LATIN_LETTERS_WORD = /(?<![\p{L}\p{N}_@.\/-])\p{Script=Latin}{2,}(?![\p{L}\p{N}_@\/-]|\.\p{L})/gu;
/** Two words in capitals in a row: what a text in capitals must hold before its words are counted. */
const CAPITALS_PAIR = /\p{Lu}{2,}\s+\p{Lu}{2,}/u;
/** The share of a text's words in capitals from which the text, not each word, is in capitals. */
const IN_CAPITALS_SHARE = 0.9;

/**
 * Whether a text is written in capitals — a radio brief, a telex, a shouted message — though its ids are
 * in small letters ("CALLSIGN: sophia_silva_7557. CANCEL EVERY FUTURE RESERVATION …"): nine in ten of its
 * Latin words, at least CASELESS_MIN_WORDS, are capitals alone. Its capitals then say nothing of a word: each
 * reads as a code (identifiers), which a text with case writes only for a code.
 */
export function writtenInCapitals(text: string): boolean {
  return CAPITALS_PAIR.test(text) && mostlyInCapitals(text);
}

/** writtenInCapitals() of a text known to hold two words in capitals together (CAPITALS_PAIR). */
function mostlyInCapitals(text: string): boolean {
  let words = 0;
  let capitals = 0;
  for (const { 0: word } of text.matchAll(LATIN_LETTERS_WORD)) {
    words++;
    if (!LATIN_LOWER.test(word)) capitals++;
  }
  return words >= CASELESS_MIN_WORDS && capitals >= IN_CAPITALS_SHARE * words;
}

/** A text's records in the form the suites write them: ordinals as numbers, spelled and grouped ids as one token. */
const asWritten = (text: string): string => withSpelledIdentifiers(withoutCaseEndings(withoutOrdinalSuffixes(text)));

/**
 * A record with a case ending joined to it by a hyphen, read as the record: Azerbaijani, Talysh, Hungarian, Basque,
 * Finnish and Ossetian writers decline a code or a name written in Latin letters so (`1N99U6-ə`, `LAS-ədə`,
 * `Rivermist-ӕй`), where Turkish puts an apostrophe, which no token holds. Read whole, `james_taylor_7043-ə` was an
 * identifier no suite task holds, and a Talysh translation of airline test_20 keeping its user id, reservation
 * code and both airports shared none of them (the 317th held-out part). The ending is one to six small letters, and
 * what it follows holds a digit, a capital, `_` or `@` and is no decimal number. Only in a text not in the model's
 * language: English joins words so ("NYC-based", "10000-mile": a measure, textTokens.ts), and the suites write
 * theirs in English.
 */
export function withoutCaseEndings(text: string): string {
  if (!CASE_ENDING.test(text) || inModelLanguage(text)) return text;
  return text.replace(CASE_ENDINGS, (joined, record: string) => (DECIMAL.test(record) ? joined : `${record} `));
}
/** A number with a decimal point, which a hyphen joins to what it measures (`1.5-liter`), not to a case ending. */
const DECIMAL = /^\p{N}+[.,]\p{N}+$/u;
const CASE_ENDING = /[\p{Lu}\p{N}_@][\p{L}\p{N}_.@]*-\p{Ll}{1,6}(?![\p{L}\p{N}_@-])/u;
const CASE_ENDINGS = /(?<![\p{L}\p{N}_.@+\-/])(?=[\p{L}\p{N}_.@+/]*[\p{Lu}\p{N}_@])([\p{L}\p{N}][\p{L}\p{N}_.@+/]*)-(?=\p{Ll}{1,6}(?![\p{L}\p{N}_@-]))/gu;

/**
 * An English ordinal read as its number: "May 22nd" is the 22 a translator writes ("22 maggio", "22. Mai",
 * "5月22日"), not a code of letters and digits. Read as one, it weighed as a rare identifier a translation could
 * not hold (an Italian translation of tau-bench's airline test_35, naming the customer and the reservation that
 * test_36 names too and the 22nd of May that only test_35 does, was named test_36).
 */
export function withoutOrdinalSuffixes(text: string): string {
  return /\d(?:st|nd|rd|th)\b/i.test(text) ? text.replace(/\b(\d+)(?:st|nd|rd|th)\b/gi, '$1') : text;
}

/**
 * The placeholder person every benchmark's author reaches for — John or Jane Doe, by name or e-mail
 * (`john.doe@example.com`, `janedoe42@mail.com`) — names no record: on the real data a Seal-Tools elderly-care task
 * and a BFCL live question, at cosine 0.26, were `related` by "john doe" and his e-mail alone.
 */
const PLACEHOLDER_PERSON = /^(?:john|jane)[ ._-]?doe\d*(?:@[\w.-]+)?$/i;

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
export function keptTokens(written: string, known?: readonly string[]): string[] {
  const original = asWritten(written);
  // An ASCII text is its own folding and changes no script.
  const text = (NON_ASCII.test(original) ? normalise(original).replace(SYLLABIC, ' ').replace(SCRIPT_CHANGE, ' ') : original).replace(LOG_TIME, lineBreakFor);
  const found = new Set<string>(known ?? namesOfWritten(original).identifiers);
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
 * A log's clock time in brackets, a date before it or not ("[10:02] Going over my investments", "[2026-03-10
 * 04:50] Owner: …"): the time is the log's, not the task's, and the word after it opens a line, whose capital says
 * nothing. An owner's text thread of BFCL's trading conversation 127, its line breaks folded by the canonical text
 * ("… my watchlist. [10:09] A few are dragging. … [10:15] Changed my mind, buy 150 shares of BDX."), held "10",
 * "02", "09" and "Going", "Changed", "Once" beside BDX and 150 as names and numbers the suite task lacks. Suite
 * texts are read so too.
 */
const LOG_TIME = /[[(](?:\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2})?[\])]/g;
/** Spaces and a line break in the place of `match`, as long as it: the tokens after it keep their positions. */
const lineBreakFor = (match: string): string => `${' '.repeat(match.length - 1)}\n`;

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

/**
 * Whether an identifier alone points at one record: an e-mail, or one holding at least three digits (an order
 * or reservation number, a user id with digits, a zip code). Names, codes in capitals and snake_case words
 * only support such evidence: "United States", "JSON" or `start_time` are shared by unrelated texts.
 */
export function isStrongIdentifier(identifier: string): boolean {
  return identifier.includes('@') || (identifier.match(/\p{N}/gu)?.length ?? 0) >= 3;
}

/**
 * Whether a strong identifier names a record of its own — a customer, an order, a reservation — rather than a
 * day: a date written in numbers (`2024-05-23`, `05/23/2024`) has the digits of one, and a scenario exported as a
 * spreadsheet row writes "May 23 -> May 24" as two such dates, which the rule for a rewrite holding every record
 * of its original and naming none besides (decision.ts heldRecordsFire, evidence.ts otherRecord) held against it
 * as two other records (the 263rd held-out part's semicolon CSV of airline test_17). The rule for the names and
 * numbers a task in the model's language kept still counts them: it asks only one name beside a cosine, and on the
 * real data a meal-plan task dated 2025-08-29 naming an ACEBench question's dish was then related by the dish.
 */
export function namesRecord(identifier: string): boolean {
  return isStrongIdentifier(identifier) && !NUMERIC_DATE.test(identifier);
}
const NUMERIC_DATE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})$/;

/**
 * Two capitalised words in a row that start a sentence, lower-cased: a name the writer opens with ("Hi! Ethan
 * Garcia here, Denver, zip 80280"), which identifiers() leaves out because a sentence's first word is capitalised
 * anyway and two such words are as often no name ("Können Sie", "Thank You", "Good Morning"); and in a text
 * without case, every two and three words in a row (caselessNames). Evidence counts one only where the suite holds
 * it as a name (FacetEvidence.profile), which those never are.
 */
export function openingNames(text: string): string[] {
  return identifiersAndOpeningNames(text).opening;
}

/** Whether the text before `index` ends with a label: a colon and a space. */
const afterLabel = (text: string, index: number): boolean => index >= 2 && text.charCodeAt(index - 1) === 32 && text.charCodeAt(index - 2) === 58;

/**
 * Possessives open no name: "My Account > My Orders", "Your Trips" are a page's labels, which a web agent's task
 * names beside the customer's records (the sixty-second held-out part's instruction for a shop's order page: the
 * labels weighed as two identifiers of its own, against its original's name, zip code and order number).
 */
const POSSESSIVE = new Set(['My', 'Your', 'Our', 'Their', 'His', 'Her', 'Its', 'MY', 'YOUR', 'OUR', 'THEIR']);

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
    if (!token.capitalised || POSSESSIVE.has(token.text)) {
      if (run.length > 0) flush();
      continue;
    }
    const at = token.index;
    // A field's label after a field's value ends it: "Caller: Yara Silva   Zip: 77159" folds to one space before
    // "Zip:" (a name after a label, then a label); "Dear Yusuf Rossi:" keeps its name.
    if (run.length > 0 && (!(at === end + 1 && text.charCodeAt(end) === 32) || (run.length >= 2 && text.charCodeAt(at + token.text.length) === 58 && afterLabel(text, (run[0] as Token).index)))) flush();
    run.push(token);
    end = at + token.text.length;
  }
  flush();
  return out;
}
