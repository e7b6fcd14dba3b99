// Pieces of report.html: paged, searchable, sortable tables built from typed columns (every cell escaped here,
// numbers carry their raw value for sorting), the style sheet, and the Content-Security-Policy that allows
// nothing but the page's one script (pageScript.ts, by its hash) and inline styles. No network, no other script.
import { createHash } from 'node:crypto';
import { escapeHtml as h } from './escape.js';
import { PAGE_ROWS, PAGE_SCRIPT } from './pageScript.js';

export interface Column<R> {
  title: string;
  /** A cell's value; a string that is already HTML (built from escaped parts) comes as { html }. */
  value: (row: R) => string | number | boolean | null | { html: string; sort?: string };
  /** Digits for numbers (a function where a column mixes counts and shares); text columns leave it out. */
  digits?: number | ((row: R) => number);
  /** Long free text (task texts): wider, wrapped. */
  wide?: boolean;
}

export interface TableOptions<R> {
  /** Rows in the artifact, when the table holds only the first of them. */
  total?: number;
  /** The artifact that holds them all. */
  file?: string;
  /** An id for a row (a link target); ours, never generator text, as ids must stay valid. */
  rowId?: (row: R, index: number) => string;
}

/** Tables longer than this get a search box and pages; shorter ones only sort. */
const TOOLS_FROM = 10;

/**
 * A table that sorts, and above TOOLS_FROM rows pages and searches (pageScript.ts). Every row is in the file;
 * rows past the first page carry `hidden`, so the page renders PAGE_ROWS of them at once, with or without script.
 */
export function sortableTable<R>(id: string, columns: Column<R>[], rows: R[], options: TableOptions<R> = {}): string {
  if (rows.length === 0) return '<p class="none">(none)</p>';
  const total = options.total ?? rows.length;
  const head = columns.map((c, i) => `<th scope="col" data-col="${i}" data-type="${c.digits !== undefined ? 'number' : 'text'}" tabindex="0" aria-sort="none">${h(c.title)}</th>`).join('');
  const body = rows
    .map((row, i) => `<tr${options.rowId ? ` id="${h(options.rowId(row, i))}"` : ''}${i >= PAGE_ROWS ? ' hidden' : ''}>${columns.map((c) => cell(c, row)).join('')}</tr>`)
    .join('\n');
  const tools =
    rows.length > TOOLS_FROM
      ? `<div class="tools" data-tools-for="${h(id)}"><input type="search" placeholder="search ${rows.length} rows" aria-label="search the table"> <button type="button" class="prev">previous</button> <span class="status">rows 1–${Math.min(PAGE_ROWS, rows.length)} of ${rows.length}</span> <button type="button" class="next">next</button></div>`
      : '';
  const note = total > rows.length ? `<p class="note">The first ${rows.length} of ${total}; all in <code>${h(options.file ?? '')}</code>.</p>` : '';
  return `${tools}<div class="table-wrap"><table class="paged" id="${h(id)}"><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>${note}`;
}

function cell<R>(c: Column<R>, row: R): string {
  const value = c.value(row);
  const cls = c.wide ? ' class="text"' : '';
  if (typeof value === 'number') {
    const digits = typeof c.digits === 'function' ? c.digits(row) : (c.digits ?? 0);
    return `<td data-v="${Number.isFinite(value) ? value : ''}" class="num">${Number.isFinite(value) ? value.toFixed(digits) : '–'}</td>`;
  }
  if (value === null) return `<td data-v=""${cls}>–</td>`;
  if (typeof value === 'boolean') return `<td>${value ? 'yes' : 'no'}</td>`;
  if (typeof value === 'object') return `<td${cls}>${value.html}</td>`;
  return `<td${cls}>${h(value)}</td>`;
}

