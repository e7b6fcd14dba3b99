// A task that is a structured record — a preference pair, a grader's rubric, a process-reward sample, an RL
// episode's spec — read as a reader sees it: YAML, one `key: value` line per field and a multi-line string's lines
// as lines, that string set apart by blank lines as a paragraph of its own. As JSON the record was one line, its
// strings' line breaks escaped (`\n`), so nothing in it could be a part of its own (facets/passages.ts) and the
// quoting weighed as words: a process-reward sample holding a BFCL file-system conversation's three turns in its
// `problem` string, among the rated steps of an agent's trajectory, scored 0.68 against the conversation.
// YAML, not a hand-written walk: the `yaml` package the pipeline configs are read with already writes block
// scalars, quoting and nesting the way a reader expects, and marks blank lines on its nodes. A string of JSON cut
// off at a length limit is read by `partial-json` (truncatedJsonOf) rather than a hand-written repair: the parser
// LLM clients stream JSON with, small, without dependencies, and it closes what a cut leaves open.
import { parse as parsePartialJson } from 'partial-json';
import { Document, isNode, isScalar, visit, type Node } from 'yaml';
import { INGEST_DEFAULTS } from '../core/defaults.js';
import { isJsonObject, jsonOf } from '../core/json.js';
import { chatLines, isChat } from './chatRecord.js';
import { afterPreamble, MAX_PREAMBLE_LINES } from './preamble.js';

/**
 * How deep a record nests — a scalar 0, an object or a list one more than its deepest value — counted without
 * recursing, and no further than `stopAbove` + 1: the YAML writer recurses, and overflowed the stack on a record
 * nested a thousand deep, which took the whole input down with it.
 */
export function recordDepth(value: unknown, stopAbove = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    if (deepest > stopAbove) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push({ value: child, depth: depth + 1 });
  }
  return deepest;
}

/** A record (an object or an array, nested no deeper than the stack allows: recordDepth) as YAML text, each multi-line string a paragraph. */
export function recordText(value: object): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  // The node written after a multi-line string opens a paragraph too, at whatever depth it is.
  let after = false;
  const mark = (node: unknown, multiLine: boolean): void => {
    if (isNode(node) && (after || multiLine)) (node as Node).spaceBefore = true;
    after = multiLine;
  };
  visit(doc, {
    Pair(_, pair) {
      mark(pair.key, isScalar(pair.value) && typeof pair.value.value === 'string' && pair.value.value.includes('\n'));
    },
    Scalar(key, node) {
      // A map's keys and values are marked with their pair; a list's items here.
      if (key !== 'key' && key !== 'value') mark(node, typeof node.value === 'string' && node.value.includes('\n'));
    },
  });
  return doc.toString({ lineWidth: 0 }).trim();
}

/**
 * A text that is one JSON object, or a JSON array of objects, as YAML text (recordText); null for any other text,
 * for an array holding anything but objects (a list of values is no record) and for a record nested deeper than
 * `maxDepth` (kept as written). An assistant's data export is an array of conversations (ChatGPT's
 * `conversations.json`, a Claude export's `chat_messages`): written as one line of JSON, its user's request was
 * quoted among ids and timestamps (the hundred-and-forty-third held-out part's ChatGPT export of tau-bench retail
 * test_58, 0.19 whole).
 */
export function jsonRecordText(text: string, maxDepth: number = INGEST_DEFAULTS.maxSchemaDepth): string | null {
  const trimmed = text.trim();
  return bracketed(trimmed) ? bracketedRecordText(trimmed, maxDepth) : null;
}

/** jsonRecordText() of a text that opens and closes a JSON object or array. */
function bracketedRecordText(trimmed: string, maxDepth: number): string | null {
  const value = jsonOf(trimmed);
  const records = isJsonObject(value) || (Array.isArray(value) && value.length > 0 && value.every(isJsonObject));
  if (!records || recordDepth(value as object, maxDepth) > maxDepth) return null;
  const read = withNestedChatsRead(withJsonStringsRead(value, maxDepth));
  const record = typeof read === 'object' && read !== null && recordDepth(read, maxDepth) <= maxDepth ? read : value;
  return recordText(withoutMachineValues(record) ?? record);
}

