// A task's text that holds logfmt records — the `key=value key="words in quotes"` lines a pipeline logs (Go and
// Heroku services, generator and evaluation runs) — read with each record's fields on lines of their own, as
// `key: value`, the way a JSON record is read as YAML (recordText.ts). A generator's log line holding a seed task
// and the instruction it evolved from it (`parent="…" | child="…"`) was one line of ids, scores and timings with
// the task inside it: the sixty-fourth held-out part's Evol-Instruct log line of tau-bench airline test_2 scored 0.67
// whole, where its `parent` value alone scores 0.82, and a field on a line of its own is a part of its own
// (facets/passages.ts).
// The `logfmt` package parses: quoting and escapes as the format's own implementations read them.
import logfmt from 'logfmt';
import { eachLineRead } from './eachLine.js';

/** Fields of a line that make it a record: fewer is a sentence that happens to hold an `=` ("set x=3"). */
const MIN_FIELDS = 3;
const QUOTED = /"(?:[^"\\\n]|\\.)*"/gu;
/** A field as logfmt writes one, its quoted value already emptied: `round=2`, `op=in_depth/add`, `parent=""`. */
const FIELD = /^[\p{L}_][\p{L}\p{N}_.\-/]*=(?:""|[^\s"=,;()[\]{}]*)$/u;
/** A bare word of a log line (its time, level, logger, a separator): no `=`, quote, bracket or comma. */
const BARE = /^[^\s"=,;()[\]{}]+$/u;
/** A quoted value of words, the one thing worth a line of its own: fields of codes say nothing alone. */
const QUOTED_WORDS = /="[^"\n]*\s[^"\n]*"/u;

/**
 * Whether `line` is one logfmt record: fields and bare words only, separated by spaces, the fields `MIN_FIELDS` or
 * more and no fewer than the bare words, one of them a quoted phrase. A function call's arguments
 * (`book(hotel="The Ritz", date="2023-12-01")`: ACEBench's turns) and a sentence listing `id=…, name="…"` are
 * none: their fields end in commas and brackets, and a sentence's words outnumber its fields.
 */
function isRecord(line: string): boolean {
  if (!QUOTED_WORDS.test(line)) return false;
  const tokens = line.replace(QUOTED, '""').trim().split(/\s+/u);
  const fields = tokens.filter((t) => FIELD.test(t)).length;
  return fields >= MIN_FIELDS && fields >= tokens.length - fields && tokens.every((t) => FIELD.test(t) || BARE.test(t));
}

/** `text` with every logfmt record line as its fields, one `key: value` line each, its bare words on a line before them; other lines as written. */
export function logfmtLines(text: string): string {
  if (!text.includes('="')) return text;
  return eachLineRead(text, recordLines) ?? text;
}

/** A logfmt record line as its bare words and `key: value` lines; null for a line that is none. */
function recordLines(line: string): string[] | null {
  if (!isRecord(line)) return null;
  const fields = logfmt.parse(line);
  const bare = Object.keys(fields).filter((key) => fields[key] === true && /[\p{L}\p{N}]/u.test(key));
  const valued = Object.entries(fields).filter(([, value]) => typeof value === 'string' && value !== '');
  if (valued.length < MIN_FIELDS) return null;
  return [...(bare.length > 0 ? [bare.join(' ')] : []), ...valued.map(([key, value]) => `${key}: ${String(value)}`)];
}
