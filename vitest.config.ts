import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at once: on two cores the default is one, and an end-to-end file spends
    // most of its time waiting for its child processes, not on a core.
    maxWorkers: 2,
    reporters: ['default', 'json', './test/support/slowest-files-reporter.ts'],
    outputFile: { json: '.vitest-results.json' },
  },
});
