// A paper's appendix quoting a benchmark's tasks is read as the paper reads, so its quoted turns and prompts are parts.
import { describe, expect, it } from 'vitest';
import { latexText } from './latexText.js';

describe('latexText', () => {
  it("reads a case study's items as bullets of quoted turns, its commands dropped and their words kept", () => {
    const tex = String.raw`\paragraph{Case study 3.} Its user turns are:\footnote{Quoted as released.}
\begin{enumerate}[itemsep=1pt]
  \item \emph{` + "``" + String.raw`Find any file with \texttt{analysis} in its name.''}
  \item \emph{` + "``" + String.raw`Show me every line of it that mentions \texttt{error}.''}
\end{enumerate}
Four models failed~\cite{smith2024}, see Table~\ref{tab:main}.`;
    expect(latexText(tex)).toBe('Case study 3. Its user turns are:Quoted as released.\n\n  • “Find any file with analysis in its name.”\n  • “Show me every line of it that mentions error.”\n\nFour models failed, see Table.');
  });

  it("keeps a verbatim block as written, between paragraph breaks, and reads a table row's cells", () => {
    const tex = String.raw`\begin{figure}[t]
\begin{verbatim}
Instruction: keep \n and 50% as they are.
\end{verbatim}
\end{figure}
\begin{tabular}{ll}
$\tau$-bench & You are Mei Davis, ZIP 80217. \\
\end{tabular}`;
    expect(latexText(tex)).toBe('\n\nInstruction: keep \\n and 50% as they are.\n\n\n\ntau-bench  |  You are Mei Davis, ZIP 80217.\n');
  });

  it('leaves a text that is no LaTeX as written', () => {
    for (const text of ['Path C:\\temp\\new file, and \\emph once.', 'Cancel order #W123 & refund it.']) expect(latexText(text)).toBe(text);
  });
});
