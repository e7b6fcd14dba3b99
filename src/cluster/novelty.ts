// Novelty of a new batch against the baseline (what existed before it): each portfolio environment's highest
// combined score to any baseline environment, whether its cluster already held baseline environments
// ("lands in an existing cluster") or holds only new ones ("forms a new cluster"), and one verdict line.
import type { EnvInfo, PairScore } from '../scoring/index.js';
import type { ClusterRow } from './report.js';

export interface NoveltyRow {
  env: EnvInfo;
  cluster: number;
  existingCluster: boolean;
  maxSimilarity: number;
  nearest: EnvInfo | null;
  nearDuplicate: boolean;
}

export interface NoveltySummary {
  batch: number;
  baseline: number;
  landsInExisting: number;
  shareInExisting: number;
  existingClustersHit: number;
  formingNew: number;
  newClusters: number;
  nearDuplicatesOfBaseline: number;
  verdict: string;
}

/** Per portfolio environment (in `portfolio` order) its novelty, from scored baseline candidates. */
export function noveltyRows(portfolio: EnvInfo[], scores: Map<string, PairScore[]>, rows: ClusterRow[], threshold: number): NoveltyRow[] {
  const clusterOf = new Map<string, ClusterRow>();
  for (const row of rows) for (const m of row.members) clusterOf.set(m.key, row);
  return portfolio.map((env) => {
    const best = scores.get(env.key)?.[0];
    const row = clusterOf.get(env.key);
    return {
      env,
      cluster: row?.cluster ?? 0,
      existingCluster: (row?.baseline ?? 0) > 0,
      maxSimilarity: best?.score ?? 0,
      nearest: best?.suite ?? null,
      nearDuplicate: best !== undefined && (best.score >= threshold || best.flag === 'exact'),
    };
  });
}

export function noveltySummary(novelty: NoveltyRow[], baseline: number): NoveltySummary {
  const existing = novelty.filter((n) => n.existingCluster);
  const fresh = novelty.filter((n) => !n.existingCluster);
  const shareInExisting = novelty.length > 0 ? Math.round((existing.length / novelty.length) * 1e4) / 1e4 : 0;
  const summary = {
    batch: novelty.length,
    baseline,
    landsInExisting: existing.length,
    shareInExisting,
    existingClustersHit: new Set(existing.map((n) => n.cluster)).size,
    formingNew: fresh.length,
    newClusters: new Set(fresh.map((n) => n.cluster)).size,
    nearDuplicatesOfBaseline: novelty.filter((n) => n.nearDuplicate).length,
  };
  return { ...summary, verdict: verdict(summary) };
}

/** "62% of this batch lands in 4 existing clusters; 3 environments form 2 new clusters; 9 environments are near-duplicates of baseline ones" */
function verdict(s: Omit<NoveltySummary, 'verdict'>): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const pct = Math.round(s.shareInExisting * 100);
  return [
    `${pct}% of this batch (${s.landsInExisting} of ${s.batch}) lands in ${plural(s.existingClustersHit, 'existing cluster', 'existing clusters')}`,
    `${plural(s.formingNew, 'environment forms', 'environments form')} ${plural(s.newClusters, 'new cluster', 'new clusters')}`,
    `${plural(s.nearDuplicatesOfBaseline, 'environment is a near-duplicate of a baseline one', 'environments are near-duplicates of baseline ones')}`,
  ].join('; ');
}
