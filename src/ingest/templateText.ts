// A task stored as a template beside the data that fills it, read as the text the template renders: a Jekyll page
// whose Liquid body reads its YAML front matter (`{{ page.persona.name }}`), a Handlebars or Mustache template with
// its context (`context.json`, `# view.yml`), a Cookiecutter `prompt.txt` with its `cookiecutter.json`, a prompt
// template (`{damage}`) with a table of its variables. A generator keeps a suite task so, its names and numbers
// moved into the data: read as written, MiniLM sees the placeholders and the data apart (the ninety-sixth held-out
// part's templates of suite tasks scored 0.37–0.52 against them).
//
// Filled by hand, not by running an engine: the text is untrusted, and the engines (liquidjs, Handlebars,
// Mustache, Nunjucks) each read one syntax and run what it says — loops, helpers, filters. What a reader needs is
// each placeholder's value: a variable's path looked up in the data (a list joined, or its `first` or `last`; other filters dropped),
// a section's content kept when its value is set (once per item of a list, `{{.}}` the item), comments and tags
// of control flow (`{% for %}`, `{{#if}}`) dropped. A text is read so only when it holds both a data block and
// placeholders the data fills.
import YAML from 'yaml';
import { isJsonObject } from '../core/json.js';

type Scope = Record<string, unknown>;

/**
 * Characters a template and its data hold at most: a template is a page, and a section's body is found by a lazy
 * scan to its closing tag, which a hostile text of thousands of unclosed sections would make quadratic.
 */
const MAX_TEMPLATE_CHARS = 20_000;

/** The text the template in `text` renders from the data beside it; null when it holds no such pair. */
export function templateText(text: string): string | null {
  if (text.length > MAX_TEMPLATE_CHARS || !text.includes('{') || !hasPlaceholder(text)) return null;
  const split = splitData(text);
  if (!split) return null;
  const { data, template } = split;
  const filled = fill(template, [data]);
  if (filled.resolved === 0 || filled.resolved < filled.unresolved) return null;
  return filled.text
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

/** A placeholder: `{{ path }}`, `{{ path | filter }}`, `{{{ path }}}`; or Python's `{name}` (only a data key). */
const VARIABLE = /\{\{\{?[^\S\n]*([\w.$@-]+|\.)[^\S\n]*(\|[^}]*)?\}?\}\}/gu;
const BRACE_NAME = /(?<!\{)\{([A-Za-z_]\w*)\}(?!\})/gu;

/** The data block of a text and the rest of it: YAML front matter, a JSON object, a YAML map or a variable table. */
function splitData(text: string): { data: Scope; template: string } | null {
  const front = /^---[^\S\n]*\n([\s\S]*?)\n---[^\S\n]*\n/u.exec(text);
  if (front) {
    const data = parseYamlMap(front[1] ?? '');
    const body = text.slice(front[0].length);
    if (data && hasPlaceholder(body)) return { data: { page: data, ...data }, template: body };
  }
  // Otherwise a block of its own (between blank lines, perhaps under its file name): the first that is data.
  const blocks = text.split(/\n[^\S\n]*\n/u);
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as string;
    const data = blockData(block);
    if (!data) continue;
    const template = blocks.filter((_, j) => j !== i).join('\n\n');
    if (hasPlaceholder(template)) return { data, template };
  }
  return null;
}

const hasPlaceholder = (text: string): boolean => /\{\{[^}]+\}\}/u.test(text) || /(?<!\{)\{[A-Za-z_]\w*\}(?!\})/u.test(text);

