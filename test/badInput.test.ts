// Every kind of bad input named in the ingest issue: each gets a clear reject with file, line, field and
// reason, nothing else in the file is lost, and ingest.json still balances.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvsieveError, ingest } from '../src/index.js';
import { env, jsonl, readJson, readJsonl, tempDir, writeInput } from './helpers.js';

interface Reject {
  file: string;
  line: number;
  field: string;
  code: string;
  reason: string;
}

function nestedSchema(depth: number): unknown {
  let schema: unknown = { type: 'string' };
  for (let i = 0; i < depth; i++) schema = { type: 'object', properties: { child: schema } };
  return schema;
}

const line = (record: unknown) => JSON.stringify(record);
const good = (n: number) => line(env(`good_${n}`));

/** [name, the bad record's line as raw bytes, expected code, expected field pattern] */
const CASES: Array<[string, string | Buffer, string, RegExp]> = [
  ['a truncated JSON line', '{"id": "cut", "tools": [{"name": "x"', 'truncated_json', /^$/],
  ['JSON that is not an object', '[1, 2, 3]', 'invalid_field', /^$/],
  ['wrong types', line({ id: 'w', tools: 'search' }), 'invalid_field', /^tools$/],
  ['a number as the id', line({ id: 42, tasks: ['x'] }), 'invalid_field', /^id$/],
  ['a missing id', line({ family: 'x', tasks: ['do it'] }), 'invalid_field', /^id$/],
  ['an empty tool list and nothing else', line({ id: 'empty', tools: [] }), 'empty_environment', /^tools$/],
  ['a tool without a name', line({ id: 'nameless', tools: [{ description: 'no name' }] }), 'invalid_field', /^tools\[0\]\.name$/],
  ['a task without text', line({ id: 'blank', tasks: [{ id: 't', text: '   ' }] }), 'invalid_field', /^tasks\[0\]\.text$/],
  ['duplicate tool names', line({ id: 'dup', tools: [{ name: 'a' }, { name: 'a' }] }), 'duplicate_tool', /^tools\[1\]\.name$/],
  ['non-UTF-8 bytes', Buffer.concat([Buffer.from('{"id": "latin1 caf'), Buffer.from([0xe9]), Buffer.from('"}')]), 'invalid_utf8', /^$/],
  ['SQL that is not DDL', line({ id: 'sql', state_schema: 'SELECT * FROM users' }), 'not_ddl', /^state_schema$/],
  [
    'a JSON Schema with a $ref cycle',
    line({ id: 'cyc', tools: [{ name: 't', parameters: { type: 'object', properties: { a: { $ref: '#/$defs/A' } }, $defs: { A: { $ref: '#/$defs/B' }, B: { $ref: '#/$defs/A' } } } }] }),
    'ref_cycle',
    /^tools\[0\]\.parameters\.properties\.a$/,
  ],
  ['an id with a lone UTF-16 surrogate', '{"id": "lone\\ud800", "tasks": ["x"]}', 'invalid_field', /^id$/],
  ['a tool name with a lone UTF-16 surrogate', '{"id": "t", "tools": [{"name": "get\\udc00"}]}', 'invalid_field', /^tools\[0\]\.name$/],
  ['an id of white space only', line({ id: ' \t ', tasks: ['x'] }), 'invalid_field', /^id$/],
  ['an id longer than 512 characters', line({ id: 'i'.repeat(600), tasks: ['x'] }), 'invalid_field', /^id$/],
  ['a task text over a million characters', line({ id: 'huge-task', tasks: [{ id: 't', text: 'word '.repeat(220_000) }] }), 'invalid_field', /^tasks\[0\]\.text$/],
  ['a schema nested 1000 deep', line({ id: 'deep', tools: [{ name: 't', parameters: nestedSchema(1000) }] }), 'schema_too_deep', /^tools\[0\]\.parameters(\.properties\.child)+$/],
];

