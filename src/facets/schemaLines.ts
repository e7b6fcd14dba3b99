// Renders a SchemaNode's fields as `path (type[, required]): description` lines, the part of a tool's or a
// table's canonical text that describes its parameters or columns. Nested objects flatten to dotted paths
// (`address.city`), array elements to `[]`, map values to `{}`, in name order so a reordered copy reads the same.
import type { PropertyNode, SchemaNode } from '../core/types.js';

/** Deepest nesting rendered as lines; deeper structure still counts in the fingerprints. */
const MAX_LINE_DEPTH = 6;
/** Enum values shown in the text; a long list of names would crowd the description out of the embedding. */
const MAX_ENUM_SHOWN = 20;
/** Most lines per item: the embedder reads 256 tokens, and a file-system-sized state tree must not flood it. */
const MAX_LINES = 200;

export function fieldLines(fields: PropertyNode[]): string[] {
  const lines: string[] = [];
  walk(fields, '', 0, lines);
  if (lines.length > MAX_LINES) return [...lines.slice(0, MAX_LINES), `… ${lines.length - MAX_LINES} more fields`];
  return lines;
}

function walk(fields: PropertyNode[], prefix: string, depth: number, lines: string[]): void {
  for (const field of fields) {
    const path = prefix + field.name;
    lines.push(renderLine(path, field.node, field.required));
    if (depth < MAX_LINE_DEPTH && lines.length <= MAX_LINES) descend(field.node, path, depth, lines);
  }
}

function descend(node: SchemaNode, path: string, depth: number, lines: string[]): void {
  if (node.properties) walk(node.properties, `${path}.`, depth + 1, lines);
  if (node.items?.properties) walk(node.items.properties, `${path}[].`, depth + 1, lines);
  if (node.additional?.properties) walk(node.additional.properties, `${path}{}.`, depth + 1, lines);
}

export function renderType(node: SchemaNode): string {
  if (node.recursive) return `${node.type} ${node.recursive} (recursive)`;
  if (node.items && !node.items.properties) return `array<${renderType(node.items)}>`;
  if (node.additional && !node.additional.properties) return `map<${renderType(node.additional)}>`;
  return node.type;
}

function renderLine(path: string, node: SchemaNode, required: boolean): string {
  let line = `${path} (${renderType(node)}${required ? ', required' : ''})`;
  if (node.description) line += `: ${node.description}`;
  if (node.enum && node.enum.length > 0) {
    const shown = node.enum.slice(0, MAX_ENUM_SHOWN).join(', ');
    const more = node.enum.length > MAX_ENUM_SHOWN ? `, … ${node.enum.length - MAX_ENUM_SHOWN} more` : '';
    line += ` [one of: ${shown}${more}]`;
  }
  return line;
}
