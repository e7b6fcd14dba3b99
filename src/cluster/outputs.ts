// The cluster stage's CSV artifacts: clusters.csv, near_duplicates.csv and, with a baseline, novelty.csv.
// Scores are rounded with round4 so that float noise never changes the bytes of an artifact.
import { join } from 'node:path';
import { round4, writeCsvAtomic } from '../core/csv.js';
import type { NearDuplicateGroup } from './nearDuplicates.js';
import type { NoveltyRow } from './novelty.js';
import type { ClusterRow } from './report.js';

export async function writeClusters(runDir: string, rows: ClusterRow[]): Promise<void> {
  const header = ['cluster', 'size', 'families', 'intra_similarity', 'near_dup_pairs', 'redundant', 'representative', 'portfolio', 'baseline', 'effective'];
  await writeCsvAtomic(
    join(runDir, 'clusters.csv'),
    header,
    rows.map((r) => [r.cluster, r.members.length, r.families, r.intraSimilarity === null ? null : round4(r.intraSimilarity), r.nearDupPairs, r.redundant, r.representative.id, r.portfolio, r.baseline, r.effective]),
  );
}

export async function writeNearDuplicates(runDir: string, groups: NearDuplicateGroup[], clusterOf: Map<string, number>): Promise<void> {
  const header = ['group', 'env_id', 'kept', 'similarity_to_kept', 'family', 'cluster'];
  const rows = groups.flatMap((g) => g.members.map((m) => [g.group, m.env.id, m.env === g.kept, round4(m.similarity), m.env.family, clusterOf.get(m.env.key) ?? null]));
  await writeCsvAtomic(join(runDir, 'near_duplicates.csv'), header, rows);
}

export async function writeNovelty(runDir: string, novelty: NoveltyRow[]): Promise<void> {
  const header = ['env_id', 'family', 'cluster', 'existing_cluster', 'max_baseline_similarity', 'nearest_baseline_env', 'near_duplicate'];
  const rows = [...novelty]
    .sort((a, b) => b.maxSimilarity - a.maxSimilarity || (a.env.id < b.env.id ? -1 : 1))
    .map((n) => [n.env.id, n.env.family, n.cluster, n.existingCluster, round4(n.maxSimilarity), n.nearest?.id ?? null, n.nearDuplicate]);
  await writeCsvAtomic(join(runDir, 'novelty.csv'), header, rows);
}
