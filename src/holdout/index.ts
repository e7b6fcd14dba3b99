// The holdout stage's public face.
export { holdout, HOLDOUT_ARTIFACTS, type HoldoutOptions, type HoldoutReport, type Leak } from './stage.js';
export type { Coverage } from './coverage.js';
export type { SizingRow } from './sizing.js';
// The sizing scale is shared with the report (src/scoring); re-exported for the library's users.
export { SIZING_STAGES } from '../artifacts/index.js';
export { BUY_NEXT, sizingStage, type SizingStage } from '../scoring/index.js';
export { HOLDOUT_OPTIONS } from './options.js';
