// Id list files (decontaminate.txt, manifests/*.txt): `#` comment lines, then one id per line. Ids are
// untrusted and may themselves start with `#` (toolbench has "Instagram #1"-style names), with `"`, or with
// white space a line-trimming reader would eat; such an id is written as a JSON string literal on its line
// (`"#1"`), so a reader that skips `#` lines never skips an id, and `parseIdList` gives back the exact id.
// Every other id is written verbatim, so the common file stays the plain list a training job reads.

/** Whether an id cannot stand verbatim on a line of an id list. */
function needsQuoting(id: string): boolean {
  return id === '' || id.startsWith('#') || id.startsWith('"') || id !== id.trim() || /[\r\n]/.test(id);
}

export function idLine(id: string): string {
  return needsQuoting(id) ? JSON.stringify(id) : id;
}

/** The text of an id list: `# ` comment lines, then the ids, one per line, newline-terminated. */
export function formatIdList(comments: readonly string[], ids: readonly string[]): string {
  return `${[...comments.map((c) => `# ${c}`), ...ids.map(idLine)].join('\n')}\n`;
}

export interface IdList {
  comments: string[];
  ids: string[];
}

/** Reads what formatIdList wrote; a line that starts with `"` and is not a JSON string is an id verbatim. */
export function parseIdList(text: string): IdList {
  const comments: string[] = [];
  const ids: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) comments.push(line.replace(/^#\s?/, ''));
    else ids.push(line.startsWith('"') ? unquote(line) : line);
  }
  return { comments, ids };
}

function unquote(line: string): string {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'string' ? value : line;
  } catch {
    return line;
  }
}
