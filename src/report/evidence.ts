// Evidence viewers for report.html: a matched pair shown with what the two share marked, instead of two walls
// of text. Task texts get a word diff (wordDiff.ts): shared runs highlighted, the portfolio text's own words
// grey, the suite text's own words struck through; an identical pair is shown once and says so. Tools and
// tables (canonical texts: name, description, then one `name (type): description` line per parameter or field)
// are compared line by line by parameter name, identical parameters marked. Computed at report time in Node, so
// the page carries the finished markup and no diff code. Every text is escaped here.
import { escapeHtml as h } from './escape.js';
import { diffWords, sharedShare, type Change } from './wordDiff.js';

/** Characters of each text shown in a viewer; the CSVs hold them whole. */
export const EVIDENCE_TEXT_LIMIT = 3000;

const cut = (text: string) => (text.length > EVIDENCE_TEXT_LIMIT ? `${text.slice(0, EVIDENCE_TEXT_LIMIT)}…` : text);

function pane(changes: Change[], side: 'portfolio' | 'suite'): string {
  return changes
    .filter((c) => (side === 'portfolio' ? !c.added : !c.removed))
    .map((c) => (c.added || c.removed ? `<span class="${side === 'portfolio' ? 'only' : 'only-suite'}">${h(c.value)}</span>` : `<mark>${h(c.value)}</mark>`))
    .join('');
}

/** Two texts side by side with their shared words marked, or one text when they are the same. */
export function textPair(portfolioText: string, suiteText: string, labels: { portfolio: string; suite: string }): string {
  if (portfolioText === suiteText) return `<div class="pair-one"><h4>identical texts (${h(labels.portfolio)} and ${h(labels.suite)})</h4><mark>${h(cut(portfolioText))}</mark></div>`;
  const changes = diffWords(cut(portfolioText), cut(suiteText));
  const share = Math.round(sharedShare(changes) * 100);
  return `<p class="note">${share}% of the portfolio text’s words recur, in order, in the suite text (marked).</p><div class="pair"><div><h4>${h(labels.portfolio)}</h4>${pane(changes, 'portfolio')}</div><div><h4>${h(labels.suite)}</h4>${pane(changes, 'suite')}</div></div>`;
}

interface Parameter {
  name: string;
  line: string;
}

/** A canonical tool or table text split into its head (name, description) and its parameter or field lines. */
export function splitCanonical(text: string, facet: string): { head: string; parameters: Parameter[] } {
  const lines = text.split('\n');
  const headLines = facet === 'tools' ? 2 : 1;
  const parameters = lines.slice(headLines).map((line) => ({ name: line.split(' (')[0] ?? line, line }));
  return { head: lines.slice(0, headLines).join('\n'), parameters };
}

/** A tool or table pair: the heads word-diffed, then one row per parameter name with identical ones marked. */
export function itemPair(portfolioText: string, suiteText: string, facet: string): string {
  if (portfolioText === suiteText) return `<div class="pair-one"><h4>identical ${facet === 'tools' ? 'tool schemas' : 'tables'}</h4><mark>${h(cut(portfolioText))}</mark></div>`;
  const p = splitCanonical(portfolioText, facet);
  const s = splitCanonical(suiteText, facet);
  const changes = diffWords(p.head, s.head);
  const suiteBy = new Map(s.parameters.map((x) => [x.name, x.line]));
  const portfolioNames = new Set(p.parameters.map((x) => x.name));
  const rows = [
    ...p.parameters.map((x) => {
      const other = suiteBy.get(x.name);
      const status = other === undefined ? 'only in the portfolio' : other === x.line ? 'identical' : 'same name';
      return `<tr><td${status === 'identical' ? ' class="same"' : ''}>${h(x.line)}</td><td${status === 'identical' ? ' class="same"' : ''}>${other === undefined ? '–' : h(other)}</td><td>${status}</td></tr>`;
    }),
    ...s.parameters.filter((x) => !portfolioNames.has(x.name)).map((x) => `<tr><td>–</td><td>${h(x.line)}</td><td>only in the suite</td></tr>`),
  ];
  const identical = p.parameters.filter((x) => suiteBy.get(x.name) === x.line).length;
  const unit = facet === 'tools' ? 'parameters' : 'fields';
  return `<div class="pair"><div><h4>portfolio</h4>${pane(changes, 'portfolio')}</div><div><h4>suite</h4>${pane(changes, 'suite')}</div></div>
<p class="note">${identical} of ${p.parameters.length} ${unit} identical (marked); the suite item has ${s.parameters.length}.</p>${rows.length > 0 ? `<table class="params"><thead><tr><th>portfolio</th><th>suite</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>` : ''}`;
}

/** A viewer that opens on request: its markup is in the page, rendered only when opened. */
export function evidence(summary: string, body: string): { html: string; sort: string } {
  return { html: `<details class="evidence"><summary>${h(summary)}</summary>${body}</details>`, sort: summary };
}
