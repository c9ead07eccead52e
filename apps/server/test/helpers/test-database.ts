import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { takeSeededPglite } from './pglite-pool';
import { takeSeededPostgres } from './postgres-pool';

/**
 * A migrated and seeded database for one test file (PGlite or PostgreSQL, see global-setup): one
 * of the worker's, reset to the seed when the file before gave it back (decision 0081).
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') return takeSeededPglite(template.file);
  return takeSeededPostgres(template);
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
