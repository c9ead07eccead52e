import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress';

/** The API server the dev server proxies /api to (the lead's Fastify app, `npm run dev`). */
const apiTarget =
  process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.API_PORT ?? '3000'}`;

/** `node_modules/<one of names>/` (scoped names included). */
const packages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * Vendor chunks by how often they change and who needs them: React and the router (every page),
 * MUI with emotion (every page), TanStack Query, forms and validation (zod is also what
 * @pb/core's schemas are made of, so core goes with it).
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: packages(
      'react',
      'react-dom',
      'scheduler',
      'react-router',
      'cookie',
      'set-cookie-parser',
    ),
    priority: 40,
  },
  {
    name: 'mui',
    test: packages(
      '@mui',
      '@emotion',
      '@babel/runtime',
      'stylis',
      'react-transition-group',
      '@popperjs',
      'clsx',
      'prop-types',
      'react-is',
      'hoist-non-react-statics',
      'notistack',
      'goober',
    ),
    priority: 30,
  },
  { name: 'tanstack', test: packages('@tanstack'), priority: 30 },
  {
    name: 'forms',
    test: packages('zod', 'react-hook-form', '@hookform'),
    priority: 20,
  },
  { name: 'core', test: /[\\/]packages[\\/]core[\\/]/, priority: 20 },
  // The app's own building blocks (form fields, layout, guards, the API client): small modules
  // that many screens share; one chunk instead of a request for each.
  {
    name: 'app',
    test: /[\\/]apps[\\/]web[\\/]src[\\/](components|lib|config)[\\/]/,
    minShareCount: 2,
    priority: 10,
  },
];

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
    rolldownOptions: {
      output: {
        // Issue 15: a page loads a handful of cacheable vendor chunks, not ~70 slivers of MUI.
        // Code only lazy screens use (pdf-lib, recharts, the deck) stays in their own chunks.
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
    // Maps for our own debugging, not referenced from the bundles; production never serves them.
    sourcemap: 'hidden',
  },
});
