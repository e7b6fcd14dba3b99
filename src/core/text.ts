// Text normalisation shared by the canonical forms: identifier splitting and whitespace folding.

const CAMEL_BOUNDARY = /([a-z0-9])([A-Z])/g;
const ACRONYM_BOUNDARY = /([A-Z]+)([A-Z][a-z])/g;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/**
 * Words of an identifier in lower case, whatever its naming style:
 * `GetUserIdFromEmail`, `get_user_id_from_email`, `get-user-id-from-email` → ['get','user','id','from','email'].
 * Digits stay with the letters before them (`getV2User`, `get_v2_user` → get v2 user).
 */
export function identifierWords(name: string): string[] {
  const spaced = name.replace(ACRONYM_BOUNDARY, '$1 $2').replace(CAMEL_BOUNDARY, '$1 $2');
  return spaced
    .split(NON_WORD)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

/** `GetUserIdFromEmail` → `get user id from email`. */
export function splitIdentifier(name: string): string {
  return identifierWords(name).join(' ');
}

/** Style-free key for a name: `userId`, `user_id`, `UserID` → `user_id`. */
export function styleFreeName(name: string): string {
  return identifierWords(name).join('_');
}

/**
 * Key for telling whether two names are one name written two ways: its words joined, each without a plural
 * `s` (`search_one_stop_flights`, `searchOnestopFlight` → `searchonestopflight`).
 */
export function nameKey(name: string): string {
  return nameWords(name).join('');
}

/** A name's words, each without a plural `s` (nameKey, nameWordsKey). */
function nameWords(name: string): string[] {
  return identifierWords(name).map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

/**
 * A name without the version mark it ends in, or null when it has none: `get_watchlist_v2`, `SummarizeBugV2`,
 * `find.v3.1` (a `v` and digits after a separator or a lower-case letter) and `calculate@2`,
 * `cards.register@2024-06-01` (digits after an `@`). A generator or a platform team versioning a toolkit marks
 * a tool's new version so; `dev2` or `mp3` mark none.
 */
export function withoutVersion(name: string): string | null {
  const at = /^(.*[^@\s])@v?\d[\w.-]*$/i.exec(name);
  if (at) return at[1] as string;
  const suffix = /^(.*[A-Za-z0-9])(?:[_.-][vV]\d+(?:[._]\d+)*|(?<=[a-z0-9])V\d+(?:_\d+)*)$/.exec(name);
  return suffix ? (suffix[1] as string) : null;
}

/**
 * Key for telling whether a name is another's with its words in another order or style: its words, each without
 * a plural `s`, sorted (`view_sent_messages`, `viewMessagesSent` → `message sent view`).
 */
export function nameWordsKey(name: string): string {
  return nameWords(name).sort().join(' ');
}

/**
 * `text` split at each `separator` outside brackets (any of `open`, closed by the same position in `close`) and
 * outside quoted text (any of `quotes`), the parts as written: a column list at its commas (`NUMERIC(10, 2)`
 * holds one), a type union at its bars (`array<string|null>`), a signature's parameters (`Dict[str, int]`).
 */
export function splitTopLevel(text: string, separator: string, o: { open: string; close: string; quotes?: string }): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      if (c === quote) quote = '';
    } else if (o.quotes?.includes(c)) quote = c;
    else if (o.open.includes(c)) depth++;
    else if (o.close.includes(c)) depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** How closingBracket reads a text: the bracket pair, and what it steps over. */
export interface BracketSyntax {
  open: string;
  close: string;
  /** Characters that open a string, closed by the same character (`"`; SQL's `'`, `"` and `` ` ``). */
  quotes: string;
  /** A backslash escapes the next character of a string (not in SQL, which doubles a quote). */
  escapes?: boolean;
  /** A string ends at a line break too: a line of code's unclosed quote is no reason to read the next lines as one. */
  lineStrings?: boolean;
  /** `//` and `/* … *\/` comments are stepped over (IDLs): a bracket in a doc comment is prose. */
  comments?: boolean;
  /** How many characters from the opening bracket to look at, at most. */
  limit?: number;
}

/** The index of the bracket closing the one at `at` (`syntax.open`), strings and comments stepped over; -1 if none. */
export function closingBracket(text: string, at: number, syntax: BracketSyntax): number {
  const end = Math.min(text.length, at + (syntax.limit ?? text.length));
  let depth = 0;
  for (let i = at; i < end; i++) {
    const c = text[i] as string;
    if (syntax.quotes.includes(c)) {
      for (i++; i < text.length && text[i] !== c && !(syntax.lineStrings && text[i] === '\n'); i++) if (syntax.escapes && text[i] === '\\') i++;
    } else if (syntax.comments && c === '/' && text[i + 1] === '/') {
      const lineEnd = text.indexOf('\n', i);
      i = lineEnd < 0 ? text.length : lineEnd;
    } else if (syntax.comments && c === '/' && text[i + 1] === '*') {
      const commentEnd = text.indexOf('*/', i + 2);
      i = commentEnd < 0 ? text.length : commentEnd + 1;
    } else if (c === syntax.open) depth++;
    else if (c === syntax.close && --depth === 0) return i;
  }
  return -1;
}

/** Collapse every run of whitespace (including newlines and NBSP) to one space and trim. */
export function foldWhitespace(text: string): string {
  // Most texts are folded already (single spaces only): testing for a run to fold is cheaper than rebuilding the
  // string, and ingest folds each task's text and lines several times.
  return FOLDABLE.test(text) ? text.replace(/\s+/gu, ' ').trim() : text.trim();
}

/** White space other than one space: a tab, a line break, NBSP…, or a space followed by more white space. */
const FOLDABLE = /[^\S ]| \s/u;

/** First `max` characters of a text, for messages and excerpts. */
export function excerpt(text: string, max = 120): string {
  const folded = foldWhitespace(text);
  return folded.length <= max ? folded : `${folded.slice(0, max - 1)}…`;
}

/** Locale-free ordering, so that output bytes do not depend on the machine's locale. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
