// Splits a byte stream into numbered lines without trusting it: a line over the size limit is skipped as it
// streams (never held in memory whole), bytes that are not UTF-8 are reported for that line only, CRLF and
// a leading BOM are accepted. readline cannot do the first two, hence this small reader.
import { isUtf8 } from 'node:buffer';

export interface Line {
  /** 1-based line number. */
  number: number;
  text?: string;
  problem?: { code: 'invalid_utf8' | 'record_too_large'; message: string };
}

const NEWLINE = 0x0a;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export async function* readLines(chunks: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let size = 0;
  let oversized = false;
  let number = 1;

  const finish = (): Line => {
    const line = oversized
      ? tooLarge(number, size, maxBytes)
      : decode(number, stripBom(Buffer.concat(parts, size), number === 1));
    parts = [];
    size = 0;
    oversized = false;
    number++;
    return line;
  };

  for await (const chunk of chunks) {
    let start = 0;
    for (let nl = chunk.indexOf(NEWLINE, start); nl >= 0; nl = chunk.indexOf(NEWLINE, start)) {
      append(chunk.subarray(start, nl));
      yield finish();
      start = nl + 1;
    }
    append(chunk.subarray(start));
  }
  if (size > 0 || oversized) yield finish();

  function append(piece: Buffer): void {
    size += piece.length;
    if (size > maxBytes) {
      oversized = true;
      parts = [];
    } else if (piece.length > 0) parts.push(piece);
  }
}

function stripBom(bytes: Buffer, firstLine: boolean): Buffer {
  return firstLine && bytes.subarray(0, 3).equals(BOM) ? bytes.subarray(3) : bytes;
}

function decode(number: number, bytes: Buffer): Line {
  const body = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.subarray(0, -1) : bytes;
  if (!isUtf8(body)) {
    return { number, problem: { code: 'invalid_utf8', message: `bytes are not valid UTF-8 (first bad byte at column ${firstBadByte(body) + 1})` } };
  }
  return { number, text: body.toString('utf8') };
}

function tooLarge(number: number, size: number, maxBytes: number): Line {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  const message = `record is over ${mb(maxBytes)} MiB (limit maxRecordBytes; at least ${mb(size)} MiB read)`;
  return { number, problem: { code: 'record_too_large', message } };
}

/** Byte offset of the first byte that breaks UTF-8: where the lenient decoding first shows U+FFFD. */
export function firstBadByte(bytes: Buffer): number {
  const lenient = bytes.toString('utf8');
  const at = lenient.indexOf('\uFFFD');
  return at < 0 ? 0 : Buffer.byteLength(lenient.slice(0, at), 'utf8');
}
