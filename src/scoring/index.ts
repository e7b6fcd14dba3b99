// The shared scoring layer's public face: what more than one stage computes the same way, below the stages
// so that none of them imports another. The run's items with their vectors (runData), environment-to-
// environment scores (envScores on pairMaxima), evidence channels beyond cosine (rare identifiers, token
// indexes, structural agreement), the pair scoring's configuration and the portfolio-sizing scale.
export { bestPassage, describedCosine, purposeCosine, renamedCopy, sameName, sameSignature, versionOf, cosineOf, envKey, loadRunData, packVectors, suiteName, type EnvInfo, type RunData } from './runData.js';
export { scoreCandidates, scorePairs, scorePairsOf, type EnvScoreOptions, type FacetScore, type PairScore } from './envScores.js';
export { forEachPairMaxima, releasePairVectors, type PairMaxima } from './pairMaxima.js';
export { environmentVectors, type EnvVectors } from './envVectors.js';
export { identifiers, identifiersAndOpeningNames, isStrongIdentifier, keptTokens, namesRecord, openingNames, type TextNames } from './identifiers.js';
export { inModelLanguage } from '../core/language.js';
export { sentenceEndDistance, sentenceEnds } from './sentenceLengths.js';
export { largestIndexedShare, TokenIndex, type TokenIndexOptions, type WeighedTokens } from './tokenIndex.js';
export { grownFrom, sameRequiredArguments, structuralAgreement, structureTokens } from './structure.js';
export { describedChannel, RARE_ENUM_HOLDERS, StructureIndex, structureIndexOptions, type DescribedChannel, type ShapeChannels, type StructureIndexOptions } from './structureIndex.js';
export type { FacetMatches } from './candidateSources.js';
export { envScoring, type EnvScoring, type EnvScoringOverrides } from './envScoring.js';
export { BUY_NEXT, sizingStage, type SizingStage, type SizingThresholds } from './sizingScale.js';
