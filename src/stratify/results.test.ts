// Results files: the kind told by the header, both eval kinds (success rows as trials, n/c rows added up),
// ablation and scaling rows, and bad input stopping with one line naming file, line and column.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvsieveError } from '../core/errors.js';
import { readResultsTable, resultsKind, scalingResults, subsetResults, taskResults } from './results.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'envsieve-results-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function table(name: string, text: string) {
  const file = join(dir, name);
  await writeFile(file, text);
  return readResultsTable(file, 'stratify');
}

/** The one-line message of the error a parse throws. */
async function errorOf(name: string, text: string, parse: (t: Awaited<ReturnType<typeof table>>) => unknown): Promise<string> {
  try {
    parse(await table(name, text));
  } catch (error) {
    expect(error).toBeInstanceOf(EnvsieveError);
    const message = (error as EnvsieveError).oneLine();
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('expected an error');
}

describe('results kinds', () => {
  it.each([
    ['task_id,success\n', 'success'],
    ['Task_ID , N , C\n', 'trials'],
    ['task_id,success,n,c\n', 'trials'],
    ['subset,metric,value\n', 'portfolio'],
    ['n_envs,score\n', 'scaling'],
    ['subset,score\n', 'scaling'],
    ['task,ok\n', null],
  ])('%j is %s', async (header, kind) => {
    expect(resultsKind(await table('kind.csv', header))).toBe(kind);
  });
});

describe('task results', () => {
  it('counts each success row as one trial and adds up a task’s rows', async () => {
    const t = await table('success.csv', '\ufefftask_id,success\r\na#tasks/1,1\r\na#tasks/1,0\r\na#tasks/2,true\r\n\r\na#tasks/1,1\r\n');
    expect(taskResults(t, 'success', 'stratify').map(({ taskId, n, c }) => ({ taskId, n, c }))).toEqual([
      { taskId: 'a#tasks/1', n: 3, c: 2 },
      { taskId: 'a#tasks/2', n: 1, c: 1 },
    ]);
  });

  it('reads n, c trial counts', async () => {
    const t = await table('trials.csv', 'task_id,n,c\n"x#tasks/a,b",8,3\ny#tasks/1,4,4\nx#tasks/a,b,2,1\n'.replace('x#tasks/a,b,2,1', '"x#tasks/a,b",2,1'));
    expect(taskResults(t, 'trials', 'stratify').map(({ taskId, n, c }) => [taskId, n, c])).toEqual([
      ['x#tasks/a,b', 10, 4],
      ['y#tasks/1', 4, 4],
    ]);
  });

  it.each([
    ['task_id,success\na,1\nb,2\n', 'success', /bad1\.csv:3 success: expected 0 or 1, got "2"/],
    ['task_id,n,c\na,4,5\n', 'trials', /bad2\.csv:2 c: more successes \(5\) than trials \(4\)/],
    ['task_id,n,c\na,0,0\n', 'trials', /bad3\.csv:2 n: expected a whole number of at least 1/],
    ['task_id,n,c\na,2.5,1\n', 'trials', /bad4\.csv:2 n: expected a whole number/],
    ['task_id,n,c\n,4,1\n', 'trials', /bad5\.csv:2 task_id: empty task_id/],
    ['task_id,n,c\n"multi\nline",4,1\nb,x,1\n', 'trials', /bad6\.csv:4 n: expected a number, got "x"/],
    ['task_id,success\na,1\nb,1,extra\n', 'success', /bad7\.csv:3: not valid CSV/],
    ['task_id,success\na,1\n"b,1\n', 'success', /bad8\.csv:3: not valid CSV/],
  ])('%j stops with file:line and column', async (text, kind, pattern) => {
    const name = `bad${String(pattern).match(/bad(\d)/)?.[1]}.csv`;
    expect(await errorOf(name, text, (t) => taskResults(t, kind as 'success' | 'trials', 'stratify'))).toMatch(pattern);
  });

  it('reports a missing file as missing, with its path', async () => {
    await expect(readResultsTable(join(dir, 'nope.csv'), 'stratify')).rejects.toMatchObject({ code: 'input_missing', message: expect.stringContaining('nope.csv') });
  });
});

describe('ablation and scaling results', () => {
  it('reads subset, metric, value and refuses a pair given twice', async () => {
    const t = await table('ablation.csv', 'subset,metric,value\nq2-1,acc,0.5\nq2-2,acc,0.7\nq2-2,f1,0.6\n');
    expect(subsetResults(t, 'stratify').map((r) => [r.subset, r.metric, r.value])).toEqual([['q2-1', 'acc', 0.5], ['q2-2', 'acc', 0.7], ['q2-2', 'f1', 0.6]]);
    expect(await errorOf('dup.csv', 'subset,metric,value\nq2-1,acc,0.5\nq2-1,acc,0.6\n', (x) => subsetResults(x, 'stratify'))).toMatch(/dup\.csv:3 subset: q2-1 acc already given on line 2/);
    expect(await errorOf('nan.csv', 'subset,metric,value\nq2-1,acc,=1+1\n', (x) => subsetResults(x, 'stratify'))).toMatch(/nan\.csv:2 value: expected a number/);
  });

  it('reads subset or n_envs with score', async () => {
    const t = await table('scaling.csv', 'subset,n_envs,score\nsubset-0.5,,0.4\n,12,0.5\n');
    expect(scalingResults(t, 'subsets').map((r) => [r.subset, r.nEnvs, r.score])).toEqual([['subset-0.5', null, 0.4], [null, 12, 0.5]]);
    expect(await errorOf('noid.csv', 'subset,n_envs,score\n,,0.4\n', (x) => scalingResults(x, 'subsets'))).toMatch(/noid\.csv:2 subset: a row needs a subset or an n_envs value/);
  });
});
