// A portfolio item's candidates, the suite items its match is chosen among: the embedding's neighbours and the
// suite items sharing its fingerprints (so a verbatim or renamed copy is found whatever the index returns),
// then those the token indexes (rare identifiers, rare wording, kept names and numbers), the structure
// index (a rare calling shape) and, for a tool with a versioned name, the names propose, so that an original the
// cosine ranks 62nd is still scored.
import { nameWordsKey, withoutVersion } from '../core/text.js';
import type { Facet } from '../core/types.js';
import type { StructureIndex, RunData } from '../scoring/index.js';
import type { FacetEvidence, ItemProfile } from './evidence.js';
import { Marks } from './marks.js';

export interface ItemCandidates {
  /**
   * The embedding's neighbours and the fingerprint matches: the suite items whose environments are scored
   * against the item's (ItemMatch.candidates).
   */
  near: number[];
  /** `near`, then the suite items the token and structure indexes proposed, each once, in that order. */
  all: number[];
  profile: ItemProfile;
  /** The suite items the token indexes proposed, marked until the next item's candidates are gathered. */
  proposed: Marks;
}

export class CandidateGathering {
  private readonly byExact: Map<string, number[]>;
  private readonly byShape: Map<string, number[]>;
  /** Suite tools by their name's words (core/text.ts nameWordsKey), for a tool named as a version of one. */
  private readonly byName: Map<string, number[]>;
  private readonly seen: Marks;
  private readonly proposed: Marks;

  constructor(
    private readonly data: RunData,
    private readonly suite: readonly number[],
    private readonly facet: Facet,
    private readonly minShapeSize: number,
    private readonly evidence: FacetEvidence,
    private readonly shapes: StructureIndex,
  ) {
    this.byExact = groupBy(suite, (i) => data.items[i]?.fp_exact as string);
    this.byName = facet === 'tools' ? groupBy(suite, (i) => nameWordsKey(data.items[i]?.local ?? '')) : new Map();
    this.byShape = groupBy(
      suite.filter((i) => (data.items[i]?.shape_size ?? 0) >= minShapeSize),
      (i) => data.items[i]?.fp_shape as string,
    );
    this.seen = new Marks(data.items.length);
    this.proposed = new Marks(data.items.length);
  }

  /** The candidates of `item`, whose `k` neighbours (indices into the suite, -1 for none) start at `row * k`. */
  of(item: number, neighbours: Int32Array, row: number, k: number): ItemCandidates {
    const { seen } = this;
    const add = (list: number[], c: number) => {
      if (seen.add(c)) list.push(c);
    };
    seen.next();
    const near: number[] = [];
    for (let slot = row * k; slot < (row + 1) * k; slot++) {
      const i = neighbours[slot] as number;
      if (i >= 0) add(near, this.suite[i] as number);
    }
    const self = this.data.items[item];
    for (const c of this.byExact.get(self?.fp_exact as string) ?? []) add(near, c);
    if (this.facet !== 'tasks' && (self?.shape_size ?? 0) >= this.minShapeSize) {
      for (const c of this.byShape.get(self?.fp_shape as string) ?? []) add(near, c);
    }
    const profile = this.evidence.profile(item);
    const proposed = this.evidence.candidates(profile, k);
    const all = [...near];
    for (const c of proposed.ids) add(all, c);
    for (const c of proposed.grams) add(all, c);
    for (const c of proposed.kept) add(all, c);
    for (const c of this.shapes.candidates(self?.structure)) add(all, c);
    const unversioned = this.facet === 'tools' ? withoutVersion(self?.local ?? '') : null;
    if (unversioned !== null) for (const c of this.byName.get(nameWordsKey(unversioned)) ?? []) add(all, c);
    this.proposed.next();
    for (const c of proposed.ids) this.proposed.add(c);
    for (const c of proposed.grams) this.proposed.add(c);
    for (const c of proposed.kept) this.proposed.add(c);
    return { near, all, profile, proposed: this.proposed };
  }
}

function groupBy(indices: readonly number[], key: (i: number) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const i of indices) {
    const group = groups.get(key(i));
    if (group) group.push(i);
    else groups.set(key(i), [i]);
  }
  return groups;
}
