// Ownership of a run directory (issue 12, defects 2 and 5, and the temp-file half of 4): one run at a time
// with a lock naming its holder, a stale lock taken over, a user's directory refused, only recorded files
// removed, and temporary files of a killed run swept.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPipeline, type PipelinePlan } from '../src/index.js';
import { LOCK_FILE } from '../src/core/runDir.js';
import { REPO, SAMPLE, envsieve, tempDir } from './helpers.js';

let CACHE: string;
beforeAll(async () => {
  CACHE = join(await tempDir(), 'cache');
});

function plan(outDir: string, overrides: Partial<PipelinePlan> = {}): PipelinePlan {
  return {
    name: 'run-dir',
    outDir,
    cacheDir: CACHE,
    inputs: { portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [join(SAMPLE, 'suite.jsonl')], baseline: [], tasks: [], results: [], familyWeights: [] },
    stages: ['stratify'],
    options: {},
    ...overrides,
  };
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((done) => child.on('exit', done));
  return child.pid as number;
}

const lockOf = (pid: number, host = hostname()) => `${JSON.stringify({ pid, host, command: 'envsieve audit', startedAt: '2026-01-01T00:00:00.000Z' })}\n`;
const auditArgs = (out: string) => ['audit', '--portfolio', join(SAMPLE, 'portfolio.jsonl'), '--suite', join(SAMPLE, 'suite.jsonl'), '--out', out, '--cache', CACHE, '--quiet'];

describe('one run at a time', () => {
  it('fails a second audit with one line naming the holder, leaving the holder\'s lock in place', async () => {
    const out = join(await tempDir(), 'run');
    await mkdir(out);
    await writeFile(join(out, LOCK_FILE), lockOf(process.pid));
    const second = await envsieve(auditArgs(out));
    expect(second.code).toBe(1);
    expect(second.stderr.trim().split('\n')).toHaveLength(1);
    expect(second.stderr).toContain(`run directory is in use by envsieve audit (pid ${process.pid} on ${hostname()}, since 2026-01-01T00:00:00.000Z)`);
    expect(existsSync(join(out, LOCK_FILE))).toBe(true);
    expect((await readdir(out)).sort()).toEqual([LOCK_FILE]);
  }, 60_000);

  it('refuses a run while a live process holds the lock, and takes over the lock of a dead one', async () => {
    const out = join(await tempDir(), 'run');
    await mkdir(out);
    await writeFile(join(out, LOCK_FILE), lockOf(process.pid));
    await expect(runPipeline(plan(out, { stages: ['ingest'] }))).rejects.toThrow(`in use by envsieve audit (pid ${process.pid} on ${hostname()}`);
    await writeFile(join(out, LOCK_FILE), lockOf(await deadPid()));
    const result = await runPipeline(plan(out, { stages: ['ingest'] }));
    expect(result.stages.map((s) => s.status)).toEqual(['ran']);
    expect(existsSync(join(out, LOCK_FILE))).toBe(false);
  });
});

const hasProc = existsSync('/proc/self/stat');
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const startOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] as string;
};

/** `count` processes that each try to claim `dir` at the same moment; resolves to how many got it. */
async function claimAtOnce(dir: string, count: number): Promise<number> {
  const script = `
    import { claimRunDir } from ${JSON.stringify(join(REPO, 'dist/core/runDir.js'))};
    process.stdin.once('data', async () => {
      try {
        const lock = await claimRunDir(${JSON.stringify(dir)}, 'race');
        process.stdout.write('got');
        await new Promise((done) => setTimeout(done, 500));
        await lock.release();
      } catch (error) {
        process.stdout.write(String(error.code));
      }
    });
    process.stdout.write('ready');`;
  const children = Array.from({ length: count }, () => spawn(process.execPath, ['--input-type=module', '-e', script]));
  const outputs = children.map((child) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    return { ready: new Promise<void>((done) => child.stdout.once('data', () => done())), done: new Promise<string>((done) => child.on('exit', () => done(out))) };
  });
  await Promise.all(outputs.map((o) => o.ready));
  for (const child of children) child.stdin.end('go');
  return (await Promise.all(outputs.map((o) => o.done))).filter((out) => out.endsWith('got')).length;
}

