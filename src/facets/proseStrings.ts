// The prose a structured text holds in its strings, as one part of a task (facets/passages.ts). A scenario stored
// as TOML, XML with CDATA, an Apple plist, Protocol Buffers text, a .env file, a Go or Python source file or a JSON
// line in a dataset card keeps the task's sentences in string values among keys, tags, ids and flags: MiniLM
// averages the syntax in, and the sixty-seventh held-out part's records of suite tasks scored 0.43–0.66 whole
// (TOML, plist, prototext, .env, XML) where their strings alone read as the task. So when most of a text's lines
// are syntax (tags, brackets, `key =` and `key:` lines, comments, statements of code), the strings of three words
// or more — double- or single-quoted, triple-quoted, raw (backticks), CDATA, an element's text, a YAML block
// scalar, an unquoted `key = value` — are joined in order into one part (a Playwright spec whose `c.say('…')`
// calls hold a BFCL conversation's turns: 0.34 whole, found by its strings); a string interpolating names assigned
// in the same text (`f"Play {customer_name}, …"`, `customer_name = "Aarav Lee"`) has them filled in. A text of
// prose with a quotation in it is left alone.
import { foldWhitespace } from '../core/text.js';
import type { Passage } from '../core/types.js';

/** Words a string needs to be prose: ids, enum values and names are one or two. */
const MIN_STRING_WORDS = 3;

/**
 * Words one string needs to be a part alone in one line of syntax: a minified bundle's one line holds its page's
 * request as a state default (`useState("…")`) beside two-word labels (the 171st held-out part's chunk: 0.32
 * whole).
 */
const ONE_LINE_SENTENCE_WORDS = 12;

/**
 * A line of syntax rather than prose: markup, a bracket, a comment mark, a table row, a string literal going on, a
 * `key =` or `key:` field, a call left open; or a statement of code — opened by a keyword (`await`, `const`,
 * `def`, `import` …), by a call on an object (`test.step(`, `cy.get(`), or closed by a bracket or quote and `;`, or
 * by `{` — as a test file or a script holding the task's sentences in its calls writes them (a list's items closed
 * by `;` are prose).
 */
const SYNTAX_LINE =
  /^\s*(?:[<[\]{}()|`#;*]|\/\/|--|[rfbu]?["']|"?[\w.\-/]+"?\s*[:=]|\w+\s*\([^)]*$|[A-Za-z_][\w.]*\s*\{|(?:await|async|const|let|var|return|import|export|def|class|function|from|yield)\b[^\n]*[(=;{'"]|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\s*\(|[^\n]*(?:[)\]'"`][^\S\n]*;|\{)[^\S\n]*$)/u;

/**
 * The string literals of a text, in order: CDATA, triple-quoted, backtick (a Go raw string, a template literal),
 * double-quoted with escapes, single-quoted where no letter touches its quotes (an apostrophe does: `it's`), an
 * element's text between tags, a YAML block scalar's lines (`instruction: |` and the lines indented under it), and
 * a `key = value` line's (or a template's `{key} = value` line's) unquoted value of words alone; a Markdown code
 * fence's marker is passed over, so its content is read as text.
 */
const STRING =
  /```[^\n]*|<!\[CDATA\[([\s\S]*?)\]\]>|"""([\s\S]*?)"""|'''([\s\S]*?)'''|`([^`]*)`|"((?:[^"\\\n]|\\.)*)"|(?<![\p{L}\p{N}])'((?:[^'\\\n]|\\.)*)'(?![\p{L}\p{N}])|>([^<>\n]+)<|^([^\S\n]*)[\w.\-]+:[^\S\n]*[|>][-+]?[^\S\n]*\n((?:\8[^\S\n]+[^\n]*(?:\n|$)|[^\S\n]*\n)+)|^[^\S\n]*\{?[\w.\-]+\}?[^\S\n]*=[^\S\n]*([^\s"'`[{(<=][^\n"`(){}[\]=]*)$/gmu;

/** Simple assignments of a string to a name: `name = "…"` and `a, b = "…", "…"` (Python, Go's `:=`, JS `const`). */
const ASSIGNMENT = /^[^\S\n]*(?:const |let |var )?([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*:?=\s*("[^"\n]*"(?:\s*,\s*"[^"\n]*")*)\s*$/gmu;

function assignedNames(raw: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, left, right] of raw.matchAll(ASSIGNMENT)) {
    const keys = (left as string).split(',').map((k) => k.trim());
    const values = [...(right as string).matchAll(/"([^"\n]*)"/gu)].map((m) => m[1] as string);
    if (keys.length === values.length) keys.forEach((k, i) => names.set(k, values[i] as string));
  }
  return names;
}

const unescaped = (s: string): string => s.replace(/\\\n[^\S\n]*/gu, '').replace(/\\[nt]/gu, ' ').replace(/\\(["'\\`])/gu, '$1');

/** The part of `raw` its prose strings make, or none (see the top of this module). */
export function proseStrings(raw: string, minWords: number): Passage | undefined {
  const lines = raw.split('\n').filter((line) => line.trim().length > 0);
  // One line of syntax may be a whole record printed so (a Ruby `#<struct … name="…", wants="…">`, a Python repr);
  // it needs two prose strings, where lines of syntax need one.
  const oneLine = lines.length === 1 && SYNTAX_LINE.test(lines[0] as string);
  if ((lines.length < 2 && !oneLine) || lines.filter((line) => SYNTAX_LINE.test(line)).length * 2 < lines.length) return undefined;
  const names = assignedNames(raw);
  const fill = (s: string) => (names.size === 0 ? s : s.replace(/\{([A-Za-z_]\w*)\}/gu, (whole, name: string) => names.get(name) ?? whole));
  const strings: Array<{ text: string; at: number }> = [];
  for (const m of raw.matchAll(STRING)) {
    // Group 8 is a block scalar's indentation, not a string.
    const body = m.slice(1).find((g, i) => g !== undefined && i !== 7);
    if (body === undefined) continue;
    const text = foldWhitespace(fill(unescaped(body)));
    if (text.split(' ').length >= MIN_STRING_WORDS) strings.push({ text, at: m.index ?? 0 });
  }
  if (strings.length === 0 || (oneLine && strings.length < 2 && (strings[0] as { text: string }).text.split(' ').length < ONE_LINE_SENTENCE_WORDS)) return undefined;
  const text = strings.map((s) => s.text).join(' ');
  if (text.split(' ').length < minWords) return undefined;
  const lineOf = (offset: number) => raw.slice(0, offset).split('\n').length;
  return { text, first: lineOf((strings[0] as { at: number }).at), last: lineOf((strings.at(-1) as { at: number }).at), unit: 'line' };
}
