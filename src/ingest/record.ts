// Validates one untrusted manifest record with zod and turns it into a canonical Environment.
// zod checks the envelope (id, family, tools, tasks, their types); the content of schemas is arbitrary JSON
// and is normalised by jsonSchema.ts and state.ts. Any problem rejects the whole record with the field path.
import { z } from 'zod';
import type { IngestLimits } from '../core/defaults.js';
import type { Environment, Origin, Side, StateSchema, Task, Tool, ToolForm } from '../core/types.js';
import { isJsonObject } from '../core/json.js';
import { foldWhitespace } from '../core/text.js';
import { taskPassages } from '../facets/index.js';
import { plainText } from '../core/plainText.js';
import { terminalText } from '../core/damagedText.js';
import { castText } from './asciicast.js';
import { chatLines, chatRecord } from './chatRecord.js';
import { parameterList, parameterLists } from './parameterLists.js';
import { jsonLinesText, jsonRecordText, recordDepth, recordText, trailingRecordText } from './recordText.js';
import { untemplated } from './chatTemplate.js';
import { transcriptLines, withoutBubbleChrome } from './transcript.js';
import { wordXmlText } from './wordXmlText.js';
import { htmlText } from './htmlText.js';
import { xmlText } from './xmlText.js';
import { consoleTableText } from './consoleTable.js';
import { fixText } from './fixText.js';
import { cefText } from './cefText.js';
import { cmTraceText } from './cmTraceText.js';
import { roffText } from './roffText.js';
import { templateText } from './templateText.js';
import { latexText } from './latexText.js';
import { logfmtLines } from './logfmtLines.js';
import { streamText } from './streamText.js';
import { dictationText } from './dictationText.js';
import { calendarText, mailText } from './mailText.js';
import { csvRecordText } from './csvRecordText.js';
import { tabularTurns } from './tabularTurns.js';
import { hexDumpText } from './hexDumpText.js';
import { hl7Text } from './hl7Text.js';
import { loadFileText } from './loadFileText.js';
import { normalizeSchema } from './jsonSchema.js';
import { documentedTool } from './documentedTool.js';
import { idlTool } from './idlTool.js';
import { nameKey, renderedTool } from './renderedTool.js';
import { RecordProblem, fieldPath, type WarnFn } from './problems.js';
import { readState } from './state.js';
import { expandToolGroups } from './toolGroups.js';

const JsonObject = z.record(z.string(), z.unknown());
// Lengths are checked against the limits after parsing (checkLengths), so that they can be options.
const Text = z.string();
// Ids become parts of item ids and lines of manifest files: no control characters (newlines above all), and
// no lone UTF-16 surrogate (a `\ud800` escape with no pair): UTF-8 outputs cannot carry one, so it would print
// as U+FFFD and two such ids would collide. Ids are kept exactly as given, white space included: an id is the
// key a decontaminated manifest must name the record by (toolbench has ids with a trailing space), and
// trimming would merge `a` and `a ` silently; edge white space is warned about instead (`id_whitespace`).
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const noLoneSurrogate = (s: string) => !LONE_SURROGATE.test(s);
const LONE_SURROGATE_MESSAGE = 'contains a lone UTF-16 surrogate, which no UTF-8 output can carry';
const Id = z
  .string()
  .refine((s) => s.trim() !== '', 'must not be empty or only white space')
  .regex(/^[^\p{Cc}]*$/u, 'contains control characters')
  .refine(noLoneSurrogate, LONE_SURROGATE_MESSAGE);

/**
 * OpenAI wraps the tool in `{type: "function", function: {...}}`, Bedrock's Converse API in `{toolSpec: {...}}`;
 * unwrap so one shape validates all forms. Parameters given as a list of named entries (Qwen-Agent's form) are
 * read as the JSON Schema they declare (parameterLists.ts parameterList); a list naming no parameter is left to be
 * rejected, but an empty one declares none.
 */
function unwrapTool(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  for (const [key, form] of [['function', 'openai'], ['toolSpec', 'bedrock']] as const) {
    const inner = (value as Record<string, unknown>)[key];
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) return withListedParameters({ ...inner, 'x-form': form });
  }
  return withListedParameters(value as Record<string, unknown>);
}

