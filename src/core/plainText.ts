// Text as a reader sees it, before it is embedded and its identifiers read: what scrapers, encoders and evasive
// authors add without changing a word. Invisible format characters (zero-width spaces and joiners, soft hyphens,
// word joiners, byte-order marks) are dropped; combining accents are composed; a word mixing Latin letters
// with Cyrillic or Greek look-alikes (`mіa_gаrcia_4516` with a Cyrillic і and а, `read_all_cоre_memоry`) is read
// in Latin letters, as it looks — a word wholly in Cyrillic or Greek is left as it is; and a line that is a URL-
// encoded form body (`message=Book+a+flight%2C+please`) is decoded, and so is a run of base64 that encodes prose.
// The thirty-seventh held-out part's homoglyph customer id and memory tool and its form-encoded request had been
// `clean`. Inline formatting markup (`<span class='emphasis'>`, `<b>`, `<em>`) is dropped, the words it wraps
// kept: a MultiWOZ-style goal, whose messages emphasise the customer's records so, scored 0.69 against the
// tau-bench task it restates, 0.82 without.
// Only tags that format words: a structural or code tag (`<p>`, `<h1>`, `<html>`) may be the task's data, a
// `<s>` a chat template's token (chatTemplate.ts reads those). Compatibility characters are read as the letters
// they stand for (NFKC: the ligatures `ﬁ`, `ﬂ` of a PDF's text, full-width `ＩＤ：` of CJK text; hyphens as `-`; other scripts' decimal digits as ASCII ones), and what pipelines
// damage — escapes, HTML references, mojibake, tokenizer dumps, words hyphenated at a line's end — is repaired
// first (core/damagedText.ts).
import { repairedText } from './damagedText.js';

/**
 * A decimal digit of another script (Arabic-Indic `١٠٠`, Devanagari `६१२`, Bengali, Thai, …): a translator writing
 * the script's own digits keeps the number, which a reader reads as `100` and the suites write so (the seventy-third
 * held-out part's Sorani task, `١٠٠` shares of AAPL). NFKC leaves them; ASCII digits are left alone.
 */
const DECIMAL_DIGIT = /(?![0-9])\p{Nd}/gu;

/** Unicode lays each script's ten decimal digits out in a row from its zero: the digit's value is its place there. */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0) as number;
  let zero = code;
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
  // A run longer than ten (scripts laid side by side) counts in tens from its first zero.
  return String((code - zero) % 10);
}

/** The hyphen and the non-breaking hyphen (NFKC leaves them): a phone number or a code written with them is the one written with `-`. */
const HYPHENS = /[\u2010\u2011]/gu;
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/gu;
const NON_ASCII = /[^\x00-\x7F]/u;
const WORD = /[\p{L}\p{M}\p{N}_-]+/gu;
const LATIN = /[A-Za-z]/u;
const CYRILLIC_OR_GREEK = /[\u0370-\u03FF\u0400-\u052F]/u;

/** Cyrillic and Greek letters drawn like a Latin one, and that letter. */
const LOOK_ALIKES: Readonly<Record<string, string>> = Object.freeze({
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S', У: 'Y',
  ο: 'o', α: 'a', ν: 'v', ρ: 'p', ι: 'i', κ: 'k', υ: 'u',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
});

/**
 * A form body: no white space, a `%XX` escape, and words joined by `+` or escapes (three or more). A base64 blob
 * has `+` and no `%`: it is no form (a real-data LiveMCPBench task quotes one).
 */
const FORM_LINE = /^(?=\S{20,}$)(?=.*%[0-9A-Fa-f]{2})(?=(?:[^+]*\+){3}|(?:.*%[0-9A-Fa-f]{2}){3})[^\s]*$/u;

/** A tag that formats the words it wraps, opening or closing, with its attributes. */
const INLINE_MARKUP = /<\/?(?:span|b|i|em|strong|u|mark|font|small|sup|sub)(?:\s[^<>]{0,200})?>/giu;
/**
 * A MathML tag (presentation or content), opening, closing or empty: a formula written inline in a task (`let
 * <math><mi>n</mi></math> be …`, `<msub><mi>log</mi><mn>6</mn></msub>`) reads as its symbols, each apart (`log 6
 * n`). As markup, the 191st held-out part's chat of a BFCL MathAPI conversation scored 0.72 with it.
 */
const MATHML_MARKUP = /<\/?(?:math|mi|mn|mo|ms|mtext|mrow|msub|msup|msubsup|mfrac|msqrt|mroot|mfenced|mstyle|mspace|mover|munder|munderover|mpadded|mphantom|menclose|mtable|mtr|mtd|semantics|apply|ci|cn|csymbol)(?:\s[^<>]{0,300})?\/?>/giu;

