// A document after a few lines of something else is read with those lines kept above it; one further down is none.
import { describe, expect, it } from 'vitest';
import { afterPreamble } from './preamble.js';

const upper = (rest: string): string | null => (rest.startsWith('DOC') ? rest.toUpperCase() : null);

describe('afterPreamble', () => {
  it('reads the document where the first line that opens one starts, the lines before it kept', () => {
    expect(afterPreamble('$ cat doc.txt\nDOC body', (rest) => rest.startsWith('DOC'), upper)).toBe('$ cat doc.txt\n\nDOC BODY');
  });

  it('finds none after more lines than a preamble has, or where the reader finds none', () => {
    expect(afterPreamble('1\n2\n3\n4\n5\n6\nDOC body', (rest) => rest.startsWith('DOC'), upper)).toBeNull();
    expect(afterPreamble('$ cat doc.txt\nDOX body', (rest) => rest.startsWith('DO'), upper)).toBeNull();
  });
});
