// Atomic artifact writes: every artifact is written to a temporary file beside its final name and renamed
// into place when complete, so a reader (or a resumed run) never sees half a file. Streaming matters here:
// items.jsonl of a large portfolio runs to hundreds of MB, which write-file-atomic would need whole in memory.
// A write that fails (a full disk, a read-only directory) is one EnvsieveError naming the file, never an
// unhandled stream `error` event; its temporary file is removed then, and any still open when the process
// exits (a signal, an uncaught error) is removed by an exit hook. What a kill -9 leaves, the next claim of
// the run directory sweeps (runDir.ts).
import { createWriteStream, mkdirSync, rmSync, statSync, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { basename, dirname, join, resolve } from 'node:path';
import { ioError } from './ioErrors.js';

let counter = 0;
/** JSON lines are handed to the stream in chunks of about this many characters. */
const LINE_BATCH_CHARS = 1 << 20;
function tempName(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${++counter}.tmp`);
}

/** Files to remove if the process exits before they are published or released (temp files, run locks). */
const removeAtExit = new Set<string>();
let hooked = false;
export function removeOnExit(path: string): void {
  if (!hooked) {
    hooked = true;
    process.once('exit', removeExitFiles);
  }
  removeAtExit.add(path);
}
/** Removes now what the exit hook would: for an exit that runs no hooks (a signal raised again, cli/main.ts). */
export function removeExitFiles(): void {
  for (const file of removeAtExit) rmSync(file, { force: true });
  removeAtExit.clear();
}
export function keepAtExit(path: string): void {
  removeAtExit.delete(path);
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
const notADirectory = (dir: string) => Object.assign(new Error(`${dir} is not a directory`), { code: 'ENOTDIR', path: dir });

/**
 * The directories of `path` that do not exist yet, outermost first; a part that is a file is ENOTDIR. Node's
 * own recursive mkdir is not used: where a parent exists but refuses new entries (a read-only file system) it
 * reports ENOENT instead of the cause, and where mkdir itself answers ENOENT (/proc, some FUSE mounts) it
 * retries forever in native code, beyond the reach of a signal handler.
 */
function missingDirs(path: string, isDirectory: (dir: string) => boolean | null): string[] {
  const missing: string[] = [];
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const found = isDirectory(dir);
    if (found === false) throw notADirectory(dir);
    if (found) break;
    missing.unshift(dir);
    if (dirname(dir) === dir) break;
  }
  return missing;
}

const statDir = (dir: string): boolean | null => {
  try {
    return statSync(dir).isDirectory();
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
};

/** `mkdir -p` that fails with the errno of the directory it could not make (see missingDirs). */
export async function makeDirs(path: string): Promise<void> {
  for (const dir of missingDirs(path, statDir)) {
    try {
      await mkdir(dir);
    } catch (error) {
      // Made meanwhile by another process: fine if it is a directory.
      if (codeOf(error) !== 'EEXIST' || !(await stat(dir)).isDirectory()) throw error;
    }
  }
}

/** makeDirs for synchronous callers (the embedding cache's constructor). */
export function makeDirsSync(path: string): void {
  for (const dir of missingDirs(path, statDir)) {
    try {
      mkdirSync(dir);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST' || !statSync(dir).isDirectory()) throw error;
    }
  }
}

/** A file written line by line and published atomically by `close()`; `abort()` removes the partial file. */
export class AtomicWriter {
  private readonly temp: string;
  private readonly stream: WriteStream;
  private failure: unknown = null;
  /** JSON lines not yet handed to the stream: a stream write per line was most of ingest's writing time. */
  private pending: string[] = [];
  private pendingChars = 0;

  private constructor(readonly path: string) {
    this.temp = tempName(path);
    removeOnExit(this.temp);
    this.stream = createWriteStream(this.temp, { flags: 'wx' });
    // Without a listener an ENOSPC would be an uncaught 'error' event that kills the process.
    this.stream.on('error', (error) => {
      this.failure ??= error;
    });
  }

  static async open(path: string): Promise<AtomicWriter> {
    try {
      await makeDirs(dirname(path));
    } catch (error) {
      throw ioError(error, dirname(path), 'cannot create the directory');
    }
    const writer = new AtomicWriter(path);
    try {
      await once(writer.stream, 'open');
    } catch (error) {
      await writer.abort();
      throw ioError(error, path, 'cannot write');
    }
    return writer;
  }

  async write(data: string | Uint8Array): Promise<void> {
    await this.flush();
    await this.send(data);
  }

  async writeJsonLine(value: unknown): Promise<void> {
    const line = `${JSON.stringify(value)}\n`;
    this.pending.push(line);
    this.pendingChars += line.length;
    if (this.pendingChars >= LINE_BATCH_CHARS) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const chunk = this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    await this.send(chunk);
  }

  private async send(data: string | Uint8Array): Promise<void> {
    this.check();
    try {
      if (!this.stream.write(data)) await once(this.stream, 'drain');
    } catch (error) {
      await this.fail(error);
    }
    this.check();
  }

  async close(): Promise<void> {
    await this.flush();
    this.check();
    try {
      this.stream.end();
      await once(this.stream, 'finish');
      this.check();
      await rename(this.temp, this.path);
      keepAtExit(this.temp);
    } catch (error) {
      await this.fail(error);
    }
  }

  async abort(): Promise<void> {
    this.pending = [];
    this.pendingChars = 0;
    this.stream.destroy();
    await rm(this.temp, { force: true });
    keepAtExit(this.temp);
  }

  private check(): void {
    if (this.failure !== null) {
      const failure = this.failure;
      this.failure = null;
      void this.abort();
      throw ioError(failure, this.path, 'cannot write');
    }
  }

  private async fail(error: unknown): Promise<never> {
    await this.abort();
    throw ioError(this.failure ?? error, this.path, 'cannot write');
  }
}

/** Writes a whole file atomically. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const writer = await AtomicWriter.open(path);
  try {
    await writer.write(data);
    await writer.close();
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** Pretty JSON with a trailing newline, atomically: the form of every `*.json` artifact. */
export async function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  await writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}
