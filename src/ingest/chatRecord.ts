// A task given as a recorded chat, in the forms trainers store trajectories in, read as one `role: content` line
// per turn: OpenAI's fine-tuning `messages` (assistant turns carrying `tool_calls` and no content, `tool` turns with
// results), Anthropic's content blocks (`text`, `tool_use`, `tool_result`; a top-level `system`), Gemini's
// `contents` (`parts` of `text`, `functionCall`, `functionResponse`; a `systemInstruction`), and ShareGPT's
// `conversations` of `{from, value}` turns (`human`, `gpt`, with `function_call` and `observation` turns for the
// tool traffic, as ToolACE and Hermes function-calling rows write them), and Cohere's v1 chat request (a `preamble`,
// a `chat_history` of `{role: USER | CHATBOT | TOOL, message}` turns, the user's new `message`, its tool
// declarations beside them). Such a record may be
// the task's list of messages or its text, one dataset line dumped as JSON: read as given, a Gemini turn had no
// content and a dumped line was one line of escaped JSON (a held-out Gemini trace of a VehicleControlAPI
// conversation scored 0.20 against it). The task is what the user is given and says: the system prompt, the user's
// turns and the assistant's words. The tool calls and their results are the trajectory's other side — JSON the
// suite task, written from the user's side, does not hold — and are left out: with them the same trace scored 0.55,
// without them it is found; a TradingBot trace 0.48 against 0.65.
import { isJsonObject, jsonOf } from '../core/json.js';

/** The turns of a list of chat messages, one `role: text` line each; turns with no text left out. */
export function chatLines(messages: readonly unknown[]): string {
  return messages.map(turnLine).filter((line) => line !== '').join('\n');
}

/** A list of chat turns: every item an object with a role (`role`, ShareGPT's `from`) and content. */
export const isChat = (list: unknown[]): boolean =>
  list.length > 0 &&
  list.every((t) => {
    if (typeof t !== 'object' || t === null || Array.isArray(t)) return false;
    const turn = t as Record<string, unknown>;
    return (typeof turn.role === 'string' || typeof turn.from === 'string') && (turn.content !== undefined || turn.value !== undefined || turn.parts !== undefined);
  });

/**
 * The turns of a text that is a whole chat record as JSON (`{"messages": […]}`, `{"contents": […]}`, with its
 * system prompt), or the list of its messages alone (`[{"role": "user", "content": […]}, …]`, as a
 * vision-language dataset stores an OpenAI request's messages, image parts beside the text), one line each; null
 * for any other text.
 */
export function chatRecord(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') && trimmed.endsWith(']') && /"(?:role|from)"\s*:/.test(trimmed)) return chatList(trimmed);
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}') || !/"(?:messages|contents|conversations|chat_history|preamble)"\s*:/.test(trimmed)) return null;
  const record = jsonOf(trimmed);
  if (!isJsonObject(record)) return null;
  const { messages, contents, conversations, system, systemInstruction, preamble } = record;
  const turns = [messages, contents, conversations].find(Array.isArray) ?? cohereTurns(record);
  if (!turns) return null;
  const systemText = typeof system === 'string' ? system : typeof preamble === 'string' ? preamble : contentText(system ?? (systemInstruction as { parts?: unknown } | undefined)?.parts);
  const lines = chatLines(turns);
  // A help desk's export lists `messages` or `conversations` too, each a `body_text` beside ids and flags: no
  // turn of a chat, so the record is read as any other (jsonRecordText), its subject and description with it.
  if (!lines && !systemText) return null;
  return systemText ? `system: ${systemText}${lines ? `\n${lines}` : ''}` : lines;
}

/** A JSON list that is chat turns (isChat), as its lines; null for any other list, or one with no turn of text. */
function chatList(json: string): string | null {
  const list = jsonOf(json);
  if (!Array.isArray(list) || !isChat(list)) return null;
  return chatLines(list) || null;
}

/** Cohere v1's turns: its `chat_history`, then the user's new `message`; null for a record that is no such request. */
function cohereTurns(record: Record<string, unknown>): unknown[] | null {
  const { chat_history: history, message } = record;
  if (typeof message !== 'string' || (history !== undefined && !Array.isArray(history))) return null;
  return [...(Array.isArray(history) ? history : []), { role: 'user', message }];
}

/**
 * Roles whose turns are tool traffic: results (OpenAI `tool`, older `function`, Llama's `ipython`, ShareGPT's
 * `observation`) and ShareGPT's `function_call`, the assistant's call written as a turn of its own.
 */
const TOOL_ROLES = new Set(['tool', 'function', 'ipython', 'observation', 'function_call']);

/** One turn as a line: `user: …`, its text parts joined; a tool's turn, tool calls and results left out. */
function turnLine(turn: unknown): string {
  if (typeof turn !== 'object' || turn === null) return '';
  // ShareGPT writes a turn as `{from, value}` (`human`, `gpt`, `system`), Cohere as `{role, message}` (`USER`, `CHATBOT`).
  const { from, value, message } = turn as { from?: unknown; value?: unknown; message?: unknown };
  const { role = from, content = value ?? message, parts } = turn as { role?: unknown; content?: unknown; parts?: unknown };
  if (typeof role === 'string' && TOOL_ROLES.has(role.toLowerCase())) return '';
  const text = contentText(content ?? parts);
  if (text === '') return '';
  return typeof role === 'string' && role !== '' ? `${role}: ${text}` : text;
}

/** A content's text: a string, or its text parts joined (tool calls and results are none). */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  // MCP's sampling messages hold one part as the content (`{type: "text", text}`), not a list of them.
  if (!Array.isArray(content)) return typeof content === 'object' && content !== null ? partText(content) : '';
  return content
    .map(partText)
    .filter((p) => p !== '')
    .join(' ');
}

/**
 * A part's text: a string or `{text}` (OpenAI, Anthropic and Gemini parts alike), or OpenTelemetry's GenAI
 * `{type: "text", content}` (the `gen_ai.input.messages` a trace records); a tool call or result has none.
 */
function partText(part: unknown): string {
  if (typeof part === 'string') return part;
  if (typeof part !== 'object' || part === null) return '';
  const { text, type, content } = part as { text?: unknown; type?: unknown; content?: unknown };
  if (typeof text === 'string') return text;
  return type === 'text' && typeof content === 'string' ? content : '';
}
