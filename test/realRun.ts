// The one real-data run (pipelines/real-data.yaml, every stage) that the tests needing it share: made once per
// `vitest run`, in a directory named by the vitest process (the parent of every test worker) and removed by
// test/globalSetup.ts at the end. CI starts with an empty embedding cache, where embedding the ~38,000 real
// texts takes minutes, so two test files must not each make their own: a second caller waits on the run
// directory's lock and then finds every stage up to date.
import { join } from 'node:path';
import { EnvsieveError, loadPipelineConfig, runPipeline } from '../src/index.js';
import { REPO } from './helpers.js';
import { realRunDir } from './realRunDir.js';


/**
 * How long a test that needs the shared run may take: it may be the one making it. From an empty cache on a
 * 2-core AVX2 host (2026-12-02, beside the other test worker) embedding the real data took more than 600 s, the
 * limit before, and the run failed CI there; 30 minutes covers a host three times slower than that one.
 */
export const REAL_RUN_TIMEOUT = 1_800_000;

export async function sharedRealDataRun(): Promise<string> {
  const config = await loadPipelineConfig(join(REPO, 'pipelines/real-data.yaml'));
  const outDir = realRunDir(process.ppid);
  for (;;) {
    try {
      await runPipeline({ ...config, outDir, cacheDir: join(REPO, '.envsieve/cache') });
      return outDir;
    } catch (error) {
      if (!(error instanceof EnvsieveError && error.code === 'run_locked')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}
