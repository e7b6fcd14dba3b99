// A task's text that is a timed transcript — speech recognition's output of a call or a voice session, a subtitle
// file (SRT, WebVTT), a diarized export — read as one `speaker: words` line per utterance, as a chat is
// (chatTemplate.ts, chatRecord.ts): the cue numbers, the time stamps and ranges and the capitalised speaker labels
// are the recorder's, not what the caller asked. Read as written they weighed as rare identifiers of the task's
// own (`01.04` of `00:00:01.04`, `SPEAKER_00`, `CALLER`), beside the customer's id and zip code that a caller
// spells, and halved the share those records held (a diarized SRT file of tau-bench retail test_68: its user id
// and zip code 0.38 of its identifiers' weight).
// A text is a transcript when two of its lines or more are a subtitle cue's timing or open with a time range or
// a time beside a speaker's label; any other text (an agenda's times, a log's) is returned as it is. A WebVTT
// cue's markup (`<v Caller>`, `<c.kw>`, a karaoke file's time stamp before each word: `<00:00:00.480><c>in</c>`)
// and its header, style and note blocks are the file's, not what was said; an ASS/SSA script (Aegisub's) is its
// `Dialogue:` lines' text, their override tags (`{\i1}`) dropped. Read as written, the 178th held-out part's
// karaoke WebVTT file scored 0.30 with its BFCL conversation and an ASS script 0.21 with its own.

