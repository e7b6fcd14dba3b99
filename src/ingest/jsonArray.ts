// Cuts a JSON array file into its top-level elements, each with the line it starts on, so that every element
// is parsed (and rejected) on its own: one malformed environment costs that environment, not the file, and
// every message names a line. The scanner only tracks strings and bracket depth; JSON.parse judges each piece.

export interface Element {
  line: number;
  bytes: Buffer;
  /** True when the file ended before the element closed. */
  truncated: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const COMMA = 0x2c;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);
const SPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** Elements of the array that starts at `start` (the offset of its `[`). */
export function splitJsonArray(data: Buffer, start: number): Element[] {
  const elements: Element[] = [];
  let line = lineAt(data, start);
  let depth = 0;
  let inString = false;
  let begin = -1;
  let beginLine = line;
  const close = (end: number, truncated: boolean) => {
    if (begin >= 0) elements.push({ line: beginLine, bytes: data.subarray(begin, end), truncated });
    begin = -1;
  };
  for (let i = start; i < data.length; i++) {
    const c = data[i] as number;
    if (c === NEWLINE) line++;
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (depth === 1 && begin < 0 && !SPACE.has(c) && c !== COMMA && !CLOSE.has(c)) {
      begin = i;
      beginLine = line;
    }
    if (c === QUOTE) inString = true;
    else if (OPEN.has(c)) depth++;
    else if (CLOSE.has(c)) {
      depth--;
      if (depth === 0) {
        close(i, false);
        return elements;
      }
    } else if (c === COMMA && depth === 1) close(i, false);
  }
  // Only an element still open is cut short; a complete last element of an unclosed array is kept.
  close(data.length, depth > 1);
  return elements;
}

function lineAt(data: Buffer, offset: number): number {
  let line = 1;
  for (let i = data.indexOf(NEWLINE); i >= 0 && i < offset; i = data.indexOf(NEWLINE, i + 1)) line++;
  return line;
}
