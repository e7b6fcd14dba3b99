// Planted positives for calibration: rewrites of sampled suite items, each alone in a portfolio environment of
// its own, made the ways a generator copies benchmark material — tools and tables renamed, their parameters
// (columns) reordered, descriptions trimmed or reworded, a column dropped; tasks with entities swapped,
// sentences reordered, a clause dropped, words reworded, or "translated". Each planted item records which
// suite item it copies and how (its kind), so recall can be given per kind. Seeded: same run, same seed,
// same plants.
import { compareCodeUnits } from '../core/text.js';
import type { Environment, PropertyNode, StateTable, Task, Tool } from '../core/types.js';
import { dropClause, firstSentence, pseudoTranslate, renameIdentifier, reorderSentences, reword, swapEntities, type Random } from './rewrite.js';

export const PLANT_KINDS = {
  tools: ['renamed', 'reworded', 'trimmed', 'rewritten'],
  state: ['renamed', 'dropped-column', 'rewritten'],
  tasks: ['entity-swap', 'reordered', 'dropped-clause', 'reworded', 'rewritten', 'translated'],
} as const;

type Fields = PropertyNode[];
const byName = (fields: Fields): Fields => [...fields].sort((a, b) => compareCodeUnits(a.name, b.name));

/** Parameters (columns) renamed, their descriptions rewritten by `text`; sorted by name as ingest sorts them. */
function renameFields(fields: Fields, next: Random, text: (d: string) => string): Fields {
  const seen = new Set<string>();
  return byName(
    fields.map((f) => {
      let name = renameIdentifier(f.name, next);
      while (seen.has(name)) name += '_';
      seen.add(name);
      const description = f.node.description ? text(f.node.description) : undefined;
      return { ...f, name, node: { ...f.node, ...(description !== undefined ? { description } : {}) } };
    }),
  );
}

const describe = (fields: Fields, text: (d: string) => string): Fields =>
  fields.map((f) => (f.node.description ? { ...f, node: { ...f.node, description: text(f.node.description) } } : f));

export function plantTool(tool: Tool, kind: (typeof PLANT_KINDS.tools)[number], next: Random): Tool {
  const fields = tool.parameters.properties ?? [];
  const params = (properties: Fields) => ({ ...tool.parameters, properties });
  switch (kind) {
    case 'renamed':
      return { ...tool, name: renameIdentifier(tool.name, next), parameters: params(renameFields(fields, next, (d) => d)) };
    case 'reworded':
      return { ...tool, description: reword(tool.description, next), parameters: params(describe(fields, (d) => reword(d, next))) };
    case 'trimmed':
      return { ...tool, description: firstSentence(tool.description), parameters: params(describe(fields, firstSentence)) };
    case 'rewritten':
      return { ...tool, name: renameIdentifier(tool.name, next), description: reorderSentences(reword(tool.description, next), next), parameters: params(renameFields(fields, next, (d) => reword(firstSentence(d), next))) };
  }
}

export function plantTable(table: StateTable, kind: (typeof PLANT_KINDS.state)[number], next: Random): StateTable {
  switch (kind) {
    case 'renamed':
      return { ...table, name: renameIdentifier(table.name, next), fields: renameFields(table.fields, next, (d) => d) };
    case 'dropped-column': {
      if (table.fields.length < 3) return { ...table, name: renameIdentifier(table.name, next) };
      const at = Math.floor(next() * table.fields.length);
      return { ...table, fields: table.fields.filter((_, i) => i !== at) };
    }
    case 'rewritten':
      return { ...table, name: renameIdentifier(table.name, next), description: reword(table.description, next), fields: renameFields(table.fields, next, (d) => reword(d, next)) };
  }
}

export function plantTask(task: Task, kind: (typeof PLANT_KINDS.tasks)[number], next: Random): Task {
  const rewrite: Record<typeof kind, (t: string) => string> = {
    'entity-swap': (t) => swapEntities(t, next),
    reordered: (t) => reorderSentences(t, next),
    'dropped-clause': (t) => dropClause(t, next),
    reworded: (t) => reword(t, next),
    rewritten: (t) => dropClause(reorderSentences(reword(t, next), next), next),
    translated: (t) => pseudoTranslate(t, next),
  };
  return { ...task, text: rewrite[kind](task.text) };
}

/** A sampled task "translated" as a translated plant is, alone in a portfolio environment (a negative, not a plant). */
export function translatedNegative(index: number, task: Task, next: Random): Environment {
  return plantedEnvironment(index, { tasks: [{ ...task, text: pseudoTranslate(task.text, next) }] });
}

/** A portfolio environment holding one planted item, named by its position so ids never collide. */
export function plantedEnvironment(index: number, content: { tools?: Tool[]; state?: StateTable[]; tasks?: Task[] }): Environment {
  return {
    id: `calibrate/planted_${String(index).padStart(5, '0')}`,
    side: 'portfolio',
    family: 'calibrate',
    source: 'envsieve calibrate',
    origin: { file: 'calibrate', line: index + 1 },
    tools: content.tools ?? [],
    state: content.state ? { format: 'tables', tables: content.state } : null,
    tasks: content.tasks ?? [],
    meta: {},
  };
}
