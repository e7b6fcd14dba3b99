// A task's text that is an HTML page or fragment — a scraped blog post, a GitHub-rendered README, a documentation
// page — read as a browser shows it: its text in reading order, scripts, styles and images left out, links as their
// words. As markup, the seventy-seventh held-out part's README of a BFCL conversation scored 0.11 with it: the tags'
// classes, ids and SVG paths outweighed the words. A text is a page when it opens with a tag and closes three block
// elements or more; a text that merely mentions a tag is left as written. `html-to-text` converts (its htmlparser2
// reads broken markup as browsers do); headings and table headers keep their case.
import { convert } from 'html-to-text';

const BLOCK_CLOSE = /<\/(?:p|div|li|ul|ol|h[1-6]|td|tr|table|section|article|header|footer|nav|blockquote|pre)\s*>|<br\s*\/?>/giu;
const OPENING = /^\s*(?:<!--[\s\S]*?-->\s*)*(?:<!doctype[^>]*>\s*)?<[a-z]/iu;

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

/** `text` as a browser shows it when it is an HTML page or fragment (see the top of this module); null otherwise. */
export function htmlText(text: string): string | null {
  if (!OPENING.test(text) || (text.match(BLOCK_CLOSE)?.length ?? 0) < 3) return null;
  return htmlAsText(text);
}

/** HTML known to be HTML (a message's text/html part) as a browser shows it. */
export function htmlAsText(html: string): string {
  return convert(html, OPTIONS).trim();
}
