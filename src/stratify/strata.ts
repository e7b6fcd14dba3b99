// Quantile strata: portfolio environments (by contamination score) or eval tasks (by max similarity) cut into
// N strata numbered 1 (least similar) to N (most similar). Each value goes to the stratum of its
// mid-distribution quantile rank, p = (#below + #at-or-below) / 2n, stratum = ⌊p·N⌋ + 1. For distinct values
// that is ⌊(rank − ½)·N/n⌋ + 1, i.e. strata of equal size up to one (the Hazen plotting position; a plain
// quantile rank such as simple-statistics' quantileRankSorted, i/n, would leave stratum 1 empty whenever
// n < N). Equal values share one rank, so a tie never straddles a boundary: which of two equally similar
// environments goes into an ablation's manifest must not be decided by their ids. The price is that a large
// block of ties (every clean environment at score 0) makes strata unequal, and some may be empty; empty
// strata are still reported, with n = 0.
import { max, min } from 'simple-statistics';

export interface Scored {
  id: string;
  score: number;
}

export interface Stratum<T extends Scored = Scored> {
  /** `q4` for quartiles. */
  scheme: string;
  /** 1 = least similar … N = most similar. */
  stratum: number;
  of: number;
  members: T[];
  similarityMin: number | null;
  similarityMax: number | null;
}

export const schemeName = (strata: number) => `q${strata}`;

/** Ascending score, ties by id (code-unit order, locale-independent): the order strata are cut in. */
export function byScore<T extends Scored>(items: T[]): T[] {
  return [...items].sort((a, b) => a.score - b.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The stratum (1..count) of each of `sorted` (ascending by score), ties kept together. */
export function stratumIndices(sorted: Scored[], count: number): number[] {
  const n = sorted.length;
  const out = new Array<number>(n);
  for (let start = 0; start < n; ) {
    let end = start;
    while (end + 1 < n && (sorted[end + 1] as Scored).score === (sorted[start] as Scored).score) end++;
    // #below = start, #at-or-below = end + 1; integer arithmetic so no boundary depends on float rounding.
    const stratum = Math.min(count, Math.floor(((start + end + 1) * count) / (2 * n)) + 1);
    for (let i = start; i <= end; i++) out[i] = stratum;
    start = end + 1;
  }
  return out;
}

/** The strata of one scheme over `items`, every stratum present (possibly empty), members in cut order. */
export function cutStrata<T extends Scored>(items: T[], count: number): Array<Stratum<T>> {
  const sorted = byScore(items);
  const index = stratumIndices(sorted, count);
  const strata: Array<Stratum<T>> = Array.from({ length: count }, (_, i) => ({ scheme: schemeName(count), stratum: i + 1, of: count, members: [], similarityMin: null, similarityMax: null }));
  sorted.forEach((item, i) => (strata[(index[i] as number) - 1] as Stratum<T>).members.push(item));
  for (const s of strata) {
    if (s.members.length === 0) continue;
    const scores = s.members.map((m) => m.score);
    s.similarityMin = min(scores);
    s.similarityMax = max(scores);
  }
  return strata;
}

/** The lowest and highest non-empty strata (least and most similar), or null when fewer than two are. */
export function extremes<S extends Stratum<Scored>>(strata: S[]): { least: S; most: S } | null {
  const filled = strata.filter((s) => s.members.length > 0);
  const least = filled[0];
  const most = filled[filled.length - 1];
  return least && most && least !== most ? { least, most } : null;
}

const NAMES: Record<number, string> = { 2: 'half', 3: 'tercile', 4: 'quartile', 5: 'quintile', 10: 'decile' };

/** "quartile", "half", or "1/7 stratum" for a scheme's stratum, in verdict sentences. */
export function stratumWord(count: number): string {
  return NAMES[count] ?? `1/${count} stratum`;
}
