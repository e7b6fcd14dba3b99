// Shared test helpers: temporary run directories, manifest files, reading artifacts back, and the built CLI.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, expect } from 'vitest';

export const REPO = resolve(import.meta.dirname, '..');
export const REAL_DATA = resolve(REPO, '../shared/data/real');
export const SAMPLE = join(REPO, 'data/sample');
export const hasRealData = existsSync(join(REAL_DATA, 'README.md'));

const made: string[] = [];
const madeForFile: string[] = [];
afterEach(async () => {
  while (made.length > 0) await rm(made.pop() as string, { recursive: true, force: true });
});
afterAll(async () => {
  while (madeForFile.length > 0) await rm(madeForFile.pop() as string, { recursive: true, force: true });
});

/** A fresh temporary directory, removed after the test (or, made in a beforeAll, after the file's tests). */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'envsieve-test-'));
  (expect.getState().currentTestName === undefined ? madeForFile : made).push(dir);
  return dir;
}

/** Writes `content` (text or bytes) to `name` inside `dir` and returns its path. */
export async function writeInput(dir: string, name: string, content: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

export function jsonl(records: unknown[]): string {
  return records.map((r) => JSON.stringify(r)).join('\n') + '\n';
}

export async function readJsonl<T = Record<string, unknown>>(path: string): Promise<T[]> {
  const text = await readFile(path, 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

export async function readJson<T = Record<string, unknown>>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

/** A small valid environment, varied by `id`. */
export function env(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    family: 'test',
    tools: [{ name: `lookup_${id.replace(/\W/g, '_')}`, description: 'Look a thing up.', parameters: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] } }],
    tasks: [{ id: 't0', text: `Look up the thing for ${id}.` }],
    ...extra,
  };
}

const exec = promisify(execFile);

/** Runs the built `envsieve` (dist/cli/main.js) from the repository root, as a user would; `killAfterMs` ends a
 * hung run with SIGKILL (its code is then null). */
export async function envsieve(args: string[], options: { killAfterMs?: number } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const kill = options.killAfterMs ? { timeout: options.killAfterMs, killSignal: 'SIGKILL' as const } : {};
    const { stdout, stderr } = await exec(process.execPath, [join(REPO, 'dist/cli/main.js'), ...args], { cwd: REPO, ...kill });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
