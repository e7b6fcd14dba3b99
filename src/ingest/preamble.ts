// A document after a few lines of something else — the command that printed it (`$ unzip -p … | xmllint --format -`),
// a template's comment above a page's doctype, a file's name — read as that document, those lines kept before it.
// The page and XML readers (htmlText.ts, xmlText.ts) share it; a JSON record's reader (recordText.ts) also skips
// lines of JSON, which make a JSONL file rather than a preamble.

/** Lines of a preamble a document may follow: a few, not a document of their own. */
export const MAX_PREAMBLE_LINES = 5;

/**
 * `read` of the rest of `text` after its first line or its first few (MAX_PREAMBLE_LINES), at the first point where
 * `opens` says a document starts, the lines before it kept above it; null when none starts there or `read` finds
 * none in it.
 */
export function afterPreamble(text: string, opens: (rest: string) => boolean, read: (rest: string) => string | null): string | null {
  let at = 0;
  for (let line = 0; line < MAX_PREAMBLE_LINES; line++) {
    at = text.indexOf('\n', at) + 1;
    if (at === 0) return null;
    const rest = text.slice(at);
    if (!opens(rest)) continue;
    const document = read(rest);
    return document === null ? null : `${text.slice(0, at).trim()}\n\n${document}`;
  }
  return null;
}