describe('ingest of bad records', () => {
  it.each(CASES)('rejects %s and keeps the rest of the file', async (_name, bad, code, field) => {
    const dir = await tempDir();
    const file = await writeInput(dir, 'p.jsonl', Buffer.concat([Buffer.from(`${good(1)}\n`), Buffer.from(bad), Buffer.from(`\n${good(2)}\n`)]));
    const out = join(dir, 'run');
    const summary = await ingest({ portfolio: [file] }, { outDir: out });

    expect(summary.environments.portfolio).toBe(2);
    const envs = await readJsonl<{ id: string }>(join(out, 'environments.jsonl'));
    expect(envs.map((e) => e.id)).toEqual(['good_1', 'good_2']);
    const rejects = await readJsonl<Reject>(join(out, 'rejected.jsonl'));
    expect(rejects).toHaveLength(1);
    expect(rejects[0]).toMatchObject({ file, line: 2, code });
    expect(rejects[0]?.field).toMatch(field);
    expect(rejects[0]?.reason.length).toBeGreaterThan(5);
    const report = await readJson<{ balanced: boolean; inputs: Array<{ records: number; accepted: number; rejected: number }> }>(join(out, 'ingest.json'));
    expect(report.balanced).toBe(true);
    expect(report.inputs[0]).toMatchObject({ records: 3, accepted: 2, rejected: 1 });
  });

  it('rejects a 50 MB line without reading it into memory whole, and keeps the next record', async () => {
    const dir = await tempDir();
    const huge = Buffer.alloc(50 * 1024 * 1024, 0x61);
    const file = await writeInput(dir, 'p.jsonl', Buffer.concat([Buffer.from('{"id": "huge", "x": "'), huge, Buffer.from(`"}\n${good(1)}\n`)]));
    const out = join(dir, 'run');
    await ingest({ portfolio: [file] }, { outDir: out });
    const rejects = await readJsonl<Reject>(join(out, 'rejected.jsonl'));
    expect(rejects).toMatchObject([{ line: 1, code: 'record_too_large' }]);
    expect(rejects[0]?.reason).toContain('16.0 MiB');
    expect((await readJsonl(join(out, 'environments.jsonl'))).length).toBe(1);
  });

  it('rejects the later of two environments with the same id on one side, naming the first', async () => {
    const dir = await tempDir();
    const portfolio = await writeInput(dir, 'p.jsonl', jsonl([env('a'), env('b'), env('a')]));
    const suite = await writeInput(dir, 's.jsonl', jsonl([env('a')]));
    const out = join(dir, 'run');
    const summary = await ingest({ portfolio: [portfolio], suite: [suite] }, { outDir: out });
    expect(summary.environments).toEqual({ portfolio: 2, suite: 1, baseline: 0 });
    const rejects = await readJsonl<Reject>(join(out, 'rejected.jsonl'));
    expect(rejects).toMatchObject([{ line: 3, code: 'duplicate_id', field: 'id' }]);
    expect(rejects[0]?.reason).toContain(`first at ${portfolio}:1`);
  });

  it('records an empty file as a problem of the file, with no records lost or invented', async () => {
    const dir = await tempDir();
    const empty = await writeInput(dir, 'empty.jsonl', '\n  \n');
    const file = await writeInput(dir, 'p.jsonl', jsonl([env('a')]));
    const out = join(dir, 'run');
    await ingest({ portfolio: [file, empty] }, { outDir: out });
    const rejects = await readJsonl<Reject>(join(out, 'rejected.jsonl'));
    expect(rejects).toMatchObject([{ file: empty, line: 0, code: 'empty_file' }]);
    const report = await readJson<{ balanced: boolean; inputs: Array<{ file: string; records: number; problem?: string }> }>(join(out, 'ingest.json'));
    expect(report.balanced).toBe(true);
    expect(report.inputs[1]).toMatchObject({ file: empty, records: 0, problem: 'empty_file' });
  });

  it('stops before any work when an input file does not exist, naming it', async () => {
    const dir = await tempDir();
    const file = await writeInput(dir, 'p.jsonl', jsonl([env('a')]));
    const missing = join(dir, 'nope.jsonl');
    const attempt = ingest({ portfolio: [file], suite: [missing] }, { outDir: join(dir, 'run') });
    await expect(attempt).rejects.toThrow(EnvsieveError);
    await expect(attempt).rejects.toThrow(`${missing}: cannot read input: no such file`);
  });

  it('with strict, fails on the first reject with one line naming file, line, field and reason', async () => {
    const dir = await tempDir();
    const file = await writeInput(dir, 'p.jsonl', jsonl([env('a'), { id: 'b', tools: [{ description: 'x' }] }]));
    const attempt = ingest({ portfolio: [file] }, { outDir: join(dir, 'run'), strict: true });
    await expect(attempt).rejects.toThrow(new RegExp(`^${file}:2 tools\\[0\\]\\.name: .+ \\[invalid_field\\]$`));
  });

  it('rejects task rows whose environment is missing or was rejected, and joins the rest', async () => {
    const dir = await tempDir();
    const file = await writeInput(dir, 'p.jsonl', jsonl([env('a'), { id: 'bad', tools: 'x' }]));
    const tasks = await writeInput(dir, 't.csv', 'env_id,task_id,text\na,x1,"Do the first thing"\nghost,x2,Haunt\nbad,x3,Whatever\na,t0,clash\n');
    const out = join(dir, 'run');
    await ingest({ portfolio: [file], tasks: [tasks] }, { outDir: out });
    const rejects = await readJsonl<Reject>(join(out, 'rejected.jsonl'));
    expect(rejects.filter((r) => r.file === tasks).map((r) => [r.line, r.code])).toEqual([
      [3, 'unmatched_env'],
      [4, 'rejected_env'],
      [5, 'duplicate_task'],
    ]);
    const [a] = await readJsonl<{ tasks: Array<{ id: string; from: string }> }>(join(out, 'environments.jsonl'));
    expect(a?.tasks.map((t) => [t.id, t.from])).toEqual([
      ['t0', 'inline'],
      ['x1', tasks],
    ]);
    const report = await readJson<{ balanced: boolean }>(join(out, 'ingest.json'));
    expect(report.balanced).toBe(true);
  });
});
