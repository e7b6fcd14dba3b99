// The diff's public face: two audited runs compared (diff.json, diff.md, diff.html).
export { diff, DIFF_ARTIFACTS, DIFF_LEVELS, DIFF_SCHEMA_VERSION, type DiffOptions, type DiffReport, type LevelCounts } from './stage.js';
export type { FlagChange, Aspect } from './flags.js';
export type { ClusterChange, NoveltyRow, RedundancyFigures } from './clusters.js';
