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
          // The seeded templates are built once before the first suite (tests/support/warm-templates.ts),
          // so a suite only copies them. Two suites side by side: one at a time leaves about 40 % of
          // a 2-core machine idle (a suite waits on its server, PostgreSQL and ffmpeg). Measured
          // with PostgreSQL on a quiet machine: 3 min 28 s against 5 min 3 s one at a time.
          globalSetup: ['tests/support/warm-templates.ts'],
          fileParallelism: true,
          maxWorkers: 2,
          // The suites share one module graph (the server's hundreds of modules are evaluated once,
          // not once per file: measured 12.4 min against 7.4). Each suite still starts its own
          // server on its own database; nothing a suite changes lives in a module.
          isolate: false,
        },
      },
    ],
  },
});
