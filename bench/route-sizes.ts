/**
 * What a first visit to each page downloads, from the build's manifest (dist/.vite/manifest.json):
 * the app's entry with everything it imports statically and the default language's (zh-CN)
 * sign-in texts, loaded before the first page is drawn; for every page but the sign-in ones
 * (features/auth) what the signed-in layout loads before it draws: the shell
 * (src/app/AppShell.tsx), the GraphQL client (src/app/apollo.ts, src/app/ApolloScope.tsx) and
 * the portal's texts; plus the page's own lazily loaded module with its static imports;
 * JavaScript and CSS, raw and as sent (the .br file the build wrote next to each asset).
 * Chunks loaded later, on use (icon paths, dialogs opened by a click), are not counted.
 * Run after `vite build` (npm run build does).
 *
 *   npm run build        # prints the table at the end
 *   tsx bench/route-sizes.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, into);
  return into;
}
function files(keys: Set<string>): string[] {
  const out = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    out.add(chunk.file);
    for (const css of chunk.css ?? []) out.add(css);
  }
  return [...out];
}
const size = (file: string) => fs.statSync(path.join(dist, file)).size;
/** The bytes sent to a browser that accepts brotli: the .br the build wrote, or the file itself (small ones are not compressed). */
const sent = (file: string) => (fs.existsSync(path.join(dist, `${file}.br`)) ? size(`${file}.br`) : size(file));
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const entry = closure('src/i18n/zh-CN.sign-in.ts', closure(entryKey));
const signedIn = new Set(entry);
for (const key of ['src/app/AppShell.tsx', 'src/app/apollo.ts', 'src/app/ApolloScope.tsx', 'src/i18n/zh-CN.portal.ts']) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of its own any more: update bench/route-sizes.ts`);
  closure(key, signedIn);
}
const rows = Object.keys(manifest)
  // Lazily loaded components (.tsx) under src/features/: the pages and the views loaded on use;
  // helpers a route's loader imports (.ts) are counted with the page that imports them.
  .filter((k) => manifest[k]!.isDynamicEntry && manifest[k]!.src?.startsWith('src/features/') && manifest[k]!.src.endsWith('.tsx'))
  .map((key) => {
    const all = files(closure(key, new Set(manifest[key]!.src!.startsWith('src/features/auth/') ? entry : signedIn)));
    const js = all.filter((f) => f.endsWith('.js'));
    const css = all.filter((f) => f.endsWith('.css'));
    const sum = (list: string[], of: (f: string) => number) => list.reduce((total, f) => total + of(f), 0);
    return { page: manifest[key]!.src!.replace(/^src\/features\//, '').replace(/\.tsx?$/, ''), files: all.length, jsSent: sum(js, sent), js: sum(js, size), cssSent: sum(css, sent), css: sum(css, size) };
  })
  .sort((a, b) => a.page.localeCompare(b.page));

console.log('\nfirst visit per page (kB; sent = brotli as served, raw = on disk)');
console.log(`  ${'page module'.padEnd(36)} ${'JS sent'.padStart(8)} ${'JS raw'.padStart(8)} ${'CSS sent'.padStart(9)} ${'CSS raw'.padStart(8)} ${'files'.padStart(6)}`);
for (const r of rows) console.log(`  ${r.page.padEnd(36)} ${kB(r.jsSent).padStart(8)} ${kB(r.js).padStart(8)} ${kB(r.cssSent).padStart(9)} ${kB(r.css).padStart(8)} ${String(r.files).padStart(6)}`);
