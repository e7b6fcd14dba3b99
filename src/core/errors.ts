// The one error type of envsieve. The library throws it; only the CLI prints it and sets the exit code.
// A `place` names where in the user's input the problem is, so every message can point at file:line:field.

export type ErrorCode =
  | 'input_missing'
  | 'input_unreadable'
  | 'invalid_option'
  | 'strict_reject'
  | 'artifact_missing'
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
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EnvsieveError';
    this.code = code;
    this.stage = options.stage;
    this.place = options.place;
  }

  /** One line for a terminal: `stage: place: message`. */
  oneLine(): string {
    const parts: string[] = [];
    if (this.stage) parts.push(this.stage);
    if (this.place) parts.push(formatPlace(this.place));
    parts.push(this.message);
    return parts.join(': ');
  }
}
