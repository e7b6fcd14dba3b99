// The cluster stage's table artifacts: clusters, near_duplicates and, with a baseline, novelty (rows and CSV).
// Scores are rounded with round4 so that float noise never changes the bytes of an artifact.
import { tables, writeTable } from '../artifacts/index.js';
import { round4 } from '../core/csv.js';
import type { NearDuplicateGroup } from './nearDuplicates.js';
import type { NoveltyRow } from './novelty.js';
import type { ClusterRow } from './report.js';

export async function writeClusters(runDir: string, rows: ClusterRow[]): Promise<void> {
  await writeTable(
    runDir,
    tables.clusters,
    rows.map((r) => [r.cluster, r.members.length, r.families, r.intraSimilarity === null ? null : round4(r.intraSimilarity), r.nearDupPairs, r.redundant, r.representative.id, r.portfolio, r.baseline, r.effective]),
  );
}

export async function writeNearDuplicates(runDir: string, groups: NearDuplicateGroup[], clusterOf: Map<string, number>): Promise<void> {
  const rows = groups.flatMap((g) => g.members.map((m) => [g.group, m.env.id, m.env === g.kept, round4(m.similarity), m.env.family, clusterOf.get(m.env.key) ?? null]));
  await writeTable(runDir, tables.nearDuplicates, rows);
}

export async function writeNovelty(runDir: string, novelty: NoveltyRow[]): Promise<void> {
  const rows = [...novelty]
    .sort((a, b) => b.maxSimilarity - a.maxSimilarity || (a.env.id < b.env.id ? -1 : 1))
    .map((n) => [n.env.id, n.env.family, n.cluster, n.existingCluster, round4(n.maxSimilarity), n.nearest?.id ?? null, n.nearDuplicate]);
  await writeTable(runDir, tables.novelty, rows);
}
