// The holdout stage's public face.
export { holdout, HOLDOUT_ARTIFACTS, type HoldoutOptions, type HoldoutReport, type Leak } from './stage.js';
export type { Coverage } from './coverage.js';
export { BUY_NEXT, SIZING_STAGES, sizingStage, type SizingRow, type SizingStage } from './sizing.js';
export { HOLDOUT_OPTIONS } from './options.js';
