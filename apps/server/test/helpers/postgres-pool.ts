import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import {
  copySeedAside,
  idleOrNew,
  poolCounts,
  resetToSeed,
  type SeedCopy,
  type SqlRunner,
} from './seeded-databases';

/*
 * The seeded PostgreSQL databases of one test worker (decision 0081). Each is a copy of the
 * global set-up's template (`CREATE DATABASE … TEMPLATE`, ~300 ms here); a file done with its
 * database hands it back, any connection still open to it is ended, and the next file gets it
 * reset to the seed (seeded-databases.ts). One that cannot be reset is dropped. (Server processes
 * get a database of their own from createInstanceCluster, never one of these.)
 */

export interface PostgresTemplate {
  adminUrl: string;
  template: string;
}

interface Pooled {
  name: string;
  url: string;
  copy: SeedCopy;
}

const idle: Pooled[] = [];

/** Runs `work` on a connection of its own to `url`. */
async function withClient<T>(url: string, work: (run: SqlRunner) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work({
      query: async <R>(sql: string) => (await client.query(sql)).rows as R[],
      exec: async (sql) => void (await client.query(sql)),
    });
  } finally {
    await client.end();
  }
}

const dropDatabase = (adminUrl: string, name: string) =>
  withClient(adminUrl, (run) => run.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

async function createFromTemplate({ adminUrl, template }: PostgresTemplate): Promise<Pooled> {
  const name = `pb_t_${template.replace('pb_template_', '')}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (run) => run.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), copy: await withClient(url.toString(), copySeedAside) };
}

/** Puts a database a file is done with back to the seed, or drops it when it cannot be. */
async function giveBack(pooled: Pooled, adminUrl: string) {
  try {
    await withClient(pooled.url, async (run) => {
      await run.exec(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await resetToSeed(run, pooled.copy);
    });
    idle.push(pooled);
  } catch {
    poolCounts.closed++;
    await dropDatabase(adminUrl, pooled.name);
  }
}

/** A seeded PostgreSQL database for one test file: reused from this worker's pool when one is idle. */
export async function takeSeededPostgres(template: PostgresTemplate): Promise<Database> {
  const pooled = await idleOrNew(idle, () => createFromTemplate(template));
  const database = await openDatabase({ databaseUrl: pooled.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await giveBack(pooled, template.adminUrl);
    },
  };
}
