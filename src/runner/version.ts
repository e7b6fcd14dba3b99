// The envsieve version, part of every stage key: a new version may compute different artifacts from the same
// inputs, so a run made by an older one is not taken as up to date.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../model/index.js';

let cached: string | undefined;

export function packageVersion(): string {
  cached ??= String((JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version?: unknown }).version ?? 'unknown');
  return cached;
}
