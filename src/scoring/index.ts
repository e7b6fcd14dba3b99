// The scoring layer's public face: evidence channels beyond cosine that neighbors (and later cluster) use.
export { identifiers, isStrongIdentifier } from './identifiers.js';
export { TokenIndex, type TokenIndexOptions, type WeighedTokens } from './tokenIndex.js';
export { structuralAgreement, structureTokens } from './structure.js';
export { StructureIndex, type StructureIndexOptions } from './structureIndex.js';