function withListedParameters(tool: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(tool.parameters)) return tool;
  const schema = tool.parameters.length === 0 ? { type: 'object', properties: {} } : parameterList(tool.parameters);
  return schema ? { ...tool, parameters: schema } : tool;
}

/** The name ingest reads a raw tool entry by — its own, or the OpenAI or Bedrock tool's it wraps — trimmed; undefined for none. */
export function rawToolName(value: unknown): string | undefined {
  const tool = unwrapTool(value);
  return isJsonObject(tool) && typeof tool.name === 'string' ? tool.name.trim() : undefined;
}

const RawTool = z.preprocess(
  unwrapTool,
  z.looseObject({
    name: z.string().trim().min(1, 'tool has no name').refine(noLoneSurrogate, LONE_SURROGATE_MESSAGE),
    description: Text.nullish(),
    parameters: JsonObject.nullish(),
    inputSchema: JsonObject.nullish(),
    input_schema: JsonObject.nullish(),
  }),
);

const TaskId = z.union([Id, z.number().int().transform(String)]);
/** A task's text fields, the first present read: a chat under `messages`, ShareGPT's `conversations`, Gemini's `contents`. */
const TEXT_KEYS = ['text', 'instruction', 'query', 'question', 'prompt', 'messages', 'conversations', 'contents'] as const;
/** A chat as the OpenAI and most trainers write it: messages with a role and a content (a string, or parts). */
const ChatMessages = z.array(
  z.looseObject({
    role: z.string().optional(),
    // Parts of any kind: text, tool calls and results (Anthropic blocks, Gemini `parts`; chatRecord.ts).
    content: z.union([Text, z.array(z.union([Text, z.looseObject({ text: Text.optional() })]))]).nullish(),
    parts: z.array(z.union([Text, z.looseObject({ text: Text.optional() })])).nullish(),
  }),
);
/**
 * A task's text: a string, a chat, a chat in turns (BFCL's multi-turn `question`: a list of each turn's messages),
 * or a structured spec (an RL episode's goal and reward), read as its JSON.
 */
const TaskText = z.union([Text, ChatMessages, z.array(ChatMessages), JsonObject]).optional();
const RawTask = z.union([
  Text,
  z.looseObject({
    id: TaskId.optional(),
    task_id: TaskId.optional(),
    text: TaskText,
    instruction: TaskText,
    query: TaskText,
    question: TaskText,
    prompt: TaskText,
    messages: TaskText,
    conversations: TaskText,
    contents: TaskText,
  }),
]);

export const RawEnvironment = z.looseObject({
  id: Id,
  family: z.string().max(512).refine(noLoneSurrogate, LONE_SURROGATE_MESSAGE).nullish(),
  source: z.string().max(2048).nullish(),
  tools: z.array(RawTool).nullish(),
  state_schema: z.unknown().optional(),
  state: z.unknown().optional(),
  tasks: z.array(RawTask).nullish(),
  meta: JsonObject.nullish(),
});
type RawEnvironment = z.infer<typeof RawEnvironment>;
type RawToolValue = z.infer<typeof RawTool>;

/** The `id` of a record if it has a usable one, for naming rejects; never throws. */
export function peekId(value: unknown): string | undefined {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id.slice(0, 512) : undefined;
}

