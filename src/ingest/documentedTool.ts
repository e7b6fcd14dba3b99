// A tool whose parameters are written only in its description, as a scraper copies an API reference page or a
// docstring: a Markdown parameter table (`| Name | Type | Required | Description |`), a Sphinx field list
// (`:param folder: …` and `:type folder: str`), a numpydoc `Parameters` section (`name : str, optional` over an
// indented description), a Python signature (`def name(a: str, b: int = 5) -> dict:`, with Google-style
// `Args:` lines for the parameters' descriptions), or the code an SDK derives the schema from: a Pydantic model
// (`class X(BaseModel):` with `name: str = Field(..., description=…)`) or a TypeScript interface
// (renderedTool.ts interfaceTool), or the code other SDKs derive it from: a Zod shape, an annotated Java method,
// a Go argument struct, a protobuf request message (codeTool.ts); or as a paper or a PDF prints them: a table
// whose columns are aligned by spaces, a JSON definition in a listing with line numbers.
// Read into JSON Schema parameters, so that such a tool is not read as taking no arguments, and its description
// without the block that became the parameters. Hand-written: no maintained package reads a Markdown table into
// a schema, and what is read is the few shapes documentation generators write; anything else is no such tool.
import { splitTopLevel } from '../core/text.js';
import { codeTool } from './codeTool.js';
import { appendDescription, interfaceTool, namedFor, proseBefore, type JsonSchema, type RenderedTool } from './renderedTool.js';

/** The tool's parameters as its description documents them, with the description left; null when it documents none. */
export function documentedTool(name: string, text: string): RenderedTool | null {
  return markdownTable(text) ?? alignedTable(text) ?? sphinxFields(text) ?? numpydocParameters(text) ?? pydanticModel(name, text) ?? interfaceTool(name, text) ?? codeTool(name, text) ?? jsonListing(text) ?? pythonSignature(name, text);
}

const PYDANTIC_CLASS = /(?:^|\n)([ \t]*)class[ \t]+([A-Za-z_]\w*)[ \t]*\([ \t]*(?:pydantic\.)?BaseModel[ \t]*\)[ \t]*:/g;
/** A field of a model: `name: type`, with a default or a `Field(…)` after it. */
const MODEL_FIELD = /^\s*([A-Za-z_]\w*)\s*:\s*([^=]+?)\s*(?:=\s*(.+?))?\s*$/;
const QUOTED = String.raw`(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')`;
const FIELD_DESCRIPTION = new RegExp(String.raw`\bdescription\s*=\s*${QUOTED}`);

/**
 * A Pydantic model the SDK derives the tool's schema from (`class CancelReservation(BaseModel):` and its
 * `name: type = Field(..., description="…")` lines, as OpenAI's Agents SDK, LangChain and Instructor write tools):
 * each field a parameter, required when it has no default (or `Field(...)`), `Literal[…]` an enum; the class's
 * docstring and the prose before the code the description.
 */
