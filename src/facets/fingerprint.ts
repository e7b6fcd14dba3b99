// Structural fingerprints of items, evidence of copying beside the embeddings.
//
// `fp_exact` hashes the facet and the canonical text: equal only when the content is the same (a tool's name
// counts by its words, so `getUser` and `get_user` with the same description and parameters are equal).
//
// `fp_shape` is rename-invariant. For tools and tables it hashes the parameter (column) structure with the
// tool (table) name and every description dropped, parameter names reduced to their words (`userId`,
// `user_id`, `UserID` agree), types normalised (`dict` = `object`, `float` = `number`), properties sorted,
// enum values and required flags kept. So a tool copied under a new name, with reworded descriptions, with
// parameters reordered or re-cased still matches. Parameter names are kept as words rather than replaced by
// positional tokens: measured on the 30k real tools of ../shared/data/real, purely positional shapes are
// shared by 99% of distinct one-parameter tools and 93% of two-parameter ones, which makes them no evidence;
// with the words kept, 78% and 32%, falling to 3-12% from three parameters up. `shape_size` says how much
// structure a shape rests on, so that later stages weigh a shared shape of one parameter as little.
//
// For tasks, `fp_shape` is a template hash: lower case, punctuation dropped, and every token holding a digit
// (ids, numbers, zip codes) replaced by `#`, so the same task instantiated with other entities matches.
import type { Facet, PropertyNode, SchemaNode } from '../core/types.js';
import { sha256Hex, stableJson } from '../core/hash.js';
import { compareCodeUnits, identifierWords, styleFreeName } from '../core/text.js';

export function exactFingerprint(facet: Facet, text: string): string {
  return sha256Hex(`${facet}\n${text}`);
}

type Shape = { t: string; e?: string[]; p?: Array<[string, boolean, Shape]>; i?: Shape; a?: Shape; r?: true };

function shapeOf(node: SchemaNode): Shape {
  const shape: Shape = { t: node.type };
  if (node.enum) shape.e = [...node.enum].sort(compareCodeUnits);
  if (node.properties) shape.p = fieldsShape(node.properties);
  if (node.items) shape.i = shapeOf(node.items);
  if (node.additional) shape.a = shapeOf(node.additional);
  if (node.recursive) shape.r = true;
  return shape;
}

function fieldsShape(fields: PropertyNode[]): Array<[string, boolean, Shape]> {
  return fields
    .map((f): [string, boolean, Shape] => [styleFreeName(f.name) || f.name, f.required, shapeOf(f.node)])
    .sort((a, b) => compareCodeUnits(stableJson(a), stableJson(b)));
}

/** Number of property nodes under `fields`, the amount of structure a shape fingerprint rests on. */
export function fieldCount(fields: PropertyNode[]): number {
  let count = 0;
  for (const f of fields) {
    count += 1;
    const n = f.node;
    count += fieldCount(n.properties ?? []) + fieldCount(n.items?.properties ?? []) + fieldCount(n.additional?.properties ?? []);
  }
  return count;
}

export function schemaShapeFingerprint(facet: 'tools' | 'state', fields: PropertyNode[]): string {
  return sha256Hex(stableJson({ f: facet, p: fieldsShape(fields) }));
}

/** Task text reduced to its template: `Order #W123 for Ann, zip 10192` → `order # for ann zip #`. */
export function taskTemplate(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/u)
    .map((token) => (/\p{N}/u.test(token) ? '#' : identifierWords(token).join(' ')))
    .filter((token) => token.length > 0)
    .join(' ');
}

export function taskShapeFingerprint(text: string): { hash: string; size: number } {
  const template = taskTemplate(text);
  return { hash: sha256Hex(`tasks\n${template}`), size: template.split(' ').filter(Boolean).length };
}
