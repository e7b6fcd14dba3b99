// Ownership of a run directory. One run at a time: a lock file names its holder (runLock.ts), so a second run
// fails with one line saying who holds it, and a lock whose holder died (same host, no such process, or the
// pid now another process) is taken over by exactly one run. A directory envsieve did not make is never
// written into: a non-empty directory without the run marker is refused, since a run deletes and overwrites
// files by their envsieve names (report.md, manifests/*.txt) and those names may be the user's own files. Under the lock, temporary files
// left by a killed run (`.<name>.<pid>.<n>.tmp`, see io.ts) are swept, so they cannot fill the disk.
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EnvsieveError } from './errors.js';
import { keepAtExit, makeDirs, removeOnExit } from './io.js';
import { ioError } from './ioErrors.js';
import { holderOf, isLockFile, takeLock } from './runLock.js';

export const LOCK_FILE = '.envsieve.lock';
/** Written when envsieve first claims a directory: what makes it an envsieve run. */
export const RUN_MARKER = '.envsieve-run';
/** Artifacts that mark a run directory made before the marker existed. */
const LEGACY_MARKERS = ['pipeline.json', 'ingest.json'];
const TEMP_FILE = /^\..+\.\d+\.\d+\.tmp$/;

export interface RunDirLock {
  dir: string;
  release: () => Promise<void>;
}

export interface ClaimOptions {
  /** Create the directory when it is missing (ingest, a pipeline); otherwise a missing one is left to the stage's own error. */
  create?: boolean;
  now?: () => Date;
}

/** Claims `dir` for one run of `command`: creates it, checks it is a run directory, locks it, sweeps temp files. */
export async function claimRunDir(dir: string, command: string, options: ClaimOptions = {}): Promise<RunDirLock> {
  if (options.create) {
    await makeDirs(dir).catch((error: unknown) => {
      throw ioError(error, dir, 'cannot create the run directory');
    });
  } else if (!(await exists(dir))) {
    return { dir, release: async () => {} };
  }
  await assertRunDir(dir);
  const lockPath = join(dir, LOCK_FILE);
  await takeLock(lockPath, holderOf(command, options.now?.() ?? new Date()));
  removeOnExit(lockPath);
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await rm(lockPath, { force: true });
    keepAtExit(lockPath);
  };
  try {
    await writeFile(join(dir, RUN_MARKER), 'This directory is an envsieve run directory.\n');
    await sweepTempFiles(dir);
  } catch (error) {
    await release();
    throw ioError(error, dir, 'cannot prepare the run directory');
  }
  return { dir, release };
}

/** Runs `work` holding the run directory, and releases it on every way out. */
export async function withRunDir<T>(dir: string, command: string, work: () => Promise<T>, options: ClaimOptions = {}): Promise<T> {
  const lock = await claimRunDir(dir, command, options);
  try {
    return await work();
  } finally {
    await lock.release();
  }
}

async function exists(dir: string): Promise<boolean> {
  try {
    await readdir(dir);
    return true;
  } catch {
    return false;
  }
}

/** Refuses a non-empty directory that holds no run marker: envsieve would overwrite or delete its files. */
export async function assertRunDir(dir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw ioError(error, dir, 'cannot read the run directory');
  }
  const own = entries.filter((e) => !isLockFile(e, LOCK_FILE) && !TEMP_FILE.test(e));
  if (own.length === 0 || own.includes(RUN_MARKER) || LEGACY_MARKERS.some((m) => own.includes(m))) return;
  throw new EnvsieveError('not_a_run', `is not empty and is not an envsieve run directory (it holds ${own.length} entries, e.g. ${own.slice(0, 3).join(', ')}); envsieve would overwrite or remove files there: give a new or empty directory`, { place: { file: dir } });
}

/** Removes temporary files of earlier, killed runs; under the lock no live run can own one. */
async function sweepTempFiles(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (entry.isFile() && TEMP_FILE.test(entry.name)) await rm(join(entry.parentPath, entry.name), { force: true });
  }
}
