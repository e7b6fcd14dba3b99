// A tool given as the TypeScript that OpenAI's chat format renders functions into, read back into a description
// and JSON Schema parameters. Prompts scraped from rendered conversations carry a tool only so:
//
//   namespace functions {
//   // Start the engine or shut it off.
//   type engine_power = (_: {
//   // START switches the engine on, STOP switches it off.
//   mode: "START" | "STOP",
//   level?: number, // 1-5
//   }) => any;
//   } // namespace functions
//
// and a tool whose description is that block, with no JSON parameters, had been read as taking no arguments.
// Only the subset the renderer writes is read (primitive types, string and number literal unions, arrays,
// nested object types, `Array<T>`, `Record<K, V>`, comments above or after a field); anything else is no
// rendering, and the tool is read as given. Hand-written: the TypeScript compiler would parse it, at a
// dependency of 20 MB for a grammar of a dozen tokens.

export type JsonSchema = Record<string, unknown>;

export interface RenderedTool {
  /** The rendering's comment lines above the declaration: the tool's own description. */
  description: string;
  /** The declaration's parameters as a JSON Schema object. */
  parameters: JsonSchema;
}

const DECLARATION = /(^|\n)[ \t]*type[ \t]+([A-Za-z_$][\w$]*)[ \t]*=[ \t]*\(/g;

/**
 * The tool `name` as rendered in `text`: its declaration there (the one named so, or the only one), or null when
 * the text renders no such tool or renders it in a form this reader does not know.
 */
export function renderedTool(name: string, text: string): RenderedTool | null {
  if (!text.includes('=>')) return null;
  const declarations = [...text.matchAll(DECLARATION)];
  const chosen = declarations.find((m) => m[2] === name) ?? (declarations.length === 1 ? declarations[0] : undefined);
  if (!chosen) return null;
  let parameters: JsonSchema;
  try {
    parameters = new Parser(text, chosen.index + chosen[0].length).declaration();
  } catch (error) {
    if (error instanceof NoRendering) return null;
    throw error;
  }
  // Prose an author wrote before the namespace is the tool's description too.
  const namespace = text.search(/namespace\s+functions\s*\{/);
  const prose = namespace > 0 ? text.slice(0, namespace).trim() : '';
  const comments = commentsAbove(text, chosen.index + chosen[1]!.length);
  return { description: [prose, comments].filter(Boolean).join(' '), parameters };
}

/** A name with its style left out (`getUserId`, `get_user_id` and `GetUserID` alike): lower case, letters and digits. */
export const nameKey = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Of several declarations (`match[nameAt]` their names, or `nameAt(declaration)`), the only one, or the one whose
 * name holds the tool's, style aside.
 */
export function namedFor<T>(found: T[], name: string, nameAt: T extends RegExpMatchArray ? number : (declaration: T) => string): T | undefined {
  const nameOf = (d: T): string => (typeof nameAt === 'number' ? ((d as RegExpMatchArray)[nameAt] ?? '') : (nameAt as (declaration: T) => string)(d));
  return found.length === 1 ? found[0] : found.find((d) => nameKey(nameOf(d)).includes(nameKey(name)));
}

const INTERFACE = /(?:^|\n)[ \t]*(?:export[ \t]+)?interface[ \t]+([A-Za-z_$][\w$]*)[ \t]*\{/g;

/**
 * A tool whose description is the TypeScript interface its SDK derives the schema from (`interface
 * ExchangeItemsInput { /** Order id … *\/ order_id: string; item_ids: string[]; }`): the interface's members as
 * the parameters (`?` optional, JSDoc or `//` comments as descriptions), the one interface of the text or the one
 * whose name holds the tool's; its JSDoc and the prose before the code as the description. Null for any other text.
 */
export function interfaceTool(name: string, text: string): RenderedTool | null {
  if (!text.includes('interface')) return null;
  const chosen = namedFor([...text.matchAll(INTERFACE)], name, 1);
  if (!chosen) return null;
  const open = (chosen.index ?? 0) + chosen[0].length - 1;
  let parameters: JsonSchema;
  try {
    parameters = new Parser(text, open, 0).body();
  } catch (error) {
    if (error instanceof NoRendering) return null;
    throw error;
  }
  const before = text.slice(0, chosen.index ?? 0);
  const doc = /\/\*\*([\s\S]*?)\*\/\s*$/.exec(before);
  const jsdoc = doc ? commentText(doc[1] ?? '') : '';
  const prose = proseBefore(before, doc ? doc.index : before.length);
  return { description: [prose, jsdoc].filter(Boolean).join(' '), parameters };
}

/** A block comment's words, from the inside of `/* … *\/` (or `/** … *\/`): its `*` margins dropped, its lines joined. */
export function commentText(inside: string): string {
  return inside
    .replace(/^\*+/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*+ ?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

/** The prose of `text` before offset `at`, where code follows it: a Markdown fence opening the code left out. */
export function proseBefore(text: string, at: number): string {
  return text.slice(0, at).replace(/```\w*\s*$/, '').trim();
}

/** The `//` lines right above offset `at`, joined: what the renderer writes of the tool's description. */
function commentsAbove(text: string, at: number): string {
  const lines = text.slice(0, at).split('\n');
  lines.pop();
  const comments: string[] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (!line.startsWith('//')) {
      if (line === '' && comments.length === 0) continue;
      break;
    }
    comments.unshift(line.replace(/^\/\/\s?/, '').trim());
  }
  return comments.filter(Boolean).join(' ');
}

class NoRendering extends Error {}

type Token =
  | { kind: 'word' | 'string' | 'number' | 'punct'; value: string }
  | { kind: 'comment'; value: string; trailing: boolean };

const PUNCT = new Set(['{', '}', '(', ')', '[', ']', '<', '>', ':', ',', ';', '|', '?', '=']);

/** A recursive-descent reader of one declaration's parameter type, from just after `type name = (`. */
class Parser {
  private readonly tokens: Token[] = [];
  private at = 0;

  /** From `from`, just after the declaration's `(` (depth 1), or at an interface's `{` (depth 0). */
  constructor(text: string, from: number, depth = 1) {
    this.tokenize(text, from, depth);
  }

  /** An interface's body, `{ … }`, as a JSON Schema object (interfaceTool). */
  body(): JsonSchema {
    return this.object();
  }

  /** `) => any` (no arguments) or `_: { … }) => any`. */
  declaration(): JsonSchema {
    if (this.take(')')) return { type: 'object', properties: {}, required: [] };
    this.word();
    this.expect(':');
    this.comments();
    if (this.peek()?.value !== '{') throw new NoRendering();
    const parameters = this.object();
    this.comments();
    this.expect(')');
    return parameters;
  }

  private object(): JsonSchema {
    this.expect('{');
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    let last: JsonSchema | null = null;
    for (;;) {
      const above: string[] = [];
      for (let t = this.peek(); t?.kind === 'comment'; t = this.peek()) {
        this.at++;
        if (t.trailing && last) appendDescription(last, t.value);
        else above.push(t.value);
      }
      if (this.take('}')) return { type: 'object', properties, required };
      const key = this.next();
      if (!key || (key.kind !== 'word' && key.kind !== 'string')) throw new NoRendering();
      const optional = this.take('?');
      this.expect(':');
      const schema = this.union();
      if (above.length > 0) appendDescription(schema, above.join(' '));
      properties[key.value] = schema;
      if (!optional) required.push(key.value);
      last = schema;
      if (!this.take(',')) this.take(';');
    }
  }

  private union(): JsonSchema {
    this.take('|');
    const members = [this.postfix()];
    while (this.take('|')) members.push(this.postfix());
    const kept = members.filter((m) => m.type !== 'null');
    const literals = kept.map((m) => (Array.isArray(m.enum) && m.enum.length === 1 ? m : null));
    if (kept.length > 0 && literals.every((m) => m !== null)) {
      const type = kept[0]!.type;
      if (kept.every((m) => m.type === type)) return { type, enum: kept.map((m) => (m.enum as unknown[])[0]) };
    }
    return kept.length === 1 ? kept[0]! : { anyOf: kept };
  }

  private postfix(): JsonSchema {
    let schema = this.primary();
    while (this.peek()?.value === '[' && this.tokens[this.at + 1]?.value === ']') {
      this.at += 2;
      schema = { type: 'array', items: schema };
    }
    return schema;
  }

  private primary(): JsonSchema {
    const token = this.peek();
    if (!token) throw new NoRendering();
    if (token.value === '{' && token.kind === 'punct') return this.object();
    this.at++;
    if (token.kind === 'string') return { type: 'string', enum: [token.value] };
    if (token.kind === 'number') return { type: 'number', enum: [Number(token.value)] };
    if (token.kind === 'punct' && token.value === '(') {
      const inner = this.union();
      this.expect(')');
      return inner;
    }
    if (token.kind !== 'word') throw new NoRendering();
    switch (token.value) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
        return { type: token.value };
      case 'any':
      case 'unknown':
      case 'object':
        return {};
      case 'true':
      case 'false':
        return { type: 'boolean', enum: [token.value === 'true'] };
      case 'Array': {
        this.expect('<');
        const items = this.union();
        this.expect('>');
        return { type: 'array', items };
      }
      case 'Record': {
        this.expect('<');
        this.union();
        this.expect(',');
        const values = this.union();
        this.expect('>');
        return { type: 'object', additionalProperties: values };
      }
      default:
        throw new NoRendering();
    }
  }

  private comments(): void {
    while (this.peek()?.kind === 'comment') this.at++;
  }

  private word(): string {
    const token = this.next();
    if (token?.kind !== 'word') throw new NoRendering();
    return token.value;
  }

  private expect(value: string): void {
    if (!this.take(value)) throw new NoRendering();
  }

  private take(value: string): boolean {
    const token = this.peek();
    if (token?.kind !== 'punct' || token.value !== value) return false;
    this.at++;
    return true;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private next(): Token | undefined {
    return this.tokens[this.at++];
  }

  /**
   * Tokens from `from` until the brackets open there close (the declaration's `(`, or an interface's `{`),
   * comments kept with whether they trail a line: `//` lines and `/** … *\/` blocks, their `*` margins dropped.
   */
  private tokenize(text: string, from: number, start: number): void {
    let depth = start;
    let lineHasToken = false;
    for (let i = from; i < text.length && (depth > 0 || this.tokens.length === 0); ) {
      const c = text[i]!;
      if (c === '\n') {
        lineHasToken = false;
        i++;
      } else if (/\s/.test(c)) i++;
      else if (text.startsWith('//', i)) {
        const end = text.indexOf('\n', i);
        const stop = end < 0 ? text.length : end;
        this.tokens.push({ kind: 'comment', value: text.slice(i + 2, stop).trim(), trailing: lineHasToken });
        i = stop;
      } else if (text.startsWith('/*', i)) {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) throw new NoRendering();
        this.tokens.push({ kind: 'comment', value: commentText(text.slice(i + 2, end)), trailing: lineHasToken });
        i = end + 2;
      } else if (c === '"' || c === "'") {
        const end = closingQuote(text, i);
        this.tokens.push({ kind: 'string', value: text.slice(i + 1, end).replace(/\\(.)/g, '$1') });
        i = end + 1;
        lineHasToken = true;
      } else if (/[-\d]/.test(c) && /^-?\d/.test(text.slice(i, i + 2))) {
        const m = /^-?\d+(\.\d+)?/.exec(text.slice(i))!;
        this.tokens.push({ kind: 'number', value: m[0] });
        i += m[0].length;
        lineHasToken = true;
      } else if (/[A-Za-z_$]/.test(c)) {
        const m = /^[\w$]+/.exec(text.slice(i))!;
        this.tokens.push({ kind: 'word', value: m[0] });
        i += m[0].length;
        lineHasToken = true;
      } else if (PUNCT.has(c)) {
        if (c === '(' || c === '{' || c === '[' || c === '<') depth++;
        if (c === ')' || c === '}' || c === ']' || c === '>') depth--;
        this.tokens.push({ kind: 'punct', value: c });
        i++;
        lineHasToken = true;
      } else throw new NoRendering();
    }
    if (depth > 0) throw new NoRendering();
  }
}

function closingQuote(text: string, open: number): number {
  const quote = text[open];
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i;
    else if (text[i] === '\n') break;
  }
  throw new NoRendering();
}

/** `text` after a schema's description, a space between (documentedTool.ts continues descriptions so too). */
export function appendDescription(schema: JsonSchema, text: string): void {
  if (!text) return;
  schema.description = typeof schema.description === 'string' ? `${schema.description} ${text}` : text;
}

/** Where the code holding offset `at` begins: the Markdown fence opening it, else the line `at` is on. */
export function codeStart(text: string, at: number): number {
  const fence = text.lastIndexOf('```', at);
  if (fence >= 0 && (text.slice(0, fence).match(/```/g) ?? []).length % 2 === 0) return fence;
  return text.lastIndexOf('\n', at) + 1;
}
