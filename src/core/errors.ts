// The one error type of envsieve. The library throws it; only the CLI prints it and sets the exit code.
// A `place` names where in the user's input the problem is, so every message can point at file:line:field.

export type ErrorCode =
  | 'input_missing'
  | 'input_unreadable'
  | 'invalid_option'
  | 'strict_reject'
  | 'artifact_missing'
  | 'run_locked'
  | 'not_a_run'
  | 'io_failed'
  | 'model_corrupt'
  | 'runs_incomparable'
  | 'shard_missing'
  | 'internal';

export interface Place {
  file: string;
  line?: number;
  field?: string;
}

export function formatPlace(place: Place): string {
  let text = place.file;
  if (place.line !== undefined) text += `:${place.line}`;
  if (place.field) text += ` ${place.field}`;
  return text;
}

export class EnvsieveError extends Error {
  readonly code: ErrorCode;
  readonly stage: string | undefined;
  readonly place: Place | undefined;

  constructor(code: ErrorCode, message: string, options: { stage?: string; place?: Place; cause?: unknown } = {}) {
    // The message names the place itself, so that library callers get the whole story from `message`.
    const text = options.place ? `${formatPlace(options.place)}: ${message}` : message;
    super(text, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EnvsieveError';
    this.code = code;
    this.stage = options.stage;
    this.place = options.place;
  }

  /** One line for a terminal: `stage: place: message`. */
  oneLine(): string {
    return this.stage ? `${this.stage}: ${this.message}` : this.message;
  }
}
