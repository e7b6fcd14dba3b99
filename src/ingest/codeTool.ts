// A tool whose parameters are written only as the code an SDK derives its schema from, pasted into the
// description: a Zod shape (the MCP TypeScript SDK's `server.tool(name, text, { a: z.string() })`, the AI SDK's
// `parameters: z.object({…})`), a Java method annotated for LangChain4j (`@Tool` / `@P`) or Spring AI (`@Tool` /
// `@ToolParam`), a Go argument struct with `json` and `jsonschema` tags (mcp-go with invopop/jsonschema), or a
// protobuf request message (a gRPC method served as a tool). Read into JSON Schema parameters as documentedTool.ts
// reads a Pydantic model, and the code's own prose (the Zod object's `.describe()`, the `@Tool` text, the comment
// above the struct or the rpc) with the prose before the code as the description.
//
// Nothing here runs the code: the text is untrusted. Protobuf is parsed by protobufjs (already installed for the
// model's ONNX files), which reads the whole grammar with its comments; Zod (zodShape.ts), Java and Go are read by hand, as
// the narrow subset SDK authors write for tool arguments (a TypeScript or Java compiler would parse them at a
// dependency far larger than the reading), and anything outside it is no such tool.
import protobuf from 'protobufjs';
import { closingBracket, splitTopLevel, type BracketSyntax } from '../core/text.js';
import { codeStart, namedFor, proseBefore, type JsonSchema, type RenderedTool } from './renderedTool.js';
import { zodShape } from './zodShape.js';

/** The tool's parameters as code in its description declares them; null when it holds no such code. */
export function codeTool(name: string, text: string): RenderedTool | null {
  return zodShape(text) ?? javaToolMethod(name, text) ?? goArgsStruct(name, text) ?? protoRequest(name, text);
}

// ---- Java --------------------------------------------------------------------------------------------------

const JAVA_TYPES: Array<[RegExp, JsonSchema]> = [
  [/^(String|CharSequence|char|Character|UUID|LocalDate|LocalDateTime|Instant|ZonedDateTime|OffsetDateTime)$/, { type: 'string' }],
  [/^(int|Integer|long|Long|short|Short|byte|Byte|BigInteger)$/, { type: 'integer' }],
  [/^(double|Double|float|Float|BigDecimal|Number)$/, { type: 'number' }],
  [/^(boolean|Boolean)$/, { type: 'boolean' }],
  [/^(Map|HashMap|Object|JsonNode)\b/, { type: 'object' }],
];

/**
 * A Java method annotated `@Tool` (LangChain4j's `@Tool("text")` / `@Tool(name = …, value = …)`, Spring AI's
 * `@Tool(description = …)`), the one named after the tool or the only one: its parameters, described by `@P("…")`
 * or `@ToolParam(description = "…")`, required unless the annotation says `required = false`.
 */
function javaToolMethod(name: string, text: string): RenderedTool | null {
  if (!text.includes('@Tool')) return null;
  const found = javaToolMethods(text);
  const chosen = namedFor(found, name, (m) => m.name) ?? found.find((m) => annotationValue(m.annotation, 'name') === name);
  if (!chosen) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const raw of splitTopLevel(chosen.parameters, ',', { open: '(<[', close: ')>]', quotes: '"' })) {
    const annotations = [...raw.matchAll(/@(\w+)\s*(?:\(((?:"(?:\\.|[^"\\])*"|[^()"])*)\))?/g)];
    const rest = raw.replace(/@(\w+)\s*(?:\(((?:"(?:\\.|[^"\\])*"|[^()"])*)\))?/g, ' ').replace(/\bfinal\b/g, ' ').trim();
    const m = /^(.+?)\s+([A-Za-z_]\w*)$/.exec(rest);
    if (!m) continue;
    const [, type, field] = m as unknown as [string, string, string];
    const parameter = annotations.find((a) => a[1] === 'P' || a[1] === 'ToolParam');
    const schema = javaType(type.replace(/\s+/g, ''));
    const args = parameter?.[2] ?? '';
    const description = annotationValue(args, parameter?.[1] === 'P' ? 'value' : 'description');
    if (description) schema.description = description;
    properties[field] = schema;
    if (!/\brequired\s*=\s*false\b/.test(args)) required.push(field);
  }
  const own = annotationValue(chosen.annotation, 'value') || annotationValue(chosen.annotation, 'description');
  return { description: [proseBefore(text, codeStart(text, chosen.index)), own].filter(Boolean).join(' '), parameters: { type: 'object', properties, required } };
}

