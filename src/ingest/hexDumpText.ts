// A task's text that holds a byte dump of a text — `xxd`, `hexdump -C` or `od -c` output, as an author debugging an
// encoding or a capture pipeline pastes it — read as the text the bytes are: the dump's lines replaced by what they
// decode to, other lines (the command that printed it) kept. A dump cuts its text every 16 bytes and writes it as
// hex, or as characters four columns apart: the 165th held-out part's dumps of a retail persona file, a BFCL
// conversation's turns and a file-system request scored 0.23–0.38, read as written. The bytes are decoded from
// the hex (or od's characters and octal escapes), not from xxd's and hexdump's printable gutter, which writes a
// line break, a tab and every byte of a non-ASCII character as a dot.

/** `xxd`: an offset, a colon, the bytes in groups of two to eight hex digits, then the gutter. */
const XXD_LINE = /^[0-9a-f]{7,8}: ((?:[0-9a-f]{2}){1,4}(?: (?:[0-9a-f]{2}){1,4}){0,15})(?:  .*)?$/u;
/** `hexdump -C`: an offset, sixteen bytes in two groups of eight, then the gutter between bars. */
const HEXDUMP_LINE = /^[0-9a-f]{8}((?: {1,2}[0-9a-f]{2}){1,16}) +\|.*\|$/u;
/** `od -c`: an octal offset, then up to sixteen characters, each right-aligned in four columns. */
const OD_LINE = /^[0-7]{7}((?: {1,3}(?:\\[0abfnrtv\\]|[0-7]{3}|\S)| {4}){1,16})$/u;
/** A dump's last line: the offset where it ends, alone. */
const END_OFFSET = /^(?:[0-9a-f]{7,8}|[0-7]{7})$/u;
/** Dump lines a run needs before it is read: one line of hex is an id or a hash as often as a dump. */
const MIN_LINES = 2;

const UTF8 = new TextDecoder('utf-8');
const UTF8_ENCODER = new TextEncoder();
const OD_ESCAPES: Readonly<Record<string, number>> = { '\\0': 0, '\\a': 7, '\\b': 8, '\\t': 9, '\\n': 10, '\\v': 11, '\\f': 12, '\\r': 13, '\\\\': 92 };

/** The bytes one dump line holds, or null when the line is no dump line. */
function lineBytes(line: string): number[] | null {
  const hex = XXD_LINE.exec(line)?.[1] ?? HEXDUMP_LINE.exec(line)?.[1];
  if (hex !== undefined) return (hex.replace(/ /gu, '').match(/../gu) ?? []).map((pair) => Number.parseInt(pair, 16));
  const od = OD_LINE.exec(line)?.[1];
  // od writes every character in four columns: a line of other widths is no od line (`1234567 a b c`).
  if (od === undefined || od.length % 4 !== 0) return null;
  const bytes: number[] = [];
  for (let at = 0; at + 4 <= od.length; at += 4) {
    const cell = od.slice(at, at + 4).trim();
    if (cell === '') bytes.push(32);
    else if (OD_ESCAPES[cell] !== undefined) bytes.push(OD_ESCAPES[cell] as number);
    else if (/^[0-7]{3}$/u.test(cell)) bytes.push(Number.parseInt(cell, 8));
    else bytes.push(...UTF8_ENCODER.encode(cell));
  }
  return bytes;
}

/** `text` with each run of dump lines replaced by the text its bytes decode to; null when it holds no such run. */
export function hexDumpText(text: string): string | null {
  if (!/^(?:[0-9a-f]{7,8}[: ]|[0-7]{7} )/mu.test(text)) return null;
  const out: string[] = [];
  let run: number[] = [];
  let runLines: string[] = [];
  let found = false;
  const flush = (): void => {
    if (runLines.length >= MIN_LINES) {
      out.push(UTF8.decode(new Uint8Array(run)).replace(/\r\n?/gu, '\n').replace(/\n$/u, ''));
      found = true;
    } else out.push(...runLines);
    run = [];
    runLines = [];
  };
  for (const line of text.split('\n')) {
    const bytes = lineBytes(line.replace(/\r$/u, ''));
    if (bytes) {
      run.push(...bytes);
      runLines.push(line);
    } else if (runLines.length > 0 && (line.trim() === '*' || END_OFFSET.test(line.trim()))) {
      // hexdump's `*` stands for lines repeating the one before, which a text's dump rarely has; its end offset
      // says nothing.
      runLines.push(line);
    } else {
      flush();
      out.push(line);
    }
  }
  flush();
  return found ? out.join('\n') : null;
}
