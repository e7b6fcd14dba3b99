// Parts of a portfolio task of several paragraphs or lines, each embedded on its own beside the whole text. A
// generator often sets a suite task inside text of its own: a user-simulator's rules, then "Your scenario:" and
// the task; an assistant's standing instructions, then the driver's requests; a role-play prompt whose sections
// hold the task, then its stop rules; a greeting and a signature around an e-mail's request. MiniLM averages the
// whole, so the wrapper pulls a paraphrase of the suite task under the related threshold (0.63–0.74 on the
// hand-written sets), where the text without the wrapper scores 0.78–0.84. The wrapper comes before the task,
// after it or both, so the parts are the text without its first paragraph, without its last, and without
// both. Every span of paragraphs, or each paragraph as well, found no more on those sets (a part without the
// first two of six paragraphs scored 0.793 where one without the first and last scored 0.783) and cost up to
// five times the embedding of such a task where these cost at most three. The canonical text folds whitespace,
// so the paragraphs are cut at ingest from the raw text, at blank lines, the one boundary every author writes
// alike.
//
// A consolidating generator packs requests instead: a support queue's tickets, a batch of requests, the turns of
// a conversation one per line, with a suite task as one item among the author's own. The items are separated by
// line breaks alone, so each line long enough to say something is a part too. On the second hand-written set
// that found three of the four queue and batch items and a persona padded line by line; on the real data it
// added 3,800 parts (apollo numbers a task's steps one per line) and changed no match. A text of more such lines
// than `maxLines` is a document, not a queue: its lines are left whole.
//
// A reply's quoted lines (`> `), lines each quoting one thing said whole (quotedBlocks) and the user's labelled
// turns among other lines (userTurns) are one part each as well, and so are the lines typed at a `>` prompt between
// a program's replies (promptedLines), a list's items, sentences wrapped over lines and a run of comment lines
// among other lines (listRuns, wrappedRuns, commentBlocks), a run of lines written in words among lines of ids and
// codes (proseRuns), the words a command quotes on lines that run it alike (quotedArguments), a table's prose
// column, its cells joined (tableColumns.ts), and the prose strings of a text that is mostly syntax (a TOML or XML
// record, source code: proseStrings.ts).
//
// A text longer than the model reads (MiniLM cuts at 256 tokens, ~200 words) is a document: a domain policy of a
// thousand words before the user's instruction, a 35-turn history, an e-mail thread, a JSON trace. Its whole
// text's vector is that of its opening, and its paragraph parts are mostly the document, so a suite task inside it
// was nowhere seen (the thirty-sixth held-out part: 1 of 8 found). Such a text is therefore also read in windows
// of about `windowWords` words, whole lines packed until the window is full (a longer line cut in words), each
// starting half a window after the last (`maxWindows` at most: the stride grows for longer texts, up to a whole
// window, so a text longer than `maxWindows` windows is read from its start), so that a suite task shorter than
// half a window lies whole in one (`unit` `line`, its first and last line).
import { foldWhitespace } from '../core/text.js';
import type { Passage } from '../core/types.js';
import { proseStrings } from './proseStrings.js';
import { tableColumns } from './tableColumns.js';
import { inModelLanguage } from '../core/language.js';

export const PASSAGE_LIMITS = {
  /**
   * Words a part needs to count: a heading ("### Step 1", "Your scenario:") says nothing alone, and a few words
   * can sit near a short suite task ("List the files.") without copying it.
   */
  minWords: 8,
  /** Lines of `minWords` or more beyond which a text's lines are no parts (a pasted document). */
  maxLines: 16,
  /** Words beyond which a text is read in windows too: more than the model reads at once (256 tokens). */
  windowsAbove: 200,
  /** Words a window holds at most (whole lines, or a line's words when the line alone is longer). */
  windowWords: 128,
  /** Windows of one text at most. */
  maxWindows: 64,
} as const;

