// The index of docs/artifacts.md, rendered from the registry so that the list of files, their stages and
// their columns cannot drift from what the stages write (`npm run docs` writes it; a test fails when stale).
import { ARTIFACTS, type Artifact } from './registry.js';

export const INDEX_START = '<!-- artifact index: generated from src/artifacts by `npm run docs`; do not edit by hand -->';
export const INDEX_END = '<!-- end of artifact index -->';

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

function columnsOf(a: Artifact): string {
  if (!a.table || a.format !== 'jsonl') return a.format === 'csv' ? `the columns of ${a.renders ?? ''}` : '';
  return Object.entries(a.table.columns).map(([name, column]) => `\`${name}\` (${column.kind})`).join(', ');
}

/** The generated index: every artifact with its stage, its form, whom it is for and (for tables) its columns. */
export function renderArtifactIndex(): string {
  const rows = ARTIFACTS.map((a) => {
    const role = a.renders ? `people (renders \`${a.renders}\`)` : a.for;
    return `| \`${a.file}\` | ${a.stage} | ${a.format} | ${role}${a.always ? '' : '; not always written'} | ${escapeCell(a.about)} | ${escapeCell(columnsOf(a))} |`;
  });
  return [
    INDEX_START,
    '',
    '| file | written by | format | for | content | columns (type) |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    INDEX_END,
  ].join('\n');
}

/** `doc` with its index replaced by the current one (the markers must be there). */
export function withArtifactIndex(doc: string): string {
  const start = doc.indexOf(INDEX_START);
  const end = doc.indexOf(INDEX_END);
  if (start < 0 || end < start) throw new Error('docs/artifacts.md has no artifact index markers');
  return `${doc.slice(0, start)}${renderArtifactIndex()}${doc.slice(end + INDEX_END.length)}`;
}
