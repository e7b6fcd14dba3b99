// The diff's tables, once for both renderings: a header (with the digits of numeric columns) and rows of
// plain values. diff.md escapes and prints them, diff.html puts them in the report's sortable tables.
import type { DiffReport } from './stage.js';
import type { FlagChange } from './flags.js';

export type Value = string | number | null;
export interface Header {
  title: string;
  digits?: number;
}

const t = (title: string, digits?: number): Header => (digits === undefined ? { title } : { title, digits });

export const TABLE_HEADERS = {
  levels: [t('level or above'), t('newly flagged environments', 0), t('newly flagged tasks', 0), t('cleared environments', 0), t('cleared tasks', 0), t('gone environments', 0), t('gone tasks', 0)],
  environments: [t('environment'), t('in A as'), t('suite'), t('aspect'), t('A'), t('B')],
  tasks: [t('task'), t('in A as'), t('suite'), t('aspect'), t('A'), t('B')],
  redundancy: [t('run'), t('nominal', 0), t('effective', 0), t('redundancy', 3), t('redundant clusters', 0), t('clusters', 0)],
  clusters: [t('B cluster', 0), t('size in B', 0), t('A cluster', 0), t('size in A', 0), t('change'), t('new members', 0), t('removed members', 0), t('families')],
  novelty: [t('new environment'), t('family'), t('B cluster', 0), t('existing cluster'), t('near-duplicate of (in A)'), t('similarity to kept', 4)],
} satisfies Record<string, Header[]>;

/** Flag changes; a blank suite and aspect is the overall flag, `–` "not in that run". */
export function changeRows(changes: FlagChange[]): Value[][] {
  return changes.map((c) => [c.id, c.id_a ?? '', c.suite ?? 'any', c.aspect ?? 'overall', c.was ?? '–', c.now ?? '–']);
}

export function levelRows(r: DiffReport): Value[][] {
  return (Object.keys(r.newly_flagged) as Array<keyof DiffReport['newly_flagged']>).map((l) => [l, r.newly_flagged[l].environments, r.newly_flagged[l].tasks, r.cleared[l].environments, r.cleared[l].tasks, r.removed_flagged[l].environments, r.removed_flagged[l].tasks]);
}

export function redundancyRows(r: DiffReport): Value[][] {
  return (['a', 'b'] as const).map((k) => {
    const x = r.redundancy[k];
    return [k.toUpperCase(), x.nominal, x.effective, x.redundancy, x.redundant_clusters, x.k];
  });
}

/** Only the clusters that changed: grew, shrank or appeared. */
export function clusterRows(r: DiffReport): Value[][] {
  return r.clusters.filter((c) => c.change !== 'unchanged').map((c) => [c.cluster_b, c.size_b, c.cluster_a, c.size_a, c.change, c.new_members, c.removed_members, c.families]);
}

export function noveltyTableRows(r: DiffReport): Value[][] {
  return r.novelty.rows.map((n) => [n.env, n.family, n.cluster, n.existing_cluster ? 'yes' : 'no', n.near_duplicate_of ?? '', n.similarity_to_kept]);
}

/** Ids in a sentence: all of them up to `max`, then a count. */
export function listIds(ids: string[], max = 50): string {
  if (ids.length === 0) return 'none';
  return ids.length <= max ? ids.join(', ') : `${ids.slice(0, max).join(', ')} and ${ids.length - max} more (diff.json lists them all)`;
}
