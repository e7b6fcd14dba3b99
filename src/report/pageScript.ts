// The one script report.html runs (allowed by its hash in the CSP, attached with addEventListener since the CSP
// forbids inline handlers): every table.paged shows PAGE_ROWS rows at a time with search and sort over all of
// its rows, which stay in the file; a link to an element inside a closed section or on another page opens it;
// the cluster map shows each point's aria-label (which vega writes from the tooltip fields) on hover. Written
// here rather than taken from a table library: the ones that page and search (DataTables, Tabulator, Grid.js)
// weigh 50–300 KB, need a separate file or an eval-free build, and want their data as JSON, while these few
// lines work on the rendered rows, so the page stays readable without script. Data is only ever read through
// textContent and attributes and rows are moved, never parsed from strings.

/** Rows rendered at once per table: a screen or two, and a page that opens fast with thousands in the file. */
export const PAGE_ROWS = 50;

export const PAGE_SCRIPT = `
(function () {
  var tables = new Map();
  function key(td, numeric) {
    if (!numeric) return (td && td.textContent) || '';
    var v = td ? td.getAttribute('data-v') : null;
    return v === null || v === '' ? -Infinity : Number(v);
  }
  function setup(table) {
    var body = table.tBodies[0];
    var order = Array.prototype.slice.call(body.rows);
    var shown = order;
    var page = 0;
    var size = Number(table.getAttribute('data-page')) || ${PAGE_ROWS};
    var tools = document.querySelector('[data-tools-for="' + table.id + '"]');
    // A short table has no tools: it only sorts.
    var search = tools ? tools.querySelector('input') : null;
    var prev = tools ? tools.querySelector('.prev') : null;
    var next = tools ? tools.querySelector('.next') : null;
    var status = tools ? tools.querySelector('.status') : null;
    var texts = new Map();
    function text(row) {
      if (!texts.has(row)) texts.set(row, (row.textContent || '').toLowerCase());
      return texts.get(row);
    }
    function render() {
      if (!tools) return;
      var pages = Math.max(1, Math.ceil(shown.length / size));
      if (page >= pages) page = pages - 1;
      var from = page * size;
      var visible = new Set(shown.slice(from, from + size));
      order.forEach(function (row) { row.hidden = !visible.has(row); });
      status.textContent = shown.length === 0 ? 'no row matches' : 'rows ' + (from + 1) + '\\u2013' + Math.min(from + size, shown.length) + ' of ' + shown.length + (shown.length < order.length ? ' matching (' + order.length + ' in all)' : '');
      prev.disabled = page === 0;
      next.disabled = page >= pages - 1;
    }
    function filter() {
      var q = search ? search.value.trim().toLowerCase() : '';
      shown = q === '' ? order : order.filter(function (row) { return text(row).indexOf(q) >= 0; });
      page = 0;
      render();
    }
    function sortBy(th) {
      var col = Number(th.getAttribute('data-col'));
      var numeric = th.getAttribute('data-type') === 'number';
      var ascending = th.getAttribute('aria-sort') !== 'ascending';
      order = order.slice().sort(function (a, b) {
        var x = key(a.cells[col], numeric), y = key(b.cells[col], numeric);
        var c = numeric ? x - y : String(x).localeCompare(String(y));
        return ascending ? c : -c;
      });
      table.querySelectorAll('th').forEach(function (o) { o.setAttribute('aria-sort', 'none'); });
      th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      order.forEach(function (row) { body.appendChild(row); });
      filter();
    }
    table.querySelectorAll('th').forEach(function (th) {
      th.addEventListener('click', function () { sortBy(th); });
      th.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); sortBy(th); } });
    });
    if (tools) {
      search.addEventListener('input', filter);
      prev.addEventListener('click', function () { page--; render(); });
      next.addEventListener('click', function () { page++; render(); });
    }
    tables.set(table, {
      show: function (row) {
        if (shown.indexOf(row) < 0) { if (search) search.value = ''; shown = order; }
        page = Math.floor(shown.indexOf(row) / size);
        render();
      }
    });
    render();
  }
  function reveal() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id ? document.getElementById(id) : null;
    if (!target) return;
    // A section's own details (a contents link targets the section), then every details around the target.
    var own = target.querySelector(':scope > details');
    if (own) own.open = true;
    for (var el = target; el; el = el.parentElement) {
      if (el.tagName === 'DETAILS') el.open = true;
      if (el.tagName === 'TR' && el.parentElement && tables.has(el.closest('table'))) tables.get(el.closest('table')).show(el);
    }
    target.scrollIntoView();
  }
  document.querySelectorAll('table.paged').forEach(setup);
  window.addEventListener('hashchange', reveal);
  reveal();
  var tip = document.createElement('div');
  tip.className = 'tip';
  tip.hidden = true;
  document.body.appendChild(tip);
  document.querySelectorAll('figure.tooltips [role="graphics-symbol"][aria-label]').forEach(function (mark) {
    mark.addEventListener('mouseenter', function (e) {
      tip.textContent = mark.getAttribute('aria-label').split('; ').join('\\n');
      tip.style.left = (e.pageX + 12) + 'px';
      tip.style.top = (e.pageY + 12) + 'px';
      tip.hidden = false;
    });
    mark.addEventListener('mouseleave', function () { tip.hidden = true; });
  });
})();
`;
