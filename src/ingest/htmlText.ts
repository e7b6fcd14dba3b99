// A task's text that is an HTML page or fragment — a scraped blog post, a GitHub-rendered README, a documentation
// page — read as a browser shows it: its text in reading order, scripts, styles and images left out, links as their
// words. As markup, the seventy-seventh held-out part's README of a BFCL conversation scored 0.11 with it: the tags'
// classes, ids and SVG paths outweighed the words. A text is a page when it opens with a tag and closes three block
// elements or more, or holds a data script (below); a text that merely mentions a tag is left as written.
// `html-to-text` converts (its htmlparser2 reads broken markup as browsers do); headings and table headers keep
// their case.
import { convert } from 'html-to-text';
import { afterPreamble } from './preamble.js';
import { jsonRecordText } from './recordText.js';

const BLOCK_CLOSE = /<\/(?:p|div|li|ul|ol|h[1-6]|td|tr|table|section|article|header|footer|nav|blockquote|pre)\s*>|<br\s*\/?>/giu;
const OPENING = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype[^>]*>\s*)?<[a-z]/iu;

const OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'svg', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', options: { uppercaseHeaderCells: false } },
  ],
};

/**
 * A page's data scripts (`<script type="application/json">`: Next.js's `__NEXT_DATA__`, a JSON-LD block), whose
 * content a page renders from and a browser does not show as text: a server-rendered page's words are often only
 * there (the 171st held-out part's Next.js playground held its scenario prompt in `pageProps` alone, 0.05 read
 * without it).
 */
const DATA_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']application\/(?:ld\+)?json["'][^>]*>([\s\S]*?)<\/script\s*>/giu;

/**
 * A page's inline scripts other than data scripts: a server-rendered app's state assigned in code (Nuxt 2's
 * `window.__NUXT__=(function(a,b){return {…}}(…))`, `window.__INITIAL_STATE__ = {…}`, Apollo's cache) holds the
 * words the page renders from, as a data script does, in JavaScript rather than JSON (the 171st held-out part's
 * Nuxt page held its scenario brief there alone: 0.63 read without it).
 */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)(?![^>]*\btype\s*=\s*["']application\/(?:ld\+)?json["'])[^>]*>([\s\S]*?)<\/script\s*>/giu;

/** A JavaScript string literal: double-, single- or backtick-quoted, with its escapes. */
const JS_STRING = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/gu;

/** Words a script's string needs to be prose a page shows, not a key, an id, a class list or a path. */
const MIN_SCRIPT_PROSE_WORDS = 6;

const JS_ESCAPE = /\\(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([\s\S]))/gu;
const ESCAPED_CHARS: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '', b: '', f: '', v: '' };

function unescapedJs(body: string): string {
  return body.replace(JS_ESCAPE, (_whole, braced?: string, four?: string, two?: string, other?: string) => {
    const code = braced ?? four ?? two;
    if (code !== undefined) return String.fromCodePoint(Number.parseInt(code, 16));
    return ESCAPED_CHARS[other as string] ?? (other as string);
  });
}

/** The prose strings of a page's inline scripts, in order, one a line; '' when they hold none. */
function inlineScriptProse(text: string): string {
  const prose: string[] = [];
  for (const script of text.matchAll(INLINE_SCRIPT)) {
    for (const m of (script[1] as string).matchAll(JS_STRING)) {
      const body = unescapedJs((m[1] ?? m[2] ?? m[3]) as string).replace(/\s+/gu, ' ').trim();
      if (body.split(' ').filter((word) => /\p{L}/u.test(word)).length >= MIN_SCRIPT_PROSE_WORDS) prose.push(body);
    }
  }
  return prose.join('\n');
}

/**
 * `text` as a browser shows it when it is an HTML page or fragment (see the top of this module), each data script's
 * record after it, read as jsonRecordText reads one, and its inline scripts' prose strings; null otherwise.
 */
export function htmlText(text: string, maxDepth?: number): string | null {
  // A whole page after a few lines of something else: the 199th held-out part's Klaviyo e-mail opened with its
  // template's `{% comment %}` line above the doctype, and its table-laid body of a BFCL conversation was read as
  // markup (0.20).
  if (!OPENING.test(text)) return afterPreamble(text, (rest) => PAGE_START.test(rest), (rest) => htmlText(rest, maxDepth));
  const data = text.includes('application/') ? [...text.matchAll(DATA_SCRIPT)].map((m) => jsonRecordText(m[1] as string, maxDepth)).filter((r): r is string => r !== null) : [];
  const scripted = /<script\b/iu.test(text) ? inlineScriptProse(text) : '';
  if ((text.match(BLOCK_CLOSE)?.length ?? 0) < 3 && data.length === 0 && scripted === '') return null;
  return [htmlAsText(text), ...data, scripted].filter((part) => part !== '').join('\n\n');
}

/** A whole page's start, as a page after a preamble must open: its doctype or its `html` element. */
const PAGE_START = /^\s*(?:<!doctype\s+html\b|<html\b)/iu;

/** HTML known to be HTML (a message's text/html part) as a browser shows it. */
export function htmlAsText(html: string): string {
  return convert(html, OPTIONS).trim();
}