const BLANK_LINE = /\n[^\S\n]*\n/u;
/** A line going on with a sentence: its first word in lower case and no label (`user:`, `instruction:`). */
const WRAPPED = /^\p{Ll}[\p{L}\p{M}'’-]*(?![\p{L}\p{N}_ ]{0,30}:)/u;

/** The words of a folded text (`text.split(' ').length`, counted without building the array: ingest counts every line of every task). */
function wordCount(text: string): number {
  let n = 1;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) n++;
  return n;
}

/**
 * The parts of `raw`: when it has two paragraphs or more, the text without its first paragraph, without its last,
 * and without both; when it has two lines of `minWords` words or more (and at most `maxLines`), each such line.
 * Each part once and with `minWords` words or more.
 */
export function taskPassages(raw: string): Passage[] {
  const seen = new Set<string>();
  const out: Passage[] = [];
  const add = (passage: Passage): void => {
    if (seen.has(passage.text) || wordCount(passage.text) < PASSAGE_LIMITS.minWords) return;
    seen.add(passage.text);
    out.push(passage);
  };
  const paragraphs = raw
    .split(BLANK_LINE)
    .map(foldWhitespace)
    .filter((p) => p.length > 0);
  const n = paragraphs.length;
  if (n >= 2) {
    const spans: Array<[number, number]> = [[1, n - 1], [0, n - 2]];
    if (n > 2) spans.push([1, n - 2]);
    for (const [from, to] of spans) add({ text: paragraphs.slice(from, to + 1).join(' '), first: from + 1, last: to + 1 });
  }
  const rawLines = raw.split('\n');
  const foldedLines = rawLines.map(foldWhitespace);
  const lines = foldedLines
    .map((text, i) => ({ text, number: i + 1 }))
    .filter((line) => line.text.length > 0 && wordCount(line.text) >= PASSAGE_LIMITS.minWords);
  // One such line among lines too short to count is what the text says, the rest its furniture: a job's header,
  // separators, the checks run on it (a generator's output block). Not when it goes on with a word in lower case
  // (no `key:` or `role:` label): that is a sentence wrapped over lines ("Find a quick recipe with eggs,\nadd it
  // to Thursday, and …"), one text.
  const lone = lines.length === 1 ? (lines[0] as { text: string }).text : undefined;
  const furnished = lone !== undefined && !WRAPPED.test(lone) && wordCount(foldWhitespace(raw)) > wordCount(lone);
  if ((lines.length >= 2 || furnished) && lines.length <= PASSAGE_LIMITS.maxLines) {
    for (const line of lines) add({ text: line.text, first: line.number, last: line.number, unit: 'line' });
  }
  for (const block of quotedBlocks(raw)) add(block);
  const prompted = promptedLines(raw);
  if (prompted) add(prompted);
  for (const list of listRuns(raw)) add(list);
  for (const run of wrappedRuns(raw)) add(run);
  for (const run of proseRuns(raw)) add(run);
  for (const block of commentBlocks(raw)) add(block);
  const said = userTurns(raw);
  if (said) add(said);
  for (const run of quotedArguments(raw, rawLines)) add(run);
  for (const column of tableColumns(raw, PASSAGE_LIMITS.minWords)) add(column);
  const strings = proseStrings(raw, PASSAGE_LIMITS.minWords);
  if (strings) add(strings);
  const inLanguage = modelLanguageLines(lines);
  if (inLanguage) add(inLanguage);
  for (const window of windows(foldedLines)) add(window);
  return out;
}

/**
 * The lines in the model's language of a text whose lines alternate between it and another language, joined: a
 * bilingual file (a TMX or XLIFF unit's source and target, a review sheet's two columns, subtitles in two
 * languages) holds a suite task whole in its source lines, and the target lines beside them pulled the text's
 * vector away from it (the 219th held-out part's XLIFF 2.0 brief with its French targets, 0.67). Two lines of
 * each language at least, a quarter of them the other's.
 */
function modelLanguageLines(lines: ReadonlyArray<{ text: string; number: number }>): Passage | undefined {
  if (lines.length < 4) return undefined;
  const kept = lines.filter((line) => inModelLanguage(line.text));
  const other = lines.length - kept.length;
  if (kept.length < 2 || other < 2 || other * 4 < lines.length) return undefined;
  return { text: kept.map((line) => line.text).join(' '), first: (kept[0] as { number: number }).number, last: (kept.at(-1) as { number: number }).number, unit: 'line' };
}

