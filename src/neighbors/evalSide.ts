// The eval side: each suite task's highest similarity to any portfolio task, found by searching the other
// way (an index over the portfolio's tasks), for eval-side strata. An identical portfolio task counts as
// similarity 1 whatever the index returns.
import type { ProgressEvent } from '../core/context.js';
import type { Flag } from '../core/defaults.js';
import { buildIndex, chooseIndex, selectRows, type IndexChoice } from '../ann/index.js';
import { itemFlag } from './bestMatch.js';
import { SLICE } from './itemMatches.js';
import { cosineOf, packVectors, type RunData } from '../scoring/index.js';
import type { FacetThresholds } from '../core/defaults.js';

export interface EvalTask {
  /** Suite task item index. */
  item: number;
  /** Nearest portfolio task item index, or -1 when the portfolio has no tasks. */
  nearest: number;
  similarity: number;
  flag: Flag;
}

/**
 * `fromTasks`: the task search's reverse (FacetMatches.reverse), used instead of a search of its own when the
 * eval side would search exactly too — the same products read by columns, so the same nearest tasks.
 */
export async function evalSide(
  data: RunData,
  options: { exact: boolean; thresholds: FacetThresholds; progress?: (e: ProgressEvent) => void },
  fromTasks?: { suite: number[]; nearest: Int32Array },
): Promise<{ tasks: EvalTask[]; index: IndexChoice | null }> {
  const suite: number[] = [];
  const portfolio: number[] = [];
  data.items.forEach((item, i) => {
    if (item.facet !== 'tasks') return;
    if (item.side === 'suite') suite.push(i);
    else if (item.side === 'portfolio') portfolio.push(i);
  });
  if (portfolio.length === 0) return { tasks: suite.map((item) => ({ item, nearest: -1, similarity: 0, flag: 'clean' })), index: null };
  const choice = chooseIndex(portfolio.length, suite.length, { exact: options.exact });
  const identical = new Map<string, number>();
  for (const p of portfolio) if (!identical.has(data.items[p]?.fp_exact as string)) identical.set(data.items[p]?.fp_exact as string, p);
  const reuse = choice.kind === 'exact' && fromTasks && fromTasks.suite.length === suite.length && fromTasks.suite.every((item, i) => item === suite[i]);
  const hits = reuse ? fromTasks.nearest : await searchNearest(data, portfolio, suite, choice, options.progress);
  const tasks = suite.map((item, row) => {
    const same = identical.get(data.items[item]?.fp_exact as string);
    const nearest = same ?? (hits[row] as number);
    const similarity = nearest >= 0 ? cosineOf(data, item, nearest) : 0;
    const flag = itemFlag({ exact: same !== undefined, cosine: similarity, renamed: false, overlap: 0 }, { thresholds: options.thresholds, lexicalCopy: 1 });
    return { item, nearest, similarity, flag };
  });
  return { tasks, index: choice };
}

/**
 * The nearest portfolio task (an item index) of each suite task, searched in slices so that only one slice of
 * query vectors is ever packed beside the run's own.
 */
async function searchNearest(data: RunData, portfolio: number[], suite: number[], choice: IndexChoice, progress?: (e: ProgressEvent) => void): Promise<Int32Array> {
  const index = buildIndex(selectRows(data.vectors, data.dim, portfolio), { kind: choice.kind });
  const hits = new Int32Array(suite.length);
  for (let start = 0; start < suite.length; start += SLICE) {
    const slice = suite.slice(start, start + SLICE);
    const found = (await index.search(packVectors(data, slice), 1)).indices;
    found.forEach((hit, row) => (hits[start + row] = hit >= 0 ? (portfolio[hit] as number) : -1));
    progress?.({ stage: 'neighbors', label: 'eval tasks', done: start + slice.length, total: suite.length, unit: 'tasks' });
  }
  return hits;
}
