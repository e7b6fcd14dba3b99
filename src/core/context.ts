// What a stage may receive from its caller besides inputs and options: where to report progress and counts,
// the clock, and the shard it runs. Stages never print or read the environment themselves; the CLI decides how
// progress looks.
import type { Shard } from './shard.js';

export interface StageContext {
  /** Progress lines for a person. */
  log?: (line: string) => void;
  /** Counted progress of long work: `done` of `total` units called `unit` (e.g. texts). */
  progress?: (event: ProgressEvent) => void;
  now?: () => Date;
  /**
   * Adds `value` to the stage's counter `counter` (texts embedded, items matched, pairs scored). The runner
   * reports them per stage (`envsieve run --json`); no artifact holds them, so that a run's bytes never depend
   * on a cache's contents or on how the work was sharded.
   */
  count?: (counter: string, value: number) => void;
  /** The shard to run, for a sharded stage's shard function (core/shard.ts); absent for a whole stage. */
  shard?: Shard;
}

/** The context of a sharded stage's shard function: one with its shard. */
export type ShardContext = StageContext & { shard: Shard };

export interface ProgressEvent {
  stage: string;
  label: string;
  done: number;
  total: number;
  unit: string;
}
