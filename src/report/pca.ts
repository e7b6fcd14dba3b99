// The first principal components of a set of rows, on the dense core: the scatter matrix XᵀX of the centred
// rows is one product (d × d, bounded by the dimension however many rows there are), and its leading
// eigenvectors come from a subspace iteration with Rayleigh–Ritz — a block of a few more vectors than asked
// for, multiplied by the scatter matrix (one small product each round) and re-orthonormalised, until the
// asked-for Ritz vectors stop turning. The extra vectors make the convergence rate λ_{p+1}/λ_c rather than
// λ_{c+1}/λ_c, so two close leading eigenvalues do not slow it down. ml-pca's NIPALS did this row by row in
// float64 on number[][] and took 12.5 s for the real-data audit's 2,420 × 1,152 environment vectors.
// Deterministic: a fixed-seed start and products of fixed shapes. Each component's sign is left to the
// caller (projection.ts fixes it on the scores).
import { seededRandom } from '../core/random.js';
import type { DenseEngine, Rows } from '../dense/index.js';

/** Extra vectors carried beside the asked-for components (see above). */
const EXTRA = 6;
/** Stop when every asked-for Ritz vector turned by less than this (1 − |cos|) in a round. */
const TOLERANCE = 1e-10;
const MAX_ROUNDS = 500;
const START_SEED = 20261204;

export interface Components {
  /** count × cols unit vectors, by descending variance. */
  vectors: Float64Array;
  count: number;
  /** count × rows: the centred rows projected on each component, at [row · count + c]. */
  scores: Float64Array;
  /** Σ of the squared centred entries: the scatter's trace, for explained shares. */
  totalScatter: number;
  rounds: number;
}

export async function principalComponents(engine: DenseEngine, rows: Rows, count: number): Promise<Components> {
  const { rows: n, cols: d } = rows;
  const centred = centre(rows);
  const scatter = await engine.product(transpose(centred, n, d), transpose(centred, n, d));
  const p = Math.min(d, count + EXTRA);
  let basis: Float64Array = orthonormal(seededRows(p, d), p, d);
  let ritz: Float64Array = new Float64Array(count * d);
  let rounds = 0;
  for (let turned = Infinity; turned > TOLERANCE && rounds < MAX_ROUNDS; rounds++) {
    // W = V·S (S symmetric); H = W·Vᵀ is the scatter restricted to the basis.
    const image = await engine.product({ data: toFloat32(basis), rows: p, cols: d }, { data: scatter, rows: d, cols: d });
    const rotation = eigenvectorsDescending(restricted(image, basis, p, d), p);
    const next = rotate(rotation, basis, count, p, d);
    turned = rounds === 0 ? Infinity : largestTurn(next, ritz, count, d);
    ritz = next;
    basis = orthonormal(rotate(rotation, Float64Array.from(image), p, p, d), p, d);
  }
  const vectors = orthonormal(ritz, count, d);
  const projected = await engine.product({ data: centred, rows: n, cols: d }, { data: toFloat32(vectors), rows: count, cols: d });
  let totalScatter = 0;
  for (const v of centred) totalScatter += v * v;
  return { vectors, count, scores: Float64Array.from(projected), totalScatter, rounds };
}

/** The rows minus their mean (float64 sums), as float32. */
function centre(rows: Rows): Float32Array {
  const { rows: n, cols: d } = rows;
  const mean = new Float64Array(d);
  for (let i = 0; i < n; i++) for (let j = 0; j < d; j++) mean[j] = (mean[j] as number) + (rows.data[i * d + j] as number);
  for (let j = 0; j < d; j++) mean[j] = (mean[j] as number) / Math.max(1, n);
  const out = new Float32Array(n * d);
  for (let i = 0; i < n; i++) for (let j = 0; j < d; j++) out[i * d + j] = (rows.data[i * d + j] as number) - (mean[j] as number);
  return out;
}

/** The n × d matrix as d rows of n (columns become rows), so that XᵀX is a product of rows. */
function transpose(data: Float32Array, n: number, d: number): Rows {
  const out = new Float32Array(n * d);
  for (let i = 0; i < n; i++) for (let j = 0; j < d; j++) out[j * n + i] = data[i * d + j] as number;
  return { data: out, rows: d, cols: n };
}

function seededRows(p: number, d: number): Float64Array {
  const random = seededRandom(START_SEED);
  return Float64Array.from({ length: p * d }, () => random() - 0.5);
}

const toFloat32 = (m: Float64Array) => Float32Array.from(m);

