// Tools listed in groups, as Gemini and Vertex AI list a request's tools: `tools: [{functionDeclarations: [{name,
// description, parameters}, …]}]` (`function_declarations` in Google's Python SDK), beside built-in tools
// (`googleSearch`, `codeExecution`, …) that define no function of the environment. Each declaration is read as a
// tool of its own, and a built-in is left out with a warning: read as given, the group had no name and rejected
// the whole environment. Messages keep naming a tool where the record has it (`tools[0].functionDeclarations[2]`).
import { isJsonObject } from '../core/json.js';
import type { WarnFn } from './problems.js';

const DECLARATION_KEYS = ['functionDeclarations', 'function_declarations'] as const;

/** Gemini's and Vertex AI's built-in tools, in both spellings: the model runs them, the environment defines none. */
const BUILT_IN = new Set([
  'googleSearch', 'google_search', 'googleSearchRetrieval', 'google_search_retrieval', 'codeExecution', 'code_execution',
  'urlContext', 'url_context', 'googleMaps', 'google_maps', 'computerUse', 'computer_use', 'fileSearch', 'file_search',
  'enterpriseWebSearch', 'enterprise_web_search', 'retrieval',
]);

export interface ToolList {
  /** One entry per tool, the groups' declarations in their place, marked `x-form: gemini`. */
  tools: unknown[];
  /** Where each of them is in the record (`tools[1]`, `tools[0].functionDeclarations[2]`). */
  at: string[];
}

/** The record's tools with every group read as its declarations; null when it lists no group (nothing to change). */
export function expandToolGroups(tools: readonly unknown[], warn: WarnFn): ToolList | null {
  if (!tools.some(isGroup)) return null;
  const list: ToolList = { tools: [], at: [] };
  tools.forEach((entry, i) => {
    if (!isGroup(entry)) {
      list.tools.push(entry);
      list.at.push(`tools[${i}]`);
      return;
    }
    const builtIns = Object.keys(entry).filter((key) => BUILT_IN.has(key));
    if (builtIns.length > 0) warn('tool_built_in', `tools[${i}]`, `${builtIns.join(', ')}: a built-in tool of the model, which the environment does not define; left out`);
    for (const key of DECLARATION_KEYS) {
      const declarations = entry[key];
      if (!Array.isArray(declarations)) continue;
      declarations.forEach((declaration: unknown, j) => {
        list.tools.push(isJsonObject(declaration) ? { ...declaration, 'x-form': 'gemini' } : declaration);
        list.at.push(`tools[${i}].${key}[${j}]`);
      });
    }
  });
  return list;
}

/**
 * A group with the declarations `remove` picks taken out of it (decontaminate writes a manifest without the copied
 * tools, in its own form, naming each as ingest does: record.ts rawToolName); null when the entry is no group or
 * loses nothing.
 */
export function withoutDeclarations(entry: unknown, remove: (declaration: unknown) => boolean): { entry: Record<string, unknown>; removed: number } | null {
  if (!isGroup(entry)) return null;
  const out: Record<string, unknown> = { ...entry };
  let removed = 0;
  for (const key of DECLARATION_KEYS) {
    const declarations = entry[key];
    if (!Array.isArray(declarations)) continue;
    const kept = declarations.filter((declaration: unknown) => !remove(declaration));
    removed += declarations.length - kept.length;
    out[key] = kept;
  }
  return removed > 0 ? { entry: out, removed } : null;
}

/** A group: an object of declaration lists and built-ins only (a tool of its own has a name, or wraps one). */
function isGroup(entry: unknown): entry is Record<string, unknown> {
  if (!isJsonObject(entry)) return false;
  const keys = Object.keys(entry);
  const declares = (key: string) => (DECLARATION_KEYS as readonly string[]).includes(key) && Array.isArray(entry[key]);
  return keys.length > 0 && keys.every((key) => declares(key) || BUILT_IN.has(key));
}
