// A task's text that is LaTeX — a paper's appendix quoting a benchmark's prompt in a figure, its tasks in a
// comparison table or as the items of a case study — read as the paper reads: an environment's `\begin` and `\end`
// lines as paragraph breaks (a verbatim prompt is then a paragraph, a part of its own: facets/passages.ts), the
// words of `\emph{…}`, `\textit{…}`, `\texttt{…}` kept and the commands dropped, `\cite`, `\label` and `\ref` dropped,
// ``…'' as “…”, `\item` as a bullet (items each quoting a turn whole are then one part: quotedBlocks), a table's
// `&` cells and `\\` row ends as cells and lines. The sixty-sixth held-out part's case study of a BFCL conversation
// scored 0.53 as LaTeX. A text is LaTeX when it opens an environment or uses two of the text commands; a verbatim
// block is left as written inside. No maintained JavaScript converter reads LaTeX to plain text (unified-latex
// prints LaTeX or HTML), and this is the handful of commands papers quote prompts with.

/** Commands whose one braced argument is text to keep. */
const TEXT_COMMANDS = 'emph|textit|textbf|texttt|textsc|textrm|textsf|textsl|textup|underline|mbox|text|caption|footnote|paragraph|subparagraph|section|subsection|subsubsection|title|textquote|enquote';
const TEXT_COMMAND = new RegExp(String.raw`\\(?:${TEXT_COMMANDS})\*?(?:\[[^\]\n]*\])?\{([^{}]*)\}`, 'gu');
/** Commands whose argument is a key or a reference: nothing a reader reads. */
const REFERENCE = /~?\\(?:cite[tp]?|citeauthor|label|ref|eqref|autoref|cref|Cref|pageref|index)\*?(?:\[[^\]\n]*\])*\{[^{}]*\}/gu;
const ENVIRONMENT_LINE = /^[^\S\n]*\\(?:begin|end)\{[^}\n]*\}(?:\[[^\]\n]*\]|\{[^}\n]*\})*[^\S\n]*$/gmu;
const VERBATIM = /(\\begin\{(?:verbatim|lstlisting|minted|Verbatim)\}[^\n]*\n)([\s\S]*?)(\n[^\S\n]*\\end\{(?:verbatim|lstlisting|minted|Verbatim)\})/gu;
/** A line of commands alone (`\centering`, `\small`, `\toprule`, `\hline`): layout. */
const COMMAND_LINE = /^[^\S\n]*(?:\\[A-Za-z]+\*?(?:\[[^\]\n]*\])?(?:\{[^}\n]*\})?[^\S\n]*)+$/gmu;

const isLatex = (text: string): boolean => text.includes('\\begin{') || (text.match(new RegExp(String.raw`\\(?:${TEXT_COMMANDS}|item|cite)\b`, 'gu'))?.length ?? 0) >= 2;

/** `text` as a reader of the paper reads it (see the top of this module); any other text as written. */
export function latexText(text: string): string {
  if (!text.includes('\\') || !isLatex(text)) return text;
  // A verbatim block's content is kept as written: its backslashes are the prompt's.
  const kept: string[] = [];
  const shielded = text.replace(VERBATIM, (_, open: string, body: string, close: string) => `${open}\u0000${kept.push(body) - 1}\u0000${close}`);
  let out = shielded.replace(REFERENCE, '');
  // Innermost first, until none is left: `\emph{\texttt{x}}`.
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(TEXT_COMMAND, '$1');
  }
  out = out
    .replace(ENVIRONMENT_LINE, '')
    .replace(COMMAND_LINE, '')
    .replace(/\\item(?:\[[^\]\n]*\])?[^\S\n]*/gu, '• ')
    .replace(/``/gu, '“')
    .replace(/''/gu, '”')
    .replace(/(?<!\\)&/gu, ' | ')
    .replace(/[^\S\n]*\\\\(?:\[[^\]\n]*\])?[^\S\n]*$/gmu, '')
    .replace(/\\([&%$#_{} ])/gu, '$1')
    .replace(/(?<!\\)~/gu, ' ')
    .replace(/\$\\([A-Za-z]+)\$/gu, '$1')
    .replace(/\\[A-Za-z]+\*?(?:\[[^\]\n]*\])?(?=[\s{}.,;:]|$)/gmu, '');
  return out.replace(/\u0000(\d+)\u0000/gu, (_, i: string) => kept[Number(i)] as string);
}
