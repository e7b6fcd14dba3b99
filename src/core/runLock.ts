// The run directory's lock file: who holds it, taken atomically, and when a holder is gone. A lock names its
// holder (pid, host, command, start) and, on Linux, the process's start time and the kernel's boot id, since
// a pid alone does not name a process: after a crash the pid is soon reused (in a container the restarted run
// is pid 1 again, and would find "its" lock held by itself forever). The lock appears whole or not at all (it
// is written aside and hard-linked into place), so a lock that cannot be read is not a writer mid-write. A
// stale lock is removed only under a short-lived takeover file and only if it still holds what was judged
// stale, so that of several runs that find the same dead lock exactly one takes the directory.
import { hostname } from 'node:os';
import { readFileSync } from 'node:fs';
import { link, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { EnvsieveError } from './errors.js';
import { ioError } from './ioErrors.js';

export interface Holder {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
  /** The kernel's boot id and the process's start time in clock ticks since boot (Linux), when known. */
  boot?: string;
  start?: string;
}

/** A lock or takeover file that cannot be read and is older than this was left by a writer that died. */
const ABANDONED_MS = 10_000;
/** How long a run waits for another's takeover of a stale lock (a few file operations) before giving up. */
const TAKEOVER_WAIT_MS = 2_000;

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** The start time of process `pid` (field 22 of /proc/<pid>/stat, after the parenthesised command name). */
export function processStart(pid: number): string | undefined {
  const text = readText(`/proc/${pid}/stat`);
  if (text === undefined) return undefined;
  return text.slice(text.lastIndexOf(')') + 2).split(' ')[19];
}

const BOOT_ID = readText('/proc/sys/kernel/random/boot_id')?.trim();

export function holderOf(command: string, startedAt: Date): Holder {
  const start = processStart(process.pid);
  return { pid: process.pid, host: hostname(), command, startedAt: startedAt.toISOString(), ...(BOOT_ID && start ? { boot: BOOT_ID, start } : {}) };
}

/**
 * Whether the lock's holder is gone: on this host, its pid names no process, or (same boot) a process that
 * started at another time than the holder did. A holder on another host cannot be checked: it holds.
 */
export function isStale(holder: Holder): boolean {
  if (holder.host !== hostname()) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  if (holder.boot === undefined || holder.start === undefined || holder.boot !== BOOT_ID) return false;
  const start = processStart(holder.pid);
  return start !== undefined && start !== holder.start;
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    const extra = typeof value.boot === 'string' && typeof value.start === 'string' ? { boot: value.boot, start: value.start } : {};
    return { pid: value.pid, host: value.host, command: String(value.command), startedAt: String(value.startedAt), ...extra };
  } catch {
    return null;
  }
}

let counter = 0;
/** A file of `path`'s directory named so that the run directory's sweep removes it if the process dies. */
const asideOf = (path: string, what: string) => path.replace(/[^/]*$/, (name) => `.${name.replace(/^\./, '')}.${what}.${process.pid}.${++counter}.tmp`);

/** File systems without hard links (FAT, exFAT, some SMB and FUSE mounts) answer link() with these. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * Creates `path` holding `text`, whole, or fails with EEXIST when it exists. Where the file system has no hard
 * links, it is created exclusively and then written, and may briefly be seen empty (hence the wait in takeLock).
 */
async function createWhole(path: string, text: string): Promise<void> {
  const aside = asideOf(path, 'new');
  try {
    await writeFile(aside, text, { flag: 'wx' });
    await link(aside, path);
  } catch (error) {
    if (!NO_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await writeFile(path, text, { flag: 'wx' });
  } finally {
    await rm(aside, { force: true });
  }
}

async function readIfThere(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw ioError(error, path, 'cannot read the run directory lock');
  }
}

async function ageMs(path: string): Promise<number> {
  try {
    return Date.now() - (await stat(path)).mtimeMs;
  } catch {
    return 0;
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Takes the lock at `lockPath` for `holder`, taking over a stale one; a live holder is a one-line error. */
export async function takeLock(lockPath: string, holder: Holder): Promise<void> {
  const text = `${JSON.stringify(holder)}\n`;
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  while (Date.now() < deadline) {
    try {
      await createWhole(lockPath, text);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // ENOENT: the file written aside was swept by the run that holds the directory; its lock decides below.
      if (code !== 'EEXIST' && code !== 'ENOENT') throw ioError(error, lockPath, 'cannot lock the run directory');
    }
    const seen = await readIfThere(lockPath);
    if (seen === null) continue;
    const other = parseHolder(seen);
    if (other && !isStale(other)) {
      throw new EnvsieveError('run_locked', `run directory is in use by ${other.command} (pid ${other.pid} on ${other.host}, since ${other.startedAt}); wait for it to finish, or remove ${lockPath} if that process is gone`, { place: { file: lockPath } });
    }
    // Unreadable and recent: not something a writer leaves (locks appear whole), so wait rather than judge.
    if (!other && (await ageMs(lockPath)) < ABANDONED_MS) {
      await pause(50);
      continue;
    }
    if (!(await removeIfStill(lockPath, seen))) await pause(20);
  }
  throw new EnvsieveError('run_locked', `run directory lock is being taken by another process; try again, or remove ${lockPath} if no envsieve is running`, { place: { file: lockPath } });
}

/**
 * Removes the lock if it still holds `seen`, under a takeover file only one process can create: another run
 * may have taken the stale lock over (and written its own) since `seen` was read. False when another run's
 * takeover is in progress.
 */
async function removeIfStill(lockPath: string, seen: string): Promise<boolean> {
  const takeover = `${lockPath}.takeover`;
  try {
    await createWhole(takeover, `${JSON.stringify({ pid: process.pid, host: hostname() })}\n`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw ioError(error, takeover, 'cannot lock the run directory');
    // A takeover lasts a few file operations: one this old was left by a process that died in it.
    if ((await ageMs(takeover)) >= ABANDONED_MS) await rm(takeover, { force: true });
    return false;
  }
  try {
    if ((await readIfThere(lockPath)) === seen) await rm(lockPath, { force: true });
    return true;
  } finally {
    await rm(takeover, { force: true });
  }
}

/** Whether `name` is a file of the lock's (the lock, its takeover file) rather than of the run. */
export function isLockFile(name: string, lockName: string): boolean {
  return name === lockName || name === `${lockName}.takeover`;
}

