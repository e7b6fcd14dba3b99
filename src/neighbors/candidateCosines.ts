// The cosines of one portfolio item's candidates, computed only where a decision can turn on them. A match
// compares the float64 cosine of each candidate (cosineOf), but it only ever asks three things: the largest,
// those within the tie margin of it (or past an evidence rule's floor), and which is the nearest. An exact
// search already gave the float32 product of every top-k candidate, and bounds every other suite item's by
// the k-th: so a candidate whose bound cannot reach the value asked is left out without being computed, and
// the answers are those of computing them all. On the real-data audit most of the 200,000 task candidates
// are the search's distant ranks and the token indexes' proposals, and computing them was a tenth of the
// neighbors stage's main thread.
import { bestPassage, cosineOf, type RunData } from '../scoring/index.js';

/**
 * Most a float32 product (MLAS: fused multiply-adds, blocked sums) of two unit vectors can differ from the
 * float64 cosine: recursive summation of d products errs by at most about d·2⁻²⁴·Σ|xᵢyᵢ| ≤ d·2⁻²⁴, 2.3e-5 at
 * 384 dimensions and 4.6e-5 at 768; 1e-3 leaves a margin of twenty and more, and costs a few more cosines.
 */
export const PRODUCT_SLACK = 1e-3;

/** What an exact search says of a row's candidates: the first `top` are its top-k, in order, with their products. */
export interface SearchBounds {
  similarities: Float32Array;
  /** Where the row's products start in `similarities`. */
  at: number;
  /** Candidates that are the search's top-k, first in the candidate list. */
  top: number;
  /** Bound on every other candidate's cosine: the k-th product plus the slack (Infinity when nothing bounds them). */
  rest: number;
}

/** No bound (an approximate search's ranks bound nothing): every cosine asked for is computed. */
export const UNBOUNDED: SearchBounds = Object.freeze({ similarities: new Float32Array(0), at: 0, top: 0, rest: Infinity });

/** The bounds of row `row` of an exact search's k-per-row results, whose valid neighbours come first. */
export function searchBounds(similarities: Float32Array, indices: Int32Array, row: number, k: number): SearchBounds {
  const at = row * k;
  let top = 0;
  while (top < k && (indices[at + top] as number) >= 0) top++;
  // Fewer than k valid neighbours means the search returned every suite item: no other candidate exists.
  const rest = top === k ? (similarities[at + k - 1] as number) + PRODUCT_SLACK : -Infinity;
  return { similarities, at, top, rest };
}

/**
 * A task of several paragraphs or lines (FacetItem.passages) is as near a candidate as its whole text or its nearest
 * part, whichever is nearer; the search ranked its whole text only, so its candidates are not bounded.
 */
export class CandidateCosines {
  private readonly values: Float64Array;
  private readonly withPassages: boolean;

  constructor(
    private readonly data: RunData,
    private readonly item: number,
    private readonly candidates: readonly number[],
    private readonly bounds: SearchBounds,
  ) {
    this.values = new Float64Array(candidates.length).fill(Number.NaN);
    this.withPassages = (data.passages?.count[item] ?? 0) > 0;
  }

  /** The cosine of candidate `i` (a position in the list), computed once. */
  at(i: number): number {
    let v = this.values[i] as number;
    if (Number.isNaN(v)) {
      const c = this.candidates[i] as number;
      v = cosineOf(this.data, this.item, c);
      if (this.withPassages) v = Math.max(v, (bestPassage(this.data, this.item, c) as { cosine: number }).cosine);
      this.values[i] = v;
    }
    return v;
  }

  /** False only when candidate `i`'s cosine is certainly below `value`. */
  canReach(i: number, value: number): boolean {
    return this.bound(i) >= value;
  }

  /** The largest cosine among the candidates (-Infinity for none). */
  max(): number {
    let top = -Infinity;
    for (let i = 0; i < this.candidates.length; i++) if (this.bound(i) > top) top = Math.max(top, this.at(i));
    return top;
  }

  private bound(i: number): number {
    if (this.withPassages) return Infinity;
    const b = this.bounds;
    return i < b.top ? (b.similarities[b.at + i] as number) + PRODUCT_SLACK : b.rest;
  }
}
