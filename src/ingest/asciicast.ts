// A task's text that is an asciinema recording (a `.cast` file, version 2 or 3: a header line of JSON, then one
// `[time, "o", "data"]` event per line) read as the terminal showed it: its output events' data joined in order —
// a word may be split between two events — and that output's escape sequences undone (core/damagedText.ts
// terminalText). Read as written, the 185th held-out part's cast of a tau-bench airline brief was JSON lines of
// times and escaped colour codes around fragments of the brief.
import { terminalText } from '../core/damagedText.js';

/** A cast's header: a JSON object naming its version and the terminal's size. */
const HEADER = /^\s*\{[^\n]*"version"\s*:\s*[23]\b[^\n]*"(?:width|term)"/u;

/** `text` as the terminal showed it when it is an asciinema recording; null otherwise. */
export function castText(text: string): string | null {
  if (!HEADER.test(text)) return null;
  const lines = text.split('\n').slice(1).filter((line) => line.trim() !== '');
  const output: string[] = [];
  for (const line of lines) {
    let event: unknown;
    try {
      event = JSON.parse(line);
    } catch {
      return null;
    }
    if (!Array.isArray(event) || typeof event[0] !== 'number' || typeof event[1] !== 'string' || typeof event[2] !== 'string') return null;
    if (event[1] === 'o') output.push(event[2]);
  }
  return output.length > 0 ? terminalText(output.join('')) : null;
}
