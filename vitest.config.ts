// Tests live beside the code (src/**/*.test.ts) and end to end in test/; the built CLI in dist/ is what the
// end-to-end tests run, so `npm test` builds first.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    // Removes the real-data run the tests share (test/realRun.ts).
    globalSetup: ['test/globalSetup.ts'],
  },
});