/** Validates `value` into an Environment, or throws RecordProblem naming the field. */
export function readEnvironment(value: unknown, side: Side, origin: Origin, limits: IngestLimits, warn: WarnFn): Environment {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RecordProblem('invalid_field', '', `expected an environment object, got ${Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value}`);
  }
  // Gemini's groups of function declarations, read as tools (toolGroups.ts); messages name each where it is.
  const listed = (value as { tools?: unknown }).tools;
  const grouped = Array.isArray(listed) ? expandToolGroups(listed, warn) : null;
  const toolAt = (i: number) => grouped?.at[i] ?? `tools[${i}]`;
  const parsed = RawEnvironment.safeParse(grouped ? { ...value, tools: grouped.tools } : value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path ?? [];
    const rest = fieldPath(path.slice(2));
    const field = path[0] === 'tools' && typeof path[1] === 'number' ? `${toolAt(path[1])}${rest === '' || rest.startsWith('[') ? '' : '.'}${rest}` : fieldPath(path);
    throw new RecordProblem('invalid_field', field, issue?.message ?? 'invalid record');
  }
  const raw = parsed.data;
  checkLengths(raw, limits, toolAt);
  if (raw.id !== raw.id.trim()) warn('id_whitespace', 'id', `id ${JSON.stringify(raw.id)} has leading or trailing white space; kept as given`);
  const tools = readTools(raw, limits, warn, toolAt);
  const tasks = readTasks(raw, limits, warn);
  // State text that is no DDL is warned about and left out when there are tools or tasks to audit; alone, it
  // is the reason the record says nothing (`not_ddl`).
  const state = readState(raw.state_schema, raw.state, limits, warn, { unreadDdl: tools.length + tasks.length > 0 ? 'warn' : 'reject' });
  rejectDuplicateTables(state);
  if (tools.length === 0 && !state && tasks.length === 0) {
    throw new RecordProblem('empty_environment', 'tools', 'environment has nothing to audit: no tools, no state schema and no tasks');
  }
  if (tools.length === 0) warn('no_tools', 'tools', 'environment has no tools; its state and tasks are still audited');
  return {
    id: raw.id,
    side,
    family: raw.family?.trim() || 'unknown',
    source: raw.source?.trim() ?? '',
    origin,
    tools,
    state,
    tasks,
    meta: raw.meta ?? {},
  };
}

/** The length limits (IngestLimits.maxIdChars, maxTextChars), each reject naming the field and the limit. */
function checkLengths(raw: RawEnvironment, limits: IngestLimits, toolAt: (i: number) => string): void {
  const tooLong = (field: string, value: unknown, max: number, what: string) => {
    if (typeof value === 'string' && value.length > max) throw new RecordProblem('invalid_field', field, `${what} of ${value.length} characters is longer than ${max} (limit ${what === 'text' ? 'maxTextChars' : 'maxIdChars'})`);
  };
  tooLong('id', raw.id, limits.maxIdChars, 'id');
  tooLong('family', raw.family, limits.maxIdChars, 'id');
  (raw.tools ?? []).forEach((tool, i) => {
    tooLong(`${toolAt(i)}.name`, tool.name, limits.maxIdChars, 'id');
    tooLong(`${toolAt(i)}.description`, tool.description, limits.maxTextChars, 'text');
  });
  (raw.tasks ?? []).forEach((task, i) => {
    if (typeof task === 'string') return tooLong(`tasks[${i}]`, task, limits.maxTextChars, 'text');
    tooLong(`tasks[${i}].id`, task.id, limits.maxIdChars, 'id');
    for (const key of TEXT_KEYS) tooLong(`tasks[${i}].${key}`, task[key], limits.maxTextChars, 'text');
  });
}

/**
 * A task's raw text from its text field: a string as it is; a chat as one `role: content` line per message (so
 * that each turn is a part of its own: facets/passages.ts); a structured spec — an object in the text field, or a
 * task of fields and no text field at all (an RL episode's goal, reward and initial state) — as YAML (recordText.ts),
 * warned about (`task_text_from_fields`), for its values are what the agent is given and must be audited too.
 */
function taskText(body: Record<string, unknown>, key: string | undefined, field: string, maxDepth: number, warn: WarnFn): string {
  const value = key === undefined ? fieldsOf(body) : body[key];
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return chatLines(value.flatMap((turn: unknown) => (Array.isArray(turn) ? turn : [turn])));
  if (value === undefined) return '';
  const at = key === undefined ? field : `${field}.${key}`;
  if (typeof value !== 'object' || value === null) return String(value);
  if (recordDepth(value, maxDepth) > maxDepth) throw new RecordProblem('invalid_field', at, `task fields nested deeper than ${maxDepth} levels (limit maxSchemaDepth)`);
  warn('task_text_from_fields', at, `task has no text ${key === undefined ? 'field' : 'string'}; its fields are read as its text, as YAML`);
  return recordText(value);
}