/**
 * A value machines write for machines: a UUID, a hex digest, a date with a time (ISO 8601). A reader passes over
 * them; as text they are runs of digits and letters that outweigh the words around them (a RapidPro run's node
 * uuids and step times beside the customer's replies: the 209th held-out part's SMS exchange, 0.18 whole).
 */
const MACHINE_VALUE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24,}|\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)$/iu;

/** The record without its machine values (MACHINE_VALUE), and without the objects and lists left empty; undefined when nothing is left. */
function withoutMachineValues(value: unknown): unknown {
  if (typeof value === 'string') return MACHINE_VALUE.test(value.trim()) ? undefined : value;
  if (Array.isArray(value)) {
    const kept = value.map(withoutMachineValues).filter((v) => v !== undefined);
    return kept.length === 0 && value.length > 0 ? undefined : kept;
  }
  if (isJsonObject(value)) {
    const entries = Object.entries(value).flatMap(([k, v]) => {
      const kept = withoutMachineValues(v);
      return kept === undefined ? [] : [[k, kept] as const];
    });
    return entries.length === 0 && Object.keys(value).length > 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/**
 * A record after a few lines of something else, read as jsonRecordText reads a record, the lines before it kept:
 * the command that printed it (`$ aws sqs receive-message …` above its JSON), the file it was extracted from, a
 * log line's header. Only where the JSON is the whole rest of the text and parses: the 159th and 161st held-out
 * parts' RSMF manifest and SQS message held a BFCL memory question in a message body (0.04 and 0.40 whole), and
 * read as records its `body` or its body's `question` is a line of its own. Tried after the template readers: a
 * template above the JSON that fills it is a template (templateText.ts).
 */
export function trailingRecordText(text: string, maxDepth: number = INGEST_DEFAULTS.maxSchemaDepth): string | null {
  const trimmed = text.trim();
  if (!trimmed.endsWith('}') && !trimmed.endsWith(']')) return null;
  let at = 0;
  for (let line = 0; line < MAX_PREAMBLE_LINES; line++) {
    const lineStart = at;
    at = trimmed.indexOf('\n', at) + 1;
    if (at === 0) return null;
    // A line of JSON before it makes the text JSON lines (a JSONL file), not a record after a preamble.
    if (JSON_OPENING.test(trimmed.slice(lineStart, at - 1).trimStart())) return null;
    const rest = trimmed.slice(at).trimStart();
    if (!JSON_OPENING.test(rest) || !bracketed(rest)) continue;
    const read = bracketedRecordText(rest, maxDepth);
    if (read !== null) return `${trimmed.slice(0, at).trim()}\n\n${read}`;
  }
  return null;
}

/**
 * JSON Lines — two records or more, a JSON object a line — as jsonRecordText reads each record, a blank line
 * between them; the lines numbered as `grep -n` or `cat -n` prints them (`43:{…}`) too, and after a few lines of
 * something else (the command that printed them), those lines kept. A log of an eval run (OpenAI Evals' events,
 * one sample's `sampling` and `match`) holds a memory question in one record's `prompt` among run ids and
 * timestamps, read as one line of syntax each (the 206th held-out part's grep of an evals log, 0.17 whole).
 */
export function jsonLinesText(text: string, maxDepth: number = INGEST_DEFAULTS.maxSchemaDepth): string | null {
  if (!text.includes('\n')) return null;
  const whole = jsonLinesOf(text, maxDepth);
  if (whole !== null) return whole;
  return afterPreamble(text, (rest) => LINE_NUMBER.test(rest.trimStart()) || rest.trimStart().startsWith('{'), (rest) => jsonLinesOf(rest, maxDepth));
}

/** A line number as grep -n and cat -n print one before a line. */
const LINE_NUMBER = /^\d+(?::|\t|\s{2,})(?=\{)/u;

function jsonLinesOf(text: string, maxDepth: number): string | null {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length < 2) return null;
  const records: string[] = [];
  for (const line of lines) {
    const json = line.replace(LINE_NUMBER, '');
    if (!json.startsWith('{') || !json.endsWith('}')) return null;
    const read = bracketedRecordText(json, maxDepth);
    if (read === null) return null;
    records.push(read);
  }
  return records.join('\n\n');
}

/**
 * The record with each string that holds a JSON object or array replaced by what it holds, at any depth: APIs
 * serialise nested JSON into strings (a chat completion's tool-call `arguments`, a Flowise chatflow's `flowData`
 * and `chatbotConfig`), and escaped so, a task's sentence was one line of quoted, backslashed text among the
 * record's ids — a BFCL memory question among a chatflow's starter prompts scored 0.12 whole (the eighty-sixth
 * held-out part). Decoded, it is a `prompt:` line of its own. Strings nested in strings are read too, as deep as
 * they go, each no deeper than `maxDepth`; the caller keeps the record as written when reading them nests it
 * deeper than that.
 */
export function withJsonStringsRead(value: unknown, maxDepth: number): unknown {
  if (typeof value === 'string') {
    const t = value.trim();
    const inner = t.length < 2 ? undefined : ((bracketed(t) ? jsonOf(t) : undefined) ?? truncatedJsonOf(t, maxDepth));
    // A string nesting deeper than records are read is kept as written (and never walked: the stack).
    return typeof inner === 'object' && inner !== null && recordDepth(inner, maxDepth) <= maxDepth ? withJsonStringsRead(inner, maxDepth) : value;
  }
  if (Array.isArray(value)) return value.map((v) => withJsonStringsRead(v, maxDepth));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withJsonStringsRead(v, maxDepth)]));
  return value;
}

