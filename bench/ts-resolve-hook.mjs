// Lets Node run the server's TypeScript with its own type stripping, for bench/runtime.ts:
// the sources import each other as `./x.js` (what tsc and tsx expect); this maps such a
// specifier to the `.ts` file beside it when there is one. Measurement only.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.startsWith('file:') && !context.parentURL.includes('/node_modules/')) {
    const candidate = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
    if (fs.existsSync(fileURLToPath(candidate))) return next(candidate.href, context);
  }
  return next(specifier, context);
}`),
);