describe('a stale lock', () => {
  it.skipIf(!hasProc)('is taken over when its pid is now another process (a restarted container\'s pid 1 is its own)', async () => {
    const out = join(await tempDir(), 'run');
    await mkdir(out);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const pid = other.pid as number;
      await new Promise((done) => setTimeout(done, 50));
      const lock = (start: string) => `${JSON.stringify({ pid, host: hostname(), command: 'envsieve audit', startedAt: '2026-01-01T00:00:00.000Z', boot: bootId(), start })}\n`;
      await writeFile(join(out, LOCK_FILE), lock(startOf(pid)));
      await expect(runPipeline(plan(out, { stages: ['ingest'] }))).rejects.toThrow(`in use by envsieve audit (pid ${pid} on ${hostname()}`);
      await writeFile(join(out, LOCK_FILE), lock(String(Number(startOf(pid)) - 1)));
      const result = await runPipeline(plan(out, { stages: ['ingest'] }));
      expect(result.stages.map((s) => s.status)).toEqual(['ran']);
      expect(existsSync(join(out, LOCK_FILE))).toBe(false);
    } finally {
      other.kill();
    }
  });

  it('is taken over by exactly one of several runs that find it at once', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const out = join(await tempDir(), 'run');
      await mkdir(out);
      await writeFile(join(out, LOCK_FILE), lockOf(await deadPid()));
      expect(await claimAtOnce(out, 6)).toBe(1);
      expect((await readdir(out)).filter((name) => name.endsWith('.tmp') || name.includes('takeover'))).toEqual([]);
    }
  }, 60_000);

  it('that cannot be read is waited for while recent (a lock appears whole), and taken over once old', async () => {
    const out = join(await tempDir(), 'run');
    await mkdir(out);
    await writeFile(join(out, LOCK_FILE), '');
    await expect(runPipeline(plan(out, { stages: ['ingest'] }))).rejects.toThrow('run directory lock is being taken by another process');
    const old = new Date(Date.now() - 60_000);
    await utimes(join(out, LOCK_FILE), old, old);
    const result = await runPipeline(plan(out, { stages: ['ingest'] }));
    expect(result.stages.map((s) => s.status)).toEqual(['ran']);
  });
});

describe('a directory that is not an envsieve run', () => {
  it('is refused for --out with one line, and nothing in it is touched', async () => {
    const mine = await tempDir();
    await mkdir(join(mine, 'manifests'));
    const files = { 'report.md': 'my notes\n', 'manifests/q9-9.txt': 'mine\n', 'manifests/subset-0.5.txt': 'also mine\n' };
    for (const [name, text] of Object.entries(files)) await writeFile(join(mine, name), text);
    const result = await envsieve(auditArgs(mine));
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(`${mine}: is not empty and is not an envsieve run directory`);
    for (const [name, text] of Object.entries(files)) expect(await readFile(join(mine, name), 'utf8')).toBe(text);
    expect((await readdir(mine)).sort()).toEqual(['manifests', 'report.md']);
  }, 60_000);
});

describe('in a run directory', () => {
  it('removes only the manifests its previous run recorded, never a file of the same pattern it did not write', async () => {
    const out = join(await tempDir(), 'run');
    await runPipeline(plan(out, { options: { stratify: { strata: [2, 10] } } }));
    await writeFile(join(out, 'manifests', 'q9-9.txt'), 'the user put this here\n');
    await runPipeline(plan(out, { options: { stratify: { strata: [2] } } }));
    const left = (await readdir(join(out, 'manifests'))).sort();
    expect(left).toEqual(['q2-1.txt', 'q2-2.txt', 'q9-9.txt']);
  });

  it('sweeps temporary files a killed run left behind', async () => {
    const out = join(await tempDir(), 'run');
    await runPipeline(plan(out, { stages: ['ingest'] }));
    const stale = ['.items.jsonl.99999.1.tmp', '.environments.jsonl.123.7.tmp'];
    for (const name of stale) await writeFile(join(out, name), Buffer.alloc(1024));
    await runPipeline(plan(out, { stages: ['ingest'] }));
    const names = await readdir(out);
    for (const name of stale) expect(names).not.toContain(name);
  });
});
