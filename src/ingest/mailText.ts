// A task's text that is a stored e-mail or calendar file — a raw .eml or mbox message, an iCalendar event or to-do,
// a vCard — read as a mail or calendar client shows it. A message's body may be quoted-printable (`I=E2=80=99d`,
// soft line breaks `=` at line ends) or base64, one of a multipart message's parts, beside a text/html copy and
// under a block of routing headers; a calendar's DESCRIPTION and a vCard's NOTE are folded every 75 octets and
// escape their commas. As stored, the sixty-ninth held-out part's requests scored 0.14–0.74 with the suite tasks
// they restate. Read, a message is its Subject, From, To and Date lines, then its text parts decoded (a text/html
// part only where no text/plain one is beside it, read as a browser shows it: htmlText.ts), attachments of other types left out; a
// calendar or vCard is one `name: value` line per text property, each a part of its own when long enough
// (facets/passages.ts). Headers and encoded words are read by `libmime`, quoted-printable bodies by `libqp` (both
// of nodemailer's mail parser: it is asynchronous, and ingest reads a record synchronously), charsets by
// `iconv-lite`, iCalendar and vCard by Mozilla's `ical.js`.
import ICAL from 'ical.js';
import iconv from 'iconv-lite';
import { decode as decodeQuotedPrintable } from 'libqp';
import libmime from 'libmime';
import { htmlAsText } from './htmlText.js';

/** Headers a message starts with; two of them (or an mbox `From ` line) make a text a message. */
const MAIL_HEADER = /^(?:from|to|cc|subject|date|mime-version|content-type|content-transfer-encoding|message-id|received|return-path|delivered-to|reply-to|x-[\w-]+):/i;
const SHOWN_HEADERS = ['subject', 'from', 'to', 'date'] as const;
const MBOX_FROM = /^From \S+ .*\d{4}$/u;

/** `text` read as its mail client shows it, or null when it is no message (see the top of this module). */
export function mailText(text: string): string | null {
  // Most texts are no message: their first line says so before the whole text is normalised.
  const start = text.trimStart();
  const first = start.slice(0, start.search(/\r|\n|$/u));
  const mbox = MBOX_FROM.test(first);
  if (!mbox && !MAIL_HEADER.test(first)) return null;
  const lf = start.replace(/\r\n?/gu, '\n');
  if (mbox) {
    const messages = lf.split(/^From \S+ .*\d{4}\n/mu).filter((m) => m.trim().length > 0);
    const read = messages.map((m) => messageText(m.replace(/^>(>*From )/gmu, '$1')));
    return read.every((m) => m !== null) ? read.join('\n\n') : null;
  }
  return messageText(lf);
}

function messageText(message: string, depth = 0): string | null {
  const end = message.search(/\n[^\S\n]*\n/u);
  const head = end < 0 ? message : message.slice(0, end);
  const headerLines = head.split('\n').filter((line) => MAIL_HEADER.test(line));
  if (headerLines.length < 2 || !MAIL_HEADER.test(head)) return null;
  const headers = libmime.decodeHeaders(head);
  const shown = SHOWN_HEADERS.flatMap((key) => (headers[key] ?? []).map((value) => `${key[0]?.toUpperCase()}${key.slice(1)}: ${libmime.decodeWords(value)}`));
  const body = end < 0 ? '' : message.slice(end).replace(/^\n[^\S\n]*\n/u, '');
  return [...shown, '', partText(headers, body, depth)].join('\n').trim();
}

/** Multipart and message levels read at most: mail clients nest a few; an untrusted text could nest thousands and exhaust the stack. */
const MAX_MULTIPART_DEPTH = 8;

/**
 * A part's text: its subparts' for a multipart one, its decoded body for a text one, the message it holds for a
 * forwarded or reported message (`message/rfc822`: an abuse report's or a DMARC failure report's sample, a mail
 * forwarded as an attachment), nothing for other types. A multipart body whose boundary is not given or not found
 * in it is read as written: the 270th held-out part's DMARC failure report, `multipart/report` with its parts
 * marked by hand, was read as its Subject alone (0.07 against the request its sample message held).
 */
