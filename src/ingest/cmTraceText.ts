// A task's text that is a CMTrace log — the format Configuration Manager, Intune's management extension and
// Windows Update write (`<![LOG[message]LOG]!><time="09:31:07.44" date="3-10-2026" component="AgentExecutor"
// context="" type="1" thread="14" file="">`, a message running over lines where it holds line breaks) — read
// as its messages, one entry after another; the time, date, component, thread and file attributes around each
// say when and where, not what. As written, the 252nd held-out part's Intune log of a script echoing tau-bench
// retail test_66's brief line by line scored 0.04 whole against it: each line's message sat among a hundred
// characters of markup and attributes. Read here (a scan for the entries' marks; no npm package parses the format).

const OPEN = '<![LOG[';
const CLOSE = ']LOG]!><time="';

/**
 * `text` with each CMTrace entry read as its message (null when it holds none). Scanned with indexOf, each
 * character once: a lazy regular expression over an untrusted text of many unclosed `<![LOG[` would rescan the rest
 * of the text from each of them.
 */
export function cmTraceText(text: string): string | null {
  let at = text.indexOf(OPEN);
  if (at < 0) return null;
  const out: string[] = [];
  let from = 0;
  while (at >= 0) {
    const close = text.indexOf(CLOSE, at + OPEN.length);
    if (close < 0) break;
    // The `<time=… file="">` tag closing the entry: its attributes run to the first `>` on its line.
    const tagEnd = text.indexOf('>', close + CLOSE.length);
    const lineEnd = text.indexOf('\n', close + CLOSE.length);
    if (tagEnd < 0 || (lineEnd >= 0 && lineEnd < tagEnd)) break;
    out.push(text.slice(from, at), text.slice(at + OPEN.length, close));
    from = tagEnd + 1;
    at = text.indexOf(OPEN, from);
  }
  if (out.length === 0) return null;
  out.push(text.slice(from));
  return out.join('');
}
