// Lexical signatures of item texts: shingles, MinHash, Jaccard and containment.
export { containment, estimateJaccard, jaccard, minhash, schemeName, shingleHashes, shingles, words, type MinHashOptions, type ShingleOptions } from './minhash.js';
