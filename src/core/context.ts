// What a stage may receive from its caller besides inputs and options: where to report progress and the
// clock. Stages never print or read the environment themselves; the CLI decides how progress looks.

export interface StageContext {
  /** Progress lines for a person. */
  log?: (line: string) => void;
  /** Counted progress of long work: `done` of `total` units called `unit` (e.g. texts). */
  progress?: (event: ProgressEvent) => void;
  now?: () => Date;
}

export interface ProgressEvent {
  stage: string;
  label: string;
  done: number;
  total: number;
  unit: string;
}
