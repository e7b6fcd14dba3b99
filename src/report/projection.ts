// The cluster map's coordinates: the portfolio's environment vectors, as the cluster stage clustered and wrote
// them (environment_vectors.f32), projected on their first two principal components (pca.ts: the scatter
// matrix as one product on the dense core, then a subspace iteration for just those two).
// The map is a picture, not a finding, so a run without those vectors leaves it out with the reason instead
// of failing.
import { readEnvIndex } from '../core/envIndex.js';
import { DenseEngine } from '../dense/index.js';
import { readRunFile } from '../vectors/index.js';
import { principalComponents } from './pca.js';
import type { RunArtifacts } from './load.js';
import type { Flag } from './schemas.js';
import { compareCodeUnits } from '../core/text.js';

export interface ProjectedEnvironment {
  id: string;
  family: string;
  cluster: number | null;
  flag: Flag;
  score: number;
  /** Its nearest suite environment (contamination.csv), for the map's tooltip. */
  nearest: string;
  x: number;
  y: number;
}

export type ClusterMap = { drawn: true; points: ProjectedEnvironment[]; explained: [number, number] } | { drawn: false; reason: string };

export async function projectEnvironments(runDir: string, a: RunArtifacts): Promise<ClusterMap> {
  // redundancy.json as the report read it (load.ts): its record of the vectors.
  const record = a.redundancy.environment_vectors;
  const again = "run 'envsieve cluster' again";
  if (!record) return { drawn: false, reason: `the cluster stage of this run directory wrote no environment vectors (${again})` };
  const portfolio = (await readEnvIndex(runDir, 'report')).filter((e) => e.side === 'portfolio').sort((x, y) => compareCodeUnits(x.id, y.id));
  if (portfolio.length < 3) return { drawn: false, reason: `${portfolio.length} portfolio environments are too few to project` };
  const bytes = await readRunFile(runDir, record, portfolio.length, record.width);
  if (!bytes) return { drawn: false, reason: `${record.file} does not match the run's ${portfolio.length} portfolio environments (${again})` };
  const dim = record.width;
  const pca = await principalComponents(await DenseEngine.open(), { data: new Float32Array(bytes), rows: portfolio.length, cols: dim }, 2);
  const scores = portfolio.map((_, i) => [pca.scores[i * 2] as number, pca.scores[i * 2 + 1] as number]);
  const signs = [0, 1].map((c) => orientation(scores.map((r) => r[c] ?? 0)));
  const cluster = new Map(a.nearDuplicates.map((r) => [r.env_id, r.cluster]));
  const contamination = new Map(a.contamination.map((r) => [r.env_id, r]));
  const points = portfolio.map((env, i): ProjectedEnvironment => {
    const c = contamination.get(env.id);
    return {
      id: env.id,
      family: env.family,
      cluster: cluster.get(env.id) ?? null,
      flag: c?.flag ?? 'clean',
      score: c?.score ?? 0,
      nearest: c?.nearest_suite_env ?? '',
      x: round((scores[i]?.[0] ?? 0) * (signs[0] ?? 1)),
      y: round((scores[i]?.[1] ?? 0) * (signs[1] ?? 1)),
    };
  });
  const share = (c: number) => (pca.totalScatter > 0 ? scores.reduce((s, r) => s + (r[c] ?? 0) ** 2, 0) / pca.totalScatter : 0);
  // Shares of the total variance (all components), not of the two computed.
  return { drawn: true, points, explained: [round(share(0)), round(share(1))] };
}

/** A component's sign is arbitrary; fixing it (largest coordinate positive) keeps the map from flipping between versions. */
function orientation(column: number[]): number {
  let best = 0;
  for (const v of column) if (Math.abs(v) > Math.abs(best)) best = v;
  return best < 0 ? -1 : 1;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;
