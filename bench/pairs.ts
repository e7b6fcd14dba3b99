// Environment-pair facet scores on the real data: the dense core's blocked products with segmented maxima
// (scoreCandidates) against the plain JS loop they replaced (kept here as the reference: one float64 dot
// product per item pair), on the same candidate pairs — each portfolio environment against every suite
// environment its items' top-10 neighbours belong to, as the neighbors stage lists them. The reference runs
// on a slice of the environments (it would take minutes on all); the ratio is per item pair.
// Reads a run directory that has been through embed (BENCH_RUN, default reports/real-data).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { NEIGHBOR_DEFAULTS, EMBED_DEFAULTS } from '../src/core/defaults.js';
import { FACETS } from '../src/core/types.js';
import { loadRunData, type EnvInfo, type RunData } from '../src/neighbors/index.js';
import { matchFacet } from '../src/neighbors/itemMatches.js';
import { facetEvidence } from '../src/neighbors/decision.js';
import { scorePairsOf } from '../src/scoring/envScores.js';
import { scoreCandidates } from '../src/scoring/envScores.js';

const REPO = resolve(import.meta.dirname, '..');
const REFERENCE_ENVS = 300;

/** The old scalar facet score: mean best cosine both ways, float64 sums of float32 products. */
function referenceFacet(data: RunData, mine: number[], theirs: number[]): { fwd: number; rev: number } {
  const bestOfTheirs = new Float64Array(theirs.length).fill(-1);
  let fwd = 0;
  for (const a of mine) {
    let best = -1;
    theirs.forEach((b, j) => {
      let sum = 0;
      for (let d = 0, x = a * data.dim, y = b * data.dim; d < data.dim; d++) sum += (data.vectors[x + d] as number) * (data.vectors[y + d] as number);
      const cos = Math.fround(sum);
      if (cos > best) best = cos;
      if (cos > (bestOfTheirs[j] as number)) bestOfTheirs[j] = cos;
    });
    fwd += best;
  }
  return { fwd: fwd / mine.length, rev: bestOfTheirs.reduce((s, x) => s + x, 0) / theirs.length };
}

export async function benchPairs(): Promise<object> {
  const runDir = resolve(process.env.BENCH_RUN ?? resolve(REPO, 'reports/real-data'));
  if (!existsSync(resolve(runDir, 'embed.json'))) throw new Error(`no embedded run at ${runDir}: run 'envsieve run pipelines/real-data.yaml' first or set BENCH_RUN`);
  const data = await loadRunData(runDir, { stage: 'bench' });
  const d = NEIGHBOR_DEFAULTS;
  const matches = [];
  for (const facet of FACETS) matches.push(await matchFacet(data, facet, { topK: d.topK, tieMargin: d.tieMargin, minShapeSize: d.minShapeSize, lexicalCopy: d.lexicalCopy, evidence: facetEvidence(d.evidence, facet), exact: true, thresholds: d.thresholds[facet], shingleWords: EMBED_DEFAULTS.shingleWords[facet] }));
  const candidates = scorePairsOf(data, matches);
  const o = { weights: d.facetWeights, thresholds: d.thresholds, envThresholds: d.envThresholds, minShapeSize: d.minShapeSize };
  let started = performance.now();
  const dense = await scoreCandidates(data, candidates, o);
  const denseSeconds = (performance.now() - started) / 1000;
  const itemPairs = (keys: Iterable<[string, Set<string>]>) => {
    let n = 0;
    for (const [key, others] of keys) for (const other of others) for (const f of FACETS) n += (data.envs.get(key) as EnvInfo).items[f].length * (data.envs.get(other) as EnvInfo).items[f].length;
    return n;
  };
  const slice = [...candidates].sort(([a], [b]) => (a < b ? -1 : 1)).slice(0, REFERENCE_ENVS);
  started = performance.now();
  let maxDifference = 0;
  for (const [key, others] of slice) {
    const env = data.envs.get(key) as EnvInfo;
    for (const otherKey of others) {
      const other = data.envs.get(otherKey) as EnvInfo;
      const scored = dense.get(key)?.find((p) => p.suite === other);
      for (const f of FACETS) {
        if (env.items[f].length === 0 || other.items[f].length === 0) continue;
        const ref = referenceFacet(data, env.items[f], other.items[f]);
        const got = scored?.facets[f];
        maxDifference = Math.max(maxDifference, Math.abs((got?.fwd ?? 0) - ref.fwd), Math.abs((got?.rev ?? 0) - ref.rev));
      }
    }
  }
  const referenceSeconds = (performance.now() - started) / 1000;
  const all = itemPairs(candidates);
  const sliced = itemPairs(slice);
  return {
    run: runDir,
    environments: candidates.size,
    environment_pairs: [...candidates.values()].reduce((n, s) => n + s.size, 0),
    item_pairs: all,
    dense: { seconds: Number(denseSeconds.toFixed(2)), item_pairs_per_second: Math.round(all / denseSeconds) },
    reference: { environments: slice.length, item_pairs: sliced, seconds: Number(referenceSeconds.toFixed(2)), item_pairs_per_second: Math.round(sliced / referenceSeconds) },
    speedup_per_item_pair: Number((all / denseSeconds / (sliced / referenceSeconds)).toFixed(1)),
    max_abs_difference_fwd_rev: Number(maxDifference.toExponential(2)),
  };
}
