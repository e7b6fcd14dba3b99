// Once per `vitest run`: removes the shared real-data run (test/realRun.ts) when every test file is done.
import { rm } from 'node:fs/promises';
import { realRunDir } from './realRunDir.js';

export async function teardown(): Promise<void> {
  await rm(realRunDir(process.pid), { recursive: true, force: true });
}
