import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { earlyStart } from './build-tools/early-start';
import { precompress } from './build-tools/precompress';

/** The API server the dev server proxies /api to (the lead's Fastify app, `npm run dev`). */
const apiTarget =
  process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.API_PORT ?? '3000'}`;

/** `node_modules/<one of names>/` (scoped names included). */
const packages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** MUI, emotion and the helpers they bring. */
const MUI = packages(
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
);

/**
 * The web app's modules every page but /login needs: the app layout and the query client, API
 * client, auth, shell, guards, dialogs.
 */
const APP_FIRST =
  /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/](app-layout|query-client-start)\.|lib|config|components[\\/](errors|guards|layout)|components[\\/]ui[\\/](confirm-dialog|full-page-status|global-progress)|components[\\/]form[\\/]form-leave-guard)/;
/** What the entry and /login share with the app: a chunk of their own, loaded by the entry. */
const LOGIN_SHARED =
  /[\\/]apps[\\/]web[\\/]src[\\/](config[\\/]paths|lib[\\/](auth-storage|load-script)|components[\\/]ui[\\/]start-status)\./;
/** The features' queries and their helpers, and the app's route loaders and hooks. */
const APP_DATA =
  /[\\/]apps[\\/]web[\\/]src[\\/](features[\\/][^\\/]+[\\/](api|utils)|app[\\/]routes[\\/].*[\\/](use-|[^\\/]*loader))/;
/** The rest of the shared components: form fields, tables, page parts. */
const APP_SHARED = /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]/;

/**
 * Chunks by how often they change and who needs them: React and the router, MUI with emotion
 * (what the entry needs; the rest of MUI in `mui-screens`), TanStack Query, forms and validation
 * (zod is also what @pb/core's schemas are made of), @pb/core, and the app's shared modules (what
 * the shell needs in `app`; form fields, tables and page parts in `app-screens`, loaded with the
 * first screen that uses them, so the entry does not evaluate them), and the queries and helpers
 * the app's start shares with the screens (`app-data`, decision 0040).
 */
const VENDOR_GROUPS = [
  // Before the app's groups (a group takes in what its modules import, and these must not end up
  // in the `app` chunk, which imports MUI: decision 0063); after React's, which takes the router.
  { name: 'start', test: LOGIN_SHARED, priority: 35 },
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
    test: MUI,
    priority: 30,
    tags: ['$initial' as const],
  },
  // The MUI components the screens (and the shell, a lazy route) use, in one chunk.
  { name: 'mui-screens', test: MUI, priority: 29 },
  { name: 'tanstack', test: packages('@tanstack'), priority: 30 },
  {
    name: 'forms',
    test: packages('zod', 'react-hook-form', '@hookform'),
    priority: 20,
  },
  { name: 'core', test: /[\\/]packages[\\/]core[\\/]/, priority: 20 },
  // The app's own building blocks (the API client, auth, layout, guards; then form fields and
  // tables): the part the first page needs in one chunk, the part only screens share in another,
  // so the entry does not evaluate every form field (and its MUI components) of the app.
  { name: 'app', test: APP_FIRST, priority: 10 },
  { name: 'app-screens', test: APP_SHARED, minShareCount: 2, priority: 9 },
  // What the app's start (src/main.tsx's last stage) shares with the screens: the queries the
  // route loaders start and their helpers, in one chunk rather than a sliver per module.
  { name: 'app-data', test: APP_DATA, minShareCount: 2, priority: 8 },
];

/**
 * React Router's production build: its package offers no export condition for it, so the
 * default (`dist/development`, with its dev warnings on) would ship. Build only.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The browser's build; the dev server proxies the API. */
const browserBuild = (command: 'build' | 'serve'): UserConfig => ({
  plugins: [react(), earlyStart(), precompress()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
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

export default defineConfig(({ command }) => browserBuild(command));
