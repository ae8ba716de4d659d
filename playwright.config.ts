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
 *
 * Each language project has a portal of its own (its own port and fresh database: E2E_PORT
 * for zh-CN, the next port for en-US) and at most one worker, so the specs of one project run
 * one after the other against their server: a spec may rely on what an earlier spec of its
 * project left, never on the other language's run. A test finds its server through `baseURL`.
 * The projects run one after the other by default: on two cores, two Chromiums side by side
 * saturate the machine (measured: timeouts, no time won). E2E_PARALLEL=1 runs them side by
 * side on a machine with more cores.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const LANGS = ['zh-CN', 'en-US'] as const;
const portOf = (lang: (typeof LANGS)[number]) => FIRST_PORT + LANGS.indexOf(lang);
const baseUrlOf = (lang: (typeof LANGS)[number]) => `http://127.0.0.1:${portOf(lang)}`;

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
  workers: process.env.E2E_PARALLEL ? LANGS.length : 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // A bound for a hung run, well inside CI's time; the suite takes 20-35 minutes on a 2-core machine.
  globalTimeout: 50 * 60_000,
  use: {
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: LANGS.map((lang) => ({ name: lang, workers: 1, use: { ...chromium, lang, baseURL: baseUrlOf(lang) } })),
  webServer: LANGS.map((lang) => ({
    // Builds nothing: the test command builds the SPA first.
    // The Node that runs Playwright (the project's own Node 24 under npm test), not a `node`
    // found elsewhere on the PATH.
    command: `"${process.execPath}" --import tsx tests/e2e/serve.ts`,
    url: `${baseUrlOf(lang)}/api/config/system_webConfig`,
    env: { E2E_PORT: String(portOf(lang)) },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
});