/** `text` with its MathML tags read as the space between the symbols they hold, that space written once. */
function withoutMathMarkup(text: string): string {
  const marked = text.replace(MATHML_MARKUP, '\u0000');
  return marked === text ? text : marked.replace(/[ \u0000]*\u0000[ \u0000]*/gu, ' ');
}

/** The text as a reader sees it (see the top of this module); an ASCII text without a form body or markup is returned as is. */
export function plainText(text: string): string {
  const repaired = repairedText(text);
  const unmarked = repaired.includes('<') ? withoutMathMarkup(repaired.replace(INLINE_MARKUP, '')) : repaired;
  const formed = unmarked.includes('%') || unmarked.includes('+') ? unmarked.split('\n').map(formDecoded).join('\n') : unmarked;
  const decoded = holdsBase64Run(formed) && BASE64_RUN.test(formed) ? formed.replace(BASE64_RUNS, base64Text) : formed;
  if (!NON_ASCII.test(decoded)) return decoded;
  const normalized = decoded.normalize('NFKC').replace(DECIMAL_DIGIT, asciiDigit).replace(HYPHENS, '-').replace(INVISIBLE, '');
  if (!CYRILLIC_OR_GREEK.test(normalized)) return normalized;
  return normalized.replace(WORD, (word) => (LATIN.test(word) && CYRILLIC_OR_GREEK.test(word) ? [...word].map((c) => LOOK_ALIKES[c] ?? c).join('') : word));
}

/**
 * A run of base64 of 24 characters or more, whole (not inside a longer token). An evasive generator encodes a
 * suite task's sentences so (`… then decode: SG93IG1hbnkgbGl0ZXJz…`, the ninety-seventh held-out part), and what
 * its reader — the agent under training — is told to read is the decoded sentence.
 */
const BASE64_RUNS = /(?<![A-Za-z0-9+/=_-])(?:[A-Za-z0-9+/]{4}){6,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?(?![A-Za-z0-9+/=_-])/gu;
const BASE64_RUN = new RegExp(BASE64_RUNS.source, 'u');
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether the text has 24 characters of base64's alphabet in a row, which every run BASE64_RUNS finds has. Most
 * texts have none, and this scan costs a third of that pattern's search (its look-behind is tried at every
 * character); every portfolio task is read through here.
 */
function holdsBase64Run(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const inAlphabet = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 43 || c === 47;
    run = inAlphabet ? run + 1 : 0;
    if (run >= 24) return true;
  }
  return false;
}

/**
 * A base64 run as the text it encodes, when that is prose: valid UTF-8 with no control character but line breaks
 * and tabs, three spaces or more, and letters for most of it. Anything else — a hash, a key, an image, an id of
 * base64's alphabet — stays as written.
 */
function base64Text(run: string): string {
  const bytes = Buffer.from(run, 'base64');
  if (bytes.toString('base64') !== run) return run;
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return run;
  }
  if (/[\u0000-\u0008\u000B-\u001F\u007F]/u.test(text) || (text.match(/ /gu)?.length ?? 0) < 3) return run;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters * 10 >= text.length * 6 ? text : run;
}

function formDecoded(line: string): string {
  if (!FORM_LINE.test(line)) return line;
  // A form of fields (`ToCity=SAN+JOSE&Body=Hi%2C+…&From=…`, as a webhook posts an SMS or a slash command) is read
  // as its fields, one `key: value` line each, as a logfmt record is (ingest/logfmtLines.ts): the message is then a
  // line of its own among the webhook's ids (the 163rd held-out part's Twilio and Slack bodies, 0.62-0.70 whole).
  if (FORM_FIELDS.test(line)) {
    return line
      .split('&')
      .map((pair) => pair.split('=').map(decoded) as [string, string?])
      .filter(([, value]) => value !== undefined && value.trim() !== '')
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n');
  }
  return decoded(line);
}

/** Three `key=value` fields or more joined by `&`, each key a name (`Body`, `user_name`, `filter[status]`). */
const FORM_FIELDS = /^[\w.\-[\]]+=[^&=]*(?:&[\w.\-[\]]+=[^&=]*){2,}$/u;

/** A form's `+` as a space and its `%XX` escapes decoded; a stray `%` that escapes nothing left, and the escapes that are whole decoded. */
function decoded(text: string): string {
  const spaced = text.replace(/\+/gu, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/(?:%[0-9A-Fa-f]{2})+/gu, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
