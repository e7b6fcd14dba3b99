// Redundancy and clusters between two runs. Each run's k-means numbers (and may cut) its clusters on its own,
// so clusters are followed through their members: a B cluster's predecessor is the A cluster holding most of
// the A counterparts of its members, and an A cluster's successor the B cluster holding most of its members
// still in B (ties: the lower number). A cluster grew when more of B's new environments joined it than
// environments of its predecessors (those it succeeds) were removed, shrank in the opposite case, and appeared
// when none of its members was in A; an A cluster whose members were all removed is gone. Members that only
// moved between clusters because k-means cut the space differently are neither. B's new environments are
// placed the same way: in a cluster that also holds environments from A (existing structure) or not, and in a
// near-duplicate group with an environment from A or not — from B's own artifacts, so no vector is read again.
import { round4 } from '../core/csv.js';
import { compareCodeUnits } from '../core/text.js';
import type { Matching } from './match.js';
import type { DiffRun } from './runs.js';

export interface RedundancyFigures {
  nominal: number;
  effective: number;
  /** 1 − effective / nominal: the share of the portfolio that near-duplicates another environment. */
  redundancy: number;
  redundant_clusters: number;
  k: number;
}

export interface ClusterChange {
  cluster_b: number;
  size_b: number;
  /** The predecessor in A, or null when the cluster appeared. */
  cluster_a: number | null;
  size_a: number | null;
  change: 'grew' | 'shrank' | 'unchanged' | 'appeared';
  /** Members of B that are new environments. */
  new_members: number;
  /** Environments removed from the A clusters this one succeeds. */
  removed_members: number;
  families: string;
}

export interface NoveltyRow {
  env: string;
  family: string;
  cluster: number | null;
  /** The cluster also holds environments that were in A. */
  existing_cluster: boolean;
  /** The A id of an environment in its near-duplicate group, or null. */
  near_duplicate_of: string | null;
  similarity_to_kept: number;
}

export function redundancyFigures(run: DiffRun): RedundancyFigures {
  const r = run.artifacts.redundancy;
  const nominal = r.nominal_environments;
  return { nominal, effective: r.effective_environments, redundancy: nominal > 0 ? round4(1 - r.effective_environments / nominal) : 0, redundant_clusters: r.redundant_clusters, k: r.k };
}

const clusterOf = (run: DiffRun) => new Map(run.artifacts.nearDuplicates.map((row) => [row.env_id, row.cluster] as const));

/** The key with the most votes, ties to the lower key; null when there are none. */
function plurality(votes: Map<number, number>): number | null {
  return [...votes].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]?.[0] ?? null;
}

function vote(map: Map<number, Map<number, number>>, at: number, choice: number): void {
  const votes = map.get(at) ?? new Map<number, number>();
  votes.set(choice, (votes.get(choice) ?? 0) + 1);
  map.set(at, votes);
}

export function clusterChanges(a: DiffRun, b: DiffRun, m: Matching): { clusters: ClusterChange[]; gone: number[] } {
  const [inA, inB] = [clusterOf(a), clusterOf(b)];
  const toB = new Map([...m.counterpart].map(([idB, idA]) => [idA, idB]));
  const backward = new Map<number, Map<number, number>>();
  const forward = new Map<number, Map<number, number>>();
  const fresh = new Map<number, number>();
  for (const [env, cluster] of inB) {
    if (cluster === null) continue;
    const from = inA.get(m.counterpart.get(env) ?? '');
    if (from === undefined) fresh.set(cluster, (fresh.get(cluster) ?? 0) + 1);
    else if (from !== null) vote(backward, cluster, from);
  }
  const removed = new Map<number, number>();
  for (const [env, cluster] of inA) {
    if (cluster === null) continue;
    const to = inB.get(toB.get(env) ?? '');
    if (to === undefined) removed.set(cluster, (removed.get(cluster) ?? 0) + 1);
    else if (to !== null) vote(forward, cluster, to);
  }
  const lost = new Map<number, number>();
  for (const [cluster, n] of removed) {
    const successor = plurality(forward.get(cluster) ?? new Map());
    if (successor !== null) lost.set(successor, (lost.get(successor) ?? 0) + n);
  }
  const sizeA = new Map(a.artifacts.clusters.map((c) => [c.cluster, c.portfolio]));
  const clusters = b.artifacts.clusters.map((c): ClusterChange => {
    const predecessor = plurality(backward.get(c.cluster) ?? new Map());
    const [added, gone] = [fresh.get(c.cluster) ?? 0, lost.get(c.cluster) ?? 0];
    const change = predecessor === null ? 'appeared' : added > gone ? 'grew' : added < gone ? 'shrank' : 'unchanged';
    return { cluster_b: c.cluster, size_b: c.portfolio, cluster_a: predecessor, size_a: predecessor === null ? null : (sizeA.get(predecessor) ?? 0), change, new_members: added, removed_members: gone, families: c.families };
  });
  const gone = a.artifacts.clusters.map((c) => c.cluster).filter((c) => !forward.has(c) && (removed.get(c) ?? 0) > 0);
  return { clusters, gone };
}

export function noveltyOfNew(b: DiffRun, m: Matching): NoveltyRow[] {
  const rows = b.artifacts.nearDuplicates;
  const inherited = new Set(rows.filter((r) => m.counterpart.has(r.env_id)).map((r) => r.cluster));
  const groupTwin = new Map<number, string>();
  // Prefer the group's kept environment as the one named; otherwise its first member from A by id.
  for (const r of [...rows].sort((x, y) => Number(y.kept) - Number(x.kept) || compareCodeUnits(x.env_id, y.env_id))) {
    const twin = m.counterpart.get(r.env_id);
    if (twin !== undefined && !groupTwin.has(r.group)) groupTwin.set(r.group, twin);
  }
  return rows
    .filter((r) => !m.counterpart.has(r.env_id))
    .sort((x, y) => compareCodeUnits(x.env_id, y.env_id))
    .map((r) => ({ env: r.env_id, family: r.family, cluster: r.cluster, existing_cluster: inherited.has(r.cluster), near_duplicate_of: groupTwin.get(r.group) ?? null, similarity_to_kept: r.similarity_to_kept }));
}

export function noveltyVerdict(rows: NoveltyRow[]): string {
  if (rows.length === 0) return 'B has no new environments: every one of them was in A (by id or by content).';
  const existing = rows.filter((r) => r.existing_cluster);
  const newClusters = new Set(rows.filter((r) => !r.existing_cluster).map((r) => r.cluster));
  const dup = rows.filter((r) => r.near_duplicate_of !== null).length;
  const existingClusters = new Set(existing.map((r) => r.cluster)).size;
  const pct = Math.round((existing.length / rows.length) * 100);
  return `Of B's ${rows.length} new environments, ${existing.length} (${pct}%) land in ${existingClusters} cluster${existingClusters === 1 ? '' : 's'} that already held A's environments and ${rows.length - existing.length} form ${newClusters.size} cluster${newClusters.size === 1 ? '' : 's'} of their own; ${dup} ${dup === 1 ? 'is a near-duplicate' : 'are near-duplicates'} of an environment A already had.`;
}