/** A clock time: `00:01`, `00:00:01.04`, `00:00:00,480`, `14:02:11`. */
const CLOCK = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?`;
/** A subtitle cue's timing line, alone on its line: `00:00:00,480 --> 00:00:03,950` (and WebVTT's settings after it). */
const CUE_TIMING = new RegExp(String.raw`^\s*${CLOCK}\s*-->\s*${CLOCK}(?:\s+\S+:\S+)*\s*$`);
/** A time stamp or range opening a line, bracketed or not: `[00:00:01.04 --> 00:00:03.90] `, `14:02:11 `, `(00:12) `. */
const OPENING_TIME = new RegExp(String.raw`^\s*[[(]?${CLOCK}(?:\s*(?:-->|–|-)\s*${CLOCK})?[\])]?\s+`);
/** A speaker label in capitals followed by the time: `CUSTOMER 00:03 `. */
const LABEL_THEN_TIME = new RegExp(String.raw`^\s*[A-Z][A-Z0-9_]{1,30}\s+${CLOCK}\s`);
/** A speaker label that opens an utterance: `BOT:`, `[SPEAKER_01]`, `CUSTOMER 00:03` (with the time after it). */
const LABEL = new RegExp(String.raw`^\s*(?:\[([A-Za-z][\w .-]{0,30})\]|([A-Z][A-Z0-9_]{1,30})(?=\s*:|\s+${CLOCK}\s))\s*(?::\s*|${CLOCK}\s+)?`);

/** A time range opening a line: `[00:00:01.04 --> 00:00:03.90]`. */
const OPENING_RANGE = new RegExp(String.raw`^\s*[[(]?${CLOCK}\s*-->\s*${CLOCK}`);

/**
 * Whether `line` is a transcript's: a cue's timing, or a line opening with a time range, with a time and a
 * speaker's label, or with a label and a time. A time alone opening lines is an agenda's or a log's, whose times
 * are what it says ("09:00 stand-up", "10:30 call the bank").
 */
const timed = (line: string): boolean =>
  CUE_TIMING.test(line) || OPENING_RANGE.test(line) || LABEL_THEN_TIME.test(line) || (OPENING_TIME.test(line) && LABEL.test(line.replace(OPENING_TIME, '')));

/** An ASS/SSA script's event line: `Dialogue: 0,0:00:00.42,0:00:03.10,Style,Name,0,0,0,,Text`. */
const ASS_EVENT = new RegExp(String.raw`^(?:Dialogue|Comment):\s*\d+,${CLOCK},${CLOCK},`);
/** A WebVTT cue's voice tag: `<v Caller>`, `<v.loud Caller>`. */
const VOICE = /^\s*<v(?:\.[\w.-]+)?\s+([^>]{1,40})>/u;
/** A WebVTT cue's other markup: a time stamp, a class, italics, bold, underline, ruby, language spans, voice ends. */
const CUE_MARKUP = /<\/?(?:\d{1,2}:\d{2}(?::\d{2})?\.\d{3}|[cibu](?:\.[\w.-]+)?|ruby|rt|lang(?:\.[\w.-]+)?(?:\s+[\w-]+)?|v(?:\.[\w.-]+)?(?:\s+[^>]{1,40})?)>/gu;
/** A WebVTT block that holds no cue: the header's settings after `WEBVTT`, a `STYLE` or a `NOTE` block. */
const NON_CUE_BLOCK = /^\s*(?:WEBVTT\b|STYLE\s*$|NOTE\b|REGION\s*$)/u;

/** The transcript's utterances as `speaker: words` lines, its cue numbers and timings dropped; other text unchanged. */
export function transcriptLines(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => ASS_EVENT.test(line)).length >= 2) return assDialogue(lines);
  if (lines.filter(timed).length < 2) return text;
  const out: string[] = [];
  let skipping = false;
  lines.forEach((line, i) => {
    if (NON_CUE_BLOCK.test(line)) skipping = true;
    if (skipping) {
      skipping = line.trim() !== '';
      return;
    }
    if (CUE_TIMING.test(line)) return;
    // A subtitle cue's number: a line of digits alone, before its timing line.
    if (/^\s*\d+\s*$/.test(line) && CUE_TIMING.test(lines[i + 1] ?? '')) return;
    const voice = line.includes('<') ? VOICE.exec(line) : null;
    if (voice) {
      out.push(`${(voice[1] as string).trim().toLowerCase()}: ${line.slice(voice[0].length).replace(CUE_MARKUP, '').trim()}`);
      return;
    }
    const untimed = (line.includes('<') ? line.replace(CUE_MARKUP, '') : line).replace(OPENING_TIME, '');
    const label = LABEL.exec(untimed);
    if (!label) {
      out.push(untimed);
      return;
    }
    const speaker = (label[1] ?? label[2] ?? '').toLowerCase().replace(/_/g, ' ');
    out.push(`${speaker}: ${untimed.slice(label[0].length)}`);
  });
  return out.join('\n');
}

/**
 * An ASS/SSA script's spoken lines: each `Dialogue:` event's text (its tenth field, which may hold commas) as
 * `name: text` when the event names a speaker, override blocks (`{\b1}`, `{\an8}`) dropped and its hard line
 * breaks (`\N`, `\n`) and hard spaces (`\h`) read as spaces; the script's info, styles and comments left out.
 */
function assDialogue(lines: readonly string[]): string {
  return lines
    .filter((line) => line.startsWith('Dialogue:') && ASS_EVENT.test(line))
    .map((line) => {
      const fields = line.slice('Dialogue:'.length).split(',');
      const name = (fields[4] ?? '').trim();
      const spoken = fields.slice(9).join(',').replace(/\{[^}]*\}/gu, '').replace(/\\[Nnh]/gu, ' ').replace(/\s+/gu, ' ').trim();
      return name === '' ? spoken : `${name.toLowerCase()}: ${spoken}`;
    })
    .filter((line) => line !== '' && !line.endsWith(': '))
    .join('\n');
}

/**
 * A line a messaging app draws around a bubble rather than one the sender wrote: a clock time alone (`7:41 AM`,
 * `19:02`), a delivery mark (`Delivered`, `Read 7:42 AM`, `Seen`, `✓✓`). A run of text messages exported or
 * pasted so keeps them between the messages, and the seventy-fifth held-out part's three SMS bubbles of a BFCL
 * conversation were held under `related` by them (0.73).
 */
const BUBBLE_CHROME = /^[^\S\n]*(?:\d{1,2}[:.]\d{2}(?:[^\S\n]*[AaPp]\.?[Mm]\.?)?|(?:Delivered|Read|Seen|Sent|Sending|Failed)(?:[^\S\n]+(?:at[^\S\n]+)?\d{1,2}[:.]\d{2}(?:[^\S\n]*[AaPp]\.?[Mm]\.?)?)?|[✓✔]{1,2})[^\S\n]*$/u;

/** `text` without its message bubbles' times and delivery marks, when it holds two such lines or more; else as it is. */
export function withoutBubbleChrome(text: string): string {
  const lines = text.split('\n');
  const chrome = lines.map((line) => BUBBLE_CHROME.test(line));
  if (chrome.filter(Boolean).length < 2) return text;
  return lines.filter((_, i) => !chrome[i]).join('\n');
}
