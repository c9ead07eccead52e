import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { compilePgliteWasm } from '../../src/db/pglite-wasm';

/**
 * PGlite's WebAssembly, compiled once per test worker (files share a worker's modules) and handed
 * to each file's database, as the server does at start-up (decision 0080).
 */
let pgliteWasm: Promise<WebAssembly.Module> | undefined;

/** A fresh, migrated and seeded database for one test file (PGlite or PostgreSQL, see global-setup). */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    // A Blob backed by the file: PGlite reads the 42 MB dump straight from it (decision 0080).
    const blob = await fs.openAsBlob(template.file);
    pgliteWasm ??= compilePgliteWasm();
    return openDatabase({ dataDir: 'memory://', loadDataDir: blob, pgliteWasmModule: pgliteWasm });
  }
  const name = `pb_t_${template.template.replace('pb_template_', '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  await admin.end();
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: template.adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const isPostgres = () => inject('dbTemplate').kind === 'postgres';

/** A migrated but unseeded database (first-start tests); slower than openTestDatabase. */
export async function openEmptyDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const name = `pb_t_empty_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: template.adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
