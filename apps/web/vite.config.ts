import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress';

/** The API server the dev server proxies /api to (the lead's Fastify app, `npm run dev`). */
const apiTarget =
  process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // Maps for our own debugging, not referenced from the bundles; production never serves them.
    sourcemap: 'hidden',
  },
});
