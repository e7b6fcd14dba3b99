// Verification of a model directory envsieve built against the sha256 of every file recorded in its
// build.json. A damaged graph (a bad disk, a partial copy, a hand edit) can still load and then yields NaN
// or shifted vectors that would enter the shared cache under a fingerprint nobody questions; so every load
// path — the fingerprint of embed, `model info`, `model build`'s up-to-date check — verifies. Cheap: a file's
// hash is computed once per process per (size, mtime), so the fingerprint and the check share one read.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { EnvsieveError } from '../core/errors.js';
import { sha256File } from '../core/hash.js';

const known = new Map<string, { size: number; mtimeMs: number; sha256: string }>();

/** The file's SHA-256, recomputed only when its size or modification time changed since the last call. */
export async function fileSha256(path: string): Promise<string> {
  const s = await stat(path);
  const hit = known.get(path);
  if (hit && hit.size === s.size && hit.mtimeMs === s.mtimeMs) return hit.sha256;
  const sha256 = await sha256File(path);
  known.set(path, { size: s.size, mtimeMs: s.mtimeMs, sha256 });
  return sha256;
}

interface Recorded {
  files: Record<string, { sha256: string; bytes: number }>;
}

async function recorded(dir: string): Promise<Recorded | null> {
  const path = join(dir, 'build.json');
  if (!existsSync(path)) return null;
  try {
    const stamp = JSON.parse(await readFile(path, 'utf8')) as Partial<Recorded>;
    return stamp.files && typeof stamp.files === 'object' ? { files: stamp.files } : null;
  } catch {
    return null;
  }
}

/** What is wrong with the recorded files of `dir` (only `names` when given); empty when intact or not built by envsieve. */
export async function modelProblems(dir: string, names?: readonly string[]): Promise<string[]> {
  const stamp = await recorded(dir);
  if (!stamp) return [];
  const problems: string[] = [];
  for (const [name, want] of Object.entries(stamp.files)) {
    if (names && !names.includes(name)) continue;
    const path = join(dir, name);
    const size = await stat(path).then((s) => s.size, () => -1);
    if (size < 0) problems.push(`${name} is missing`);
    else if (size !== want.bytes) problems.push(`${name} is ${size} bytes, build.json records ${want.bytes}`);
    else if ((await fileSha256(path)) !== want.sha256) problems.push(`${name}'s sha256 differs from the one build.json records`);
  }
  return problems;
}

/** Throws `model_corrupt`, naming the first damaged file, when any of `names` does not match build.json. */
export async function verifyModel(dir: string, names?: readonly string[]): Promise<void> {
  const [first, ...more] = await modelProblems(dir, names);
  if (first === undefined) return;
  const also = more.length > 0 ? ` (and ${more.length} more)` : '';
  throw new EnvsieveError('model_corrupt', `the model is damaged: ${first}${also}; run 'envsieve model build' to rebuild it`, { stage: 'embed', place: { file: dir } });
}
