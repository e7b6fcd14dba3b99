// Once per `vitest run`: removes the shared real-data run (test/realRun.ts) and the slices it read when every
// test file is done.
import { rm } from 'node:fs/promises';
import { realInputsDir, realRunDir } from './realRunDir.js';

export async function teardown(): Promise<void> {
  await rm(realRunDir(process.pid), { recursive: true, force: true });
  await rm(realInputsDir(process.pid), { recursive: true, force: true });
}
