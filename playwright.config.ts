import { defineConfig, devices } from '@playwright/test';
import type { LangOptions } from './tests/e2e/fixtures';

/**
 * End-to-end suite of the portal: one Node process (REST + GraphQL gateway + built SPA)
 * on a fresh temporary database, driven through Debian's Chromium.
 *
 *   npx vite build && npx playwright test
 *
 * Every spec runs twice, once per UI language (projects zh-CN and en-US); the language is
 * put into localStorage 'lang' before the app loads (see tests/e2e/fixtures.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

const chromium = {
  ...devices['Desktop Chrome'],
  // Debian's Chromium; Playwright's own browsers are never downloaded.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
  headless: true,
};

export default defineConfig<LangOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // A bound for a hung run, well inside CI's time; the suite itself takes a few minutes.
  globalTimeout: 20 * 60_000,
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    { name: 'zh-CN', use: { ...chromium, lang: 'zh-CN' } },
    { name: 'en-US', use: { ...chromium, lang: 'en-US' } },
  ],
  webServer: {
    // Builds nothing: the test command builds the SPA first.
    // The Node that runs Playwright (the project's own Node 24 under npm test), not a `node`
    // found elsewhere on the PATH.
    command: `"${process.execPath}" --import tsx tests/e2e/serve.ts`,
    url: `${baseURL}/api/config/system_webConfig`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
