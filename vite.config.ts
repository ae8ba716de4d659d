import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
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