export function contentSecurityPolicy(script: string): string {
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  return `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;
}

/**
 * A whole self-contained page in the report's style: the policy that allows only the page script (by its hash),
 * the style, `body` as given, then the script. `title` is ours, never generator text. Shared by report.html and
 * diff.html so the two pages cannot drift apart in what they allow.
 */
export function htmlPage(title: string, body: string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    // Our own constant (no double quote in it), left unescaped so the policy reads as written.
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(PAGE_SCRIPT)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${h(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    ...body,
    `<script>${PAGE_SCRIPT}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}

export const STYLE = `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #222; margin: 0 auto; max-width: 1280px; padding: 0 24px 48px; }
h1 { font-size: 24px; margin: 24px 0 4px; } h2 { font-size: 19px; margin: 32px 0 8px; border-bottom: 1px solid #ddd; padding-bottom: 4px; } h3 { font-size: 15px; margin: 20px 0 6px; }
.meta, .note, .none { color: #666; font-size: 12px; }
ul.headline li { margin: 4px 0; }
.notrun { color: #8a6d3b; background: #fcf8e3; border: 1px solid #faebcc; padding: 6px 10px; display: inline-block; }
figure { margin: 8px 0; overflow-x: auto; } figcaption { color: #555; font-size: 12px; }
table { border-collapse: collapse; font-size: 12px; margin: 6px 0; }
th, td { border: 1px solid #ddd; padding: 3px 6px; vertical-align: top; text-align: left; unicode-bidi: isolate; }
th { background: #f4f4f4; cursor: pointer; user-select: none; white-space: nowrap; }
th[aria-sort="ascending"]::after { content: " \\25B2"; } th[aria-sort="descending"]::after { content: " \\25BC"; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.text { min-width: 280px; max-width: 900px; white-space: pre-wrap; overflow-wrap: anywhere; }
.table-wrap { overflow-x: auto; max-width: 100%; }
.tools { margin: 6px 0 2px; font-size: 12px; } .tools input { width: 260px; font: inherit; padding: 2px 6px; } .tools .status { color: #555; margin: 0 6px; }
nav.contents { background: #f7f7f7; border: 1px solid #e4e4e4; padding: 6px 12px; margin: 12px 0; font-size: 13px; } nav.contents ol { margin: 4px 0; padding-left: 20px; columns: 2; }
section > details > summary { cursor: pointer; list-style: none; } section > details > summary::-webkit-details-marker { display: none; }
section > details > summary h2::before { content: "\\25BE  "; color: #888; font-size: 14px; } section > details:not([open]) > summary h2::before { content: "\\25B8  "; }
section > details > summary h2 { display: block; }
dl.answers { display: grid; grid-template-columns: minmax(180px, 240px) 1fr; gap: 8px 16px; margin: 8px 0; } dl.answers dt { font-weight: 600; } dl.answers dd { margin: 0; }
.big { font-size: 16px; font-weight: 600; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin: 6px 0; } .pair > div { border: 1px solid #e4e4e4; padding: 4px 6px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 360px; overflow-y: auto; }
.pair h4, .pair-one h4 { margin: 0 0 4px; font-size: 11px; color: #666; font-weight: normal; } .pair-one { border: 1px solid #e4e4e4; padding: 4px 6px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 360px; overflow-y: auto; }
td:not(.text) { max-width: 300px; overflow-wrap: break-word; } td.text details.evidence[open] { min-width: 640px; } td.text .ids { overflow-wrap: anywhere; }
mark { background: #ffe08a; padding: 0; } .only { color: #777; } .only-suite { color: #777; text-decoration: line-through; }
table.params td.same { background: #ffe08a; } details.evidence > summary { cursor: pointer; color: #1a5fb4; }
.tip { position: absolute; background: #222; color: #fff; font-size: 12px; padding: 4px 8px; border-radius: 3px; white-space: pre; pointer-events: none; z-index: 10; }
.legend-key { font-size: 12px; columns: 3; margin: 4px 0; } .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; vertical-align: middle; }
code { font-size: 12px; overflow-wrap: anywhere; }
`;
