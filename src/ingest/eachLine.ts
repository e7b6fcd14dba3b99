// The one walk over a text's lines that the readers of one-line records share (logfmtLines.ts, fixText.ts,
// cefText.ts): each line a reader takes is replaced by the lines it reads it as, the others kept as written.

/** `text` with each line `read` takes replaced by its lines (none drops it); null when it takes none. */
export function eachLineRead(text: string, read: (line: string) => readonly string[] | null): string | null {
  let taken = false;
  const lines = text.split('\n').flatMap((line) => {
    const reading = read(line);
    if (reading === null) return [line];
    taken = true;
    return reading;
  });
  return taken ? lines.join('\n') : null;
}
