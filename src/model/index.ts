// The local embedding model: where it lives, its fingerprint, and (build.ts) how it is built at install.
export { DEFAULT_MODEL_NAME, defaultModelDir, defaultModelsDir, modelMaxTokens, packageRoot } from './paths.js';
export { cpuFeatures, currentRuntime, modelFingerprint, type FingerprintOptions, type Runtime } from './fingerprint.js';
export { buildModel, BUILDER_VERSION, SOURCE_PACKAGE, SOURCE_SHA256, type BuildOptions, type BuildResult } from './buildModel.js';
export { modelInfo, type ModelInfo } from './info.js';
export { modelProblems, verifyModel } from './verify.js';
// The ONNX graph builder, also used by the dense linear-algebra core for its small product graphs.
export { ElemType, GraphBuilder } from './onnxGraph.js';
