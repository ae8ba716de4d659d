import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * Two parts of Blueprint's icon package the portal does without, since src/shared/icon-paths.ts
 * loads each icon's paths on its own:
 * - its two built-in loaders (every icon's paths in one or two chunks), which its loader names
 *   by dynamic import even when the app sets its own: left in, they put every icon behind a
 *   re-export chunk and double the build's files;
 * - its list of the 1,000 or so icon names (8 kB compressed, in every page's first download),
 *   which it uses only to check a name before loading it: names are checked by their shape
 *   here, and a name Blueprint does not have finds no paths (icon-paths.ts says so).
 * Answered by small modules of the same exports; if Blueprint moves these files, nothing
 * matches and its own modules are bundled as before.
 */
function blueprintIconsTrimmed(): Plugin {
  const unusedLoaders = '\0blueprint-icon-loaders-unused';
  const namesByShape = '\0blueprint-icon-names-by-shape';
  return {
    name: 'blueprint-icons-trimmed',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('@blueprintjs/icons/lib/esm/')) return null;
      if (/\/paths-loaders\/(allPathsLoader|splitPathsBySizeLoader)(\.js)?$/.test(source)) return unusedLoaders;
      if (/^\.\/iconNames(\.js)?$/.test(source)) return namesByShape;
      return null;
    },
    load(id) {
      if (id === unusedLoaders) {
        const unused = 'async () => { throw new Error("Blueprint\'s built-in icon loaders are not bundled: src/shared/icon-paths.ts loads icons"); }';
        return `export const allPathsLoader = ${unused};\nexport const splitPathsBySizeLoader = ${unused};\n`;
      }
      if (id === namesByShape) {
        return [
          'const kebab = (key) => key.replace(/_/g, "-").replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();',
          '// IconNames.ARROW_LEFT and IconNames.ArrowLeft are "arrow-left".',
          'export const IconNames = new Proxy({}, { get: (_, key) => (typeof key === "string" ? kebab(key) : undefined) });',
          'export const IconNamesSet = { has: (name) => typeof name === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) };',
        ].join('\n');
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [
    blueprintIconsTrimmed(),
    react(),
    // Every built file above 1 KB also as .br (quality 11: once per build, not per request)
    // and .gz, next to the original; the server sends the one the browser accepts.
    compression({
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  server: {
    port: 5173,
    // `npm run dev` runs the API and gateway on 3000; the dev server forwards to it.
    // '^/live/': the live streams (not the SPA's /live-room pages).
    proxy: { '/api': api, '/graphql': api, '/files': api, '^/live/': api },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each page loads (bench/route-sizes.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Two apps of one build: the portal, and the back office at /admin/ (served by the same server).
      input: { main: 'index.html', admin: 'admin/index.html' },
      output: {
        // Long-lived vendor chunks, so a feature change does not invalidate them.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
