// The edits a generator or a careless author makes to a long tool schema when copying it: parameters
// dropped, added, reordered, renamed and re-cased; descriptions stripped of examples, truncated or dropped;
// enums moved into or out of descriptions; required lists changed; the parameters wrapped in one request
// object; the tool rewritten in another format. build.ts applies them to suite tools at test time (the
// fixtures name the edits, never the copied schema). Every edit that names a parameter checks it exists.
import { identifierWords } from '../../src/core/text.js';
import { seededRandom } from '../../src/core/random.js';

export type RawTool = Record<string, unknown> & { name?: string; function?: { name?: string; [key: string]: unknown }; toolSpec?: { name?: string; [key: string]: unknown } };
export type ToolForm = 'plain' | 'openai' | 'mcp' | 'anthropic' | 'bedrock';
type Schema = Record<string, unknown>;
type Fail = (message: string) => Error;

export type NameCase = 'camel' | 'pascal' | 'snake' | 'kebab' | 'upper-snake';
export type DescriptionEdit = 'drop' | 'strip-examples' | { words: number };
export type Order = 'alphabetical' | 'reverse-alphabetical' | { shuffle: number } | string[];

/** Applied in this order: drop, order, add, rename, case, descriptions, enums, required, wrap. */
export interface SchemaEdit {
  dropParams?: string[];
  order?: Order;
  addParams?: Record<string, Schema>;
  rename?: Record<string, string>;
  case?: NameCase;
  descriptions?: DescriptionEdit;
  enumsToDescription?: boolean;
  enumsFromDescription?: boolean;
  required?: 'all' | 'none';
  wrap?: string;
}

export function recase(name: string, style: NameCase): string {
  const words = identifierWords(name);
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  switch (style) {
    case 'camel': return words.map((w, i) => (i === 0 ? w : cap(w))).join('');
    case 'pascal': return words.map(cap).join('');
    case 'snake': return words.join('_');
    case 'kebab': return words.join('-');
    case 'upper-snake': return words.join('_').toUpperCase();
  }
}

const props = (s: Schema): Record<string, Schema> => (s.properties as Record<string, Schema> | undefined) ?? {};
const required = (s: Schema): string[] => (Array.isArray(s.required) ? (s.required as string[]) : []);

/** Rebuilds an object schema's properties in a new order and/or under new names, keeping `required` in step. */
function withProperties(s: Schema, entries: Array<[string, Schema]>, names: Map<string, string> = new Map()): Schema {
  const out: Schema = { ...s, properties: Object.fromEntries(entries.map(([k, v]) => [names.get(k) ?? k, v])) };
  if (Array.isArray(s.required)) out.required = required(s).filter((r) => entries.some(([k]) => k === r)).map((r) => names.get(r) ?? r);
  return out;
}

/** Applies `edit` to every schema node below and including `s` (nested objects and array items). */
function deep(s: Schema, edit: (node: Schema) => Schema): Schema {
  let node = edit({ ...s });
  if (node.properties) node = { ...node, properties: Object.fromEntries(Object.entries(props(node)).map(([k, v]) => [k, deep(v, edit)])) };
  if (node.items && typeof node.items === 'object') node = { ...node, items: deep(node.items as Schema, edit) };
  return node;
}

// "such as 'X'", "such as 'X', 'Y', 'Z'", "such as 'Apt 1' or ''", "e.g. 'X'": the examples tau-bench and
// BFCL put in descriptions, which a generator tidying a schema drops first.
const EXAMPLES = /,?\s*(?:such as|e\.g\.|for example)\s+'[^']*'(?:\s*(?:,|or)\s*'[^']*')*/g;

function editDescription(text: string, edit: DescriptionEdit): string | undefined {
  if (edit === 'drop') return undefined;
  if (edit === 'strip-examples') return text.replace(EXAMPLES, '').replace(/\s+\./g, '.').trim();
  const words = text.split(/\s+/).filter((w) => w !== '');
  return words.length <= edit.words ? text : words.slice(0, edit.words).join(' ');
}

// BFCL writes enums into descriptions as `[Enum]: ["a", "b"]`.
const ENUM_TEXT = /\s*\[Enum\]:\s*(\[[^\]]*\])/;

function reorder(entries: Array<[string, Schema]>, order: Order, fail: Fail): Array<[string, Schema]> {
  if (order === 'alphabetical') return [...entries].sort(([a], [b]) => (a < b ? -1 : 1));
  if (order === 'reverse-alphabetical') return [...entries].sort(([a], [b]) => (a < b ? 1 : -1));
  if (Array.isArray(order)) {
    const names = entries.map(([k]) => k);
    if (order.length !== names.length || !names.every((n) => order.includes(n))) {
      throw fail(`order [${order.join(', ')}] is not a permutation of the parameters [${names.join(', ')}]`);
    }
    return order.map((k) => entries.find(([n]) => n === k) as [string, Schema]);
  }
  // Fisher-Yates with the case's seed: a shuffle that is the same on every run.
  const random = seededRandom(order.shuffle);
  const out = [...entries];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as [string, Schema], out[i] as [string, Schema]];
  }
  return out;
}

