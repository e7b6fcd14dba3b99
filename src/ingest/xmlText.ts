// A task's text that is an XML document of some other kind than a page or a word processor's body — an OCR
// engine's ALTO or PAGE file, a mobile app's UI hierarchy as uiautomator or Appium dumps it, a TTML caption
// file, a record written as XML — read as the words it holds: its elements' text and the values of attributes
// that hold text (`CONTENT`, `text`, `content-desc`, `label`, `value`, …) or identify something (a value with
// a digit or an `@`: an order number, a user id), and its comments, one line per element, the words a line
// element holds one per child (ALTO's `<String CONTENT="…"/>`) joined into its line; a CDATA section holding
// markup (an Evernote note's ENML) as a browser shows it. As markup, the 167th held-out part's uiautomator
// dump of a retail task scored −0.01 with it and the 177th part's ALTO page 0.03: the coordinates, classes,
// package names and confidences outweighed the words. A text is such XML when it opens with an XML declaration or
// a tag and ends with a tag, holds three elements or more, and its root is no HTML page (htmlText.ts reads those).
// htmlparser2 (in XML mode, already read HTML and word processors' XML with) builds the tree.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { htmlAsText } from './htmlText.js';
import { afterPreamble } from './preamble.js';

/** An XML declaration or a comment, then a tag; and a tag at the end. */
const OPENING = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?<([A-Za-z_][\w.:-]*)/u;
const CLOSING = />\s*$/u;
/** Text that holds markup: a closing or self-closing tag. */
const MARKUP = /<\/[A-Za-z]|\/>/u;
const ELEMENTS = /<[A-Za-z_]/gu;

/** Attributes whose value is text a reader sees (an OCR word, a control's label, a field's value, an image's description). */
const TEXT_ATTRIBUTES = new Set(['content', 'text', 'content-desc', 'contentdescription', 'label', 'value', 'hint', 'placeholder', 'placeholdervalue', 'alt', 'title', 'tooltip', 'tooltiptext', 'caption', 'description', 'summary', 'message', 'prompt', 'question', 'answer', 'note', 'comment']);
/** Attributes that name the element itself, whatever their value looks like (`ID="string_12"`, `xml:id="p4"`). */
const OWN_NAMES = new Set(['id', 'xml:id', 'index', 'class', 'style', 'type', 'xmlns', 'ref', 'href', 'src']);
/**
 * A value that identifies something: four characters or more, a digit or an `@` among letters (`W2378156`,
 * `mia_garcia_4516`); a shorter one (`r0`, `s1`) names a region or style of the document.
 */
const IDENTIFYING = /^(?=.*\p{L})(?=.*[\d@]).{4,}$/u;
/**
 * Values no reader takes for text: booleans, numbers and geometry (`[0,0][1080,2400]`, `0.88`, `12.5%`), colours,
 * URIs (a schema location's pairs of them), an Android view's resource id (`com.shop.app:id/send_button`).
 */
