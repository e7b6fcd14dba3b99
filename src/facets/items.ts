// Cuts an environment into its facet items: one per tool, per state table, per task, each with its stable
// id `<env id>#<facet>/<local id>`, canonical text and fingerprints. An environment id may itself hold `#`
// (toolbench's "Instagram #1"), so in an item id its `#` and `%` are percent-escaped: the first `#` then always
// ends the environment part, and env `a#tasks/b` task `c` can no longer print as env `a` task `b#tasks/c`.
import type { Environment, FacetItem, Facet } from '../core/types.js';
import { stateText, taskText, toolText } from './canonical.js';
import { callingFields, exactFingerprint, schemaShapeFingerprint, structureTokens, taskShapeFingerprint } from './fingerprint.js';

export function itemId(env: string, facet: Facet, local: string): string {
  return `${env.replace(/[%#]/g, (c) => (c === '%' ? '%25' : '%23'))}#${facet}/${local}`;
}

/**
 * Whether an item is a name alone: a state entry with no fields (a scalar such as BFCL MessageAPI's
 * `current_user`, whose canonical text is "current user"). Authors name such an entry alike without copying
 * anything (a new messaging environment's `current_user` is identical to MessageAPI's), so it is no evidence
 * of a copy: neighbors never flags it, and it makes no environment pair hold a copied item. It still counts in
 * the environments' scores, and in a pair whose every item is identical.
 */
export const nameOnly = (item: Pick<FacetItem, 'facet' | 'shape_size'> | undefined): boolean => item?.facet === 'state' && item.shape_size === 0;

function makeItem(env: Environment, facet: Facet, local: string, text: string, shape: string, size: number, structure?: string[]): FacetItem {
  return {
    id: itemId(env.id, facet, local),
    env: env.id,
    side: env.side,
    facet,
    local,
    text,
    fp_exact: exactFingerprint(facet, text),
    fp_shape: shape,
    shape_size: size,
    ...(structure ? { structure } : {}),
  };
}

/** An environment's tool items, the first of its facet items: what ingest reads of every tool before writing any item. */
export function toolItems(env: Environment): FacetItem[] {
  return env.tools.map((tool) => {
    const fields = callingFields(tool.parameters.properties ?? []);
    return makeItem(env, 'tools', tool.name, toolText(tool), schemaShapeFingerprint('tools', fields), fields.length, structureTokens(fields));
  });
}

/** An environment's items: its tools, its state tables, its tasks. */
export function facetItems(env: Environment): FacetItem[] {
  return [...toolItems(env), ...stateAndTaskItems(env)];
}

/** An environment's items after its tools (toolItems): its state tables, its tasks. */
export function stateAndTaskItems(env: Environment): FacetItem[] {
  const items: FacetItem[] = [];
  for (const table of env.state?.tables ?? []) {
    items.push(makeItem(env, 'state', table.name, stateText(table), schemaShapeFingerprint('state', table.fields), table.fields.length, structureTokens(table.fields)));
  }
  for (const task of env.tasks) {
    const shape = taskShapeFingerprint(task.text);
    const made = makeItem(env, 'tasks', task.id, taskText(task), shape.hash, shape.size);
    // Only the portfolio's: a wrapper around a suite task is the generator's doing, and the suite is searched whole.
    const passages = env.side === 'portfolio' ? (task.passages ?? []) : [];
    items.push(passages.length > 0 ? { ...made, passages } : made);
  }
  return items;
}
