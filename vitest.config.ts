import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './apps/server/test/long-files-first';

/** One vitest run, three projects: pure core, the API in-process, and web components. */
export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Parsing a year of weather takes ~1 s here; a busy machine took 7 s (default 5 s).
          testTimeout: 20_000,
          // As the web project (run together, the two must agree).
          maxWorkers: 2,
          // Threads, one module cache per worker (decision 0076): pure functions, no state to leak.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // The server's code that needs no database (weather, PDFs, clients against local fake
        // servers): run once, in the unit phase, and not again on each database.
        test: {
          name: 'server-unit',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/helpers/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          maxWorkers: 2,
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // The API in-process against a database: run once on PGlite and once on PostgreSQL.
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          exclude: ['test/helpers/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Three on two cores: with two, a quarter of the cores sat idle while workers waited on
          // PostgreSQL, on a child process or on a timer (145 → 120 s on PostgreSQL, 117 → 105 s
          // on PGlite, decision 0077).
          maxWorkers: 3,
          // Each worker imports the app once for all its files (not once per file): the files
          // share no state but the module cache, as each builds its own app and database.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          // happy-dom: a fifth faster than jsdom on this suite (decision 0074).
          environment: 'happy-dom',
          // The route tests render the whole app (1-3 s each on this machine).
          testTimeout: 30_000,
          // Both cores (the default leaves one free): the route tests are CPU-bound.
          maxWorkers: 2,
          // A worker evaluates the app once for all its files (decision 0076); what each file
          // needs first is in setup.ts, and a file leaves nothing another could see.
          pool: 'threads',
          isolate: false,
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
});
