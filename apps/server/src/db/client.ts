import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverRoot } from '../config/paths';
import { PGLITE_SHARED_BUFFERS_DEFAULT, pgliteStartParams } from './pglite-settings';
import * as schema from './schema/index';
import { PglitePubSub, PostgresPubSub, type PubSub } from '../realtime/pubsub';

export type Schema = typeof schema;
/** One handle type that both drivers satisfy (stack notes). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Read from the sources' folder (the built server has no copy of its own). */
export const MIGRATIONS_DIR = path.join(serverRoot, 'src/db/migrations');

/** The advisory lock key start-up holds on PostgreSQL (any fixed bigint; "pb-start"). */
export const STARTUP_LOCK_KEY = 0x70622d7374617274n.toString();

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations in-process. */
  migrate(): Promise<void>;
  /**
   * Runs `work` alone among every process on this database: on PostgreSQL under a session
   * advisory lock (others wait, then go on), on PGlite (one process) directly. Start-up runs
   * its migrations and first seed inside it (decision 0049).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Realtime fan-out over this database's LISTEN/NOTIFY (see realtime/pubsub.ts). */
  pubsub: PubSub;
  /** PGlite only: a snapshot of the data folder (the tests' template). */
  dump?: () => Promise<Blob | File>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite dump to start from (tests). */
  loadDataDir?: Blob | File;
  /** PGlite's shared_buffers (default PGLITE_SHARED_BUFFERS_DEFAULT, pglite-settings.ts). */
  pgliteSharedBuffers?: string;
  /** PGlite's WebAssembly compiled ahead (pglite-wasm.ts); PGlite compiles its own otherwise. */
  pgliteWasmModule?: Promise<WebAssembly.Module>;
}

/** PostgreSQL when a URL is given, otherwise PGlite in the data folder. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // The PostgreSQL driver is loaded only when it is used (a PGlite start-up skips it).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection the server drops (restart, failover) must not crash the process.
    pool.on('error', (err) => console.error(`database connection error: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const pubsub = new PostgresPubSub(options.databaseUrl, pool);
    return {
      db,
      kind: 'postgres',
      pubsub,
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      exclusive: async (work) => {
        // A connection of its own holds the lock; the work uses the pool as usual.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          holder.release();
        }
      },
      close: async () => {
        await pubsub.close();
        await pool.end();
      },
    };
  }
  return pgliteDatabase(await createPglite(options));
}

/** A PGlite database in `options.dataDir` (default `memory://`), with the server's settings. */
export async function createPglite(options: DatabaseOptions): Promise<PGlite> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: pgliteStartParams(
      PGlite.defaultStartParams,
      options.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS_DEFAULT,
    ),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.pgliteWasmModule ? { pgliteWasmModule: await options.pgliteWasmModule } : {}),
  });
}

/** The server's handle on an open PGlite; close() closes the PGlite too. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const pubsub = new PglitePubSub(client);
  return {
    db,
    kind: 'pglite',
    pubsub,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (work) => work(),
    close: async () => {
      await pubsub.close();
      await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}
