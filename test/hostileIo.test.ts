// Input and output that fail at the file level (issue 12, defect 4): each is one line naming the path, exit
// 1, never "internal error" with a stack trace.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE, envsieve, jsonl, env, tempDir, writeInput } from './helpers.js';

function expectOneLine(result: { code: number; stderr: string }, text: string | RegExp): void {
  expect(result.code).toBe(1);
  expect(result.stderr).not.toContain('internal error');
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(text);
}

describe('file-level failures', () => {
  it('a truncated .gz input', async () => {
    const dir = await tempDir();
    const whole = gzipSync(jsonl([env('a'), env('b'), env('c')]));
    const file = await writeInput(dir, 'p.jsonl.gz', whole.subarray(0, whole.length - 20));
    expectOneLine(await envsieve(['ingest', '--portfolio', file, '--out', join(dir, 'run'), '--quiet']), `${file}: cannot decompress: the compressed data ends early`);
  });

  it('a .gz input that is not gzip', async () => {
    const dir = await tempDir();
    const file = await writeInput(dir, 'p.jsonl.gz', jsonl([env('a')]));
    expectOneLine(await envsieve(['ingest', '--portfolio', file, '--out', join(dir, 'run'), '--quiet']), `${file}: cannot decompress: not gzip data, or corrupt`);
  });

  it('a YAML alias bomb as a pipeline config', async () => {
    const dir = await tempDir();
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 8; i++) {
      const [prev, name] = [String.fromCharCode(96 + i), String.fromCharCode(97 + i)];
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const file = await writeInput(dir, 'bomb.yaml', `name: bomb\n${levels.join('\n')}\n`);
    expectOneLine(await envsieve(['run', file]), `${file}: YAML cannot be expanded`);
  });

  it('an --out that cannot be created', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'a-file'), '');
    const out = join(dir, 'a-file', 'run');
    expectOneLine(await envsieve(['ingest', '--portfolio', join(SAMPLE, 'portfolio.jsonl'), '--out', out, '--quiet']), `${out}: cannot create the run directory: a part of the path is not a directory (ENOTDIR)`);
  });

  // mkdir in /proc answers ENOENT though /proc exists: Node's recursive mkdir retried that forever, in native
  // code where not even SIGTERM reached it. The same holds for a read-only parent, reported as ENOENT.
  it.skipIf(!existsSync('/proc/self'))('an --out or --cache where the parent refuses new directories (/proc)', async () => {
    const dir = await tempDir();
    const out = '/proc/envsieve-test/run';
    const ingest = await envsieve(['ingest', '--portfolio', join(SAMPLE, 'portfolio.jsonl'), '--out', out, '--quiet'], { killAfterMs: 20_000 });
    expectOneLine(ingest, `${out}: cannot create the run directory: no such file or directory (ENOENT)`);
    await envsieve(['ingest', '--portfolio', join(SAMPLE, 'portfolio.jsonl'), '--out', join(dir, 'run'), '--quiet']);
    const cache = '/proc/envsieve-test/cache';
    const embed = await envsieve(['embed', join(dir, 'run'), '--cache', cache, '--quiet'], { killAfterMs: 20_000 });
    expectOneLine(embed, `${cache}: cannot create the embedding cache: no such file or directory (ENOENT)`);
  }, 60_000);
});
