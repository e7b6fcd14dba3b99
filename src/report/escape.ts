// Escaping of untrusted text (environment ids, families, task texts, verdicts) for the two human formats.
// HTML: the five significant characters become entities, so text never becomes markup or leaves an attribute.
// Markdown: HTML entities first (GitHub renders inline HTML), then a backslash before every character that
// gives inline Markdown or a GFM table meaning anywhere in a line (emphasis, code, links, strike-through, cell
// borders), and line breaks folded, so a cell stays one cell and text stays text. Characters that only mean
// something at the start of a line (`#`, `-`, `+`, `1.`) are left alone: the renderer never starts a line with
// untrusted text (it sits in table cells or after a label). In both, bidi controls (U+202A–E, U+2066–9,
// U+200E/F, U+061C) are shown as their code point (`[U+202E]`): left in, an id reversed by U+202E displays as
// another id, and a report exists so that a person can tell ids apart. The HTML also isolates every table
// cell (`unicode-bidi: isolate`), so right-to-left text in one cell cannot reorder its neighbours.

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
/** Bidi controls shown as `[U+202E]`; also for text that vega (which escapes markup, not bidi) draws into SVG. */
export const showBidi = (text: string) => text.replace(BIDI_CONTROL, (c) => `[U+${(c.codePointAt(0) as number).toString(16).toUpperCase()}]`);

export function escapeHtml(text: string): string {
  return showBidi(text).replace(/[&<>"']/g, (c) => HTML[c] as string);
}

export function escapeMarkdown(text: string): string {
  return showBidi(text)
    .replace(/[&<>]/g, (c) => HTML[c] as string)
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`)
    .replace(/\s*[\r\n]+\s*/g, ' ');
}

/** Shortens text to `max` characters (an ellipsis marks the cut), before escaping so no escape is split. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
