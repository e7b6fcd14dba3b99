// The decontaminate stage's public face.
export { decontaminate, DECONTAMINATE_RECORD, type DecontaminateOptions, type DecontaminateSummary } from './stage.js';
