// Pieces of report.html: sortable tables built from typed columns (every cell escaped here, numbers carry
// their raw value for sorting), the sorting script, the style sheet, and the Content-Security-Policy that
// allows nothing but that one script (by its hash) and inline styles. No network, no other script.
import { createHash } from 'node:crypto';
import { escapeHtml as h } from './escape.js';

export interface Column<R> {
  title: string;
  value: (row: R) => string | number | boolean | null;
  /** Digits for numbers; text columns leave it out. */
  digits?: number;
  /** Long free text (task texts): wider, wrapped. */
  wide?: boolean;
}

export function sortableTable<R>(id: string, columns: Column<R>[], rows: R[], total = rows.length, file = ''): string {
  if (rows.length === 0) return '<p class="none">(none)</p>';
  const head = columns.map((c, i) => `<th scope="col" data-col="${i}" data-type="${c.digits !== undefined ? 'number' : 'text'}" tabindex="0" aria-sort="none">${h(c.title)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${columns.map((c) => cell(c, c.value(row))).join('')}</tr>`)
    .join('\n');
  const note = total > rows.length ? `<p class="note">First ${rows.length} of ${total}; all in <code>${h(file)}</code>.</p>` : '';
  return `<table class="sortable" id="${h(id)}"><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>${note}`;
}

function cell<R>(c: Column<R>, value: string | number | boolean | null): string {
  const cls = c.wide ? ' class="text"' : '';
  if (typeof value === 'number') return `<td data-v="${Number.isFinite(value) ? value : ''}" class="num">${Number.isFinite(value) ? value.toFixed(c.digits ?? 0) : '–'}</td>`;
  if (value === null) return `<td data-v=""${cls}>–</td>`;
  if (typeof value === 'boolean') return `<td>${value ? 'yes' : 'no'}</td>`;
  return `<td${cls}>${h(value)}</td>`;
}

/**
 * Sorts a table by the clicked column (again: the other way). Reads cells through textContent and data-v and
 * moves row elements: no HTML is ever parsed from data. Attached with addEventListener, as the CSP forbids
 * inline handlers.
 */
export const SORT_SCRIPT = `
(function () {
  function key(td, numeric) {
    if (!numeric) return td.textContent || '';
    var v = td.getAttribute('data-v');
    return v === null || v === '' ? -Infinity : Number(v);
  }
  function sortBy(th) {
    var table = th.closest('table');
    var col = Number(th.getAttribute('data-col'));
    var numeric = th.getAttribute('data-type') === 'number';
    var ascending = th.getAttribute('aria-sort') !== 'ascending';
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = key(a.cells[col], numeric), y = key(b.cells[col], numeric);
      var c = numeric ? x - y : String(x).localeCompare(String(y));
      return ascending ? c : -c;
    });
    table.querySelectorAll('th').forEach(function (o) { o.setAttribute('aria-sort', 'none'); });
    th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    rows.forEach(function (r) { body.appendChild(r); });
  }
  document.querySelectorAll('table.sortable th').forEach(function (th) {
    th.addEventListener('click', function () { sortBy(th); });
    th.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); sortBy(th); } });
  });
})();
`;

export function contentSecurityPolicy(script: string): string {
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  return `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;
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
td.text { min-width: 280px; max-width: 480px; white-space: pre-wrap; overflow-wrap: anywhere; }
.table-wrap { overflow-x: auto; }
code { font-size: 12px; overflow-wrap: anywhere; }
`;
