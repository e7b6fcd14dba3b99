// A task's text holding a captured stream of a model API's events — Server-Sent Events, one `data: {…}` line
// each — read as what the stream's deltas add up to. A proxy capture, a HAR body or a debug log keeps a streamed
// reply as it came: dozens of events of ids, indexes and usage counts, each adding a few characters of text, or of
// a tool call's JSON input cut mid-word (Anthropic's `input_json_delta`, OpenAI's `tool_calls[].function.arguments`).
// A user-simulator brief that only exists inside such a tool input (the hundred-and-fiftieth held-out part's
// capture of a scenario generator writing tau-bench retail test_103) was unreadable there, 0.16 whole. Each run of
// stream lines is read as its pieces joined, per content block: text as a paragraph, a tool input as its record
// (recordText.ts, a cut one read as far as it goes); the events holding no piece are left out, and a run with none
// is kept as written.
import { INGEST_DEFAULTS } from '../core/defaults.js';
import { isJsonObject, jsonOf } from '../core/json.js';
import { jsonRecordText, recordText, truncatedJsonOf } from './recordText.js';

/** Fewest `data:` events of JSON a text needs before it is read as a stream: one or two are a line that happens to say `data:`. */
const MIN_EVENTS = 3;
/** A line of an event stream: a field (`data:`, `event:`, `id:`, `retry:`), a comment (`:`) or the blank line ending an event. */
const STREAM_LINE = /^(?:data:|event:|id:|retry:|:|\s*$)/u;
const DATA = /^data:\s?(.*)$/u;
/** Keys whose strings, under a `delta`, are pieces of a tool's JSON input rather than of text. */
const JSON_PIECES = new Set(['partial_json', 'arguments']);
const TEXT_PIECES = new Set(['text', 'content', 'thinking', 'partial_json', 'arguments']);

interface Piece {
  channel: string;
  json: boolean;
  text: string;
}

/** `text` with each run of its event-stream lines read as the pieces they stream, joined; null when it holds no stream. */
export function streamText(text: string, maxDepth?: number): string | null {
  if (!text.includes('data:')) return null;
  const lines = text.split('\n');
  let events = 0;
  for (const line of lines) if (DATA.test(line) && isJsonObject(jsonOf(line.replace(DATA, '$1')))) events++;
  if (events < MIN_EVENTS) return null;
  const out: string[] = [];
  let read = false;
  for (let at = 0; at < lines.length; ) {
    if (!DATA.test(lines[at] as string) && !/^event:/u.test(lines[at] as string)) {
      out.push(lines[at] as string);
      at++;
      continue;
    }
    let end = at;
    while (end < lines.length && STREAM_LINE.test(lines[end] as string)) end++;
    const joined = joinedPieces(lines.slice(at, end), maxDepth);
    if (joined === null) out.push(...lines.slice(at, end));
    else {
      out.push(joined);
      read = true;
    }
    at = end;
  }
  return read ? out.join('\n') : null;
}

/** The pieces the stream's events add up to, per channel in the order each began; null when they hold none. */
function joinedPieces(lines: readonly string[], maxDepth: number | undefined): string | null {
  const channels = new Map<string, { json: boolean; parts: string[] }>();
  for (const line of lines) {
    const match = DATA.exec(line);
    if (!match) continue;
    const event = jsonOf(match[1] as string);
    if (!isJsonObject(event)) continue;
    for (const piece of piecesOf(event)) {
      let channel = channels.get(piece.channel);
      if (!channel) channels.set(piece.channel, (channel = { json: piece.json, parts: [] }));
      channel.parts.push(piece.text);
    }
  }
  const read = [...channels.values()]
    .map(({ json, parts }) => {
      const whole = parts.join('');
      return json ? (toolInputText(whole, maxDepth) ?? whole) : whole;
    })
    .filter((t) => t.trim() !== '');
  return read.length === 0 ? null : read.join('\n\n');
}

/**
 * A tool's streamed JSON input as its record: whole, or as far as it goes when the capture stops mid-stream (as
 * recordText.ts reads a JSON string cut at a length limit, with its guards).
 */
function toolInputText(json: string, maxDepth: number = INGEST_DEFAULTS.maxSchemaDepth): string | null {
  const whole = jsonRecordText(json, maxDepth);
  if (whole !== null) return whole;
  const partial = truncatedJsonOf(json.trim(), maxDepth);
  return isJsonObject(partial) ? recordText(partial) : null;
}

/**
 * The strings an event streams under a `delta`: Anthropic's `delta.text` and `delta.partial_json`, OpenAI's
 * `choices[].delta.content` and `…tool_calls[].function.arguments`, the Responses API's `delta` string. The
 * channel is where they belong — the event's content-block index, the choice and tool-call indexes — so that
 * pieces of two blocks interleaved in one stream are joined apart.
 */
function piecesOf(event: Record<string, unknown>): Piece[] {
  const out: Piece[] = [];
  const block = typeof event['index'] === 'number' ? `b${event['index']}` : '';
  if (typeof event['delta'] === 'string') out.push({ channel: `${block}|${String(event['item_id'] ?? event['output_index'] ?? '')}`, json: String(event['type'] ?? '').includes('arguments'), text: event['delta'] });
  const walk = (value: unknown, channel: string, inDelta: boolean, key: string): void => {
    if (typeof value === 'string') {
      if (inDelta && TEXT_PIECES.has(key)) out.push({ channel: `${channel}|${JSON_PIECES.has(key) ? 'json' : 'text'}`, json: JSON_PIECES.has(key), text: value });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const index = isJsonObject(item) && typeof item['index'] === 'number' ? item['index'] : i;
        walk(item, `${channel}.${key}${index}`, inDelta, key);
      });
      return;
    }
    if (!isJsonObject(value)) return;
    for (const [k, v] of Object.entries(value)) walk(v, channel, inDelta || k === 'delta', k);
  };
  for (const [k, v] of Object.entries(event)) if (k !== 'delta' || typeof v !== 'string') walk(v, block, k === 'delta', k);
  return out;
}