export function editSchema(source: Schema, edit: SchemaEdit, fail: Fail): Schema {
  let s: Schema = structuredClone(source);
  const names = () => Object.keys(props(s));
  const needParams = (list: string[], what: string) => {
    for (const p of list) if (!names().includes(p)) throw fail(`${what} names parameter '${p}', which the tool does not have (${names().join(', ')})`);
  };
  if (edit.dropParams) {
    needParams(edit.dropParams, 'dropParams');
    s = withProperties(s, Object.entries(props(s)).filter(([k]) => !edit.dropParams?.includes(k)));
  }
  if (edit.order) s = withProperties(s, reorder(Object.entries(props(s)), edit.order, fail));
  if (edit.addParams) {
    for (const p of Object.keys(edit.addParams)) if (names().includes(p)) throw fail(`addParams '${p}' already exists`);
    s = withProperties(s, [...Object.entries(props(s)), ...Object.entries(edit.addParams)]);
  }
  if (edit.rename) {
    needParams(Object.keys(edit.rename), 'rename');
    s = withProperties(s, Object.entries(props(s)), new Map(Object.entries(edit.rename)));
  }
  const style = edit.case;
  if (style) s = deep(s, (node) => (node.properties ? withProperties(node, Object.entries(props(node)), new Map(Object.keys(props(node)).map((k) => [k, recase(k, style)]))) : node));
  const descriptions = edit.descriptions;
  if (descriptions) {
    s = deep(s, (node) => {
      if (typeof node.description !== 'string') return node;
      const text = editDescription(node.description, descriptions);
      const { description: _old, ...rest } = node;
      return text === undefined ? rest : { ...rest, description: text };
    });
  }
  if (edit.enumsToDescription) {
    s = deep(s, (node) => {
      if (!Array.isArray(node.enum)) return node;
      const { enum: values, ...rest } = node;
      const listed = `One of: ${(values as unknown[]).map(String).join(', ')}.`;
      return { ...rest, description: typeof rest.description === 'string' ? `${rest.description} ${listed}` : listed };
    });
  }
  if (edit.enumsFromDescription) {
    let moved = 0;
    s = deep(s, (node) => {
      const m = typeof node.description === 'string' ? ENUM_TEXT.exec(node.description) : null;
      if (!m) return node;
      moved++;
      return { ...node, description: (node.description as string).replace(ENUM_TEXT, '').trim(), enum: JSON.parse(m[1] as string) as unknown };
    });
    if (moved === 0) throw fail('enumsFromDescription: no description holds an [Enum]: [...] list');
  }
  if (edit.required === 'all') s = { ...s, required: names() };
  if (edit.required === 'none') s = { ...s, required: [] };
  if (edit.wrap) {
    const body: Schema = { type: 'object', description: 'Request body.', properties: props(s), required: required(s) };
    s = { type: s.type === 'dict' ? 'dict' : 'object', properties: { [edit.wrap]: body }, required: [edit.wrap] };
  }
  return s;
}

// BFCL prefixes every tool with its class: "This tool belongs to … Tool description: <the tool's own text>".
const PREAMBLE = /^[\s\S]*?Tool description:\s*/;

export type ToolDescriptionEdit = undefined | 'keep' | 'drop-preamble' | { replace: string } | { sentences: number; dropPreamble?: boolean };

export function editToolDescription(text: string, edit: unknown, fail: Fail): string {
  const e = edit as ToolDescriptionEdit;
  if (e === undefined || e === 'keep') return text;
  if (typeof e === 'object' && 'replace' in e) return e.replace;
  const dropPreamble = e === 'drop-preamble' || (typeof e === 'object' && e.dropPreamble === true);
  if (dropPreamble && !PREAMBLE.test(text)) throw fail('toolDescription drops a preamble the tool does not have');
  const own = dropPreamble ? text.replace(PREAMBLE, '') : text;
  if (typeof e !== 'object') return own;
  return own.split(/(?<=[.!?])\s+/).slice(0, e.sentences).join(' ');
}

/** The same tool in another of the formats ingest reads. */
export function writeToolForm(tool: RawTool, form: ToolForm): RawTool {
  const name = tool.function?.name ?? tool.toolSpec?.name ?? tool.name;
  const { description, parameters } = tool as { description?: string; parameters?: Schema };
  switch (form) {
    case 'plain': return { name, description, parameters };
    case 'openai': return { type: 'function', function: { name, description, parameters } };
    case 'mcp': return { name, description, inputSchema: parameters };
    case 'anthropic': return { name, description, input_schema: parameters };
    case 'bedrock': return { toolSpec: { name, description, inputSchema: { json: parameters } } };
  }
}
