// Where the shared real-data run lives (test/realRun.ts makes it, test/globalSetup.ts removes it): named by the
// vitest process, the parent of every test worker. Imports nothing of vitest, as globalSetup cannot.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const realRunDir = (vitestPid: number) => join(tmpdir(), `envsieve-real-data-run-${vitestPid}`);

/** The slices of real manifests the run reads (test/realRun.ts writes them), beside the run. */
export const realInputsDir = (vitestPid: number) => `${realRunDir(vitestPid)}-inputs`;
