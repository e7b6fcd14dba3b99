// Unit length for a vector, in place: embeddings are compared by cosine, which on unit vectors is a dot
// product (embed normalises what it stores, cluster the environment vectors it averages).
export function normalize(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let d = 0; d < vector.length; d++) vector[d] = (vector[d] as number) / norm;
  return vector;
}
