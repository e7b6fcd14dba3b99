import { describe, expect, it } from 'vitest';
import { tempDir, writeInput } from '../../test/helpers.js';
import { readTaskRows, type TaskRow } from './tasksFile.js';

async function rows(name: string, content: string | Buffer): Promise<TaskRow[]> {
  const file = await writeInput(await tempDir(), name, content);
  const out: TaskRow[] = [];
  for await (const row of readTaskRows(file, 1 << 20)) out.push(row);
  return out;
}

describe('readTaskRows', () => {
  it('reads CSV with a BOM, CRLF, quoted fields, embedded newlines and doubled quotes, with true line numbers', async () => {
    const csv = '\uFEFFenv_id,task_id,text\r\na,1,"two\r\nlines"\r\nb,2,"say ""hi"""\r\n\r\nc,,plain\r\n';
    expect(await rows('t.csv', csv)).toEqual([
      { line: 2, env: 'a', id: '1', text: 'two lines' },
      { line: 4, env: 'b', id: '2', text: 'say "hi"' },
      { line: 6, env: 'c', id: 'line-6', text: 'plain' },
    ]);
  });

  it('rejects every row of a CSV whose header lacks a required column, naming the column', async () => {
    const out = await rows('t.csv', 'environment,task_id\nx,1\ny,2\n');
    expect(out.map((r) => [r.line, r.problem?.code, r.problem?.field])).toEqual([
      [2, 'missing_column', 'text'],
      [3, 'missing_column', 'text'],
    ]);
    expect(out[0]?.problem?.message).toContain('text|task|instruction');
  });

  it('rejects a row with no text and keeps the rest', async () => {
    const out = await rows('t.csv', 'env_id,text\nx,\ny,hello\n');
    expect(out.map((r) => r.problem?.code ?? r.text)).toEqual(['invalid_field', 'hello']);
  });

  it('reads JSONL rows with aliases and a side', async () => {
    const out = await rows('t.jsonl', '{"environment_id":"e","id":7,"instruction":"do it","side":"Suite"}\nnot json\n');
    expect(out[0]).toEqual({ line: 1, env: 'e', id: '7', text: 'do it', side: 'suite' });
    expect(out[1]?.problem?.code).toBe('invalid_json');
  });

  it('reports where a malformed CSV stops being readable', async () => {
    const out = await rows('t.csv', 'env_id,text\na,ok\nb,"unclosed\n');
    expect(out.map((r) => r.problem?.code ?? r.text)).toEqual(['ok', 'invalid_csv']);
  });
});
