import { describe, expect, it } from 'vitest';
import { readLines, type Line } from './lines.js';

async function lines(chunks: Buffer[], maxBytes = 1 << 20): Promise<Line[]> {
  async function* source() {
    yield* chunks;
  }
  const out: Line[] = [];
  for await (const line of readLines(source(), maxBytes)) out.push(line);
  return out;
}

describe('readLines', () => {
  it('numbers lines across chunk boundaries, strips CRLF and a leading BOM', async () => {
    const out = await lines([Buffer.from('\uFEFFab'), Buffer.from('c\r\nd'), Buffer.from('ef\n\ng')]);
    expect(out.map((l) => [l.number, l.text])).toEqual([
      [1, 'abc'],
      [2, 'def'],
      [3, ''],
      [4, 'g'],
    ]);
  });

  it('reports bytes that are not UTF-8 on their line only', async () => {
    const out = await lines([Buffer.concat([Buffer.from('ok\nbad '), Buffer.from([0xff, 0xfe]), Buffer.from('\nfine\n')])]);
    expect(out.map((l) => l.text ?? l.problem?.code)).toEqual(['ok', 'invalid_utf8', 'fine']);
    expect(out[1]?.problem?.message).toContain('column 5');
  });

  it('skips an oversized line without holding it, and goes on', async () => {
    const big = Buffer.alloc(5000, 0x61);
    const out = await lines([Buffer.from('a\n'), big, big, Buffer.from('\nb\n')], 4096);
    expect(out.map((l) => l.text ?? l.problem?.code)).toEqual(['a', 'record_too_large', 'b']);
    expect(out[2]?.number).toBe(3);
  });
});
