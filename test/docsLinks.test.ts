// The README and docs/ link to each other instead of repeating themselves (issue 14, item 5), so a moved or
// renamed section must not leave a link behind: every relative link resolves to a file of the repository, and
// every #anchor to a heading of its file, as GitHub makes anchors from headings. Links out of the repository
// (../shared on the project's machines, web addresses) are not checked.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './helpers.js';

const DOCS = join(REPO, 'docs');
const pages = [join(REPO, 'README.md'), ...readdirSync(DOCS).filter((f) => f.endsWith('.md')).map((f) => join(DOCS, f))];

/** Markdown outside fenced code blocks and inline code, where a `](` is text. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/``[^`]*``|`[^`\n]*`/g, (code) => code.replace(/[[\]()]/g, ' '));
}

/** GitHub's anchors: a heading in lower case, punctuation dropped (but - and _), spaces as -, repeats numbered. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (heading ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

function links(file: string): string[] {
  return [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string).filter((l) => !/^[a-z]+:/.test(l));
}

describe('links in the README and docs/', () => {
  it('finds the pages', () => {
    expect(pages.map((p) => relative(REPO, p))).toEqual(expect.arrayContaining(['README.md', 'docs/commands.md', 'docs/performance.md']));
  });

  it.each(pages.map((p) => [relative(REPO, p), p]))('%s: every relative link and anchor leads somewhere', (_name, page) => {
    const broken: string[] = [];
    for (const link of links(page)) {
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? page : resolve(dirname(page), path);
      if (relative(REPO, target).startsWith('..')) continue;
      if (!existsSync(target)) broken.push(`${link}: no such file`);
      else if (anchor !== undefined && target.endsWith('.md') && !anchors(target).has(anchor)) broken.push(`${link}: no such heading`);
    }
    expect(broken).toEqual([]);
  });
});
