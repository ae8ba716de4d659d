/**
 * How the portal delivers itself (the production server of `npm start` on the built SPA):
 * hashed assets compressed at build time and cached for a year, the shell never cached stale,
 * API and /graphql answers compressed when large and not when small.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiLogin, expect, LEARNER, test } from './fixtures';

test('serves a hashed asset brotli-compressed and immutable, the shell revalidated, and large answers compressed', async ({ request }) => {
  const shell = await request.get('/home', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(shell.status()).toBe(200);
  expect(shell.headers()['cache-control']).toBe('no-cache');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())?.[1];
  expect(script, 'the shell names its hashed entry script').toBeTruthy();

  const brotli = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['vary']).toContain('accept-encoding');
  const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Playwright inflates what it receives: the three are the same script.
  expect(await brotli.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());

  const large = await request.get('/api/openapi.json', { headers: { 'accept-encoding': 'br' } });
  expect(large.headers()['content-encoding']).toBe('br');
  const small = await request.post('/graphql', { headers: { 'accept-encoding': 'br', 'content-type': 'application/json' }, data: { query: '{ siteConfig { icon } }' } });
  expect(small.status()).toBe(200);
  expect(small.headers()['content-encoding']).toBeUndefined();
  expect(Number(small.headers()['content-length'])).toBeLessThan(1024);
  // A large answer (the catalogue's first hundred courses) is compressed.
  const { token } = await apiLogin(request, LEARNER);
  const catalogue = await request.post('/graphql', {
    headers: { 'accept-encoding': 'br', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    data: { query: '{ courseSearch(page: 1, pageSize: 100) { totalCount nodes { id title } } }' },
  });
  expect(catalogue.headers()['content-encoding']).toBe('br');
  expect(((await catalogue.json()) as { data: { courseSearch: { nodes: unknown[] } } }).data.courseSearch.nodes.length).toBeGreaterThan(10);
  // The production server answers no introspection.
  const schema = await request.post('/graphql', { headers: { 'content-type': 'application/json' }, data: { query: '{ __schema { types { name } } }' } });
  expect(((await schema.json()) as { data?: unknown; errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
});

test('serves a file the build adds while the server runs, and answers a missing asset 404, not the shell', async ({ request }) => {
  const name = `late-${Date.now()}.js`;
  const file = path.join(process.cwd(), 'dist/assets', name);
  fs.writeFileSync(file, 'export const late = true;\n');
  try {
    const late = await request.get(`/assets/${name}`);
    expect(late.status()).toBe(200);
    expect(await late.text()).toContain('late = true');
    expect(late.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  } finally {
    fs.rmSync(file, { force: true });
  }
  const missing = await request.get('/assets/index-00000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
  // Pages are still the app shell.
  const page = await request.get('/course/course-show/1');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
});
