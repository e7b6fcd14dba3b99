// A tool whose canonical text runs past what the model reads (256 tokens) is embedded from its text cut there:
// a description grown by a policy paragraph, usage notes and examples leaves its parameters out of its vector,
// and a suite tool reworded so scored 0.32–0.65 against its original (the thirty-sixth held-out part). Its
// vector is therefore also made from its brief — its name, its description's first sentence and each parameter
// line's first sentence — which the model reads whole: the call and what it is for. Measured on the
// second hand-written set's long tools, the mean with the brief took a voucher tool from 0.36 to 0.52 against
// its original and a name-and-zip lookup from 0.54 to 0.70.

/** Characters beyond which a tool's text is longer than the model reads (about 4 per token). */
export const BRIEF_ABOVE_CHARS = 1000;

/**
 * The brief of a tool's text lines, whose description is lines [1, to) and parameter lines [to, …); undefined
 * when the text is short enough to be read whole, or the brief would be the text itself.
 */
export function toolBrief(lines: readonly string[], to: number): string | undefined {
  const text = lines.join('\n');
  if (text.length <= BRIEF_ABOVE_CHARS) return undefined;
  const description = firstSentence(lines.slice(1, to).join(' '));
  const parameters = lines.slice(to).map((line) => {
    const at = line.indexOf('): ');
    return at < 0 ? line : line.slice(0, at + 3) + firstSentence(line.slice(at + 3));
  });
  const brief = [lines[0] ?? '', ...(description ? [description] : []), ...parameters].join('\n');
  return brief === text ? undefined : brief;
}

/** Up to the first sentence end (., ! or ? before white space or the end); the whole text when there is none. */
function firstSentence(text: string): string {
  const end = /[.!?](?=\s|$)/u.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}