function pydanticModel(name: string, text: string): RenderedTool | null {
  if (!text.includes('BaseModel')) return null;
  const chosen = namedFor([...text.matchAll(PYDANTIC_CLASS)], name, 2);
  if (!chosen) return null;
  const indent = (chosen[1] ?? '').length;
  const lines = text.slice((chosen.index ?? 0) + chosen[0].length).split('\n').slice(1);
  const body: string[] = [];
  for (const line of lines) {
    if (line.trim() !== '' && (indentOf(line) <= indent || line.trim().startsWith('```'))) break;
    body.push(line);
  }
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const docstring = docstringSummary(body.join('\n'));
  // Lines of a docstring ("Note: …") are no fields: skipped from its opening quotes to its closing ones.
  let inDocstring = false;
  for (const line of body) {
    const quotes = (line.match(/"""|'''/g) ?? []).length;
    if (inDocstring || quotes > 0) {
      if (quotes % 2 === 1) inDocstring = !inDocstring;
      continue;
    }
    const m = MODEL_FIELD.exec(line);
    if (!m || /^\s*(?:def|class|@|model_config)/.test(line) || indentOf(line) <= indent) continue;
    const [, field, written, value] = m as unknown as [string, string, string, string | undefined];
    const literal = /^Literal\[(.*)\]$/.exec(written.trim());
    const schema: JsonSchema = literal ? { type: 'string', enum: splitTopLevel(literal[1] ?? '', ',', { open: '[(', close: '])' }).map((v) => v.trim().replace(/^["']|["']$/g, '')) } : typeSchema(written);
    const described = value ? FIELD_DESCRIPTION.exec(value) : null;
    if (described) schema.description = described[1] ?? described[2] ?? '';
    properties[field] = schema;
    const requiredField = value === undefined ? !/^optional\[/i.test(written.trim()) && !/\|\s*None$/.test(written.trim()) : /^Field\(\s*\.\.\.\s*[,)]/.test(value.trim());
    if (requiredField) required.push(field);
  }
  if (Object.keys(properties).length === 0) return null;
  const prose = proseBefore(text, chosen.index ?? 0);
  return { description: [prose, docstring].filter(Boolean).join(' '), parameters: { type: 'object', properties, required } };
}

/** Whether a documented type or description marks its parameter optional (`int, optional`, "Optional."). */
const OPTIONAL = /\boptional\b|\bdefaults? (?:to|is)\b/i;

/**
 * A Sphinx field list: `:param name: text` (or `:param type name: text`), `:type name: type`; required unless its
 * type or text says optional or gives a default. The description is the text without the fields.
 */
function sphinxFields(text: string): RenderedTool | null {
  const lines = text.split('\n');
  const properties: Record<string, JsonSchema> = {};
  const descriptions: Record<string, string> = {};
  const types: Record<string, string> = {};
  const kept: string[] = [];
  // The parameter whose description deeper lines continue; none after a `:type` or any other field.
  let current: string | null = null;
  for (const line of lines) {
    const field = /^\s*:(param|parameter|arg|argument|key|keyword|type)\s+(?:([\w\[\], .|]{1,60}?)\s+)?([A-Za-z_]\w*)\s*:\s*(.*)$/.exec(line);
    if (field) {
      const [, kind, inlineType, name, rest] = field as unknown as [string, string, string | undefined, string, string];
      if (kind === 'type') {
        types[name] = rest.trim();
        current = null;
      } else {
        descriptions[name] = rest.trim();
        if (inlineType) types[name] = inlineType;
        current = name;
        properties[name] ??= {};
      }
    } else if (/^\s*:\w+/.test(line)) {
      // Another field (`:returns:`) ends the parameter's description and is no part of the tool's.
      current = null;
    } else if (current !== null && /^\s{4,}\S/.test(line)) {
      descriptions[current] = `${descriptions[current] ?? ''} ${line.trim()}`.trim();
    } else {
      kept.push(line);
    }
  }
  const names = Object.keys(properties);
  if (names.length === 0) return null;
  const required: string[] = [];
  for (const name of names) {
    const type = types[name] ?? '';
    const description = descriptions[name] ?? '';
    properties[name] = { ...typeSchema(type.replace(/,?\s*optional\s*$/i, '')), ...(description ? { description } : {}) };
    if (!OPTIONAL.test(type) && !OPTIONAL.test(description)) required.push(name);
  }
  return { description: kept.join('\n').trim(), parameters: { type: 'object', properties, required } };
}

/**
 * A numpydoc `Parameters` section: a `Parameters` line underlined with dashes, then `name : type` lines (`, optional`
 * for an optional one), each over its indented description, up to the next underlined section. The description
 * is the text without the section.
 */
function numpydocParameters(text: string): RenderedTool | null {
  const lines = text.split('\n');
  const at = lines.findIndex((line, i) => /^\s*(Parameters|Arguments|Args)\s*$/.test(line) && /^\s*-{3,}\s*$/.test(lines[i + 1] ?? ''));
  if (at < 0) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  let current: JsonSchema | null = null;
  // Entries sit at the section heading's indent; their descriptions deeper.
  const base = indentOf(lines[at] as string);
  let end = at + 2;
  for (; end < lines.length; end++) {
    const line = lines[end] as string;
    if (/^\s*-{3,}\s*$/.test(lines[end + 1] ?? '') && line.trim() !== '') break;
    const entry = /^(\s*)([A-Za-z_]\w*)\s*(?::\s*(.*))?$/.exec(line);
    if (entry && indentOf(line) <= base) {
      const type = entry[3] ?? '';
      current = typeSchema(type.replace(/,?\s*optional.*$/i, '').replace(/,\s*default.*$/i, ''));
      properties[entry[2] as string] = current;
      if (!OPTIONAL.test(type)) required.push(entry[2] as string);
    } else if (current && line.trim()) {
      appendDescription(current, line.trim());
    }
  }
  if (Object.keys(properties).length === 0) return null;
  return { description: [...lines.slice(0, at), ...lines.slice(end)].join('\n').trim(), parameters: { type: 'object', properties, required } };
}

const TYPES: Array<[RegExp, string]> = [
  [/^(str|string|text|uuid|date|datetime|email|url)$/, 'string'],
  [/^(int|integer|long)$/, 'integer'],
  [/^(float|double|number|decimal)$/, 'number'],
  [/^(bool|boolean)$/, 'boolean'],
  [/^(dict|object|map|mapping|json)$/, 'object'],
  [/^(list|array|tuple|sequence)$/, 'array'],
];

/** A documented type (`string`, `List[str]`, `array of integers`, `Optional[int]`, `string[]`) as a JSON Schema. */
function typeSchema(written: string): JsonSchema {
  let t = written.trim().replace(/`/g, '').toLowerCase();
  const optional = /^optional\[(.*)\]$/.exec(t);
  if (optional) t = optional[1] ?? '';
  t = t.replace(/\s*\|\s*none$/, '').replace(/,?\s*optional$/, '').trim();
  const array = /^(?:list|array|sequence)\s*(?:\[(.*)\]|<(.*)>|of\s+(.*))$/.exec(t) ?? /^(.*)\[\]$/.exec(t);
  if (array) {
    const items = (array[1] ?? array[2] ?? array[3] ?? '').replace(/s$/, '');
    return { type: 'array', ...(items ? { items: typeSchema(items) } : {}) };
  }
  const base = t.replace(/\[.*\]$/, '');
  const found = TYPES.find(([re]) => re.test(base));
  return found ? { type: found[1] } : {};
}

/** A Markdown table's cells (`| a | b |` → ['a', 'b']); null for a line that is no table row. */
function cells(line: string): string[] | null {
  const t = line.trim();
  if (!t.startsWith('|') || !t.endsWith('|') || t.length < 3) return null;
  return t.slice(1, -1).split('|').map((c) => c.trim());
}

const NAME_HEADER = /^(name|parameter|param|argument|arg|field|key)s?$/i;
const TYPE_HEADER = /^(type|data ?type|format)$/i;
const REQUIRED_HEADER = /^(required|req\.?|mandatory|optional)$/i;
const DESCRIPTION_HEADER = /^(description|details|meaning|notes?)$/i;

/** Where a parameter table's columns are; `optionalColumn` when its required column is headed "Optional". */
interface TableColumns {
  name: number;
  type: number;
  required: number;
  description: number;
  optionalColumn: boolean;
}

/** The columns a table's header names; null unless it names a parameter column and a type column. */
function tableColumns(header: string[]): TableColumns | null {
  const column = (re: RegExp) => header.findIndex((h) => re.test(h.replace(/[*_`:]/g, '')));
  const [name, type, required, description] = [column(NAME_HEADER), column(TYPE_HEADER), column(REQUIRED_HEADER), column(DESCRIPTION_HEADER)];
  if (name < 0 || type < 0) return null;
  return { name, type, required, description, optionalColumn: /^optional$/i.test(header[required] ?? '') };
}

/**
 * A table row's parameter: its type and description, required when its required column says so (yes, true, ✓,
 * required; no under an "Optional" heading) or, with no such column, when its description does not say optional.
 */
function rowParameter(row: string[], c: TableColumns, restIsDescription = false): { schema: JsonSchema; isRequired: boolean } {
  const description = c.description < 0 ? '' : restIsDescription ? row.slice(c.description).join(' ') : (row[c.description] ?? '');
  const flag = c.required >= 0 ? (row[c.required] ?? '').toLowerCase() : '';
  const isRequired = c.required < 0 ? !/\boptional\b/i.test(description) : c.optionalColumn ? /^(no|false|✗|-)$/.test(flag) : /^(yes|true|✓|✔|x|required|y)$/.test(flag);
  return { schema: { ...typeSchema(row[c.type] ?? ''), ...(description ? { description } : {}) }, isRequired };
}

/** The first Markdown table whose header names a parameter column and a type column: each row a parameter (rowParameter). */
function markdownTable(text: string): RenderedTool | null {
  const lines = text.split('\n');
  for (let i = 0; i + 2 < lines.length; i++) {
    const header = cells(lines[i] as string);
    const rule = cells(lines[i + 1] as string);
    if (!header || !rule || !rule.every((c) => /^:?-{2,}:?$/.test(c))) continue;
    const columns = tableColumns(header);
    if (!columns) continue;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    let end = i + 2;
    for (; end < lines.length; end++) {
      const row = cells(lines[end] as string);
      if (!row) break;
      const name = (row[columns.name] ?? '').replace(/[`*]/g, '').trim();
      if (!/^[\p{L}_$][\p{L}\p{N}_$.-]*(?:\[\])?(?:\.[\p{L}_$][\p{L}\p{N}_$-]*(?:\[\])?)*$/u.test(name)) continue;
      const { schema, isRequired } = rowParameter(row, columns);
      if (nestedRow(properties, name, schema, isRequired)) continue;
      properties[name] = schema;
      if (isRequired) required.push(name);
    }
    if (Object.keys(properties).length === 0) continue;
    const description = [...lines.slice(0, i), ...lines.slice(end)].join('\n').trim();
    return { description, parameters: { type: 'object', properties, required } };
  }
  return null;
}

/** A line's cells where columns are aligned by tabs or runs of two spaces or more (a PDF's table, a TSV row). */
const alignedCells = (line: string): string[] => line.trim().split(/\t+| {2,}/).map((c) => c.trim()).filter(Boolean);

/**
 * A table whose columns are aligned by spaces or tabs, as a PDF's text or a TSV export prints one: a header line
 * naming a parameter and a type column, then one row per parameter; a line of one cell continues the row above's
 * description (a word hyphenated there joined back).
 */
function alignedTable(text: string): RenderedTool | null {
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    const header = alignedCells(lines[i] as string);
    if (header.length < 2) continue;
    const columns = tableColumns(header);
    if (!columns) continue;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    let last: JsonSchema | null = null;
    let end = i + 1;
    for (; end < lines.length; end++) {
      const row = alignedCells(lines[end] as string);
      if (row.length === 0) break;
      const name = (row[columns.name] ?? '').replace(/[`*]/g, '');
      if (row.length === 1 || !/^[\p{L}_$][\p{L}\p{N}_$.-]*$/u.test(name)) {
        if (!last || row.length > 1) break;
        const more = row[0] as string;
        const before = typeof last.description === 'string' ? last.description : '';
        if (/\p{L}-$/u.test(before) && /^\p{Ll}/u.test(more)) last.description = before.slice(0, -1) + more;
        else appendDescription(last, more);
        continue;
      }
      // Spaces inside a description may have split it into cells of its own: they are its words too.
      const { schema, isRequired } = rowParameter(row, columns, true);
      last = schema;
      properties[name] = last;
      if (isRequired) required.push(name);
    }
    if (Object.keys(properties).length === 0) continue;
    const description = [...lines.slice(0, i), ...lines.slice(end)].join('\n').trim();
    return { description, parameters: { type: 'object', properties, required } };
  }
  return null;
}

/** A line of a listing opened by its line number (`12   "unit": …`). */
const NUMBERED = /^\s*\d{1,4}(?:\s+|$)/;
const PARAMETER_KEYS = ['parameters', 'input_schema', 'inputSchema', 'arguments'] as const;

/**
 * A tool's JSON definition printed in its description, as a paper's listing or a docs page shows it: line numbers
 * dropped, lines with no JSON on them (a page's running header, its number) left out of it, a fence around it
 * too. The definition (`{"name": …, "parameters": {…}}`), a JSON Schema object, or a map of properties alone
 * (`"query": {"type": "string"}, "k": {…}`), the `required` list beside a map read with it; the prose before it
 * the description. Null when no such JSON parses.
 */
function jsonListing(text: string): RenderedTool | null {
  if (!text.includes('{') || !/"type"\s*:/.test(text)) return null;
  const lines = text.split('\n');
  const numbered = lines.filter((l) => NUMBERED.test(l)).length >= 3;
  const code = lines.map((l) => (numbered && NUMBERED.test(l) ? l.replace(NUMBERED, '') : l));
  const start = code.findIndex((l) => /^\s*(?:\{|"[^"]+"\s*:)/.test(l));
  if (start < 0) return null;
  const body = code
    .slice(start)
    .filter((l) => /[{}[\]":]/.test(l) && !/^\s*```/.test(l))
    .join(' ');
  let parsed: unknown;
  for (const candidate of [body, `{${body}}`]) {
    try {
      parsed = JSON.parse(candidate);
      break;
    } catch {
      // the next form, or no listing
    }
  }
  const parameters = listedParameters(parsed);
  if (!parameters) return null;
  return { description: proseBefore(lines.slice(0, start).join('\n'), Infinity), parameters };
}

/** The parameters a parsed listing defines, as a JSON Schema object; null for JSON that defines none. */
function listedParameters(parsed: unknown): JsonSchema | null {
  if (!isObject(parsed)) return null;
  const given = PARAMETER_KEYS.map((k) => parsed[k]).find(isObject);
  const schema = given ?? parsed;
  if (isObject(schema.properties)) return schema;
  const map = Object.entries(schema).filter(([k]) => k !== 'required' && k !== 'name' && k !== 'description' && k !== 'type');
  if (map.length === 0 || !map.every(([, v]) => isObject(v) && (typeof v.type === 'string' || typeof v.description === 'string' || Array.isArray(v.enum)))) return null;
  const required = [schema.required, parsed.required].find(Array.isArray) ?? [];
  return { type: 'object', properties: Object.fromEntries(map), required };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A row documenting a field of an earlier row's object or of its array's items (`passengers[].first_name`,
 * `address.city`), as reference pages list nested fields: set on that parameter's schema, required there when
 * the row says so. False for a row of a top-level name, or whose parent no earlier row documents (kept as it is).
 */
function nestedRow(properties: Record<string, JsonSchema>, name: string, schema: JsonSchema, isRequired: boolean): boolean {
  const at = name.lastIndexOf('.');
  if (at <= 0 || name.endsWith('[]')) return false;
  let parent: JsonSchema | undefined;
  for (const segment of name.slice(0, at).split('.')) {
    const key = segment.replace(/\[\]$/, '');
    const holder: Record<string, JsonSchema> | undefined = parent ? (parent.properties as Record<string, JsonSchema> | undefined) : properties;
    let node = holder?.[key];
    if (!node) return false;
    if (segment.endsWith('[]')) {
      node.type ??= 'array';
      node = (node.items ??= { type: 'object' }) as JsonSchema;
    }
    parent = node;
  }
  if (!parent) return false;
  parent.type ??= 'object';
  const child = name.slice(at + 1);
  const children = (parent.properties ??= {}) as Record<string, JsonSchema>;
  children[child] = schema;
  if (isRequired) ((parent.required ??= []) as string[]).push(child);
  return true;
}

const DEF = /(?:^|\n)\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(([^)]*)\)\s*(?:->\s*[^:\n]+)?:/;

/**
 * A Python signature (the one named after the tool, or the only one): its parameters with their annotations,
 * required when they have no default, described by the docstring's `Args:` lines (`name: text` or
 * `name (type): text`).
 */
function pythonSignature(name: string, text: string): RenderedTool | null {
  const all = [...text.matchAll(new RegExp(DEF.source, 'g'))];
  const chosen = all.find((m) => m[1] === name) ?? (all.length === 1 ? all[0] : undefined);
  if (!chosen) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  // A signature's parameters at its top-level commas (`Dict[str, int]` holds one).
  for (const raw of splitTopLevel(chosen[2] ?? '', ',', { open: '[({', close: '])}' }).filter((p) => p.trim() !== '')) {
    const m = /^\*{0,2}([A-Za-z_]\w*)\s*(?::\s*([^=]+?))?\s*(?:=\s*(.+))?$/.exec(raw.trim());
    if (!m || m[1] === 'self' || m[1] === 'cls' || raw.trim().startsWith('*')) continue;
    const schema = m[2] ? typeSchema(m[2]) : {};
    properties[m[1] as string] = schema;
    if (m[3] === undefined && !/^optional\[/i.test(m[2] ?? '')) required.push(m[1] as string);
  }
  const after = text.slice((chosen.index ?? 0) + chosen[0].length);
  describeFromArgs(after, properties);
  const description = docstringSummary(after) || text.slice(0, chosen.index).trim();
  return { description, parameters: { type: 'object', properties, required } };
}


/** The docstring's first paragraph, before its `Args:` (or `Returns:`) section. */
function docstringSummary(body: string): string {
  const doc = /^\s*(?:"""|''')([\s\S]*?)(?:"""|'''|$)/.exec(body)?.[1] ?? '';
  const summary = doc.split(/\n\s*(?:Args|Arguments|Parameters|Returns|Raises)\s*:?\s*\n/)[0] ?? '';
  return summary.replace(/\s+/g, ' ').trim();
}

/** Descriptions from Google-style `Args:` lines: `name: text` or `name (type): text`, continued by deeper lines. */
function describeFromArgs(body: string, properties: Record<string, JsonSchema>): void {
  const args = /\n([ \t]*)(?:Args|Arguments)\s*:\s*\n([\s\S]*?)(?=\n\s*(?:Returns|Raises|Yields|Examples?)\s*:|"""|'''|$)/.exec(body);
  if (!args) return;
  let current: JsonSchema | null = null;
  for (const line of (args[2] ?? '').split('\n')) {
    const m = /^\s*\*{0,2}([A-Za-z_]\w*)\s*(?:\(([^)]*)\))?\s*:\s*(.*)$/.exec(line);
    if (m && properties[m[1] as string]) {
      current = properties[m[1] as string] as JsonSchema;
      if (m[2] && current.type === undefined) Object.assign(current, typeSchema(m[2]));
      if (m[3]) current.description = m[3].trim();
    } else if (current && line.trim()) {
      appendDescription(current, line.trim());
    }
  }
}

const indentOf = (line: string): number => /^\s*/.exec(line)?.[0].length ?? 0;
