// Type guards for untrusted JSON values, and parsing text that may or may not be JSON.

/** A JSON object (not null, not an array): the shape every record and schema node must have. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON value a text holds, or undefined when it is no JSON (the readers that try a text as JSON, one form of many). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
