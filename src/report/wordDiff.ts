// A word-level diff of two texts, for the report's evidence viewers: which runs of words the portfolio text
// shares with the suite text and which are its own. The result has the shape of jsdiff's diffWords changes
// ({ value, added, removed }), so that the maintained `diff` package can take this module's place once it is a
// dependency (it is not one yet: the report adds no dependency without the lead). The algorithm is the
// textbook longest common subsequence over word tokens (whitespace kept with the word before it), which is
// exact; its table is bounded by MAX_CELLS, beyond which both texts are compared on their first words only
// and the rest is marked as not compared, so a pathological pair cannot stall the report.

export interface Change {
  value: string;
  /** Only in the second text. */
  added: boolean;
  /** Only in the first text. */
  removed: boolean;
}

/** Word pairs the table may hold: 2,000 × 2,000 words, a few MB of Uint32, well under a second. */
const MAX_CELLS = 4_000_000;

/** Words with the whitespace that follows them; the comparison ignores that whitespace (a shared run shows the first text's). */
export function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

const norm = (token: string) => token.trim();

export function diffWords(a: string, b: string): Change[] {
  let x = tokens(a);
  let y = tokens(b);
  let restA = '';
  let restB = '';
  if (x.length * y.length > MAX_CELLS) {
    const keep = Math.floor(Math.sqrt(MAX_CELLS));
    restA = x.slice(keep).join('');
    restB = y.slice(keep).join('');
    x = x.slice(0, keep);
    y = y.slice(0, keep);
  }
  const changes = lcsChanges(x.map(norm), y.map(norm), x, y);
  if (restA) changes.push({ value: restA, added: false, removed: true });
  if (restB) changes.push({ value: restB, added: true, removed: false });
  return changes;
}

function lcsChanges(p: string[], q: string[], x: string[], y: string[]): Change[] {
  const n = p.length;
  const m = q.length;
  // table[i][j] = LCS length of p[i..] and q[j..], row-major.
  const table = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => table[i * (m + 1) + j] as number;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) table[i * (m + 1) + j] = p[i] === q[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  }
  const out: Change[] = [];
  const push = (value: string, added: boolean, removed: boolean) => {
    const last = out[out.length - 1];
    if (last && last.added === added && last.removed === removed) last.value += value;
    else out.push({ value, added, removed });
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && p[i] === q[j]) {
      push(x[i] as string, false, false);
      i++;
      j++;
    } else if (j < m && (i === n || at(i, j + 1) > at(i + 1, j))) {
      push(y[j] as string, true, false);
      j++;
    } else {
      push(x[i] as string, false, true);
      i++;
    }
  }
  return out;
}

/** Share of the first text's words that the second text shares (in order): 1 for a copy. */
export function sharedShare(changes: Change[]): number {
  let shared = 0;
  let own = 0;
  for (const c of changes) {
    const words = tokens(c.value).filter((t) => t.trim() !== '').length;
    if (!c.added && !c.removed) shared += words;
    else if (c.removed) own += words;
  }
  return shared + own === 0 ? 1 : shared / (shared + own);
}
