// Escaping of untrusted text (environment ids, families, task texts, verdicts) for the two human formats.
// HTML: the five significant characters become entities, so text never becomes markup or leaves an attribute.
// Markdown: HTML entities first (GitHub renders inline HTML), then a backslash before every character that
// gives inline Markdown or a GFM table meaning anywhere in a line (emphasis, code, links, strike-through, cell
// borders), and line breaks folded, so a cell stays one cell and text stays text. Characters that only mean
// something at the start of a line (`#`, `-`, `+`, `1.`) are left alone: the renderer never starts a line with
// untrusted text (it sits in table cells or after a label).

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML[c] as string);
}

export function escapeMarkdown(text: string): string {
  return text
    .replace(/[&<>]/g, (c) => HTML[c] as string)
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`)
    .replace(/\s*[\r\n]+\s*/g, ' ');
}

/** Shortens text to `max` characters (an ellipsis marks the cut), before escaping so no escape is split. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
