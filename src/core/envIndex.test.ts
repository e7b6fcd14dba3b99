// environments.index.jsonl must say exactly what environments.jsonl says of each environment (the later stages
// trust it instead), and a run directory without it (written before it existed) must still be readable.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingest } from '../ingest/index.js';
import { readJsonl, SAMPLE, tempDir } from '../../test/helpers.js';
import { ENV_INDEX_FILE, ITEM_INDEX_FILE, readEnvIndex, readItemIndexOf } from './envIndex.js';

describe('the environment index', () => {
  it('matches environments.jsonl line for line, and is not needed to read a run', async () => {
    const dir = await tempDir();
    await ingest({ portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [join(SAMPLE, 'suite.jsonl')] }, { outDir: dir });
    const full = await readJsonl<{ id: string; side: string; family: string; origin: { file: string } }>(join(dir, 'environments.jsonl'));
    const expected = full.map((e) => ({ id: e.id, side: e.side, family: e.family, origin: { file: e.origin.file } }));
    expect(expected.length).toBeGreaterThan(0);
    expect(await readJsonl(join(dir, ENV_INDEX_FILE))).toEqual(expected);
    expect(await readEnvIndex(dir, 'test')).toEqual(expected);
    await rm(join(dir, ENV_INDEX_FILE));
    expect(await readEnvIndex(dir, 'test')).toEqual(expected);
  });

  it('reads the items of the sides asked for with their rows, from the index or the full file alike', async () => {
    const dir = await tempDir();
    await ingest({ portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [join(SAMPLE, 'suite.jsonl')] }, { outDir: dir });
    const full = await readJsonl<{ id: string; side: string }>(join(dir, 'items.jsonl'));
    const expected = full.flatMap((item, row) => (item.side === 'portfolio' ? [{ id: item.id, row }] : []));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(full.length);
    for (const withIndex of [true, false]) {
      if (!withIndex) await rm(join(dir, ITEM_INDEX_FILE));
      const read = await readItemIndexOf(dir, 'test', ['portfolio']);
      expect(read.total).toBe(full.length);
      expect(read.items.map((item, i) => ({ id: item.id, row: read.rows[i] }))).toEqual(expected);
      expect(read.items.every((item) => item.text === '')).toBe(true);
    }
  });
});