interface JavaMethod {
  /** The method's name, its `@Tool(…)` arguments and its parameter list, as written. */
  name: string;
  annotation: string;
  parameters: string;
  index: number;
}

/** Java's parentheses, its one-line `"…"` strings stepped over. */
const JAVA_PARENTHESES: BracketSyntax = { open: '(', close: ')', quotes: '"', escapes: true, lineStrings: true };

/**
 * Each `@Tool` (or `@Tool(…)`) and the method it annotates, `name(…) {` or `name(…) throws … {` within a line or
 * so of it. Scanned with bounded lookahead from each annotation, not by one pattern over the text: a pattern
 * had taken 13 s over 20,000 `@Tool x(` with no method after them.
 */
function javaToolMethods(text: string): JavaMethod[] {
  const out: JavaMethod[] = [];
  for (const m of text.matchAll(/@Tool\b/g)) {
    let at = m.index + m[0].length;
    while (/\s/.test(text[at] ?? '')) at++;
    let annotation = '';
    if (text[at] === '(') {
      const close = closingBracket(text, at, { ...JAVA_PARENTHESES, limit: 2_000 });
      if (close < 0) continue;
      annotation = text.slice(at + 1, close);
      at = close + 1;
    }
    const open = text.indexOf('(', at);
    if (open < 0 || open - at > 300 || /[;{}]/.test(text.slice(at, open))) continue;
    const method = /([A-Za-z_]\w*)\s*$/.exec(text.slice(at, open));
    const close = closingBracket(text, open, { ...JAVA_PARENTHESES, limit: 4_000 });
    if (!method || close < 0 || !/^\s*(?:throws\b[^{;]{0,200})?\{/.test(text.slice(close + 1, close + 300))) continue;
    out.push({ name: method[1] ?? '', annotation, parameters: text.slice(open + 1, close), index: m.index });
  }
  return out;
}

/** A Java type as a JSON Schema: arrays and collections of their element, maps and objects, the scalars. */
function javaType(type: string): JsonSchema {
  const array = /^(.+)\[\]$/.exec(type) ?? /^(?:List|Set|Collection|Iterable|ArrayList)<(.+)>$/.exec(type);
  if (array) return { type: 'array', items: javaType(array[1] ?? '') };
  const found = JAVA_TYPES.find(([re]) => re.test(type));
  return found ? { ...found[1] } : {};
}

/**
 * An annotation argument's text: `key = "…"` (or `key = {"…", "…"}`, joined), and for `value` the bare `"…"` that
 * stands for it.
 */
function annotationValue(args: string, key: string): string {
  const named = new RegExp(String.raw`\b${key}\s*=\s*(\{[^}]*\}|"(?:\\.|[^"\\])*")`).exec(args);
  const written = named?.[1] ?? (key === 'value' && /^\s*["{]/.test(args) ? args.trim() : '');
  return [...written.matchAll(/"((?:\\.|[^"\\])*)"/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1')).join(' ');
}

// ---- Go ----------------------------------------------------------------------------------------------------

const GO_STRUCT = /(?:^|\n)[ \t]*type[ \t]+([A-Za-z_]\w*)[ \t]+struct[ \t]*\{/g;
const GO_FIELD = /^\s*([A-Za-z_]\w*)\s+([\w.*[\]]+(?:\[[\w.*]+\][\w.*]+)?)\s*(?:`([^`]*)`)?\s*(?:\/\/\s*(.*))?$/;

/**
 * A Go argument struct (`type SetDoorLocksArgs struct { Unlock bool \`json:"unlock" jsonschema:"required,…"\` }`),
 * the one named after the tool or the only one: each exported field a parameter under its `json` name (`-` left
 * out), described by its `jsonschema` description or its comments, its `enum=` values an enum; required as the
 * tags say, or, when no tag says, unless `omitempty` (invopop/jsonschema's default).
 */
function goArgsStruct(name: string, text: string): RenderedTool | null {
  if (!text.includes('struct')) return null;
  const chosen = namedFor([...text.matchAll(GO_STRUCT)], name, 1);
  if (!chosen) return null;
  const bodyStart = (chosen.index ?? 0) + chosen[0].length;
  const close = text.indexOf('\n}', bodyStart);
  const body = text.slice(bodyStart, close < 0 ? text.length : close).split('\n');
  const properties: Record<string, JsonSchema> = {};
  const tagged: string[] = [];
  const untagged: string[] = [];
  let above: string[] = [];
  for (const line of body) {
    const comment = /^\s*\/\/\s?(.*)$/.exec(line);
    if (comment) {
      above.push((comment[1] ?? '').trim());
      continue;
    }
    const m = GO_FIELD.exec(line);
    if (!m || !/^[A-Z]/.test(m[1] ?? '')) {
      above = [];
      continue;
    }
    const [, goName, type, tags = '', trailing] = m as unknown as [string, string, string, string | undefined, string | undefined];
    const json = structTag(tags, 'json');
    const field = json?.split(',')[0] || goName;
    if (field === '-') {
      above = [];
      continue;
    }
    const schema = goType(type);
    const rules = splitTagRules(structTag(tags, 'jsonschema') ?? '');
    const described = rules.find((r) => r.startsWith('description='))?.slice('description='.length) ?? structTag(tags, 'jsonschema_description');
    const enumValues = rules.filter((r) => r.startsWith('enum=')).map((r) => r.slice('enum='.length));
    if (enumValues.length > 0) {
      if (schema.type === 'array') schema.items = { ...(schema.items as JsonSchema), enum: enumValues };
      else schema.enum = enumValues;
    }
    // The comment above a Go field opens with the field's own name ("Unlock is true to …"): kept, it is prose.
    const description = described || [above.join(' '), trailing ?? ''].filter(Boolean).join(' ');
    if (description) schema.description = description;
    properties[field] = schema;
    if (rules.includes('required')) tagged.push(field);
    if (!json?.split(',').includes('omitempty')) untagged.push(field);
    above = [];
  }
  if (Object.keys(properties).length === 0) return null;
  const anyTagSays = body.some((line) => /jsonschema:"[^"]*\brequired\b/.test(line));
  const comments = goCommentsAbove(text, chosen.index ?? 0);
  const prose = proseBefore(text, codeStart(text, chosen.index ?? 0));
  return { description: [prose, comments].filter(Boolean).join(' '), parameters: { type: 'object', properties, required: anyTagSays ? tagged : untagged } };
}

/** A Go type as a JSON Schema: slices and maps, pointers as their target, the scalars; a named type says nothing. */
function goType(type: string): JsonSchema {
  const t = type.replace(/^\*+/, '');
  if (t.startsWith('[]')) return { type: 'array', items: goType(t.slice(2)) };
  if (t.startsWith('map[')) return { type: 'object' };
  if (t === 'string' || t === 'time.Time') return { type: 'string' };
  if (/^u?int(8|16|32|64)?$/.test(t)) return { type: 'integer' };
  if (/^float(32|64)$/.test(t)) return { type: 'number' };
  if (t === 'bool') return { type: 'boolean' };
  return {};
}

/** A struct tag's value for `key` (`json:"unlock,omitempty"` → `unlock,omitempty`). */
function structTag(tags: string, key: string): string | undefined {
  const m = new RegExp(String.raw`(?:^|\s)${key}:"((?:\\.|[^"\\])*)"`).exec(tags);
  return m ? (m[1] ?? '').replace(/\\(.)/g, '$1') : undefined;
}

/** A `jsonschema` tag's rules at its commas, an escaped `\,` kept in its rule (a description may hold one). */
function splitTagRules(tag: string): string[] {
  return tag
    .split(/(?<!\\),/)
    .map((r) => r.replace(/\\,/g, ',').trim())
    .filter(Boolean);
}

/** The `//` lines right above a Go declaration. */
function goCommentsAbove(text: string, at: number): string {
  const lines = text.slice(0, at).split('\n');
  const out: string[] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = /^\s*\/\/\s?(.*)$/.exec(lines[i] ?? '');
    if (!m) {
      if ((lines[i] ?? '').trim() === '' && out.length === 0) continue;
      break;
    }
    out.unshift((m[1] ?? '').trim());
  }
  return out.join(' ');
}

// ---- Protobuf ----------------------------------------------------------------------------------------------

const PROTO_SCALARS: Record<string, JsonSchema> = {
  string: { type: 'string' },
  bytes: { type: 'string' },
  bool: { type: 'boolean' },
  double: { type: 'number' },
  float: { type: 'number' },
};

/**
 * A protobuf request message (`message SendDirectMessageRequest { // … \n string receiver_id = 1; }`): the one
 * an rpc named after the tool takes, or the message named after it, or the only one. Its fields the parameters
 * (`repeated` an array, `map<…>` an object, an enum of the text its values, another message of the text its
 * fields), described by their comments; required when proto2 says `required`, when its field behavior is
 * REQUIRED, or when its comment opens with "Required" (Google's API style) — proto3 requires nothing else.
 */
function protoRequest(name: string, text: string): RenderedTool | null {
  if (!/\bmessage\s+\w+\s*\{/.test(text)) return null;
  const source = protoSource(text);
  if (!source) return null;
  let root: protobuf.Root;
  try {
    const written = /^\s*syntax\s*=/m.test(source.code) ? source.code : `syntax = "proto3";\n${source.code}`;
    root = protobuf.parse(written, { keepCase: true, alternateCommentMode: true }).root;
  } catch {
    return null;
  }
  const methods: protobuf.Method[] = [];
  const messages: protobuf.Type[] = [];
  const walk = (ns: protobuf.NamespaceBase): void => {
    for (const nested of ns.nestedArray) {
      if (nested instanceof protobuf.Service) methods.push(...nested.methodsArray);
      if (nested instanceof protobuf.Type) messages.push(nested);
      if (nested instanceof protobuf.Namespace || nested instanceof protobuf.Type) walk(nested);
    }
  };
  walk(root);
  const method = namedFor(methods, name, (m) => m.name);
  const byName = (n: string): protobuf.Type | undefined => messages.find((m) => m.name === n.split('.').pop());
  const message = (method ? byName(method.requestType) : undefined) ?? namedFor(messages, name, (m) => m.name);
  if (!message || message.fieldsArray.length === 0) return null;
  const parameters = protoMessage(message, 0);
  const own = method?.comment ?? message.comment ?? '';
  return { description: [source.prose, own].filter(Boolean).join(' '), parameters };
}

/** The proto code of the text: its fenced ```proto block, or the whole text; with the prose before it. */
function protoSource(text: string): { code: string; prose: string } | null {
  const fence = /```(?:proto|protobuf|proto3)?[ \t]*\n([\s\S]*?)```/.exec(text);
  if (fence && /\bmessage\s+\w+\s*\{/.test(fence[1] ?? '')) return { code: fence[1] ?? '', prose: proseBefore(text, fence.index) };
  return { code: text, prose: '' };
}

function protoMessage(message: protobuf.Type, depth: number): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of message.fieldsArray) {
    let schema = protoType(message, field.type, depth);
    if (field instanceof protobuf.MapField || (field as { map?: boolean }).map) schema = { type: 'object', additionalProperties: schema };
    else if (field.repeated) schema = { type: 'array', items: schema };
    const comment = field.comment ?? '';
    if (comment) schema.description = comment;
    properties[field.name] = schema;
    const behavior = field.options?.['(google.api.field_behavior)'];
    if (field.required || behavior === 'REQUIRED' || /^required\b/i.test(comment)) required.push(field.name);
  }
  return { type: 'object', properties, required };
}

function protoType(scope: protobuf.Type, type: string, depth: number): JsonSchema {
  const scalar = Object.hasOwn(PROTO_SCALARS, type) ? PROTO_SCALARS[type] : undefined;
  if (scalar) return { ...scalar };
  if (/^(s|u)?int(32|64)$|^s?fixed(32|64)$/.test(type)) return { type: 'integer' };
  let found: protobuf.ReflectionObject | null = null;
  try {
    found = scope.lookupTypeOrEnum(type);
  } catch {
    return {};
  }
  if (found instanceof protobuf.Enum) return { type: 'string', enum: Object.keys(found.values) };
  if (found instanceof protobuf.Type && depth < 8) return protoMessage(found, depth + 1);
  return {};
}
