import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * Blueprint's icon loader names its two built-in loaders (every icon's paths in one or two
 * chunks) by dynamic import even when the app sets its own (src/shared/icon-paths.ts, one
 * chunk per icon). Left in, they put every icon behind a re-export chunk and double the
 * build's files; this answers them with a loader that says it is not used.
 */
function blueprintIconLoadersUnused(): Plugin {
  const stub = '\0blueprint-icon-loader-unused';
  return {
    name: 'blueprint-icon-loaders-unused',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('@blueprintjs/icons') && /\/paths-loaders\/(allPathsLoader|splitPathsBySizeLoader)(\.js)?$/.test(source)) return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      const unused = 'async () => { throw new Error("Blueprint\'s built-in icon loaders are not bundled: src/shared/icon-paths.ts loads icons"); }';
      return `export const allPathsLoader = ${unused};\nexport const splitPathsBySizeLoader = ${unused};\n`;
    },
  };
}

export default defineConfig({
  plugins: [
    blueprintIconLoadersUnused(),
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
