// The run lock on a file system without hard links (FAT, exFAT, some SMB and FUSE mounts): link() fails there,
// and the lock must still be taken, once, rather than every run failing with "cannot lock the run directory".
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  return { ...real, link: async () => Promise.reject(Object.assign(new Error('EPERM: operation not permitted, link'), { code: 'EPERM' })) };
});

const { holderOf, takeLock } = await import('./runLock.js');

describe('the run lock without hard links', () => {
  it('is taken by writing the lock exclusively, and a second run is refused', async () => {
    const lock = join(await mkdtemp(join(tmpdir(), 'envsieve-lock-')), '.envsieve.lock');
    await takeLock(lock, holderOf('envsieve audit', new Date(0)));
    expect(JSON.parse(await readFile(lock, 'utf8'))).toMatchObject({ pid: process.pid, command: 'envsieve audit' });
    await expect(takeLock(lock, holderOf('envsieve audit', new Date(0)))).rejects.toThrow(/run directory is in use by envsieve audit/);
  });
});
