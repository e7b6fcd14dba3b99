// A task's text that holds a table as a console printed it — psql's aligned output (`a | b` under `---+---`) and
// its expanded records (`-[ RECORD 1 ]`), a box of `+---+` or `┌───┐` borders (MySQL, DuckDB, sqlite3's box mode,
// a CLI's or a document's ASCII table), a Markdown table — read as its rows, one line each, each value whole: a
// console wraps a long value over several lines, leaving the row's other cells empty on them (psql marks each
// break with a `+` at the cell's end); the borders, rules and padding dropped. As printed, the 184th held-out part's psql row of a
// tau-bench retail task scored 0.53 with it: each line held a fragment of the brief between the pipes and padding
// of the other columns. A table is three lines or more of cells between separators with a rule among them; the
// text's other lines are kept as they are.

/** A line of cells: a separator (`|`, `│`, `┃`, `║`) between two of them at least. */
const SEPARATORS = /[|│┃║]/u;
/** A rule: border characters alone (ASCII `+---+`, `|---|:--:|`, box drawing), or psql's header rule `----+----`. */
const RULE = /^\s*[-+=|:─━═┌┬┐├┼┤└┴┘╭╮╯╰┏┳┓┣╋┫┗┻┛╔╦╗╠╬╣╚╩╝│┃║]*[-─━═][-+=|:─━═┌┬┐├┼┤└┴┘╭╮╯╰┏┳┓┣╋┫┗┻┛╔╦╗╠╬╣╚╩╝│┃║]*\s*$/u;
/** psql's expanded display: each record opens with `-[ RECORD 1 ]-+----`. */
const RECORD = /^\s*-\[ RECORD \d+ \]-*(?:\+-*)?\s*$/u;

type Row = string[];

/** `text` with its console tables read as their cells' values (see above); null when it holds none. */
export function consoleTableText(text: string): string | null {
  if (!SEPARATORS.test(text)) return null;
  const lines = text.split('\n');
  const out: string[] = [];
  let found = false;
  for (let i = 0; i < lines.length; ) {
    const end = blockEnd(lines, i);
    if (end === i) {
      out.push(lines[i] as string);
      i++;
      continue;
    }
    const block = lines.slice(i, end);
    if (isTable(block)) {
      out.push(...tableLines(block));
      found = true;
    } else out.push(...block);
    i = end;
  }
  return found ? out.join('\n') : null;
}

const isRule = (line: string): boolean => RULE.test(line) || RECORD.test(line);
const isCells = (line: string): boolean => !isRule(line) && SEPARATORS.test(line);

/** Where the run of lines of cells and rules starting at `start` ends (exclusive); `start` when it is none. */
function blockEnd(lines: readonly string[], start: number): number {
  let end = start;
  while (end < lines.length && (isRule(lines[end] as string) || isCells(lines[end] as string))) end++;
  return end;
}

/** Whether a run of lines of cells and rules is a table: three lines or more, a rule and two lines of cells among them. */
const isTable = (block: readonly string[]): boolean => block.length >= 3 && block.some(isRule) && block.filter(isCells).length >= 2;

/**
 * A table's lines: its header's and each row's cells on a line, apart by ` | `, each value whole; a record's
 * fields (psql's expanded display, a table of two columns without a header) as `field: value` lines.
 */
function tableLines(block: readonly string[]): string[] {
  const first = block.find(isCells) as string;
  const separator = first.match(SEPARATORS)?.[0] as string;
  // A box's rows open and close with a border; psql's have none (a row whose first cell is empty opens with it).
  const bordered = first.trimStart().startsWith(separator);
  const cellsOf = (line: string) => lineCells(line, separator, bordered);
  // psql's expanded records are `column | value` rows without a header.
  const expanded = block.some((line) => RECORD.test(line));
  // The header: the first line of cells, when a rule is right under it and more cells come after that rule.
  const firstCells = block.findIndex(isCells);
  const headed = !expanded && isRule(block[firstCells + 1] ?? '') && block.slice(firstCells + 2).some(isCells);
  const header = headed ? cellsOf(block[firstCells] as string) : null;
  const rows: Row[] = [];
  const psql = block.some((line) => /^\s*-+(?:\+-+)+\s*$/u.test(line)) || expanded;
  block.forEach((line, i) => {
    if (!isCells(line) || (header && i === firstCells)) return;
    if (expanded && RECORD.test(line)) return;
    const cells = cellsOf(line);
    const previous = rows.at(-1);
    // A wrapped value's next line: the row's first cell empty, and (psql) the line above ending a cell with `+`
    // or, of three cells or more, one alone not empty (a NULL first value leaves the others, a wrap only its own).
    const filled = cells.filter((cell) => cell !== '').length;
    if (previous && cells[0] === '' && filled > 0 && (!psql || previous.some((cell) => cell.endsWith('+')) || (filled === 1 && cells.length >= 3))) {
      cells.forEach((cell, c) => {
        if (cell === '') return;
        const before = (previous[c] ?? '').replace(/\+$/u, '').trimEnd();
        previous[c] = before === '' ? cell : `${before} ${cell}`;
      });
      return;
    }
    rows.push(cells);
  });
  const out: string[] = header ? [header.filter((cell) => cell !== '').join(' | ')] : [];
  for (const row of rows) {
    const values = row.map((cell) => (psql ? cell.replace(/\s*\+$/u, '') : cell));
    if (expanded || (!header && values.length === 2)) {
      if (values.some((v) => v !== '')) out.push(values[1] === '' ? (values[0] as string) : `${values[0]}: ${values[1]}`);
      continue;
    }
    const line = values.filter((value) => value !== '').join(' | ');
    if (line !== '') out.push(line);
  }
  return out;
}

/** A line's cells, trimmed, a box's borders at its ends dropped. */
function lineCells(line: string, separator: string, bordered: boolean): string[] {
  let cells = line.split(separator);
  if (bordered && cells.length > 1 && (cells[0] as string).trim() === '') cells = cells.slice(1);
  if (bordered && cells.length > 1 && (cells.at(-1) as string).trim() === '') cells = cells.slice(0, -1);
  return cells.map((cell) => cell.trim());
}