/**
 * A task's text as a reader sees it (core/plainText.ts), a chat template's turns and a chat record dumped as JSON
 * as `role: content` lines (chatTemplate.ts, chatRecord.ts), any other record dumped as JSON as YAML
 * (recordText.ts), a CSV or TSV table of turns as `role: content` lines (tabularTurns.ts), a timed transcript as
 * `speaker: words` lines and a message app's bubble times and delivery marks dropped (transcript.ts), a logfmt record's fields as `key: value` lines (logfmtLines.ts), LaTeX as
 * its paper reads (latexText.ts), a stored e-mail, calendar or vCard as its client shows it (mailText.ts), an HTML page as a
 * browser shows it (htmlText.ts), a template beside the data that fills it as the text it renders (templateText.ts), a
 * manual page's roff source as `man` shows it (roffText.ts), FIX messages as their named fields (fixText.ts), CEF and
 * LEEF events as theirs (cefText.ts): for tasks of manifests and of tasks files alike.
 */
export function taskTextAsRead(written: string, maxDepth?: number): string {
  // A byte dump is read as the text it dumps first, so that the readers below see that text's form (a JSON file).
  // A terminal's escape sequences are undone first too, so that its screen's lines are what the readers see.
  const text = terminalText(hexDumpText(written) ?? castText(written) ?? written);
  const read = logfmtLines(withoutBubbleChrome(transcriptLines(untemplated(plainText(latexText(chatRecord(text) ?? jsonRecordText(text, maxDepth) ?? jsonLinesText(text, maxDepth) ?? fixText(text) ?? cefText(text) ?? cmTraceText(text) ?? tabularTurns(text) ?? csvRecordText(text) ?? hl7Text(text) ?? loadFileText(text) ?? mailText(text) ?? calendarText(text) ?? wordXmlText(text) ?? xmlText(text) ?? htmlText(text, maxDepth) ?? templateText(text) ?? trailingRecordText(text, maxDepth) ?? streamText(text, maxDepth) ?? roffText(text) ?? consoleTableText(text) ?? dictationText(text) ?? text))))));
  // A form a reader took the text for and found nothing in is not the text's form: its words are still there,
  // and a task read as empty rejects its whole environment.
  return read.trim() === '' && HAS_WORD.test(text) ? plainText(text) : read;
}

const HAS_WORD = /[\p{L}\p{N}]/u;

/** A task's fields but its id, when it has any: none makes it a task without text. */
function fieldsOf(body: Record<string, unknown>): Record<string, unknown> | undefined {
  const { id: _id, task_id: _taskId, ...rest } = body;
  return Object.keys(rest).length > 0 ? rest : undefined;
}


/**
 * A text with lone surrogates is kept (one bad character does not make a task unreadable) but made well
 * formed, each lone surrogate as U+FFFD, and counted (`lone_surrogate`): its canonical text, hash and every
 * output then agree, where before the artifacts showed U+FFFD for a text hashed with the surrogate.
 */
function wellFormed(text: string, field: string, warn: WarnFn): string {
  if (!LONE_SURROGATE.test(text)) return text;
  warn('lone_surrogate', field, 'text holds a lone UTF-16 surrogate, kept as U+FFFD');
  return text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
}