/** Whether a (trimmed) text opens and closes as a JSON object or list does: the only texts worth parsing whole. */
function bracketed(text: string): boolean {
  return (text.startsWith('{') && text.endsWith('}')) || (text.startsWith('[') && text.endsWith(']'));
}

/** How JSON opens a record or a list of them: `{"`, `[{`, `["`, `[[`, not `[Enum]` or `{name}`. */
const JSON_OPENING = /^(?:\{\s*"|\[\s*[[{"])/u;

/**
 * What a string of JSON cut off at a length limit holds, as far as it goes: a trace exporter cuts an attribute
 * at its limit (OpenTelemetry's `attribute_value_length_limit`, 1,024 characters in a held-out Jaeger span), and
 * the chat messages serialised into it, the user's question among them, no longer parse as JSON — so they stayed
 * one quoted line with the system prompt before them (0.02 to the BFCL question they hold). `partial-json`, the
 * parser streaming LLM clients use for JSON still arriving, reads such a prefix, the last string cut where the
 * limit fell; only a string opening as JSON does, and only an object or a list with something in it counts.
 */
export function truncatedJsonOf(text: string, maxDepth: number): unknown {
  // The parser recurses: a cut string nesting past the limit is not read (and never overflows the stack).
  if (!JSON_OPENING.test(text) || bracketDepth(text, maxDepth) > maxDepth) return undefined;
  try {
    const read: unknown = parsePartialJson(text);
    return typeof read === 'object' && read !== null && Object.keys(read).length > 0 ? read : undefined;
  } catch {
    return undefined;
  }
}

/** How deep the brackets of a JSON text nest outside its strings, counted no further than `stopAbove` + 1. */
function bracketDepth(text: string, stopAbove: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > deepest && (deepest = depth) > stopAbove) return deepest;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/**
 * The record with each list of chat turns in it (a logged request's `messages`, a trace's `input`) as the chat's
 * `role: text` lines (ingest/chatRecord.ts chatLines: tool calls and results left out), as a chat record given whole
 * is read: a gateway's log row holds the request it forwarded, its user's turns among the tool traffic as objects
 * of `role` and `content` lines (the eighty-ninth held-out part's Helicone row of a BFCL conversation).
 */
export function withNestedChatsRead(value: unknown): unknown {
  if (Array.isArray(value)) {
    // A list of turns none of which holds text (only tool traffic, or content no reader knows) is kept as written.
    const lines = isChat(value) ? chatLines(value).split('\n').filter(Boolean) : [];
    return lines.length > 0 ? lines : value.map(withNestedChatsRead);
  }
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNestedChatsRead(v)]));
  return value;
}