/** A block that is data: JSON, a YAML map of two keys or more, or a `| variable | value |` table; a file-name line above it dropped. */
function blockData(block: string): Scope | null {
  if (/\{\{|\{%/u.test(block)) return null;
  const lines = block.split('\n');
  // A file name or a comment naming one (`context.json`, `# view.yml`) above the data.
  const body = /^[^\S\n]*(?:#[^\S\n]*)?[\w./-]+\.(?:json|ya?ml)[^\S\n]*:?[^\S\n]*$/iu.test(lines[0] ?? '') ? lines.slice(1).join('\n') : block;
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(trimmed);
      return isJsonObject(value) ? value : null;
    } catch {
      return null;
    }
  }
  const table = variableTable(trimmed);
  if (table) return table;
  // Parsed only when every line is a key, a list item or a comment: YAML reads most prose as a string.
  if (!trimmed.split('\n').every((l) => /^[^\S\n]*(?:[\w.-]+[^\S\n]*:|-[^\S\n]|#|$)/u.test(l))) return null;
  const map = parseYamlMap(trimmed);
  return map && Object.keys(map).length >= 2 ? map : null;
}

/** A Markdown table whose header is `variable | value` (or `name`, `key` | `value`): its rows as a map. */
function variableTable(text: string): Scope | null {
  const rows = text.split('\n').map((l) => l.trim());
  if (rows.length < 3 || !/^\|?\s*(?:variable|name|key|placeholder|slot)\s*\|\s*value\s*\|?$/iu.test(rows[0] ?? '') || !/^\|?[\s:|-]+\|?$/u.test(rows[1] ?? '')) return null;
  const out: Scope = {};
  for (const row of rows.slice(2)) {
    const cells = row.replace(/^\||\|$/gu, '').split('|').map((c) => c.trim());
    if (cells.length !== 2 || !cells[0]) return null;
    out[(cells[0] as string).replace(/^[`{]+|[`}]+$/gu, '')] = cells[1];
  }
  return Object.keys(out).length > 0 ? out : null;
}

function parseYamlMap(text: string): Scope | null {
  try {
    const value: unknown = YAML.parse(text, { maxAliasCount: 0 });
    return isJsonObject(value) ? value : null;
  } catch {
    return null;
  }
}


/** A path's value in the innermost scope holding it; a path under a namespace (`page.`, `cookiecutter.`) also without it. */
function lookup(path: string, scopes: Scope[]): unknown {
  const parts = path.split('.').filter(Boolean);
  const tries = parts.length > 1 ? [parts, parts.slice(1)] : [parts];
  for (const keys of tries) {
    for (let s = scopes.length - 1; s >= 0; s--) {
      let value: unknown = scopes[s];
      for (const key of keys) value = isJsonObject(value) ? value[key] : undefined;
      if (value !== undefined && value !== null) return value;
    }
  }
  return undefined;
}

const shown = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : Array.isArray(value) ? value.filter((v) => typeof v !== 'object').join(', ') : undefined;

const SECTION = /\{\{[#^][^\S\n]*(?:(with|if|unless|each)[^\S\n]+)?([\w.$@-]+)[^}]*\}\}([\s\S]*?)\{\{\/[^\S\n]*(?:with|if|unless|each|\2)[^\S\n]*\}\}/u;

/** The template with its sections expanded and its placeholders filled, and how many placeholders were and were not. */
function fill(template: string, scopes: Scope[], depth = 0): { text: string; resolved: number; unresolved: number } {
  let resolved = 0;
  let unresolved = 0;
  let text = template
    .replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}|\{#[\s\S]*?#\}/gu, '')
    .replace(/\{%-?[\s\S]*?-?%\}/gu, '');
  // Sections, innermost first by the lazy body; at most a few levels deep.
  for (let guard = 0; guard < 32 && depth < 4; guard++) {
    const m = SECTION.exec(text);
    if (!m) break;
    const [whole, helper, path, body] = m as unknown as [string, string | undefined, string, string];
    const value = lookup(path, scopes);
    const negated = whole.startsWith('{{^') || helper === 'unless';
    let out = '';
    if (negated) out = value ? '' : body;
    else if (Array.isArray(value)) {
      out = value
        .map((item) => {
          const inner = fill(body.replace(/\{\{[^\S\n]*(?:\.|this)[^\S\n]*\}\}/gu, shown(item) ?? ''), [...scopes, isJsonObject(item) ? item : {}], depth + 1);
          resolved += inner.resolved;
          unresolved += inner.unresolved;
          return inner.text;
        })
        .join(' ');
    } else if (value) {
      const inner = fill(body, helper === 'with' || (isJsonObject(value) && helper !== 'if') ? [...scopes, isJsonObject(value) ? value : {}] : scopes, depth + 1);
      resolved += inner.resolved;
      unresolved += inner.unresolved;
      out = inner.text;
    }
    text = text.slice(0, m.index) + out + text.slice(m.index + whole.length);
  }
  text = text.replace(/\{\{[#^/][^}]*\}\}/gu, '');
  text = text.replace(VARIABLE, (_, path: string, filters: string | undefined) => {
    const found = lookup(path, scopes);
    // A list's `first` or `last` (Liquid, Jinja); any other filter is left out and the value shown as it is.
    const pick = Array.isArray(found) && filters ? (/^\|\s*first\b/u.test(filters) ? found[0] : /^\|\s*last\b/u.test(filters) ? found.at(-1) : found) : found;
    const value = shown(pick);
    if (value === undefined) unresolved++;
    else resolved++;
    return value ?? '';
  });
  text = text.replace(BRACE_NAME, (whole, name: string) => {
    const value = shown(lookup(name, scopes));
    if (value === undefined) return whole;
    resolved++;
    return value;
  });
  return { text, resolved, unresolved };
}
