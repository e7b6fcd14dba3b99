// A tool's parameters written as a Zod schema in its description (codeTool.ts): the MCP TypeScript SDK's
// `server.tool(name, text, { a: z.string() })` raw shape, the AI SDK's `parameters: z.object({…})`. Read without
// running it (the text is untrusted), as the subset authors write for tool arguments: scalar types, `z.enum`,
// `z.literal`, `z.array`, `z.object`, `z.record`, `z.union`, `z.optional`, and the modifiers `.describe()`,
// `.optional()`, `.nullish()`, `.default()`, `.int()`, `.array()` (others stepped over with their arguments);
// anything else is no Zod shape. Hand-written: only the TypeScript compiler parses it, at a dependency far larger
// than the reading.
import { appendDescription, codeStart, proseBefore, type JsonSchema, type RenderedTool } from './renderedTool.js';

class NoCode extends Error {}

/** Where a Zod shape opens: `z.object({`, or an object literal whose first field is a Zod schema (an MCP raw shape). */
const ZOD_OBJECT = /\bz\s*\.\s*object\s*\(\s*\{/;
const RAW_SHAPE = /\{\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*(?:[A-Za-z_$][\w$]*|"[^"\n]*"|'[^'\n]*')\s*:\s*z\s*\.\s*[a-z]/;

/**
 * The first Zod shape of the text (`z.object({ order_id: z.string().describe('…'), reason: z.enum([…]) })`):
 * its fields the parameters, required unless `.optional()`, `.nullish()` or `.default(…)`; `.describe(…)` the
 * field's description, and the object's own `.describe(…)` (or the MCP SDK's description argument) the tool's.
 */
export function zodShape(text: string): RenderedTool | null {
  if (!/\bz\s*\.\s*[a-z]/.test(text)) return null;
  const object = ZOD_OBJECT.exec(text);
  const raw = object ? null : RAW_SHAPE.exec(text);
  const open = object ? object.index + object[0].length - 1 : raw ? raw.index : -1;
  if (open < 0) return null;
  try {
    const reader = new ZodReader(text, open);
    const parameters = reader.shape();
    if (Object.keys(parameters.properties as object).length === 0) return null;
    let own = '';
    if (object) {
      reader.expect(')');
      own = reader.modifiers(parameters).description;
      delete parameters.description;
    }
    const start = object ? object.index : open;
    const sdkText = own ? '' : mcpDescriptionArgument(text.slice(0, start));
    return { description: [proseBefore(text, codeStart(text, start)), own || sdkText].filter(Boolean).join(' '), parameters };
  } catch (error) {
    if (error instanceof NoCode) return null;
    throw error;
  }
}

/** The MCP SDK's `server.tool('name', 'What it does', {` (or `description: '…'` just before the shape): that text. */
function mcpDescriptionArgument(before: string): string {
  const m = /(?:\.tool\s*\(\s*(['"`])[^'"`\n]*\1\s*,|\bdescription\s*:)\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2\s*,\s*(?:(?:inputSchema|parameters|schema)\s*:\s*)?$/.exec(before);
  return m ? (m[3] ?? '').replace(/\\(.)/g, '$1') : '';
}

/** Zod's scalar types as JSON Schema (`z.date()` and the string formats are strings to a caller). */
const ZOD_SCALARS: Readonly<Record<string, JsonSchema>> = {
  string: { type: 'string' },
  date: { type: 'string' },
  uuid: { type: 'string' },
  email: { type: 'string' },
  url: { type: 'string' },
  number: { type: 'number' },
  bigint: { type: 'integer' },
  boolean: { type: 'boolean' },
  null: { type: 'null' },
  any: {},
  unknown: {},
};

/** A reader of Zod expressions from a `{`: shapes, `z.<type>(…)` with its chain of modifiers. */
class ZodReader {
  constructor(
    private readonly text: string,
    private at: number,
  ) {}

  /** `{ key: <zod>, … }` as a JSON Schema object. */
  shape(depth = 0): JsonSchema {
    if (depth > 32) throw new NoCode();
    this.expect('{');
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (;;) {
      const above = this.space();
      if (this.take('}')) return { type: 'object', properties, required };
      const key = this.key();
      this.expect(':');
      const { schema, optional } = this.expression(depth);
      if (above && schema.description === undefined) schema.description = above;
      properties[key] = schema;
      if (!optional) required.push(key);
      const after = this.space(true);
      if (after) appendDescription(schema, after);
      if (!this.take(',') && this.peek() !== '}') throw new NoCode();
    }
  }

  /** `z.type(args).modifier(args)…`: its schema, and whether a modifier made it optional. */
  expression(depth: number): { schema: JsonSchema; optional: boolean } {
    if (depth > 32) throw new NoCode();
    this.space();
    if (!this.text.startsWith('z', this.at)) throw new NoCode();
    this.at++;
    this.space();
    this.expect('.');
    const type = this.word();
    this.space();
    this.expect('(');
    let schema: JsonSchema;
    let optional = false;
    const scalar = Object.hasOwn(ZOD_SCALARS, type) ? ZOD_SCALARS[type] : undefined;
    if (scalar) schema = { ...scalar };
    else switch (type) {
      case 'enum':
        schema = { type: 'string', enum: this.literals() };
        break;
      case 'literal': {
        const value = this.literal();
        schema = { type: typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string', enum: [value] };
        break;
      }
      case 'array':
        schema = { type: 'array', items: this.expression(depth + 1).schema };
        break;
      case 'object':
        schema = this.shape(depth + 1);
        break;
      case 'record': {
        let values = this.expression(depth + 1).schema;
        if (this.take(',')) values = this.expression(depth + 1).schema;
        schema = { type: 'object', additionalProperties: values };
        break;
      }
      case 'optional':
      case 'nullable': {
        const inner = this.expression(depth + 1);
        schema = inner.schema;
        optional = type === 'optional' || inner.optional;
        break;
      }
      case 'union': {
        this.space();
        this.expect('[');
        const members: JsonSchema[] = [];
        while (!this.take(']')) {
          members.push(this.expression(depth + 1).schema);
          this.space();
          this.take(',');
          this.space();
        }
        const literals = members.every((m) => Array.isArray(m.enum) && m.type === members[0]?.type);
        schema = literals && members.length > 0 ? { type: members[0]!.type, enum: members.flatMap((m) => m.enum as unknown[]) } : { anyOf: members };
        break;
      }
      default:
        throw new NoCode();
    }
    this.space();
    this.expect(')');
    const chained = this.modifiers(schema);
    return { schema: chained.array ? { type: 'array', items: schema } : schema, optional: optional || chained.optional };
  }

  /** The chain after a Zod type: `.describe(…)` set on the schema, `.int()` an integer, the rest skipped. */
  modifiers(schema: JsonSchema): { optional: boolean; array: boolean; description: string } {
    let optional = false;
    let array = false;
    let description = '';
    for (;;) {
      const at = this.at;
      this.space();
      if (!this.take('.')) {
        this.at = at;
        return { optional, array, description };
      }
      this.space();
      const name = this.word();
      this.space();
      this.expect('(');
      this.space();
      if (name === 'describe') {
        description = String(this.literal());
        schema.description = description;
      } else if (name === 'int') schema.type = 'integer';
      else if (name === 'optional' || name === 'nullish' || name === 'default') optional = true;
      else if (name === 'array') array = true;
      this.skipArguments();
      this.expect(')');
    }
  }

  /** `['a', 'b']` (z.enum's values). */
  private literals(): unknown[] {
    this.space();
    this.expect('[');
    const values: unknown[] = [];
    for (;;) {
      this.space();
      if (this.take(']')) return values;
      values.push(this.literal());
      this.space();
      this.take(',');
    }
  }

  /** A string, number or boolean literal. */
  private literal(): string | number | boolean {
    this.space();
    const c = this.peek();
    if (c === '"' || c === "'" || c === '`') return this.string();
    const m = /^(-?\d+(?:\.\d+)?|true|false)/.exec(this.text.slice(this.at, this.at + 40));
    if (!m) throw new NoCode();
    this.at += m[0].length;
    return m[0] === 'true' ? true : m[0] === 'false' ? false : Number(m[0]);
  }

  private string(): string {
    const quote = this.text[this.at];
    let out = '';
    for (let i = this.at + 1; i < this.text.length; i++) {
      const c = this.text[i]!;
      if (c === '\\') {
        out += this.text[++i] ?? '';
      } else if (c === quote) {
        this.at = i + 1;
        return out;
      } else if (c === '\n' && quote !== '`') break;
      else out += c;
    }
    throw new NoCode();
  }

  /** Past a modifier's arguments up to its `)`: strings, template literals and regex literals stepped over whole. */
  private skipArguments(): void {
    let depth = 0;
    let previous = '(';
    while (this.at < this.text.length) {
      const c = this.text[this.at]!;
      if (c === '"' || c === "'" || c === '`') this.string();
      else if (c === '/' && /[(,=:[!&|?{};]/.test(previous)) this.regex();
      else if (c === ')' && depth === 0) return;
      else {
        if ('([{'.includes(c)) depth++;
        if (')]}'.includes(c)) depth--;
        this.at++;
      }
      if (!/\s/.test(c)) previous = c;
    }
    throw new NoCode();
  }

  private regex(): void {
    let inClass = false;
    for (let i = this.at + 1; i < this.text.length; i++) {
      const c = this.text[i]!;
      if (c === '\\') i++;
      else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) {
        this.at = i + 1;
        while (/[a-z]/.test(this.text[this.at] ?? '')) this.at++;
        return;
      } else if (c === '\n') break;
    }
    throw new NoCode();
  }

  private key(): string {
    const c = this.peek();
    if (c === '"' || c === "'") return this.string();
    return this.word();
  }

  private word(): string {
    const m = /^[A-Za-z_$][\w$]*/.exec(this.text.slice(this.at, this.at + 200));
    if (!m) throw new NoCode();
    this.at += m[0].length;
    return m[0];
  }

  /** Whitespace and comments skipped; the comments' words returned (a field's description above or after it). */
  space(sameLine = false): string {
    const words: string[] = [];
    for (;;) {
      const rest = this.text.slice(this.at, this.at + 2);
      const c = this.text[this.at] ?? '';
      if (c === '\n' && sameLine) return words.join(' ');
      if (/\s/.test(c)) this.at++;
      else if (rest === '//') {
        const end = this.text.indexOf('\n', this.at);
        words.push(this.text.slice(this.at + 2, end < 0 ? this.text.length : end).trim());
        this.at = end < 0 ? this.text.length : end;
      } else if (rest === '/*') {
        const end = this.text.indexOf('*/', this.at + 2);
        if (end < 0) throw new NoCode();
        words.push(
          this.text
            .slice(this.at + 2, end)
            .replace(/^\*+/, '')
            .split('\n')
            .map((line) => line.replace(/^\s*\*+ ?/, '').trim())
            .filter(Boolean)
            .join(' '),
        );
        this.at = end + 2;
      } else return words.filter(Boolean).join(' ');
    }
  }

  expect(c: string): void {
    this.space();
    if (!this.take(c)) throw new NoCode();
  }

  private take(c: string): boolean {
    if (this.text[this.at] !== c) return false;
    this.at++;
    return true;
  }

  private peek(): string | undefined {
    return this.text[this.at];
  }
}
