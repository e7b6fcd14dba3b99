// Reads an environment manifest file into numbered raw records: JSONL (one environment per line), a JSON
// array of environments, or one JSON object; any of them gzip-compressed (`.gz`). The format is taken from
// the extension, else from the first byte. A record that cannot be read becomes a problem for that record.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { createGunzip, gunzipSync } from 'node:zlib';
import { splitJsonArray } from './jsonArray.js';
import { firstBadByte, readLines } from './lines.js';
import type { RejectCode } from './problems.js';

export type ManifestFormat = 'jsonl' | 'json-array' | 'json-object' | 'empty';

export interface RawRecord {
  line: number;
  value?: unknown;
  problem?: { code: RejectCode; message: string };
}

// Whitespace, and the bytes of a UTF-8 byte-order mark, which may precede the first record.
const SPACE = new Set([0x20, 0x09, 0x0a, 0x0d, 0xef, 0xbb, 0xbf]);
const isGzip = (file: string) => file.endsWith('.gz');
const stem = (file: string) => (isGzip(file) ? file.slice(0, -3) : file);

/** `.jsonl`/`.ndjson` are JSONL; otherwise a file whose first byte is `[` is an array, a `.json` file an object. */
export async function detectFormat(file: string): Promise<ManifestFormat> {
  const name = stem(file).toLowerCase();
  const data = await firstBytes(file, 1 << 16);
  if (name.endsWith('.jsonl') || name.endsWith('.ndjson')) return data.some((b) => !SPACE.has(b)) ? 'jsonl' : 'empty';
  const first = data.findIndex((b) => !SPACE.has(b));
  if (first < 0) return 'empty';
  if (data[first] === 0x5b) return 'json-array';
  if (name.endsWith('.json')) return 'json-object';
  return 'jsonl';
}

/**
 * The records of `file`. `onRead` is told how many bytes of the file (compressed bytes of a `.gz`) have been
 * read each time that grows, for progress: a large JSONL file is read as a stream over minutes.
 */
export async function* readManifest(file: string, format: ManifestFormat, maxRecordBytes: number, onRead?: (bytes: number) => void): AsyncGenerator<RawRecord> {
  if (format === 'empty') return;
  if (format === 'jsonl') {
    yield* readJsonl(file, maxRecordBytes, onRead);
    return;
  }
  const data = await readWhole(file);
  if (format === 'json-object') {
    yield parseRecord(1, data, false, maxRecordBytes);
    return;
  }
  for (const element of splitJsonArray(data, data.indexOf(0x5b))) {
    yield parseRecord(element.line, element.bytes, element.truncated, maxRecordBytes);
  }
}

async function* readJsonl(file: string, maxRecordBytes: number, onRead?: (bytes: number) => void): AsyncGenerator<RawRecord> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const stream = isGzip(file) ? raw.pipe(createGunzip()) : raw;
  let told = 0;
  for await (const line of readLines(stream, maxRecordBytes)) {
    if (onRead && raw.bytesRead !== told) onRead((told = raw.bytesRead));
    if (line.problem) {
      yield { line: line.number, problem: line.problem };
      continue;
    }
    const text = line.text ?? '';
    if (text.trim() === '') continue;
    yield parseText(line.number, text, false);
  }
}

function parseRecord(line: number, bytes: Buffer, truncated: boolean, maxRecordBytes: number): RawRecord {
  if (bytes.length > maxRecordBytes) {
    return { line, problem: { code: 'record_too_large', message: `record is over ${(maxRecordBytes / 1048576).toFixed(1)} MiB (limit maxRecordBytes)` } };
  }
  if (!isUtf8(bytes)) {
    return { line, problem: { code: 'invalid_utf8', message: `bytes are not valid UTF-8 (first bad byte at offset ${firstBadByte(bytes)})` } };
  }
  return parseText(line, bytes.toString('utf8').replace(/^\uFEFF/, ''), truncated);
}

function parseText(line: number, text: string, truncated: boolean): RawRecord {
  try {
    const value: unknown = JSON.parse(text);
    return { line, value };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const cut = truncated || isCutShort(text);
    return { line, problem: { code: cut ? 'truncated_json' : 'invalid_json', message: cut ? `record is cut short: ${message}` : message } };
  }
}

/** Whether the text ends inside a string or an unclosed object or array: a record cut short, not a typo. */
function isCutShort(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return inString || depth > 0;
}

async function readWhole(file: string): Promise<Buffer> {
  const data = await readFile(file);
  return isGzip(file) ? gunzipSync(data) : data;
}

/** Up to `n` leading bytes of the (decompressed) file, for sniffing its format without reading it all. */
async function firstBytes(file: string, n: number): Promise<Buffer> {
  const raw = createReadStream(file, { start: 0, end: isGzip(file) ? undefined : n - 1 });
  const stream = isGzip(file) ? raw.pipe(createGunzip()) : raw;
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      parts.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= n) break;
    }
  } finally {
    raw.destroy();
  }
  return Buffer.concat(parts).subarray(0, n);
}
