// Progress off a terminal (issue 12, item 4) covers ingest too: a large manifest is read as a stream for
// minutes, so ingest reports the bytes of the file read (the CLI prints them as a plain line at most every
// 10 s when stderr is not a terminal, see src/cli/plainProgress.ts).
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingest, type ProgressEvent } from '../src/index.js';
import { env, jsonl, tempDir, writeInput } from './helpers.js';

describe('ingest progress', () => {
  it.each(['p.jsonl', 'p.jsonl.gz'])('reports the MB of %s read, rising to the file size, then the environments written', async (name) => {
    const dir = await tempDir();
    const records = jsonl(Array.from({ length: 6000 }, (_, i) => env(`e${i}`, { description: `${i} `.repeat(200) })));
    const file = await writeInput(dir, name, name.endsWith('.gz') ? gzipSync(records) : records);
    const events: ProgressEvent[] = [];
    await ingest({ portfolio: [file] }, { outDir: join(dir, 'run') }, { progress: (e) => events.push(e) });
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => `${e.stage} ${e.label} ${e.unit}`))).toEqual(new Set([`ingest reading ${name} MB`, 'ingest writing environments and items environments']));
    for (const label of new Set(events.map((e) => e.label))) {
      const mine = events.filter((e) => e.label === label);
      const done = mine.map((e) => e.done);
      expect(done).toEqual([...done].sort((a, b) => a - b));
      expect(mine.at(-1)?.done).toBe(mine.at(-1)?.total);
    }
    expect(events.filter((e) => e.label.startsWith('writing')).at(-1)?.total).toBe(6000);
  });
});
