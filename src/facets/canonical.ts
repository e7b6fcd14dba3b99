// Canonical texts: what is embedded for each item. A tool is its name split into words, its description and
// its parameters as lines, as a reader sees them (core/plainText.ts); a state table its name and fields; a task
// its text with whitespace folded.
import type { StateTable, Task, Tool } from '../core/types.js';
import { plainText } from '../core/plainText.js';
import { foldWhitespace, splitIdentifier } from '../core/text.js';
import { fieldLines, renderType } from './schemaLines.js';

export function toolText(tool: Tool): string {
  const lines = [splitIdentifier(tool.name) || tool.name];
  if (tool.description) lines.push(tool.description);
  const params = tool.parameters.properties ?? [];
  if (params.length > 0) lines.push(...fieldLines(params));
  else if (tool.parameters.type !== 'object' && tool.parameters.type !== 'any') lines.push(`(${renderType(tool.parameters)})`);
  // As a reader sees it: a homoglyph in the name, zero-width characters in a parameter's name (core/plainText.ts).
  return plainText(lines.join('\n'));
}

export function stateText(table: StateTable): string {
  const lines = [splitIdentifier(table.name) || table.name];
  if (table.description) lines.push(table.description);
  lines.push(...fieldLines(table.fields));
  return lines.join('\n');
}

export function taskText(task: Task): string {
  return foldWhitespace(task.text);
}
