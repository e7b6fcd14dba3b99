// A task's text that holds CEF or LEEF events — the one-line records ArcSight, QRadar and most SIEMs forward
// (`CEF:0|Vendor|Product|Version|Signature ID|Name|Severity|extension`, `LEEF:2.0|Vendor|Product|Version|Event
// ID|^|extension`) — read with each event's name and extension fields on lines of their own, as `key: value`,
// the way a logfmt record is (logfmtLines.ts). An event's `msg=` holding a suite task ran on one line among
// addresses, ports and rule ids: the 224th held-out part's ArcSight event of tau-bench airline test_3's brief
// scored 0.47 whole. CEF's custom fields are written under the names their labels give them (`cs2Label=policy
// cs2=eval-allowlist` → `policy: eval-allowlist`). Read here: an event is a line of pipes and `key=value` pairs
// whose values run to the next key, and npm's parsers of it are unmaintained single-purpose packages.

import { eachLineRead } from './eachLine.js';

/**
 * An event's header at the start of a line or after a syslog prefix of words, times and hosts (no quote or
 * bracket: a JSON string holding an event is the JSON reader's).
 */
const HEADER = /^([^"{}[\]|]*?)(CEF:\d+|LEEF:[12]\.0)\|/u;
/** A CEF extension key (`src`, `cs1Label`, `ad.user`) starting a field after a space (`\=` is a value's `=`). */
const CEF_KEY = /(?:^|\s)([A-Za-z][\w.]*)=/gu;
/** Fields CEF writes a custom value under, named by their `…Label` field. */
const LABELLED = /^(?:cs\d|cn\d|cfp\d|flexString\d|flexNumber\d|flexDate\d|deviceCustomDate\d|c6a\d)$/u;

/**
 * The header fields between the version and the extension: CEF's vendor, product, version, signature id, name and
 * severity; LEEF 1.0's vendor, product, version and event id; LEEF 2.0's, then its delimiter.
 */
const HEADER_FIELDS: Record<string, number> = { CEF: 6, 'LEEF:1.0': 4, 'LEEF:2.0': 5 };

/** `text` with each CEF or LEEF event line read as its fields (null when it holds none). */
export function cefText(text: string): string | null {
  if (!text.includes('CEF:') && !text.includes('LEEF:')) return null;
  return eachLineRead(text, eventLines);
}

/** One event line as its prefix, name and `key: value` lines; null for a line that is no event. */
function eventLines(line: string): string[] | null {
  const header = HEADER.exec(line);
  if (!header) return null;
  const [, prefix = '', version = ''] = header;
  const kind = version.startsWith('CEF') ? 'CEF' : version;
  const wanted = HEADER_FIELDS[kind] as number;
  const segments = splitUnescaped(line.slice(header[0].length - 1), wanted + 1);
  if (segments.length < wanted + 2) return null;
  // segments[0] is the empty text before the version's pipe; the header fields follow, then the extension.
  const fields = segments.slice(1, wanted + 1).map(unescapeHeader);
  const extension = segments[wanted + 1] as string;
  const name = kind === 'CEF' ? fields[4] : fields[3];
  const pairs = kind === 'CEF' ? cefPairs(extension) : leefPairs(extension, kind === 'LEEF:2.0' ? delimiter(fields[4] ?? '') : '\t');
  if (pairs.length === 0) return null;
  const out: string[] = [];
  if (prefix.trim() !== '') out.push(prefix.trim());
  if (name) out.push(`name: ${name}`);
  out.push(...namedByLabels(pairs).map(([key, value]) => `${key}: ${value}`));
  return out;
}

/** `text` cut at its first `pieces` unescaped pipes, the rest after them kept whole as the last piece. */
function splitUnescaped(text: string, pieces: number): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length && out.length < pieces; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '|') {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

const unescapeHeader = (field: string): string => field.replace(/\\([|\\])/gu, '$1');
/** A value's escapes undone in one pass (`\\n` is a backslash and an n, not a line break): line breaks as spaces. */
const unescapeValue = (value: string): string => value.replace(/\\([\s\S])/gu, (_, c: string) => (c === 'n' || c === 'r' ? ' ' : c)).trim();

/** CEF's extension: each key's value runs to the next unescaped ` key=`. */
function cefPairs(extension: string): Array<[string, string]> {
  const keys = [...extension.matchAll(CEF_KEY)];
  return keys.map((m, i) => {
    const from = (m.index ?? 0) + m[0].length;
    const to = i + 1 < keys.length ? (keys[i + 1]?.index ?? extension.length) : extension.length;
    return [m[1] as string, unescapeValue(extension.slice(from, to))] as [string, string];
  }).filter(([, value]) => value !== '');
}

/** LEEF's extension: `key=value` fields between delimiters. */
function leefPairs(extension: string, delim: string): Array<[string, string]> {
  return extension
    .split(delim)
    .map((field) => /^\s*([A-Za-z][\w.]*)=(.*)$/su.exec(field))
    .filter((m): m is RegExpExecArray => m !== null && (m[2] ?? '').trim() !== '')
    .map((m) => [m[1] as string, unescapeValue(m[2] as string)]);
}

/** LEEF 2.0's delimiter field: one character, or its code as `x09` / `0x09`; a tab when empty. */
function delimiter(field: string): string {
  const hex = /^(?:0?x)([0-9a-f]{1,4})$/iu.exec(field);
  if (hex) return String.fromCharCode(parseInt(hex[1] as string, 16));
  return field.length === 1 ? field : '\t';
}

/** The fields with each custom field under its label's value, and the labels themselves left out. */
function namedByLabels(pairs: Array<[string, string]>): Array<[string, string]> {
  const labels = new Map(pairs.filter(([key]) => key.endsWith('Label') && LABELLED.test(key.slice(0, -5))).map(([key, value]) => [key.slice(0, -5), value]));
  return pairs.filter(([key]) => !(key.endsWith('Label') && labels.has(key.slice(0, -5)))).map(([key, value]) => [labels.get(key) ?? key, value]);
}