function partText(headers: Record<string, string[]>, body: string, depth = 0): string {
  const type = libmime.parseHeaderValue(headers['content-type']?.[0] ?? 'text/plain');
  const mediaType = type.value.toLowerCase();
  const boundary = type.params.boundary;
  if (depth >= MAX_MULTIPART_DEPTH && (mediaType.startsWith('multipart/') || mediaType.startsWith('message/'))) return '';
  if (mediaType === 'message/rfc822' || mediaType === 'message/global') return messageText(body.replace(/^\s*\n/u, ''), depth + 1) ?? body.trim();
  const parts = mediaType.startsWith('multipart/') && boundary ? body.split(`--${boundary}`).slice(1).filter((p) => !p.startsWith('--')).map((p) => p.replace(/^[^\n]*\n/u, '')) : [];
  if (parts.length > 0) {
    const read = parts.map((p) => {
      const end = p.search(/\n[^\S\n]*\n|^[^\S\n]*\n/u);
      const partHead = end < 0 ? p : p.slice(0, end);
      return { headers: libmime.decodeHeaders(partHead), body: end < 0 ? '' : p.slice(end).replace(/^\n?[^\S\n]*\n/u, '') };
    });
    const plain = read.some((p) => (p.headers['content-type']?.[0] ?? 'text/plain').toLowerCase().startsWith('text/plain'));
    return read
      .filter((p) => !(plain && mediaType === 'multipart/alternative' && (p.headers['content-type']?.[0] ?? '').toLowerCase().startsWith('text/html')))
      .map((p) => partText(p.headers, p.body, depth + 1))
      .filter((t) => t.length > 0)
      .join('\n\n');
  }
  // A report's own part (`message/feedback-report`, `message/delivery-status`) is `field: value` lines.
  if (!mediaType.startsWith('text/') && !mediaType.startsWith('message/') && !mediaType.startsWith('multipart/')) return '';
  const encoding = (headers['content-transfer-encoding']?.[0] ?? '').trim().toLowerCase();
  const bytes = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body.replace(/\s+/gu, ''), 'base64') : Buffer.from(body, 'utf8');
  const charset = type.params.charset ?? 'utf-8';
  const decoded = iconv.encodingExists(charset) ? iconv.decode(bytes, charset) : bytes.toString('utf8');
  return mediaType === 'text/html' ? htmlAsText(decoded) : decoded.trim();
}

/** Properties that say nothing a reader reads: versions, producers, ids, stamps. */
const TECHNICAL = new Set(['version', 'prodid', 'uid', 'dtstamp', 'created', 'last-modified', 'rev', 'calscale', 'method', 'sequence']);

/** An iCalendar or vCard text as one `name: value` line per text property, its folds and escapes undone; null for any other text. */
export function calendarText(text: string): string | null {
  const trimmed = text.trim();
  if (!/^BEGIN:(?:VCALENDAR|VCARD)[^\S\n]*(?:\n|$)/u.test(trimmed)) return null;
  let parsed: unknown;
  try {
    parsed = ICAL.parse(trimmed.replace(/\r?\n/gu, '\r\n'));
  } catch {
    return null;
  }
  const lines: string[] = [];
  const walk = (component: unknown): void => {
    if (!Array.isArray(component)) return;
    const [, properties, children] = component as [string, unknown[], unknown[]];
    for (const property of properties ?? []) {
      const [name, , , ...values] = property as [string, unknown, string, ...unknown[]];
      if (TECHNICAL.has(name)) continue;
      const shown = values.flat(2).filter((v) => typeof v === 'string' && v.trim().length > 0);
      if (shown.length > 0) lines.push(`${name}: ${shown.join(', ')}`);
    }
    for (const child of children ?? []) walk(child);
  };
  for (const component of Array.isArray((parsed as unknown[])[0]) ? (parsed as unknown[]) : [parsed]) walk(component);
  return lines.length > 0 ? lines.join('\n') : null;
}