const QUOTE_MARK = /^[^\S\n]*(?:>[^\S\n]?)+/u;
/** A line that is one quotation whole, bulleted or numbered or not: `• "…"`, `2. “…”`, `- «…»`. */
const QUOTATION_LINE = /^[^\S\n]*(?:(?:[-*•·◦‣]|\d{1,2}[.)])[^\S\n]+)?(?:"([^"\n]+)"|“([^“”\n]+)”|„([^„“”\n]+)[“”]|«([^«»\n]+)»|「([^「」\n]+)」)[^\S\n]*[.,;]?[^\S\n]*$/u;

/** A line's words without its quoting (`> ` marks, or the quotation marks of a line quoted whole), or null when it quotes nothing. */
function unquoted(line: string): string | null {
  if (QUOTE_MARK.test(line)) return line.replace(QUOTE_MARK, '');
  const quotation = QUOTATION_LINE.exec(line);
  return quotation ? (quotation.slice(1).find((g) => g !== undefined) ?? null) : null;
}

/**
 * The runs of two quoted lines or more, each one part with its quoting dropped: the lines a reply quotes (`> `, as
 * e-mail, Markdown and chat clients quote them), or lines each quoting one thing said whole (a conversation's turns
 * listed in meeting notes or a bug report: `• "…"`). What is quoted so is text its author pasted whole, where its
 * lines alone are each a sentence of it and its paragraph holds the "On … wrote:" line or the notes around it too
 * (the sixtieth held-out part: a swapped airline task quoted in a reply, 0.48 whole and 0.80 its quoted lines; a
 * BFCL conversation's three turns quoted as bullets of meeting notes, 0.32 whole and 0.90 its quoted lines).
 */
function quotedBlocks(raw: string): Passage[] {
  return lineRuns(raw, unquoted, (words) => words, { wholeToo: true });
}

/**
 * The runs of two lines or more of `raw` that `read` reads (not null), each line going on from the one before
 * where `goesOn` says so, as parts of the words `words` gives each line, joined. Unless `wholeToo`, a run that is
 * every written line of the text is none: the whole text is read already.
 */
function lineRuns<T>(raw: string, read: (line: string) => T | null, words: (read: T, line: string) => string, options: { goesOn?: (previous: T, next: T) => boolean; wholeToo?: boolean } = {}): Passage[] {
  const lines = raw.split('\n');
  const reads = lines.map(read);
  const written = options.wholeToo ? Infinity : lines.filter((l) => l.trim() !== '').length;
  const out: Passage[] = [];
  for (let i = 0; i < reads.length; ) {
    let end = i;
    while (end + 1 < reads.length && reads[end] !== null && reads[end + 1] !== null && (!options.goesOn || options.goesOn(reads[end] as T, reads[end + 1] as T))) end++;
    if (end > i && end - i + 1 < written) out.push({ text: foldWhitespace(reads.slice(i, end + 1).map((r, k) => words(r as T, lines[i + k] as string)).join(' ')), first: i + 1, last: end + 1, unit: 'line' });
    i = end + 1;
  }
  return out;
}

/**
 * The lines marked `>` of a text that holds others between them, joined without their marks, as one part: what a
 * player typed at a text adventure's prompt among the game's replies (the 128th held-out part's Inform transcript
 * of a BFCL conversation: 0.67 whole, its commands the five turns), or the lines an inline reply quotes between
 * its answers — the message it answers. Runs of such lines alone are quotedBlocks' parts.
 */
