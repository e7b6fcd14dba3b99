// The facets module's public face: cutting environments into items, canonical texts, fingerprints.
export { facetItems, itemId, nameOnly, stateAndTaskItems, toolItems } from './items.js';
export { comparedSignatures } from './purposes.js';
export { describedCut, describedShapes, descriptionUnits, shapeKey, type DescribedAs } from './descriptions.js';
export { HouseStyle, HOUSE_STYLE } from './houseStyle.js';
export { taskPassages, PASSAGE_LIMITS } from './passages.js';
export { stateText, taskText, toolText } from './canonical.js';
export { callingFields, exactFingerprint, schemaShapeFingerprint, taskShapeFingerprint, structureTokens, taskTemplate, typeSignature } from './fingerprint.js';
