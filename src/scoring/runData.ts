// What the neighbour search works on: the run's items with their vectors and signatures, and for each
// environment its side, family, suite name and items per facet.
import { basename } from 'node:path';
import { readEnvIndex } from '../core/envIndex.js';
import { EnvsieveError } from '../core/errors.js';
import { nameKey, nameWordsKey, withoutVersion } from '../core/text.js';
import { FACETS, type Facet, type FacetItem, type Side } from '../core/types.js';
import { loadRunVectors, type PassageVectors, type RunVectorOptions, type RunVectors } from '../vectors/index.js';

export interface EnvInfo {
  key: string;
  id: string;
  side: Side;
  family: string;
  /** The file the environment came from, without folder and extension: `tau_bench` for a suite. */
  suite: string;
  items: Record<Facet, number[]>;
}

export interface RunData extends RunVectors {
  envs: Map<string, EnvInfo>;
  /** The environment of each item, index-aligned with `items`. */
  envOf: EnvInfo[];
}

export const envKey = (side: Side, id: string): string => `${side}\u0000${id}`;

export function suiteName(file: string): string {
  return basename(file).replace(/\.gz$/, '').replace(/\.(jsonl|ndjson|json)$/, '');
}

/** The run's environments and items (of `options.sides`, default all) with their vectors. */
export async function loadRunData(runDir: string, options: RunVectorOptions): Promise<RunData> {
  const vectors = await loadRunVectors(runDir, options);
  const sides = options.sides;
  const index = await readEnvIndex(runDir, options.stage);
  const envs = new Map<string, EnvInfo>();
  for (const env of index) {
    if (sides && !sides.includes(env.side)) continue;
    const key = envKey(env.side, env.id);
    const items = Object.fromEntries(FACETS.map((f) => [f, [] as number[]])) as Record<Facet, number[]>;
    envs.set(key, { key, id: env.id, side: env.side, family: env.family, suite: suiteName(env.origin.file), items });
  }
  const envOf = vectors.items.map((item: FacetItem, i) => {
    const env = envs.get(envKey(item.side, item.env));
    if (!env) throw new EnvsieveError('artifact_missing', `item ${item.id} has no environment in environments.jsonl`, { stage: options.stage, place: { file: runDir } });
    env.items[item.facet].push(i);
    return env;
  });
  return { ...vectors, envs, envOf };
}

/**
 * Cosine of items a and b (their vectors are unit length). Four running sums, not one: the products of two
 * float32 values are exact in float64, so the order of summing them moves the float64 total by ~1e-14 and
 * the float32 result essentially never (no difference in 400,000 tested pairs), while the loop runs about a
 * third faster; the neighbors stage computes hundreds of thousands of these.
 */
export function cosineOf(data: RunData, a: number, b: number): number {
  return rowCosine(data.vectors, a * data.dim, data.vectors, b * data.dim, data.dim);
}

/** The cosine of the unit rows starting at `x` in `xs` and `y` in `ys`, summed as cosineOf says. */
function rowCosine(xs: Float32Array, x: number, ys: Float32Array, y: number, dim: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let d = 0;
  for (; d + 4 <= dim; d += 4) {
    s0 += (xs[x + d] as number) * (ys[y + d] as number);
    s1 += (xs[x + d + 1] as number) * (ys[y + d + 1] as number);
    s2 += (xs[x + d + 2] as number) * (ys[y + d + 2] as number);
    s3 += (xs[x + d + 3] as number) * (ys[y + d + 3] as number);
  }
  for (; d < dim; d++) s0 += (xs[x + d] as number) * (ys[y + d] as number);
  return Math.fround(s0 + s1 + (s2 + s3));
}

/**
 * The vectors of `indices`, packed back to back, as an index or a query batch wants them. Runs of consecutive
 * indices (an environment's items of one facet are consecutive in items.jsonl) are copied in one piece: a
 * copy per item was a third of the cluster stage's pair scoring on the real-data audit. `into`, when large
 * enough, is written instead of a new array (a caller packing thousands of batches reuses one).
 */
export function packVectors(data: RunData, indices: number[], into?: Float32Array): Float32Array {
  const { dim } = data;
  const out = into && into.length >= indices.length * dim ? into.subarray(0, indices.length * dim) : new Float32Array(indices.length * dim);
  for (let start = 0; start < indices.length; ) {
    const first = indices[start] as number;
    let end = start + 1;
    while (end < indices.length && indices[end] === first + (end - start)) end++;
    out.set(data.vectors.subarray(first * dim, (first + end - start) * dim), start * dim);
    start = end;
  }
  return out;
}

