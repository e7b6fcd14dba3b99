// A task's text that is a manual page's source — roff with the man or mdoc macros, as scdoc, pandoc, ronn or
// help2man write it — read as `man` shows it: section headings, paragraphs and list items as lines, requests that
// only lay out the page (`.PP`, `.RS`, `.nh`, `.ie n \{\` …) and comments left out, font and spacing escapes
// (`\fB`, `\&`, `\h'-04'`) undone, the special characters (`\(aq`, `\*(Aq`, `\(em`) written as the letters they
// print. As source, the 201st held-out part's section-7 walkthrough of a BFCL conversation scored 0.32 with it: the
// requests and escapes were read as words, and `\fI` as a form feed and a letter. No maintained npm package reads
// roff to text (man pages are rendered by groff or mandoc, not in JavaScript), so the few requests and escapes a
// generated page uses are read here. A text is roff when it has a title or section request (`.TH`, `.SH`, `.Dd`,
// `.Sh`) and a third of its lines or more are requests or comments.

/** A request or macro line: a control character then a name (`.PP`, `.SH`, `.ie`, `'\"`). */
const REQUEST = /^[.'][ \t]*([A-Za-z]{1,3}|\\"|\\\}|\\\{)/u;
const TITLE_OR_SECTION = /^\.[ \t]*(?:TH|SH|Dd|Sh)\b/mu;

/** Requests that only lay out the page, define strings or registers, or open and close conditions. */
const LAYOUT = new Set(['PP', 'LP', 'P', 'Pp', 'RS', 'RE', 'nh', 'hy', 'ad', 'na', 'fi', 'nf', 'br', 'sp', 'ne', 'in', 'ti', 'll', 'ft', 'ps', 'vs', 'ta', 'ds', 'de', 'nr', 'so', 'ie', 'el', 'if', 'PD', 'UE', 'ME', 'EX', 'EE', 'Bd', 'Ed', 'Bl', 'El', 'Os', 'Dt', 'ig', 'cs', 'ss', 'tr', 'ev', 'mk', 'rt', 'rm', 'rr', 'am', 'ch', 'wh', 'pl', 'bp', 'pn', 'po', 'ns', 'rs', 'cc', 'c2', 'ec', 'eo', 'lt', 'pc', 'ul', 'cu', 'lg', 'Ns', 'Pq', 'Ql']);
/** Macros whose arguments are words run together, alternating fonts (`.BR mv (1)` prints `mv(1)`). */
const ALTERNATING = new Set(['BR', 'RB', 'BI', 'IB', 'IR', 'RI']);
/** Macros that start a list item or a tagged paragraph: their first argument is the item's mark. */
const ITEM = new Set(['IP', 'TP', 'It', 'HP']);

/** Special characters by their roff names, as the letters a terminal prints for them. */
const SPECIAL: Readonly<Record<string, string>> = { aq: "'", cq: "'", oq: "'", lq: '"', rq: '"', dq: '"', em: '—', en: '–', hy: '-', mi: '-', bu: '•', co: '©', rg: '®', tm: '™', de: '°', mu: '×', di: '÷', pl: '+', eq: '=', ga: '`', ha: '^', ti: '~', rs: '\\', sl: '/', ba: '|', lB: '[', rB: ']', lC: '{', rC: '}', la: '<', ra: '>', Aq: "'", Lq: '"', Rq: '"', R: '®', Tm: '™' };

/** `text` as `man` shows it when it is a manual page's source (see above); null otherwise. */
export function roffText(text: string): string | null {
  if (!text.includes('\n.') && !text.startsWith('.')) return null;
  const lines = text.split('\n');
  const requests = lines.filter((line) => REQUEST.test(line)).length;
  if (!TITLE_OR_SECTION.test(text) || requests * 3 < lines.filter((line) => line.trim() !== '').length) return null;
  const out: string[] = [];
  let mark = '';
  const emit = (words: string) => {
    const line = (mark === '' ? words : `${mark} ${words}`).trim();
    mark = '';
    if (line !== '') out.push(line);
  };
  for (let i = 0; i < lines.length; i += 1) {
    let line = lines[i] as string;
    // An input line ending in `\c` goes on in the next line of text.
    while (/\\c\s*$/u.test(line) && i + 1 < lines.length && !REQUEST.test(lines[i + 1] as string)) line = line.replace(/\\c\s*$/u, '') + (lines[(i += 1)] as string);
    const request = REQUEST.exec(line);
    if (request === null) {
      emit(unescapedRoff(line));
      continue;
    }
    const name = request[1] as string;
    // A condition's block (`.ie n \{\` … `.\}`) is what one formatter prints and its `.el` block what the other
    // does: the second is read.
    if ((name === 'ie' || name === 'if') && line.includes('\\{')) {
      while (!(lines[i] as string).includes('\\}') && i + 1 < lines.length) i += 1;
      continue;
    }
    if (name.startsWith('\\') || LAYOUT.has(name)) continue;
    const args = roffArguments(line.slice(request[0].length));
    if (ITEM.has(name)) {
      // `.TP` takes its mark from the next line; `.IP 1. 4` and `.It Fl v` carry it.
      mark = args.length > 0 && name !== 'TP' ? unescapedRoff(args[0] as string).trim() : mark;
      continue;
    }
    if (name === 'TH' || name === 'Dt') {
      if (args.length > 0) emit(unescapedRoff(args.slice(0, 2).join(' ')));
      continue;
    }
    emit(unescapedRoff(ALTERNATING.has(name) ? args.join('') : args.join(' ')));
  }
  const read = out.join('\n');
  return read === '' ? null : read;
}

/** A request line's arguments: words, or double-quoted strings with `""` for a quote. */
function roffArguments(rest: string): string[] {
  return [...rest.matchAll(/"((?:[^"]|"")*)"|(\S+)/gu)].map((m) => (m[1] !== undefined ? m[1].replace(/""/gu, '"') : (m[2] as string)));
}

const ESCAPE = /\\(?:f(?:\[[^\]]*\]|\(..|.)|s[+-]?(?:\d|\(\d\d|\[\d+\])|[hvwlLxbDoHSNXYZR]'[^']*'|\*(?:\[([^\]]*)\]|\((..)|(.))|\[([^\]]*)\]|\((..)|n(?:\[[^\]]*\]|\(..|.)|[kgmMV](?:\[[^\]]*\]|\(..|.)|(["#].*$)|([&|^%:0/,)c{}!]|\s)|(e|\\)|(-))/gu;

/** A line of roff text with its escapes undone: fonts and spacing dropped, special characters as letters. */
function unescapedRoff(line: string): string {
  return line.replace(ESCAPE, (_whole, starBracket?: string, starParen?: string, starOne?: string, bracket?: string, paren?: string, comment?: string, silent?: string, backslash?: string, minus?: string) => {
    const special = starBracket ?? starParen ?? starOne ?? bracket ?? paren;
    if (special !== undefined) return SPECIAL[special] ?? '';
    if (comment !== undefined) return '';
    if (silent !== undefined) return /\s/u.test(silent) ? ' ' : '';
    if (backslash !== undefined) return '\\';
    if (minus !== undefined) return '-';
    // The branches without a group: fonts, sizes, motions, registers and other layout escapes, which print nothing.
    return '';
  }).replace(/[ \t]+/gu, ' ');
}
