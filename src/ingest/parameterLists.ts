// A tool given as a RapidAPI endpoint is in ToolBench's api_list: its parameters as two lists of
// `{name, type, description, default}` entries, `required_parameters` and `optional_parameters`, with RapidAPI's
// type names (`STRING`, `NUMBER`, `BOOLEAN`, `ENUM`, `ARRAY`, `DATE (YYYY-MM-DD)`, `GEOPOINT (latitude,
// longitude)`). Read as a JSON Schema object, where the tool had been read as taking nothing. Qwen-Agent's one list
// of entries with a `required` flag each is read alike (parameterList).
import { isJsonObject } from '../core/json.js';
import { normalizeTypeName } from './jsonSchema.js';

type JsonSchema = Record<string, unknown>;

/** The lists as a JSON Schema object; null when the tool has neither list (or the lists name no parameter). */
export function parameterLists(tool: Record<string, unknown>): JsonSchema | null {
  const { required_parameters: required, optional_parameters: optional } = tool;
  if (!Array.isArray(required) && !Array.isArray(optional)) return null;
  return asSchema([...(Array.isArray(required) ? required : []).map((entry) => ({ entry, required: true })), ...(Array.isArray(optional) ? optional : []).map((entry) => ({ entry, required: false }))]);
}

/**
 * Parameters given as one list of `{name, type, description, required}` entries — Qwen-Agent's tool form (its
 * `BaseTool.parameters`), where JSON Schema has a map — as a JSON Schema object; null when no entry names a
 * parameter. Read as a map it was no schema at all, and the whole environment was rejected (the 162nd held-out
 * part's Qwen-Agent tools).
 */
export function parameterList(list: unknown[]): JsonSchema | null {
  return asSchema(list.map((entry) => ({ entry, required: isJsonObject(entry) && entry.required === true })));
}

function asSchema(entries: Array<{ entry: unknown; required: boolean }>): JsonSchema | null {
  const properties: Record<string, JsonSchema> = {};
  const names: string[] = [];
  for (const { entry, required } of entries) {
    if (!isJsonObject(entry) || typeof entry.name !== 'string' || entry.name.trim() === '') continue;
    properties[entry.name] = {
      type: rapidApiType(typeof entry.type === 'string' ? entry.type : ''),
      ...(typeof entry.description === 'string' && entry.description.trim() ? { description: entry.description } : {}),
      ...(Array.isArray(entry.enum) && entry.enum.length > 0 ? { enum: entry.enum } : {}),
    };
    if (required) names.push(entry.name);
  }
  return Object.keys(properties).length > 0 ? { type: 'object', properties, required: names } : null;
}

/** RapidAPI's type name as a JSON type: its first word (`DATE (YYYY-MM-DD)` is a string), ENUM a string. */
function rapidApiType(written: string): string {
  const word = (/^[A-Za-z]+/.exec(written.trim())?.[0] ?? '').toLowerCase();
  const type = normalizeTypeName(word);
  return ['string', 'integer', 'number', 'boolean', 'array', 'object'].includes(type) ? type : 'string';
}