/** Modified Gram–Schmidt on the p rows of `m` (float64); a row that vanishes is left zero. */
function orthonormal(m: Float64Array, p: number, d: number): Float64Array {
  const out = Float64Array.from(m);
  for (let i = 0; i < p; i++) {
    for (let k = 0; k < i; k++) {
      let dot = 0;
      for (let j = 0; j < d; j++) dot += (out[i * d + j] as number) * (out[k * d + j] as number);
      for (let j = 0; j < d; j++) out[i * d + j] = (out[i * d + j] as number) - dot * (out[k * d + j] as number);
    }
    let norm = 0;
    for (let j = 0; j < d; j++) norm += (out[i * d + j] as number) ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let j = 0; j < d; j++) out[i * d + j] = (out[i * d + j] as number) * scale;
  }
  return out;
}

/** H = W·Vᵀ, p × p, symmetrised (its asymmetry is rounding). */
function restricted(image: Float32Array, basis: Float64Array, p: number, d: number): Float64Array {
  const h = new Float64Array(p * p);
  for (let a = 0; a < p; a++) {
    for (let b = 0; b < p; b++) {
      let dot = 0;
      for (let j = 0; j < d; j++) dot += (image[a * d + j] as number) * (basis[b * d + j] as number);
      h[a * p + b] = dot;
    }
  }
  for (let a = 0; a < p; a++) for (let b = a + 1; b < p; b++) h[a * p + b] = h[b * p + a] = ((h[a * p + b] as number) + (h[b * p + a] as number)) / 2;
  return h;
}

/** The first `count` rows of E·M, E the p × p rotation (rows = eigenvectors), M p rows of d. */
function rotate(e: Float64Array, m: Float64Array, count: number, p: number, d: number): Float64Array {
  const out = new Float64Array(count * d);
  for (let c = 0; c < count; c++) for (let k = 0; k < p; k++) {
    const w = e[c * p + k] as number;
    if (w !== 0) for (let j = 0; j < d; j++) out[c * d + j] = (out[c * d + j] as number) + w * (m[k * d + j] as number);
  }
  return out;
}

/** The largest 1 − |cos| between corresponding rows. */
function largestTurn(a: Float64Array, b: Float64Array, count: number, d: number): number {
  let largest = 0;
  for (let c = 0; c < count; c++) {
    let dot = 0;
    let na = 0;
    let nb = 0;
    for (let j = c * d; j < (c + 1) * d; j++) {
      dot += (a[j] as number) * (b[j] as number);
      na += (a[j] as number) ** 2;
      nb += (b[j] as number) ** 2;
    }
    largest = Math.max(largest, 1 - Math.abs(dot) / Math.sqrt(na * nb || 1));
  }
  return largest;
}

/** Eigenvectors of the symmetric p × p matrix `h` as rows, by descending eigenvalue (cyclic Jacobi). */
export function eigenvectorsDescending(h: Float64Array, p: number): Float64Array {
  const a = Float64Array.from(h);
  const v = new Float64Array(p * p);
  for (let i = 0; i < p; i++) v[i * p + i] = 1;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let i = 0; i < p; i++) for (let j = i + 1; j < p; j++) off += (a[i * p + j] as number) ** 2;
    if (off < 1e-30) break;
    for (let i = 0; i < p; i++) for (let j = i + 1; j < p; j++) jacobiRotate(a, v, p, i, j);
  }
  const order = Array.from({ length: p }, (_, i) => i).sort((x, y) => (a[y * p + y] as number) - (a[x * p + x] as number) || x - y);
  const out = new Float64Array(p * p);
  // Column k of V is the eigenvector of eigenvalue a[k][k].
  order.forEach((k, r) => {
    for (let i = 0; i < p; i++) out[r * p + i] = v[i * p + k] as number;
  });
  return out;
}

/** One Jacobi rotation zeroing a[i][j], accumulated into v. */
function jacobiRotate(a: Float64Array, v: Float64Array, p: number, i: number, j: number): void {
  const aij = a[i * p + j] as number;
  if (Math.abs(aij) < 1e-300) return;
  const theta = ((a[j * p + j] as number) - (a[i * p + i] as number)) / (2 * aij);
  const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
  const c = 1 / Math.sqrt(t * t + 1);
  const s = t * c;
  for (let k = 0; k < p; k++) {
    const aki = a[k * p + i] as number;
    const akj = a[k * p + j] as number;
    a[k * p + i] = c * aki - s * akj;
    a[k * p + j] = s * aki + c * akj;
  }
  for (let k = 0; k < p; k++) {
    const aik = a[i * p + k] as number;
    const ajk = a[j * p + k] as number;
    a[i * p + k] = c * aik - s * ajk;
    a[j * p + k] = s * aik + c * ajk;
  }
  for (let k = 0; k < p; k++) {
    const vki = v[k * p + i] as number;
    const vkj = v[k * p + j] as number;
    v[k * p + i] = c * vki - s * vkj;
    v[k * p + j] = s * vki + c * vkj;
  }
}
