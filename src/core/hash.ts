// Content hashes used for fingerprints, cache keys and input provenance.
// safe-stable-stringify gives key-sorted JSON (so equal objects hash equally whatever their key order)
// and is the maintained choice over hand-rolled canonical JSON.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { configure } from 'safe-stable-stringify';

const stableStringify = configure({ deterministic: true, circularValue: Error, bigint: false });

/** Key-sorted JSON text; throws on cycles, which a fingerprint must never silently paper over. */
export function stableJson(value: unknown): string {
  const text = stableStringify(value);
  if (text === undefined) throw new TypeError('value has no JSON form');
  return text;
}

/** Hex SHA-256 of a string, cut to `hexChars` (128 bits by default: collisions are not a practical concern). */
export function sha256Hex(text: string, hexChars = 32): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, hexChars);
}

/** Full SHA-256 of a file's bytes, streamed so large inputs are not held in memory. */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
