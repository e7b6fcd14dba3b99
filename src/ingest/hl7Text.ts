// A task's text that is an HL7 version 2 message — the pipe-delimited segments a clinic's interface engine passes
// (`MSH|^~\&|…`, `PID|1||…`, `NTE|1|P|…`) — read as what its segments say: each segment's fields of words on a
// line of their own, the segment's other values (ids, names, codes) on one line, components apart by spaces. A
// healthcare generator carries a request in a note segment (NTE-3) or an observation's text (OBX-5): the 157th
// held-out part's ORU message held a BFCL memory question in NTE lines read as written, `NTE|2|P|Which of …`, at
// 0.69 against its original, where the note alone scores 0.87.
// Split by hand on the separators the message declares in its MSH segment: the HL7 packages on npm (hl7-standard,
// @medplum/core) parse into objects by segment type, which loses the segments' order, and leave the escapes for
// the caller, which is all this reading needs of them.

/** A message's first segment: its header, and the field separator and encoding characters it declares. */
const HEADER = /^(?:MSH|FHS|BHS)([^\p{L}\p{N}\s])([^\p{L}\p{N}\s]{3,5})\1/u;
/** A segment's id: three capitals or digits, a capital first (`PID`, `OBX`, `ZPI`). */
const SEGMENT_ID = /^[A-Z][A-Z0-9]{2}$/u;
/** Segments a message needs before it is read as one: a header alone is a line that happens to start so. */
const MIN_SEGMENTS = 2;
/** Words a field needs to be words, not a code, a name or an id. */
const MIN_WORDS = 3;
/** A word of letters, as a sentence writes it: not an id (`RB448120`) or a code (`ORU_R01`). */
const WORD = /^\p{L}[\p{L}\p{M}'’-]*[.,;:!?)]*$/u;

/** The message's segments as lines of their values (see the top of this module); null when `text` holds no HL7 v2 message. */
export function hl7Text(text: string): string | null {
  if (!text.includes('MSH') && !text.includes('FHS') && !text.includes('BHS')) return null;
  const lines = text.split(/\r\n|\r|\n/u);
  const start = lines.findIndex((line) => HEADER.test(line.trimStart()));
  if (start < 0) return null;
  const header = HEADER.exec((lines[start] as string).trimStart()) as RegExpExecArray;
  const separator = header[1] as string;
  const [component = '^', repetition = '~', escape = '\\', subcomponent = '&'] = [...(header[2] as string)];
  const isSegment = (line: string): boolean => {
    const segment = line.trimStart();
    return SEGMENT_ID.test(segment.slice(0, 3)) && segment.charAt(3) === separator;
  };
  const segments = lines.map((line, i) => i >= start && isSegment(line));
  if (segments.filter(Boolean).length < MIN_SEGMENTS) return null;
  const unescaped = (value: string): string =>
    value.split(escape).map((piece, i) => (i % 2 === 0 ? piece : ESCAPES[piece] !== undefined ? ESCAPES[piece]({ separator, component, repetition, escape, subcomponent }) : /^\.br$/iu.test(piece) ? '\n' : ' ')).join('');
  const valueOf = (field: string): string =>
    field
      .split(repetition)
      .map((rep) => rep.split(component).map((c) => c.split(subcomponent).map(unescaped).filter((s) => s.trim() !== '').join(' ')).filter((s) => s.trim() !== '').join(' '))
      .filter((rep) => rep.trim() !== '')
      .join(', ');
  const read = lines.map((line, i) => {
    if (!segments[i]) return line;
    const fields = line.trimStart().split(separator);
    const id = fields[0] as string;
    // The header's second field is its encoding characters, not a value.
    const values = fields.slice(id === 'MSH' || id === 'FHS' || id === 'BHS' ? 2 : 1).map(valueOf).filter((v) => v.trim() !== '');
    const worded = values.filter((v) => v.split(/\s+/u).filter((w) => WORD.test(w)).length >= MIN_WORDS);
    const rest = values.filter((v) => !worded.includes(v));
    return [...(rest.length > 0 ? [rest.join(' ')] : []), ...worded].join('\n');
  });
  return read.join('\n');
}

interface Separators {
  separator: string;
  component: string;
  repetition: string;
  escape: string;
  subcomponent: string;
}

/**
 * HL7's escape sequences for its own delimiters (`\F\` a field separator written in a value, and so on); `\.br\`
 * is a line break, and any other (highlighting, hex data) a space.
 */
const ESCAPES: Readonly<Record<string, (s: Separators) => string>> = {
  F: (s) => s.separator,
  S: (s) => s.component,
  R: (s) => s.repetition,
  E: (s) => s.escape,
  T: (s) => s.subcomponent,
};
