// The neighbors stage's computation for some parts of the portfolio (parts.ts): each facet's item matches of
// their items against the whole suite, and their environments' pair scores, grouped part by part. One process
// runs it for every part and a shard for its own, so both compute the same products: what a shard writes is,
// bit for bit, that process's result for those parts (shards.ts).
import type { ProgressEvent } from '../core/context.js';
import { EMBED_DEFAULTS } from '../core/defaults.js';
import { FACETS } from '../core/types.js';
import { releasePairVectors, scoreCandidates, scorePairsOf, type EnvScoreOptions, type PairScore, type RunData } from '../scoring/index.js';
import { facetEvidence } from './decision.js';
import { matchFacet, type FacetMatches } from './itemMatches.js';
import { ownedItems, type PortfolioPart } from './parts.js';
import type { ResolvedNeighborOptions } from './stage.js';

export interface NeighborWork {
  facetMatches: FacetMatches[];
  /** Each environment's candidate pairs, best first, by environment key; computed on the dense engine's worker meanwhile. */
  pairs: Promise<Map<string, PairScore[]>>;
}

/**
 * Item matches and pair scores of the portfolio items of `parts` (`all`: every part, so nothing to mark).
 * The pairs are still being scored when this returns: the caller does what needs none of them meanwhile.
 */
export async function findNeighbors(data: RunData, o: ResolvedNeighborOptions, parts: readonly PortfolioPart[], all: boolean, progress?: (event: ProgressEvent) => void): Promise<NeighborWork> {
  const owned = all ? undefined : ownedItems(data, parts);
  const facetMatches: FacetMatches[] = [];
  for (const facet of FACETS) {
    facetMatches.push(
      await matchFacet(data, facet, {
        ...o,
        thresholds: o.thresholds[facet],
        evidence: facetEvidence(o.evidence, facet),
        shingleWords: EMBED_DEFAULTS.shingleWords[facet],
        reverse: facet === 'tasks',
        ...(owned ? { owned } : {}),
        ...(progress ? { progress } : {}),
      }),
    );
  }
  const pairs = scoreParts(data, facetMatches, parts, o, progress).finally(() => releasePairVectors(data));
  // Awaited by the caller later; a failure until then must not count as unhandled.
  pairs.catch(() => undefined);
  return { facetMatches, pairs };
}

/**
 * The pair scores of each part's environments, one scoring call per part (its products grouped within it), all
 * asked for at once so that the engine's worker is never idle between parts; by environment key, as one call
 * over every environment returns them.
 */
async function scoreParts(data: RunData, facetMatches: FacetMatches[], parts: readonly PortfolioPart[], o: EnvScoreOptions, progress?: (event: ProgressEvent) => void): Promise<Map<string, PairScore[]>> {
  const candidates = scorePairsOf(data, facetMatches);
  const perPart = parts.map((part) => new Map(part.envs.flatMap((key) => (candidates.has(key) ? [[key, candidates.get(key) as Set<string>] as const] : [])))).filter((c) => c.size > 0);
  // Progress by part, as each part's environments are scored: the phase after the item searches, long on a
  // large portfolio, would otherwise print nothing to a log.
  const total = perPart.reduce((n, c) => n + c.size, 0);
  let done = 0;
  const scored = await Promise.all(
    perPart.map(async (c) => {
      const result = await scoreCandidates(data, c, o);
      done += c.size;
      progress?.({ stage: 'neighbors', label: 'environment pairs', done, total, unit: 'environments' });
      return result;
    }),
  );
  return new Map(scored.flatMap((m) => [...m]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
