// What of envsieve itself a stage's output depends on, part of every stage key: its version, and a fingerprint
// of its code. A new version may compute different artifacts from the same inputs, and so may changed code
// within one version (a git checkout between releases, a local patch): a run made by other code is not taken as
// up to date.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareCodeUnits } from '../core/text.js';
import { packageRoot } from '../model/index.js';

let version: string | undefined;
let code: string | undefined;

export function packageVersion(): string {
  version ??= String((JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version?: unknown }).version ?? 'unknown');
  return version;
}

/**
 * SHA-256 over envsieve's code: the compiled JavaScript in dist/ when there is one — what the CLI, the Slurm
 * jobs and a program importing the package run, so that they all agree — else the TypeScript sources (but the
 * tests beside them). Paths and bytes, in code-unit order of the paths. Tests running src/ in a checkout with a
 * dist/ share its fingerprint: `npm test` builds first, so the two are the same code there. About 250 files,
 * read once per process (a few milliseconds).
 */
export function codeFingerprint(): string {
  if (code === undefined) {
    const dist = join(packageRoot(), 'dist');
    code = existsSync(dist) ? fingerprintOf(dist, 'js') : fingerprintOf(join(packageRoot(), 'src'), 'ts');
  }
  return code;
}

/** The fingerprint of the `.js` (or `.ts`, but `.test.ts`) files under `dir`: their paths and bytes. */
export function fingerprintOf(dir: string, kind: 'js' | 'ts'): string {
  const wanted = kind === 'js' ? (f: string) => f.endsWith('.js') : (f: string) => f.endsWith('.ts') && !f.endsWith('.test.ts');
  const files = (readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split('\\').join('/')).filter(wanted).sort(compareCodeUnits);
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(join(dir, file))).update('\n');
  return hash.digest('hex');
}
