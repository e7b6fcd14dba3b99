// Type guards for untrusted JSON values.

/** A JSON object (not null, not an array): the shape every record and schema node must have. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
