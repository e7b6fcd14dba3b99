// The cluster report: k-means clusters renumbered in a stable order (largest first, then by smallest
// environment id, so that ids do not depend on ml-kmeans' internal numbering), and per cluster its size,
// families, mean intra-cluster cosine, near-duplicate pairs inside, representative and `redundant` flag.
import type { EnvInfo } from '../scoring/index.js';
import type { NearDuplicateGroup, NearDuplicatePair } from './nearDuplicates.js';

export interface ClusterRow {
  cluster: number;
  members: EnvInfo[];
  portfolio: number;
  baseline: number;
  /** `family:count`, most frequent first. */
  families: string;
  /** Mean cosine of the environment vectors of every two members; null for a single member. */
  intraSimilarity: number | null;
  nearDupPairs: number;
  /** Distinct near-duplicate groups among the portfolio members. */
  effective: number;
  redundant: boolean;
  /** The member whose vector is nearest the cluster's mean (a portfolio one when there is one). */
  representative: EnvInfo;
}

export interface ReportInput {
  envs: EnvInfo[];
  vectors: Float32Array;
  dim: number;
  assignment: Int32Array;
  pairs: NearDuplicatePair[];
  groups: NearDuplicateGroup[];
  redundantRatio: number;
}

const byId = (a: EnvInfo, b: EnvInfo) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.side < b.side ? -1 : a.side > b.side ? 1 : 0);

/** The clusters, renumbered 1.. by size (descending) then smallest member id; empty clusters dropped. */
export function clusterRows(input: ReportInput): ClusterRow[] {
  const byCluster = new Map<number, number[]>();
  input.assignment.forEach((c, i) => {
    const list = byCluster.get(c);
    if (list) list.push(i);
    else byCluster.set(c, [i]);
  });
  const groupOf = new Map<string, number>();
  for (const g of input.groups) for (const m of g.members) groupOf.set(m.env.key, g.group);
  const rows = [...byCluster.values()].map((rowsOf) => clusterRow(input, rowsOf, groupOf));
  rows.sort((a, b) => b.members.length - a.members.length || byId(a.members[0] as EnvInfo, b.members[0] as EnvInfo));
  rows.forEach((r, i) => (r.cluster = i + 1));
  return rows;
}

function clusterRow(input: ReportInput, rows: number[], groupOf: Map<string, number>): ClusterRow {
  const members = rows.map((r) => input.envs[r] as EnvInfo).sort(byId);
  const keys = new Set(members.map((m) => m.key));
  const portfolio = members.filter((m) => m.side === 'portfolio');
  const effective = new Set(portfolio.map((m) => groupOf.get(m.key))).size;
  const nearDupPairs = input.pairs.filter((p) => keys.has(p.a.key) && keys.has(p.b.key)).length;
  const { mean, intra } = meanAndIntra(input.vectors, input.dim, rows);
  return {
    cluster: 0,
    members,
    portfolio: portfolio.length,
    baseline: members.length - portfolio.length,
    families: familyCounts(members),
    intraSimilarity: intra,
    nearDupPairs,
    effective,
    redundant: portfolio.length >= 2 && effective / portfolio.length <= input.redundantRatio,
    representative: nearestToMean(input, rows, mean),
  };
}

/**
 * The sum s of the members' unit vectors and the mean pairwise cosine, from |s|² = n + Σ_{i≠j} cos(i, j):
 * linear in the cluster size rather than quadratic.
 */
function meanAndIntra(vectors: Float32Array, dim: number, rows: number[]): { mean: Float64Array; intra: number | null } {
  const mean = new Float64Array(dim);
  for (const r of rows) for (let d = 0, at = r * dim; d < dim; d++) mean[d] = (mean[d] as number) + (vectors[at + d] as number);
  const squared = mean.reduce((s, x) => s + x * x, 0);
  const n = rows.length;
  return { mean, intra: n > 1 ? (squared - n) / (n * (n - 1)) : null };
}

function nearestToMean(input: ReportInput, rows: number[], mean: Float64Array): EnvInfo {
  const pool = rows.some((r) => input.envs[r]?.side === 'portfolio') ? rows.filter((r) => input.envs[r]?.side === 'portfolio') : rows;
  let best: { env: EnvInfo; dot: number } | undefined;
  for (const r of pool) {
    let dot = 0;
    for (let d = 0, at = r * input.dim; d < input.dim; d++) dot += (input.vectors[at + d] as number) * (mean[d] as number);
    const env = input.envs[r] as EnvInfo;
    // Rounded so that float noise does not decide between two equally central members: the id does.
    const rounded = Math.round(dot * 1e6);
    if (!best || rounded > best.dot || (rounded === best.dot && byId(env, best.env) < 0)) best = { env, dot: rounded };
  }
  return (best as { env: EnvInfo }).env;
}

function familyCounts(members: EnvInfo[]): string {
  const counts = new Map<string, number>();
  for (const m of members) counts.set(m.family, (counts.get(m.family) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([f, c]) => `${f}:${c}`).join('; ');
}

/** Share of the portfolio in the `n` clusters holding most of it, for each n of `tops`. */
export function shareInLargest(rows: ClusterRow[], tops: readonly number[]): Record<string, number> {
  const sizes = rows.map((r) => r.portfolio).sort((a, b) => b - a);
  const total = sizes.reduce((s, x) => s + x, 0);
  return Object.fromEntries(tops.map((n) => [`top${n}`, total > 0 ? Math.round((sizes.slice(0, n).reduce((s, x) => s + x, 0) / total) * 1e4) / 1e4 : 0]));
}
