// Unit length for a vector, in place: embeddings are compared by cosine, which on unit vectors is a dot
// product (embed normalises what it stores, cluster the environment vectors it averages).
export function normalize(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let d = 0; d < vector.length; d++) vector[d] = (vector[d] as number) / norm;
  return vector;
}

/**
 * The unit mean of unit vectors (an item's vector from several texts: FacetItem.vector_text); undefined when
 * one is missing or of another length. One vector is returned as it is, so that an item of one text keeps its
 * vector bit for bit.
 */
export function meanVector(parts: ReadonlyArray<Float32Array | undefined>): Float32Array | undefined {
  const first = parts[0];
  if (!first || parts.some((p) => !p || p.length !== first.length)) return undefined;
  if (parts.length === 1) return first;
  const sum = new Float32Array(first.length);
  for (const part of parts as Float32Array[]) for (let d = 0; d < sum.length; d++) sum[d] = (sum[d] as number) + (part[d] as number);
  return normalize(sum);
}
