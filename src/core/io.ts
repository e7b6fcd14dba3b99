// Atomic artifact writes: every artifact is written to a temporary file beside its final name and renamed
// into place when complete, so a reader (or a resumed run) never sees half a file. Streaming matters here:
// items.jsonl of a large portfolio runs to hundreds of MB, which write-file-atomic would need whole in memory.
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, join } from 'node:path';

let counter = 0;
/** JSON lines are handed to the stream in chunks of about this many characters. */
const LINE_BATCH_CHARS = 1 << 20;
function tempName(path: string): string {
  return join(dirname(path), `.${path.split('/').pop()}.${process.pid}.${++counter}.tmp`);
}

/** A file written line by line and published atomically by `close()`; `abort()` removes the partial file. */
export class AtomicWriter {
  private readonly temp: string;
  private readonly stream: WriteStream;
  /** JSON lines not yet handed to the stream: a stream write per line was most of ingest's writing time. */
  private pending: string[] = [];
  private pendingChars = 0;

  private constructor(readonly path: string) {
    this.temp = tempName(path);
    this.stream = createWriteStream(this.temp, { flags: 'wx' });
  }

  static async open(path: string): Promise<AtomicWriter> {
    await mkdir(dirname(path), { recursive: true });
    const writer = new AtomicWriter(path);
    await once(writer.stream, 'open');
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
    if (!this.stream.write(data)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await once(this.stream, 'finish');
    await rename(this.temp, this.path);
  }

  async abort(): Promise<void> {
    this.stream.destroy();
    await rm(this.temp, { force: true });
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
