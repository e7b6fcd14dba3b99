// What environment-pair scoring reads of the neighbour search's item matches (neighbors' FacetMatches): for
// each portfolio item, the suite items its search proposed. Declared here, below the stages, so that the
// scoring needs no stage's types; the neighbors stage's own FacetMatches has these fields and more.
export interface FacetMatches {
  matches: ReadonlyArray<{ item: number; candidates: readonly number[] }>;
}