function promptedLines(raw: string): Passage | undefined {
  const lines = raw.split('\n');
  const marked: Array<{ text: string; line: number }> = [];
  let runs = 0;
  lines.forEach((line, i) => {
    if (!QUOTE_MARK.test(line)) return;
    const text = line.replace(QUOTE_MARK, '').trim();
    if (text === '') return;
    if (marked.length === 0 || (marked.at(-1) as { line: number }).line !== i) runs++;
    marked.push({ text, line: i + 1 });
  });
  if (runs < 2 || marked.length === lines.filter((l) => l.trim() !== '').length) return undefined;
  return { text: foldWhitespace(marked.map((m) => m.text).join(' ')), first: (marked[0] as { line: number }).line, last: (marked.at(-1) as { line: number }).line, unit: 'line' };
}

/**
 * The sentences a writer wrapped over lines, each run of lines going on with a word in lower case (WRAPPED) joined
 * into one part, when the text holds more than the run: an API Blueprint's overview paragraph, hard-wrapped at a
 * hundred characters above its resources (the 126th held-out part's Dredd file of a BFCL conversation, 0.64
 * whole), whose lines alone are each half a sentence; a plain-text e-mail wrapped at 72.
 */
function wrappedRuns(raw: string): Passage[] {
  return lineRuns(raw, (line) => (line.trim() === '' ? null : line), (line) => line, { goesOn: (_, next) => WRAPPED.test(next.trim()) });
}

/** A word of letters alone (an apostrophe or hyphen within, punctuation after): what prose is written in. */
const LETTER_WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*[.,;:!?)"”]*$/u;

/** A line written in words: two of letters alone or more, and as many as its other tokens (ids, codes, numbers). */
function inWords(line: string): boolean {
  const tokens = line.trim().split(/\s+/u);
  const words = tokens.filter((t) => LETTER_WORD.test(t)).length;
  return words >= 2 && words * 2 >= tokens.length;
}

/**
 * The runs of two lines or more written in words (inWords), one part each, when the text holds other lines: a
 * record read as its values, one a line (an event's XML, a form's fields), keeps its prose fields together among
 * lines of ids, codes, counters and timestamps (the 252nd held-out part's EVTX event of tau-bench airline test_21:
 * its goal, motive and fee limit on three lines under a line of GUIDs and counters and its ids, 0.70 whole). A
 * short line in words belongs to the run (a conversation's "Show me my watchlist."): a run of the long lines alone
 * is the conversation's last turns, which another suite conversation can come nearer than the whole does to its own.
 */
function proseRuns(raw: string): Passage[] {
  const lines = raw.split('\n');
  // Lines of braces and rules alone leave nothing out: a JSON record's fields inside its braces are the text.
  const leavesOut = (run: Passage) => lines.some((line, i) => (i < run.first - 1 || i >= run.last) && /[\p{L}\p{N}]/u.test(line));
  return lineRuns(raw, (line) => (inWords(line) ? line : null), (line) => line, { wholeToo: true }).filter(leavesOut);
}

/** A comment line of code: `#` (not a Markdown heading's `# ` alone: a run of two is asked) or `//`, and its words. */
const COMMENT_LINE = /^[^\S\n]*(?:#+|\/\/+)[^\S\n]?(.*\S)?[^\S\n]*$/u;

/**
 * The runs of two comment lines or more, each one part with its marks dropped, when the text holds more than
 * comments: a test file or a script keeps what it was written from in its header comment (the 126th part's
 * Karate feature: a BFCL conversation's two requests as the `#` lines above its `Background:` and scenarios).
 */
function commentBlocks(raw: string): Passage[] {
  return lineRuns(raw, (line) => COMMENT_LINE.exec(line), (m) => m[1] ?? '');
}

/** A list item: its indentation, its marker (`-`, `*`, `•`, or a number and `.` or `)`), and its words. */
const LIST_ITEM = /^([^\S\n]*)([-*•]|\d{1,3}[.)])[^\S\n]+(\S.*)$/u;

/**
 * The runs of two list items or more, marked alike at one indentation, each one part with its markers dropped,
 * when the text holds more than the run: a record's list of goals or turns among its other fields (a GUI agent's
 * episode: its id, platform, screenshot and screen caption, then `goals:` and a BFCL conversation's five turns as
 * a YAML list, 0.70 whole; the list is the conversation), a note's checklist under its title and properties, a
 * queue's numbered tickets under its heading.
 */