/** The cosine of two tools' purposes (FacetItem.purpose_text); null when either has none or none were read. */
export function purposeCosine(data: RunData, a: number, b: number): number | null {
  const purposes = data.purposes;
  const x = purposes?.row[a] ?? -1;
  const y = purposes?.row[b] ?? -1;
  if (!purposes || x < 0 || y < 0) return null;
  return rowCosine(purposes.vectors, x * data.dim, purposes.vectors, y * data.dim, data.dim);
}

/**
 * How near one of tool a's description units comes to tool b's description (facets/descriptions.ts: b's first
 * unit, its whole description): the best cosine and which of a's units; null when either has none or none
 * were read.
 */
export function describedCosine(data: RunData, a: number, b: number): { cosine: number; unit: number } | null {
  const units = data.descriptions;
  if (!units || (units.count[a] ?? 0) === 0 || (units.count[b] ?? 0) === 0) return null;
  const { index, cosine } = nearestRow(data.dim, units, a, units.vectors, units.first[b] as number);
  return { cosine, unit: index };
}

/** Whether tools or tables a and b have the same rename-invariant calling signature (fp_shape) of `minShapeSize` fields or more. */
export function sameSignature(data: RunData, a: number, b: number, minShapeSize: number): boolean {
  const [x, y] = [data.items[a], data.items[b]];
  return !!x && !!y && x.facet !== 'tasks' && x.fp_shape === y.fp_shape && x.shape_size >= minShapeSize;
}

/**
 * Whether tools (tables) a and b have one name, written in two styles (core/text.ts nameKey): among suite tools
 * a reworded copy comes equally near — a one-stop and a direct flight search take the same three arguments —
 * the one whose name it kept is the one it copies. Never for tasks, whose local ids (`test_0`) name nothing.
 */
export function sameName(data: RunData, a: number, b: number): boolean {
  const [x, y] = [data.items[a], data.items[b]];
  return !!x && !!y && x.facet !== 'tasks' && nameKey(x.local) === nameKey(y.local);
}

/**
 * Whether tool a is named as a version of tool b: a's name with its version mark taken off (core/text.ts
 * withoutVersion: `get_watchlist_v2`, `calculate@2`) is b's, its words in any order or style
 * (`view_sent_messages_v2` of `view_messages_sent`), and b's name carries no version mark. A versioned name
 * says which tool it is a new version of; a name kept without one is often a generic name two authors chose
 * alike (on the real data, 92 clean tools share theirs, words in any order, with a suite tool: `send_message`,
 * `get_product_details`).
 */
export function versionOf(data: RunData, a: number, b: number): boolean {
  const [x, y] = [data.items[a], data.items[b]];
  if (!x || !y || x.facet !== 'tools' || y.facet !== 'tools') return false;
  const base = withoutVersion(x.local);
  return base !== null && withoutVersion(y.local) === null && nameWordsKey(base) === nameWordsKey(y.local);
}

/**
 * Whether item a is a renamed copy of suite item b: the same calling signature (sameSignature) and, for two
 * tools whose purposes were embedded, purposes at least `minPurpose` alike.
 */
export function renamedCopy(data: RunData, a: number, b: number, o: { minShapeSize: number; minPurpose: number }): boolean {
  if (!sameSignature(data, a, b, o.minShapeSize)) return false;
  const purposes = data.items[a]?.facet === 'tools' ? purposeCosine(data, a, b) : null;
  return purposes === null || purposes >= o.minPurpose;
}

/** Item a's part nearest to item b (FacetItem.passages): its position and cosine; null when a has none. */
export function bestPassage(data: RunData, a: number, b: number): { index: number; cosine: number } | null {
  const passages = data.passages;
  if (!passages || (passages.count[a] ?? 0) === 0) return null;
  return nearestRow(data.dim, passages, a, data.vectors, b);
}

/** Of item a's rows in `rows` (its parts or description units), the nearest to row `at` of `other`: which, and its cosine. */
function nearestRow(dim: number, rows: PassageVectors, a: number, other: Float32Array, at: number): { index: number; cosine: number } {
  const first = rows.first[a] as number;
  let best = { index: 0, cosine: -Infinity };
  for (let p = 0; p < (rows.count[a] as number); p++) {
    const cosine = rowCosine(rows.vectors, (first + p) * dim, other, at * dim, dim);
    if (cosine > best.cosine) best = { index: p, cosine };
  }
  return best;
}