const NOT_TEXT = /^(?:true|false|yes|no|null|none|[\d\s.,;:%+\-[\]()x{}]*|#[\da-f]{3,8}|(?:[a-z][\w+.-]*:\/\/\S*\s*)+|[\w.]+:id\/\w+)$/iu;

/**
 * A date with a time, or a date alone, as machines write them (ISO 8601, `20260316093000.000[-5:EST]` in OFX),
 * or an ISO duration (`PT4H0M0S`).
 */
const TIME_STAMP = /^(?:\d{4}-?\d{2}-?\d{2}(?:[T ]\d{2}:?\d{2}(?::?\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?|\d{8,14}(?:\.\d+)?(?:\[[^\]]*\])?|P(?:\d+[YMWD])*(?:T(?:\d+(?:\.\d+)?[HMS])+)?)$/u;

/** Root elements of an HTML page, which htmlText.ts reads as a browser shows it. */
const HTML_ROOTS = new Set(['html', 'head', 'body', 'main', 'header', 'footer', 'nav', 'section', 'article', 'aside', 'div', 'span', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'b', 'i', 'u', 'em', 'strong', 'small', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'form', 'label', 'input', 'button', 'select', 'textarea', 'img', 'br', 'hr', 'details', 'summary', 'figure', 'template', 'meta', 'link', 'title', 'script', 'style']);

/**
 * `text` as the words it holds when it is an XML document of another kind than a page (see above), or such a
 * document after a few lines of something else, those lines kept (as recordText.ts keeps a JSON record's: the
 * 190th held-out part's `docProps/core.xml` under the `unzip -p` that printed it); null otherwise.
 */
export function xmlText(text: string): string | null {
  const whole = documentText(text);
  if (whole !== null || OPENING.test(text)) return whole;
  return afterPreamble(text, (rest) => rest.trimStart().startsWith('<'), documentText);
}

/** The words of `text` when it is such a document whole; null otherwise. */
function documentText(text: string): string | null {
  const opening = OPENING.exec(text);
  if (!opening || !CLOSING.test(text) || HTML_ROOTS.has((opening[1] as string).toLowerCase())) return null;
  if ((text.match(ELEMENTS)?.length ?? 0) < 3) return null;
  const document = parseDocument(text.includes('={') ? jsxAttributesQuoted(text) : text, { xmlMode: true, decodeEntities: true });
  const repeated = repeatedValues(document.children);
  const lines = document.children.flatMap((node) => nodeLines(node, repeated));
  return lines.length > 0 ? lines.join('\n') : null;
}

/**
 * JSX-like markup (a Retool app's Toolscript, a React Native screen, an MDX component) with its attribute
 * expressions as XML attributes: one holding a string or template literal alone (`value={`You are …`}`) as that
 * string, quoted; any other (`{true}`, `{{ ordered: [] }}`, `{handler}`) left out. Read as written, an expression
 * ended the attribute at its first space and the rest was read as attributes of no value: the 203rd held-out
 * part's persona brief in a Retool text area was lost whole (0.31).
 */
function jsxAttributesQuoted(text: string): string {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(/(\s[\w:.-]+)=\{/gu)) {
    const start = m.index as number;
    // Inside a quoted attribute value (`title="a b={c}"`) it is the value's text, not an expression.
    if (start < from || insideQuotes(text, text.lastIndexOf('<', start), start)) continue;
    const end = closingBrace(text, start + m[0].length);
    if (end < 0) break;
    const expression = text.slice(start + m[0].length, end).trim();
    const literal = /^(?:`([^`]*)`|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')$/u.exec(expression);
    const value = literal === null ? null : ((literal[1] ?? literal[2] ?? literal[3]) as string);
    out += text.slice(from, start) + (value === null ? '' : `${m[1] as string}="${value.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;')}"`);
    from = end + 1;
  }
  return out + text.slice(from);
}

/** Whether `at` is inside a double- or single-quoted value of the tag opened at `tagStart`. */
function insideQuotes(text: string, tagStart: number, at: number): boolean {
  let quote = '';
  for (let i = Math.max(tagStart, 0); i < at; i += 1) {
    const c = text[i] as string;
    if (quote === '' && (c === '"' || c === "'")) quote = c;
    else if (c === quote) quote = '';
  }
  return quote !== '';
}

/** The offset of the brace closing an expression that starts at `from`, strings and template literals passed over; −1 if none. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i += 1) {
    const c = text[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      for (i += 1; i < text.length && text[i] !== c; i += 1) if (text[i] === '\\') i += 1;
    } else if (c === '{') depth += 1;
    else if (c === '}' && (depth -= 1) === 0) return i;
  }
  return -1;
}

/** A node's lines: an element of text (mixed content) as one line, others as their text attributes and children's lines. */
function nodeLines(node: ChildNode, repeated: ReadonlySet<string>): string[] {
  if (node.type === 'text' || node.type === 'comment') {
    const words = folded(node.data);
    return words === '' ? [] : [words];
  }
  // A CDATA section may hold a document of its own (an Evernote export's note, ENML): read as a browser shows it.
  if (node.type === 'cdata') {
    const inner = textOf(node);
    const words = MARKUP.test(inner) ? htmlAsText(inner) : folded(inner);
    return words === '' ? [] : [words];
  }
  if (node.type !== 'tag') return [];
  const own = attributeText(node, repeated);
  if (node.children.some((child) => child.type === 'text' && child.data.trim() !== '')) {
    const words = folded(textOf(node));
    // A field's value that is a time stamp (an unload file's `sys_created_on`, a project file's dates and
    // durations) is no text a reader reads: the 200th held-out part's ServiceNow journal was found without them.
    // Numbers stay: a quantity or an amount is what a request asks (dropping them lost three tasks).
    if (node.children.every((child) => child.type === 'text') && TIME_STAMP.test(words)) return own === '' ? [] : [own];
    return [own, words].filter((line) => line !== '');
  }
  const perChild = node.children.map((child) => nodeLines(child, repeated)).filter((lines) => lines.length > 0);
  // An element whose children each hold one word is a line of them: ALTO's `<String CONTENT>` words.
  const words = perChild.length >= 2 && perChild.every((lines) => lines.length === 1 && !/\s/u.test(lines[0] as string));
  const children = words ? [perChild.map((lines) => lines[0]).join(' ')] : perChild.flat();
  return own === '' ? children : [own, ...children];
}

/** The values of an element's text attributes and identifying ones, each once, in the order written. */
function attributeText(element: Element, repeated: ReadonlySet<string>): string {
  const values: string[] = [];
  for (const [name, raw] of Object.entries(element.attribs)) {
    const value = folded(raw);
    if (value === '' || NOT_TEXT.test(value) || values.includes(value)) continue;
    const key = name.toLowerCase();
    const local = key.slice(key.indexOf(':') + 1);
    if (OWN_NAMES.has(key) || OWN_NAMES.has(local) || key.startsWith('xmlns')) continue;
    if (TEXT_ATTRIBUTES.has(local) || (IDENTIFYING.test(value) && !repeated.has(value))) values.push(value);
  }
  return values.join(' ');
}

/** Attribute values written on three elements or more: a dump's package, class or style names, not its content. */
function repeatedValues(nodes: readonly ChildNode[]): Set<string> {
  const counts = new Map<string, number>();
  const visit = (node: ChildNode) => {
    if (node.type !== 'tag') return;
    for (const value of Object.values(node.attribs)) counts.set(value, (counts.get(value) ?? 0) + 1);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return new Set([...counts].filter(([, n]) => n >= 3).map(([value]) => folded(value)));
}

function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  if (node.type === 'tag' && BREAKING.has(node.name)) return ' ';
  if (node.type === 'tag' || node.type === 'cdata') return node.children.map(textOf).join('');
  return '';
}

/** Elements that end a word inside mixed content (`<br/>` in a TTML paragraph). */
const BREAKING = new Set(['br', 'tt:br']);

const folded = (text: string): string => text.replace(/\s+/gu, ' ').trim();