function listRuns(raw: string): Passage[] {
  const kind = (m: RegExpExecArray) => `${m[1]}${/\d/.test(m[2] as string) ? `#${(m[2] as string).slice(-1)}` : m[2]}`;
  // A line quoting one thing whole is quotedBlocks' part, its quoting dropped.
  return lineRuns(raw, (line) => (unquoted(line) === null ? LIST_ITEM.exec(line) : null), (m) => m[3] as string, { goesOn: (a, b) => kind(a) === kind(b) });
}

/** A line that is a turn of the user's, labelled so: `user: …`, `- Human: …`, `"customer": "…"`. */
const USER_TURN = /^[^\S\n]*(?:[-*•][^\S\n]+)?["']?(?:user|human|customer|caller|client)["']?[^\S\n]*:[^\S\n]*(.*\S)[^\S\n]*$/iu;

/**
 * The user's turns of a text that labels them (two or more `user:` lines, among others), joined without their
 * labels: what a suite's multi-turn task is, the user's requests in order. A conversation stored with each turn's
 * annotations between its lines (the agent's replies, an analytics tool's intents, a mutator's `ops:`) holds it
 * only spread among them: on the second hand-written set a ToolACE row with the assistant's turns (0.31 whole), a
 * few-shot chat in JSON (0.50), a fine-tuning record (0.65), a speech-analytics export (0.67) and a call
 * transcript (0.68) were found by their user's turns, and no new item moved.
 */
function userTurns(raw: string): Passage | undefined {
  const lines = raw.split('\n');
  const turns: Array<{ text: string; line: number }> = [];
  lines.forEach((line, i) => {
    const m = USER_TURN.exec(line);
    if (m) turns.push({ text: (m[1] as string).replace(/^["']|["'],?$/gu, ''), line: i + 1 });
  });
  if (turns.length < 2 || turns.length === lines.filter((l) => l.trim() !== '').length) return undefined;
  return { text: foldWhitespace(turns.map((t) => t.text).join(' ')), first: (turns[0] as { line: number }).line, last: (turns.at(-1) as { line: number }).line, unit: 'line' };
}

/** A double-quoted string, escapes and all: the strings of a line, taken in order so that a closing quote opens none. */
const QUOTED_STRING = /"((?:[^"\\\n]|\\.)*)"|“([^“”\n]*)”/gu;
/** Words a quoted argument needs to say something: ids, flags and names are one or two. */
const ARGUMENT_WORDS = 3;

/**
 * A protocol's or a console's line: a verb in capitals (with a status sign or not) and the words it carries, as a
 * line-based protocol writes them (`+TEXT Go into the 'VisionX' folder…` in a harness's netcat session), or a
 * keyword record its card (`HISTORY [1/4] check the current working directory…` in a FITS header): words, a
 * bracket or a quote first, not a number.
 */
const VERB_LINE = /^([^\S\n]*[+\-*]?[A-Z][A-Z0-9_]{1,15})[^\S\n]+([\p{L}[('‘“].*)$/u;
/** A line opening as VERB_LINE's do, anywhere in a text: a text with none, and no quote or colon, has no line to read. */
const VERB_START = /^[^\S\n]*[+\-*]?[A-Z][A-Z0-9_]{1,15}[^\S\n]+[\p{L}[('‘“]/mu;

/**
 * A field's line: its key (a list item's or not, quoted or not; up to three words, as a log writes its fixed
 * prefix: `Script stdout:`) and a value written unquoted, as YAML writes one.
 */
const FIELD_LINE = /^([^\S\n]*(?:[-*][^\S\n]+)?"?(?:[\p{L}\p{N}_.\-/]+[^\S\n]){0,2}[\p{L}\p{N}_.\-/]+"?[^\S\n]*:)[^\S\n]+([^"“\s].*)$/u;

/**
 * The words each line quotes, joined, for the lines that quote them after the same command — the same text before
 * the quote, digits aside — two or more: what a user typed to an agent's command line, turn by turn, among what
 * the shell wrote around it (`: 1716212319:0;carctl ask "…"` in a zsh history, `PS C:\> Invoke-TradeAgent -Prompt
 * "…"` in a PowerShell transcript between the agent's replies: the 158th held-out part's BFCL conversations, 0.63
 * and 0.27 whole), or a log's message lines among its others. A line's first string of `ARGUMENT_WORDS` words or
 * more is its argument; a line quoting none, its field's value written unquoted, after its key (`text:` in a
 * record read as YAML, recordText.ts): the messages a Telegram or Segment batch holds among its ids, one `text:`
 * each, or a conversation's turns in a DataFrame's columns (`"0": …`, `"1": …`). `lines`: `raw`'s lines, split once
 * by the caller.
 */
function quotedArguments(raw: string, lines: readonly string[]): Passage[] {
  if (!raw.includes('"') && !raw.includes('“') && !raw.includes(':') && !VERB_START.test(raw)) return [];
  const groups = new Map<string, Array<{ words: string; line: number }>>();
  const add = (command: string, words: string, line: number): void => {
    const key = command.replace(/\d+/gu, '0').trim();
    const group = groups.get(key) ?? [];
    group.push({ words, line });
    groups.set(key, group);
  };
  lines.forEach((line, i) => {
    for (const m of line.matchAll(QUOTED_STRING)) {
      const words = (m[1] ?? m[2] ?? '').trim();
      if (words.split(/\s+/u).length < ARGUMENT_WORDS) continue;
      const command = line.slice(0, m.index);
      if (command.trim() !== '') add(command, words, i + 1);
      return;
    }
    const field = FIELD_LINE.exec(line) ?? VERB_LINE.exec(line);
    const value = field?.[2]?.trim() ?? '';
    if (field && value.split(/\s+/u).length >= ARGUMENT_WORDS) add(field[1] as string, value, i + 1);
  });
  // Lines that are every written line of the text are the text, read whole already (a chat's `user:` turns alone).
  const written = lines.filter((l) => l.trim() !== '').length;
  return [...groups.values()]
    .filter((group) => group.length >= 2 && group.length < written)
    .map((group) => ({ text: foldWhitespace(group.map((g) => g.words).join(' ')), first: (group[0] as { line: number }).line, last: (group.at(-1) as { line: number }).line, unit: 'line' as const }));
}

/** A long text's windows (see the top of this module), from its lines folded; none for a text the model reads whole. */
function windows(foldedLines: string[]): Passage[] {
  const { windowWords, windowsAbove, maxWindows } = PASSAGE_LIMITS;
  if (foldedLines.reduce((n, line) => n + (line === '' ? 0 : wordCount(line)), 0) <= windowsAbove) return [];
  // Units: each line's words, a line longer than a window cut into windows of its own.
  const units: Unit[] = [];
  foldedLines.forEach((line, i) => {
    const words = line.split(' ').filter((w) => w.length > 0);
    for (let at = 0; at < words.length; at += windowWords) units.push({ words: words.slice(at, at + windowWords), line: i + 1 });
  });
  const unit = (i: number): Unit => units[i] as Unit;
  const total = units.reduce((n, u) => n + u.words.length, 0);
  const stride = Math.max(windowWords / 2, Math.ceil(total / maxWindows));
  const out: Passage[] = [];
  for (let start = 0; out.length < maxWindows; ) {
    let end = start + 1;
    let words = unit(start).words.length;
    while (end < units.length && words + unit(end).words.length <= windowWords) words += unit(end++).words.length;
    const span = units.slice(start, end);
    out.push({ text: span.map((u) => u.words.join(' ')).join(' '), first: unit(start).line, last: unit(end - 1).line, unit: 'line' });
    if (end >= units.length) break;
    // The next window starts at the first unit a stride of words or more after this one's start, within this one.
    let next = start;
    for (let skipped = 0; next < end - 1 && skipped < stride; next++) skipped += unit(next).words.length;
    start = Math.max(next, start + 1);
  }
  return out;
}

interface Unit {
  words: string[];
  line: number;
}
