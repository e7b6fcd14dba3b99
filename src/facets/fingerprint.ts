// Structural fingerprints of items, evidence of copying beside the embeddings.
//
// `fp_exact` hashes the facet and the canonical text: equal only when the content is the same (a tool's name
// counts by its words, so `getUser` and `get_user` with the same description and parameters are equal).
//
// `fp_shape` is rename-invariant: a hash of the calling signature. For tools (tables) it takes the top-level
// parameters (columns), each as its name reduced to words (`userId`, `user_id`, `UserID` agree), whether it is
// required, its normalised type (`dict` = `object`, `float` = `number`, with element types of arrays and maps)
// and its enum values, sorted; the tool (table) name and every description are left out. So a tool copied under
// a new name, with reworded descriptions, with parameters reordered or re-cased still matches.
//   Two choices, both measured on the 24k real tools of ../shared/data/real:
//   - Parameter names are kept as words, not replaced by positional tokens: purely positional signatures are
//     shared by 99% of distinct one-parameter tools and 93% of two-parameter ones, which makes them no
//     evidence; with the words kept, unrelated benchmarks share no signature from three parameters up.
//   - Nested properties are left out: a vendored copy of a BFCL tool whose nested `updates` object lost a
//     field (an older BFCL version) is still the same tool, and signatures of three or more top-level
//     parameters stay distinct across unrelated benchmarks without them.
// `shape_size` is the number of top-level parameters the signature rests on, so that later stages weigh a
// shared signature of one parameter as little.
//
// For tasks, `fp_shape` is a template hash: lower case, punctuation dropped, and every token holding a digit
// (ids, numbers, zip codes) replaced by `#`, so the same task instantiated with other entities matches.
import type { Facet, PropertyNode, SchemaNode } from '../core/types.js';
import { sha256Hex, stableJson } from '../core/hash.js';
import { compareCodeUnits, styleFreeName } from '../core/text.js';

export function exactFingerprint(facet: Facet, text: string): string {
  return sha256Hex(`${facet}\n${text}`);
}

type Signature = Array<[string, boolean, string, string[]]>;

/** Type of a node as a signature sees it: element and value types count, nested property names do not. */
export function typeSignature(node: SchemaNode): string {
  if (node.recursive) return `${node.type}:recursive`;
  let type = node.type;
  if (node.items) type += `<${typeSignature(node.items)}>`;
  if (node.additional) type += `{${typeSignature(node.additional)}}`;
  return type;
}

/**
 * The values a field takes: its enum, or an array's items' enum (`door: {type: array, items: {enum: [driver,
 * passenger]}}`, where JSON Schema writes a list of choices; BFCL writes it on the array itself). Both are the
 * field's values to the signature and the calling shape, so a Go struct's `enum=` tags on a slice agree with
 * BFCL's `[Enum]` list. The canonical text prints them as written (on the array only): the model's text, and with
 * it every cosine, stays what it was.
 */
function fieldValues(node: SchemaNode): string[] | undefined {
  if (node.enum && node.enum.length > 0) return node.enum;
  return node.items?.enum && node.items.enum.length > 0 ? node.items.enum : undefined;
}

function signature(fields: PropertyNode[]): Signature {
  return fields
    .map((f): Signature[number] => [styleFreeName(f.name) || f.name, f.required, typeSignature(f.node), [...(fieldValues(f.node) ?? [])].sort(compareCodeUnits)])
    .sort((a, b) => compareCodeUnits(stableJson(a), stableJson(b)));
}

/**
 * The fields a caller passes: a tool's parameters or, when its one parameter is an object with fields of its
 * own (a request body: `order_request: {symbol, price, …}`), that object's fields, required only where the body
 * is. Wrapping the parameters in one body is a change of form, as their order is (MCP servers write tools so,
 * and 84 of ACEBench's), so a tool's calling shape and its rename-invariant fingerprint see through it.
 */
export function callingFields(fields: PropertyNode[]): PropertyNode[] {
  const only = fields.length === 1 ? fields[0] : undefined;
  const inner = only?.node.type === 'object' ? only.node.properties : undefined;
  if (!only || !inner || inner.length === 0) return fields;
  return only.required ? inner : inner.map((f) => ({ ...f, required: false }));
}

/**
 * One token per top-level field, names and descriptions set aside: `r|string`, `o|array<integer>`,
 * `r|string|enum:business,economy` (whether it is required, its type with element types, its enum values
 * sorted). The structural channel (src/scoring/structure.ts) compares these multisets, so a copy whose every
 * name and description was reworded still agrees with its original; items.jsonl keeps them per tool and table.
 */
export function structureTokens(fields: readonly PropertyNode[]): string[] {
  return fields.map((f) => {
    const enumValues = fieldValues(f.node);
    const values = enumValues ? `|enum:${[...enumValues].sort(compareCodeUnits).join(',')}` : '';
    return `${f.required ? 'r' : 'o'}|${typeSignature(f.node)}${values}`;
  });
}

export function schemaShapeFingerprint(facet: 'tools' | 'state', fields: PropertyNode[]): string {
  return sha256Hex(stableJson({ f: facet, s: signature(fields) }));
}

/**
 * Task text reduced to its template: `Order #W123 for Ann, zip 10192` → `order # for ann zip #`. A token's
 * words are its runs of letters and digits (identifierWords on a lower-cased token, whose case boundaries are
 * gone), taken with one replace instead of identifierWords' four passes: ingest templates every task.
 */
export function taskTemplate(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/u)
    .map((token) => (/\p{N}/u.test(token) ? '#' : token.replace(NON_WORD_RUN, ' ').trim()))
    .filter((token) => token.length > 0)
    .join(' ');
}

const NON_WORD_RUN = /[^\p{L}\p{N}]+/gu;

export function taskShapeFingerprint(text: string): { hash: string; size: number } {
  const template = taskTemplate(text);
  return { hash: sha256Hex(`tasks\n${template}`), size: template.split(' ').filter(Boolean).length };
}
