// Tests live beside the code (src/**/*.test.ts) and end to end in test/; the built CLI in dist/ is what the
// end-to-end tests run, so `npm test` builds first.
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The file that makes the real-data run the tests share (test/realRun.ts) starts first, and the other files that
 * read it last: on a fresh clone (CI) that run embeds ~19,000 texts from an empty cache, minutes of work that
 * must overlap every other file instead of starting after them, and a reader started early would only wait on
 * the run's lock, holding a worker idle (neighborShards.test.ts, grown by a test, was sorted 12th by size and
 * so waited). realContamination.test.ts reads that run's cache, so it comes last too. Without a record of past
 * durations vitest orders files by size.
 */
const FIRST = ['test/decontaminate.test.ts'];
/**
 * After every other file, before the readers: it embeds through the checkout's cache the suites' texts that the
 * run embeds, so started early beside the run it embedded them a second time (CI, 2026-12-03: 97 s).
 */
const LATE = ['test/rewritesDetection.test.ts'];
const LAST = ['test/realContamination.test.ts', 'test/neighborShards.test.ts', 'test/reportBrowser.test.ts'];

class RealRunFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const path = relative(this.ctx.config.root, f.moduleId).split('\\').join('/');
      return FIRST.includes(path) ? 0 : LATE.includes(path) ? 2 : LAST.includes(path) ? 3 : 1;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the CPUs: on CI's two cores, one, and every file ran after the
    // other (vitest 732 s, its tests' own times summing to 674 s). Two: the real-data embedding of the first
    // file overlaps the other files, as the sequencer below intends.
    maxWorkers: 2,
    // Removes the real-data run the tests share (test/realRun.ts).
    globalSetup: ['test/globalSetup.ts'],
    sequence: { sequencer: RealRunFirst },
  },
});
