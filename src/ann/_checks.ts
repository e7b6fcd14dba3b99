// Checks every index runs before any work: the shapes that the typed-array contract cannot express in types.
// Both indexes read similarity straight off the dot product, which is the cosine only for unit vectors, so
// a vector that is not unit length (or holds NaN) is refused rather than silently mis-ranked.
import { EnvsieveError } from '../core/errors.js';

const STAGE = 'ann';
/** Slack on |v|² = 1: float32 normalisation leaves errors near 1e-7, an unnormalised vector is off by far more. */
const NORM_TOLERANCE = 1e-3;

function invalid(message: string): EnvsieveError {
  return new EnvsieveError('invalid_option', message, { stage: STAGE });
}

export function checkDim(dim: number): void {
  if (!Number.isInteger(dim) || dim < 1) throw invalid(`dimension must be a positive integer, got ${dim}`);
}

/** The number of vectors in `vectors`, after checking that it holds whole unit vectors of `dim` floats. */
export function checkVectors(vectors: Float32Array, dim: number, what: 'points' | 'queries'): number {
  if (!(vectors instanceof Float32Array)) throw invalid(`${what} must be a Float32Array`);
  if (vectors.length % dim !== 0) {
    throw invalid(`${what} hold ${vectors.length} floats, not a whole number of vectors of dimension ${dim}`);
  }
  const count = vectors.length / dim;
  for (let v = 0; v < count; v++) checkUnit(vectors, v * dim, dim, v, what);
  return count;
}

/** Checks the vector of `dim` floats at `offset` of `values`, the `v`-th of `what`, for unit length. */
export function checkUnit(values: ArrayLike<number>, offset: number, dim: number, v: number, what: 'points' | 'queries'): void {
  let squared = 0;
  for (let j = offset, end = offset + dim; j < end; j++) squared += (values[j] as number) ** 2;
  if (!(Math.abs(squared - 1) <= NORM_TOLERANCE)) {
    throw invalid(`${what} vector ${v} has length ${Math.sqrt(squared).toPrecision(4)}; vectors must be L2-normalised`);
  }
}

/** The number of rows, after checking it is a whole number. */
export function checkCount(count: number, what: 'points' | 'queries'): number {
  if (!Number.isInteger(count) || count < 0) throw invalid(`${what} count must be a whole number, got ${count}`);
  return count;
}

export function checkK(k: number): void {
  if (!Number.isInteger(k) || k < 1) throw invalid(`k must be a positive integer, got ${k}`);
}