function readTools(raw: RawEnvironment, limits: IngestLimits, warn: WarnFn, toolAt: (i: number) => string): Tool[] {
  const seen = new Map<string, number>();
  return (raw.tools ?? []).map((tool, i) => {
    const at = toolAt(i);
    const first = seen.get(tool.name);
    if (first !== undefined) {
      throw new RecordProblem('duplicate_tool', `${at}.name`, `duplicate tool name '${tool.name}' (first at ${toolAt(first)})`);
    }
    seen.set(tool.name, i);
    const { form, schema, key } = toolSchema(tool);
    const given = schema !== undefined && schema !== null;
    // A description that is the tool's TypeScript rendering stands for its description, and for its parameters
    // when none are given (ingest/renderedTool.ts); with none given or an empty schema, so do parameters it
    // documents in a table, a docstring, SDK code or a JSON listing (ingest/documentedTool.ts, codeTool.ts).
    const typescript = renderedTool(tool.name, tool.description ?? '');
    // A description that is the tool's definition in an IDL (Avro, Thrift, WSDL, …) stands for its description
    // as the rendering does, and for its parameters when none are given (ingest/idlTool.ts).
    const idl = typescript ? null : idlTool(tool.name, tool.description ?? '');
    // An empty schema (`{}`, an object of no properties) is what an SDK exports when its code holds the parameters.
    // A bare schema (types alone, nothing required) beside code or docs in the description that declare the same
    // parameters is a loose export of them: what the description declares is read instead.
    const bare = given && isBareSchema(schema);
    const candidate = typescript || idl || (given && !isEmptySchema(schema) && !bare) ? null : documentedTool(tool.name, tool.description ?? '');
    const documented = candidate && bare && !sameParameterNames(schema, candidate.parameters) ? null : candidate;
    const idlParameters = idl?.inputs && (!given || isEmptySchema(schema) || (bare && sameParameterNames(schema, idl.parameters))) ? idl : null;
    const rendered = typescript ?? idl ?? documented;
    if (idl) {
      const what = idlParameters ? 'its description and parameters are read from it' : "its description is read from the definition's doc strings";
      warn('schema_from_description', `${at}.description`, `description is the tool's definition in ${idl.idl}; ${what}`);
    } else if (typescript) {
      const what = given ? 'its description is read from the comments' : 'its description and parameters are read from it';
      warn('schema_from_description', `${at}.description`, `description is OpenAI's TypeScript rendering of the tool (type ${tool.name} = …); ${what}`);
    } else if (documented) {
      const declared = bare ? 'declares its parameters by type alone, and its description declares the same ones' : 'declares no parameters, but its description documents them';
      warn('schema_from_description', `${at}.description`, `tool ${declared} (a Markdown or space-aligned table, Sphinx fields, a numpydoc section, a Python signature, a Pydantic model, a TypeScript interface, a Zod shape, an annotated Java method, a Go struct, a protobuf message or a JSON listing); they are read from it`);
    } else if (!given) {
      const other = UNREAD_PARAMETER_KEYS.find((k) => typeof tool[k] === 'object' && tool[k] !== null);
      if (other) warn('schema_unrecognized', `${at}.${other}`, `tool has no parameters, inputSchema or input_schema but a '${other}' field, which is not read; read as taking no arguments`);
    }
    // Read from the description: documented parameters, or a rendering's when none are given.
    const described = documented ?? idlParameters ?? (given ? null : typescript);
    const parameters = described ? described.parameters : given ? schema : { type: 'object', properties: {} };
    return {
      name: tool.name,
      description: wellFormed(foldWhitespace(rendered ? rendered.description : (tool.description ?? '')), `${at}.description`, warn),
      parameters: normalizeSchema(parameters, described ? `${at}.description` : `${at}.${key}`, limits, warn, { toolParameters: true, required: tool.required }),
      form,
    };
  });
}

/** Where a Gemini function declaration may give its parameters as JSON Schema (REST and SDK spellings). */
const GEMINI_JSON_SCHEMA_KEYS = ['parametersJsonSchema', 'parameters_json_schema'] as const;

/** Fields some authors put a tool's parameters under that no published tool form uses: warned about, not guessed. */
const UNREAD_PARAMETER_KEYS = ['params', 'arguments', 'args', 'schema', 'input'] as const;

function toolSchema(tool: RawToolValue): { form: ToolForm; schema: unknown; key: string } {
  // Bedrock nests the JSON Schema one level down: `inputSchema: {json: {...}}`.
  const json = tool.inputSchema?.json;
  if (tool['x-form'] === 'bedrock' || (json !== null && typeof json === 'object' && !Array.isArray(json) && Object.keys(tool.inputSchema ?? {}).length === 1)) {
    return { form: 'bedrock', schema: json ?? tool.inputSchema, key: json === undefined ? 'inputSchema' : 'inputSchema.json' };
  }
  if (tool.inputSchema) return { form: 'mcp', schema: tool.inputSchema, key: 'inputSchema' };
  if (tool.input_schema) return { form: 'anthropic', schema: tool.input_schema, key: 'input_schema' };
  if (tool['x-form'] === 'gemini') {
    // A declaration's parameters are an OpenAPI schema (`parameters`) or, in newer APIs, a JSON Schema.
    const key = tool.parameters ? 'parameters' : GEMINI_JSON_SCHEMA_KEYS.find((k) => isJsonObject(tool[k])) ?? 'parameters';
    return { form: 'gemini', schema: tool[key], key };
  }
  // Cohere's v1 tools: `parameter_definitions`, a map of each parameter's description, Python type name and
  // `required` flag — the properties-map form normalizeSchema reads (`str` a string, `List[str]` an array).
  if (!tool.parameters && isJsonObject(tool.parameter_definitions)) return { form: 'cohere', schema: tool.parameter_definitions, key: 'parameter_definitions' };
  const form: ToolForm = tool['x-form'] === 'openai' ? 'openai' : tool.parameters?.type === 'dict' ? 'bfcl' : 'plain';
  // A RapidAPI endpoint from ToolBench's api_list: its parameters in two lists (parameterLists.ts).
  const listed = tool.parameters ? null : parameterLists(tool);
  if (listed) return { form, schema: listed, key: 'required_parameters' };
  return { form, schema: tool.parameters, key: 'parameters' };
}

