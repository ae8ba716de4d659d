/**
 * Lighthouse 13 (desktop preset) on the portal's main pages, as a new visitor sees them:
 * the production build served by the portal's own process on a fresh demo company, in
 * Debian's Chromium. Prints, per page, the four category scores, LCP, CLS and TBT.
 *
 *   npm run build && npm run audit:pages            # zh-CN (the default language)
 *   npm run audit:pages -- --lang en-US
 *   npm run audit:pages -- --reports .tmp/lighthouse   # also writes each page's full report (JSON)
 *
 * The login page is audited signed out; the others signed in as learner01 (the session put
 * into the browser's storage once; Lighthouse keeps it: disableStorageReset). Each page is
 * a cold load in the browser (Lighthouse clears the HTTP cache before it loads the page) from
 * a warm server (each page is loaded once before, see warmUp), measured once the server's
 * first-start media work is done (waitForMediaIdle). The exam attempt is
 * a real attempt of the open demo exam, started through the API.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const lang = argValue('--lang') === 'en-US' ? 'en-US' : 'zh-CN';
const port = Number(argValue('--port') ?? 3190);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportsDir = argValue('--reports');
if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });

if (!fs.existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first (the audit measures the production build)');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-audit-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const launched: chromeLauncher.LaunchedChrome[] = [];
function cleanUp() {
  server.kill('SIGTERM');
  for (const chrome of launched) void chrome.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

async function waitForServer() {
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(`${base}/api/config/system_webConfig`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the portal did not start within 90 s');
}

/** The first start's media work: ffmpeg transcoding the demo media, LibreOffice making previews. */
const MEDIA_TOOLS = new Set(['ffmpeg', 'ffprobe', 'soffice.bin', 'oosplash']);

function mediaToolsRunning(): boolean {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (MEDIA_TOOLS.has(fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim())) return true;
    } catch {
      // the process ended meanwhile
    }
  }
  return false;
}

/**
 * Waits (at most 3 minutes) until no media tool has run for 3 s: a fresh demo company
 * transcodes its media on its first start, and a page measured while the two cores transcode
 * measures the transcoder, not the page.
 */
async function waitForMediaIdle() {
  let quietSince = Date.now();
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    if (mediaToolsRunning()) quietSince = Date.now();
    else if (Date.now() - quietSince >= 3000) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.warn('media tools still running after 3 minutes: the figures below include their load');
}

async function api<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api/${url}`, {
    method,
    headers: { DeviceType: 'PC', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${method} /api/${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** Audits below full marks in accessibility, best practices and SEO (what a score under 1.00 is made of). */
  failing: string[];
}

async function audit(name: string, url: string): Promise<Row> {
  const run = () => lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true, locale: lang === 'en-US' ? 'en-US' : 'zh' }, desktopConfig);
  let result = await run();
  // Now and then Chromium's trace misses the navigation's start (NO_NAVSTART) and Lighthouse
  // asks to run it again: up to two more tries, and the error is printed if they fail too.
  for (let again = 0; again < 2 && result?.lhr.runtimeError; again++) {
    result = await run();
  }
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  if (result.lhr.runtimeError) console.warn(`${name}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  if (reportsDir) fs.writeFileSync(path.join(reportsDir, `${name.replace(/\W+/g, '-')}.${lang}.json`), JSON.stringify(result.lhr, null, 1));
  const score = (key: string) => categories[key]?.score ?? 0;
  const value = (key: string) => audits[key]?.numericValue ?? NaN;
  return {
    page: name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint') / 1000,
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((key) =>
      (categories[key]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
    ),
  };
}

await waitForServer();
await waitForMediaIdle();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', `--lang=${lang}`] });
launched.push(chrome);
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const tab = await browser.newPage();
await tab.goto(`${base}/404.html`);
await tab.evaluate((lng) => localStorage.setItem('lang', lng), lang);

/**
 * Each page is loaded once, unmeasured, before the audits: Lighthouse measures a new
 * visitor's browser (its cache is cleared for every page) against a server that has already
 * served others, not the server's first request after a start (compiling code paths, planning
 * the page's GraphQL operations, reading the tables from disk).
 */
async function warmUp(urls: string[]) {
  for (const url of urls) {
    await tab.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  }
  await tab.goto(`${base}/404.html`);
}

const rows: Row[] = [];
await warmUp([`${base}/login`]);
rows.push(await audit('login', `${base}/login`));

// Signed in from here on: the session as the app stores it.
const login = await api<{ remember_token: string; user_info: Record<string, unknown> }>('POST', 'login', undefined, { account: 'learner01', password: 'Learner@2026' });
const token = login.remember_token;
await tab.goto(`${base}/404.html`);
await tab.evaluate(
  ({ token, user, lng }) => {
    localStorage.setItem('pcToken', token);
    localStorage.setItem('isLogin', '1');
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('lang', lng);
  },
  { token, user: login.user_info, lng: lang },
);

const catalogs = await api<{ periods: { id: number; period_type: number }[] }[]>('GET', 'course/catalogs/7', token);
const video = catalogs.flatMap((c) => c.periods).find((p) => p.period_type === 2);
const exams = await api<{ list: { id: number; title: string; can_start?: number }[] }>('GET', 'exam?limit=100', token);
// The attempt page takes the exam's id and resumes the attempt in progress.
let attemptExamId: number | null = null;
for (const exam of exams.list) {
  try {
    await api<{ id: number }>('POST', `exam/${exam.id}/start`, token);
    attemptExamId = exam.id;
    break;
  } catch {
    // not open, or no attempts left: the next one
  }
}

const pages: [string, string][] = [
  ['home', '/home'],
  ['course list', '/course'],
  ['course page', '/course/course-show/1'],
  ...(video ? [['lesson player', `/course/video/${video.id}`] as [string, string]] : []),
  ['exam explanation', `/mine-exam/mine-exam-explain/${exams.list[0]?.id ?? 1}`],
  ...(attemptExamId ? [['exam attempt', `/mine-exam/mine-exam-show/${attemptExamId}`] as [string, string]] : []),
  ['member area', '/member/member-info'],
];
await warmUp(pages.map(([, url]) => `${base}${url}`));
await tab.close();
await browser.disconnect();
for (const [name, url] of pages) rows.push(await audit(name, `${base}${url}`));

const pad = (text: string | number, width: number) => String(text).padStart(width);
const lighthouseVersion = (JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
console.log(`\nLighthouse ${lighthouseVersion} desktop, ${lang}, production build on ${base}`);
console.log(`${'page'.padEnd(18)}${pad('perf', 6)}${pad('a11y', 6)}${pad('best', 6)}${pad('seo', 6)}${pad('LCP s', 8)}${pad('CLS', 8)}${pad('TBT ms', 8)}`);
for (const row of rows) {
  console.log(
    `${row.page.padEnd(18)}${pad(row.performance.toFixed(2), 6)}${pad(row.accessibility.toFixed(2), 6)}${pad(row.bestPractices.toFixed(2), 6)}${pad(row.seo.toFixed(2), 6)}${pad(row.lcp.toFixed(2), 8)}${pad(row.cls.toFixed(3), 8)}${pad(Math.round(row.tbt), 8)}`,
  );
}
const failing = rows.filter((row) => row.failing.length);
if (failing.length) {
  console.log('\naudits below full marks (accessibility, best practices, SEO)');
  for (const row of failing) console.log(`  ${row.page.padEnd(18)}${row.failing.join(', ')}`);
}
process.exit(0);
