import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempDir, writeInput } from '../../test/helpers.js';
import { detectFormat, readManifest, type RawRecord } from './manifest.js';

async function records(name: string, content: string | Buffer): Promise<{ format: string; records: RawRecord[] }> {
  const file = await writeInput(await tempDir(), name, content);
  const format = await detectFormat(file);
  const out: RawRecord[] = [];
  for await (const record of readManifest(file, format, 1 << 20)) out.push(record);
  return { format, records: out };
}

const summary = (r: RawRecord) => [r.line, r.problem?.code ?? (r.value as { id: string }).id];

describe('readManifest', () => {
  it('reads a JSON array element by element, with the line each starts on, a bad element costing only itself', async () => {
    const text = '[\n  {"id": "a"},\n  {"id": oops},\n  {"id": "c",\n   "tools": []}\n]\n';
    const { format, records: out } = await records('envs.json', text);
    expect(format).toBe('json-array');
    expect(out.map(summary)).toEqual([
      [2, 'a'],
      [3, 'invalid_json'],
      [4, 'c'],
    ]);
  });

  it('reads a single JSON object file as one record', async () => {
    const { format, records: out } = await records('env.json', '{\n "id": "solo"\n}');
    expect(format).toBe('json-object');
    expect(out.map(summary)).toEqual([[1, 'solo']]);
  });

  it('reads gzip-compressed JSONL and skips blank lines', async () => {
    const { format, records: out } = await records('envs.jsonl.gz', gzipSync('{"id": "a"}\n\n{"id": "b"}\n'));
    expect(format).toBe('jsonl');
    expect(out.map(summary)).toEqual([
      [1, 'a'],
      [3, 'b'],
    ]);
  });

  it('sniffs an array in a file with another extension', async () => {
    expect((await records('envs.txt', '  [{"id": "a"}]')).format).toBe('json-array');
    expect((await records('envs.txt', '{"id": "a"}\n{"id": "b"}')).format).toBe('jsonl');
  });

  it('tells a record cut short from a malformed one', async () => {
    const { records: out } = await records('envs.jsonl', '{"id": "a", "x": [1, 2\n{"id": "b",, }\n');
    expect(out.map((r) => r.problem?.code)).toEqual(['truncated_json', 'invalid_json']);
  });

  it('sees an empty file and an empty array as having no records', async () => {
    expect((await records('e.jsonl', '')).format).toBe('empty');
    expect((await records('e.json', ' [ ] ')).records).toEqual([]);
  });
});