/** A parameters schema that declares nothing: `{}`, or an object type without properties or any other keyword. */
/**
 * A schema of properties that say nothing but their type (an array's items likewise), none required: what an SDK
 * exports of parameters its code declares (every field a bare string of a "loose export").
 */
function isBareSchema(schema: unknown): boolean {
  if (!isJsonObject(schema) || !isJsonObject(schema.properties) || Object.keys(schema.properties).length === 0) return false;
  if (Array.isArray(schema.required) && schema.required.length > 0) return false;
  const bareProperty = (p: unknown, depth: number): boolean =>
    isJsonObject(p) && Object.keys(p).every((k) => k === 'type' || (k === 'items' && depth < 2 && bareProperty(p.items, depth + 1)));
  return Object.values(schema.properties).every((p) => bareProperty(p, 0));
}

/** Whether two schemas name the same parameters, style aside (`orderId`, `order_id`). */
function sameParameterNames(a: unknown, b: unknown): boolean {
  const names = (s: unknown): string =>
    isJsonObject(s) && isJsonObject(s.properties)
      ? Object.keys(s.properties)
          .map(nameKey)
          .sort()
          .join(' ')
      : '';
  return names(a) !== '' && names(a) === names(b);
}

function isEmptySchema(schema: unknown): boolean {
  if (!isJsonObject(schema)) return false;
  const { type, properties, required, ...rest } = schema;
  if (Object.keys(rest).some((k) => k !== 'description' && k !== 'title' && k !== '$schema')) return false;
  return (type === undefined || type === 'object' || type === 'dict') && (properties === undefined || (isJsonObject(properties) && Object.keys(properties).length === 0)) && (required === undefined || (Array.isArray(required) && required.length === 0));
}

function rejectDuplicateTables(state: StateSchema | null): void {
  const seen = new Set<string>();
  for (const table of state?.tables ?? []) {
    if (seen.has(table.name)) throw new RecordProblem('duplicate_table', 'state_schema', `table '${table.name}' is defined twice`);
    seen.add(table.name);
  }
}

function readTasks(raw: RawEnvironment, limits: IngestLimits, warn: WarnFn): Task[] {
  const seen = new Map<string, number>();
  return (raw.tasks ?? []).map((task, i) => {
    const body: Record<string, unknown> = typeof task === 'string' ? { text: task } : task;
    const id = typeof task === 'string' ? String(i) : (task.id ?? task.task_id ?? String(i));
    const key = TEXT_KEYS.find((k) => body[k] !== undefined && body[k] !== null);
    const raw = taskTextAsRead(taskText(body, key, `tasks[${i}]`, limits.maxSchemaDepth, warn), limits.maxSchemaDepth);
    if (raw.length > limits.maxTextChars) throw new RecordProblem('invalid_field', `tasks[${i}].${key ?? 'text'}`, `text of ${raw.length} characters is longer than ${limits.maxTextChars} (limit maxTextChars)`);
    const text = wellFormed(foldWhitespace(raw), `tasks[${i}].${key ?? 'text'}`, warn);
    if (!text) throw new RecordProblem('invalid_field', `tasks[${i}].text`, 'task has no text');
    const first = seen.get(id);
    if (first !== undefined) throw new RecordProblem('duplicate_task', `tasks[${i}].id`, `duplicate task id '${id}' (first at tasks[${first}])`);
    seen.set(id, i);
    // The whole text warned of a lone surrogate already; its parts get the same replacement silently.
    const passages = taskPassages(raw).map((p) => ({ ...p, text: wellFormed(p.text, '', () => undefined) }));
    return { id, text, from: 'inline', ...(passages.length > 0 ? { passages } : {}) };
  });
}
