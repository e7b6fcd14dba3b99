// Nested subsets of the portfolio for the scaling ablation. One seeded order of all environments is built and
// every subset is a prefix of it, so each subset contains the smaller ones. The order keeps breadth: first
// one environment from every k-means cluster (largest clusters first, equal sizes in seeded order), so a
// subset covers as many clusters as it has room for; after that, clusters are drawn in proportion to their
// size (Sainte-Laguë: next the cluster with the largest size / (2·taken + 1)), so larger subsets converge to
// the portfolio's own mix rather than over-weighting small clusters. Within a cluster the representatives
// of near-duplicate groups come before their copies, so copies join a subset only after every distinct
// environment of their cluster has.
import { shuffle } from 'simple-statistics';
import { seededRandom } from '../core/random.js';
import type { PortfolioEnv } from './runArtifacts.js';

type Member = Omit<PortfolioEnv, 'score'>;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** All environments in the order subsets take them; the same input and seed give the same order. */
export function breadthOrder(envs: Member[], seed: number): Member[] {
  const random = seededRandom(seed);
  const clusters = new Map<string, Member[]>();
  // An environment without a cluster stands alone, so it is neither lost nor lumped with the others.
  for (const e of [...envs].sort(byId)) {
    const key = e.cluster ?? `\u0000${e.id}`;
    clusters.set(key, [...(clusters.get(key) ?? []), e]);
  }
  const keys = shuffle([...clusters.keys()].sort(), random);
  // Stable sort: equal sizes keep the seeded order.
  const order = [...keys].sort((a, b) => (clusters.get(b) as Member[]).length - (clusters.get(a) as Member[]).length);
  const queues = order.map((key) => {
    const members = clusters.get(key) as Member[];
    return [...shuffle(members.filter((m) => m.kept), random), ...shuffle(members.filter((m) => !m.kept), random)];
  });
  const out: Member[] = queues.map((q) => q[0] as Member);
  const taken = queues.map(() => 1);
  for (let remaining = envs.length - out.length; remaining > 0; remaining--) {
    let best = -1;
    let bestPriority = -1;
    queues.forEach((q, i) => {
      const t = taken[i] as number;
      if (t >= q.length) return;
      const priority = q.length / (2 * t + 1);
      if (priority > bestPriority) {
        best = i;
        bestPriority = priority;
      }
    });
    out.push((queues[best] as Member[])[taken[best] as number] as Member);
    taken[best] = (taken[best] as number) + 1;
  }
  return out;
}

/** Environments in the subset of a fraction: rounded, at least one, so subsets of growing fractions nest. */
export function subsetSize(fraction: number, total: number): number {
  return Math.min(total, Math.max(1, Math.round(fraction * total)));
}
