import { defineConfig } from 'vitest/config';

/**
 * unit: pure helpers, validators, machines (model-based) beside the code in src/.
 * api: the real HTTP server on a fresh database per suite (tests/api) and the GraphQL
 * gateway over it (tests/gateway). Playwright specs (tests/e2e) are not vitest's.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/gateway/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two suites at a time (each its own server and database, copied from the templates
          // built once by the global setup): the 2-core machine's second core otherwise idles
          // while a suite waits on its database.
          globalSetup: ['tests/support/warm-templates.ts'],
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
