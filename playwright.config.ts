import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { LangOptions } from './tests/e2e/fixtures';

/**
 * End-to-end suite of the portal: one Node process (REST + GraphQL gateway + built SPA)
 * on a fresh temporary database, driven through Debian's Chromium.
 *
 *   npx vite build && npx playwright test
 *
 * Each journey runs once, in one language; what is about a language runs in both. JOURNEYS
 * gives every spec its language (half of them en-US, whose longer strings are the harder
 * layout); the specs in BOTH (the axe sweep of every page, the language switches and layouts)
 * and every test tagged `@both` (a page's own texts, plurals and layout with the longer
 * strings) run in zh-CN and en-US. The language is put into localStorage 'lang' before the
 * app loads (see tests/e2e/fixtures.ts). A new spec must be named here (the config refuses to
 * start otherwise).
 *
 * Each language project has a portal of its own (its own port and fresh database: E2E_PORT
 * for zh-CN, the next port for en-US) and at most one worker, so the specs of one project run
 * one after the other against their server. No test relies on what another left: each makes
 * or finds its own data (accounts of its own where it changes one). A test finds its server
 * through `baseURL`.
 * The two projects run side by side: one project alone leaves about 40 % of a 2-core machine
 * idle (a test waits on its server, on media playing, on a minute of reading). Measured on a
 * clean checkout with nothing else running: 8.9 min side by side against 12.8 min one after the
 * other, every test passing. E2E_SERIAL=1 runs them one after the other (a smaller machine, or
 * a run that must not share the CPU).
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const LANGS = ['zh-CN', 'en-US'] as const;
type Lang = (typeof LANGS)[number];

/** Specs about a language itself: every test of them runs in both. */
const BOTH = ['accessibility', 'language'];
/** The language each journey runs in (its tests tagged @both run in the other as well). */
const JOURNEYS: Record<Lang, string[]> = {
  'zh-CN': ['admin', 'courses', 'delivery', 'dingtalk', 'forgot-password', 'forum', 'header', 'home', 'learning', 'live', 'maps', 'navigation', 'search', 'admin-reports'],
  'en-US': ['admin-organisation', 'assess', 'consistency', 'courseware', 'defences', 'exams', 'generic', 'library', 'login', 'member', 'notify', 'session', 'admin-announcements', 'admin-dingtalk', 'credits'],
};
const named = new Set([...BOTH, ...Object.values(JOURNEYS).flat()]);
const unnamed = fs.readdirSync(path.join(import.meta.dirname, 'tests/e2e')).flatMap((file) => (file.endsWith('.spec.ts') && !named.has(file.slice(0, -'.spec.ts'.length)) ? [file] : []));
if (unnamed.length) throw new Error(`playwright.config.ts: name the language of ${unnamed.join(', ')} in JOURNEYS (or BOTH)`);
/** A test's grep title is "<project> <file> <describe…> <title> <tags>". */
const testsOf = (lang: Lang) => new RegExp(`(^| )(${[...BOTH, ...JOURNEYS[lang]].join('|')})\\.spec\\.ts |(^| )@both( |$)`);
const portOf = (lang: Lang) => FIRST_PORT + LANGS.indexOf(lang);
const baseUrlOf = (lang: Lang) => `http://127.0.0.1:${portOf(lang)}`;

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
  workers: process.env.E2E_SERIAL ? 1 : LANGS.length,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // A bound for a hung run, well inside CI's time; the suite takes about 9 minutes on a quiet 2-core machine.
  globalTimeout: 50 * 60_000,
  use: {
    locale: 'zh-CN',
    // A failure keeps its screenshot and the page's snapshot (test-results/*/error-context.md).
    // Traces are recorded only when asked (E2E_TRACE=1): recording one for every test, to keep the
    // failed ones, cost about 30 % of the suite's time (the header spec in zh-CN: 105 s against
    // 74-76 s without).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: LANGS.map((lang) => ({ name: lang, workers: 1, grep: testsOf(lang), use: { ...chromium, lang, baseURL: baseUrlOf(lang) } })),
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
