// Hostile text in identifiers at ingest (issue 12, defect 6): ids are kept as given (white space included,
// with a warning), ids that no UTF-8 output can carry are rejected, and ids holding the item-id separator
// cannot make two items' ids equal.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingest } from '../src/index.js';
import { env, jsonl, readJson, readJsonl, tempDir, writeInput } from './helpers.js';

async function ingestOne(records: unknown[] | string) {
  const dir = await tempDir();
  const file = await writeInput(dir, 'p.jsonl', typeof records === 'string' ? records : jsonl(records));
  const out = join(dir, 'run');
  await ingest({ portfolio: [file] }, { outDir: out });
  return {
    envs: await readJsonl<{ id: string }>(join(out, 'environments.jsonl')),
    items: await readJsonl<{ id: string; env: string }>(join(out, 'items.jsonl')),
    rejects: await readJsonl<{ line: number; code: string; field: string }>(join(out, 'rejected.jsonl')),
    report: await readJson<{ warnings: { byCode: Record<string, number> } | Record<string, unknown> }>(join(out, 'ingest.json')),
  };
}

describe('ids at ingest', () => {
  it('keeps white space in ids, so `a` and `a ` stay two environments, and warns about it', async () => {
    const { envs, rejects, report } = await ingestOne([env('a'), env('a '), env(' b')]);
    expect(envs.map((e) => e.id)).toEqual(['a', 'a ', ' b']);
    expect(rejects).toEqual([]);
    expect(JSON.stringify(report)).toContain('id_whitespace');
  });

  it('rejects two ids that differ only by a lone surrogate instead of printing both as U+FFFD', async () => {
    const { envs, rejects } = await ingestOne('{"id": "x\\ud800", "tasks": ["a"]}\n{"id": "x\\udbff", "tasks": ["a"]}\n{"id": "x\\ud83d\\ude00", "tasks": ["a"]}\n');
    expect(envs.map((e) => e.id)).toEqual(['x\u{1F600}']);
    expect(rejects.map((r) => [r.line, r.code, r.field])).toEqual([[1, 'invalid_field', 'id'], [2, 'invalid_field', 'id']]);
  });

  it('keeps a task text with a lone surrogate as U+FFFD, counted as a warning', async () => {
    const { envs, rejects, report } = await ingestOne('{"id": "t", "tasks": [{"id": "a", "text": "broken \\ud800 text"}]}\n');
    expect(rejects).toEqual([]);
    expect((envs[0] as unknown as { tasks: Array<{ text: string }> }).tasks[0]?.text).toBe('broken \uFFFD text');
    expect(JSON.stringify(report)).toContain('lone_surrogate');
  });

  it('gives distinct item ids to env `a` task `b#tasks/c` and env `a#tasks/b` task `c`', async () => {
    const { items } = await ingestOne([
      { id: 'a', tasks: [{ id: 'b#tasks/c', text: 'first' }] },
      { id: 'a#tasks/b', tasks: [{ id: 'c', text: 'second' }] },
    ]);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(2);
    expect(ids).toEqual(['a#tasks/b#tasks/c', 'a%23tasks/b#tasks/c']);
    expect(items.map((i) => i.env)).toEqual(['a', 'a#tasks/b']);
  });
});
