import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, pgliteDatabase, type Database } from '../../src/db/client';
import { compilePgliteWasm } from '../../src/db/pglite-wasm';
import {
  copySeedAside,
  idleOrNew,
  poolCounts,
  resetToSeed,
  type SeedCopy,
  type SqlRunner,
} from './seeded-databases';

/*
 * The seeded PGlite databases of one test worker (decision 0081). Opening one from the template
 * dump costs 0.4–0.9 s of CPU; the files of a worker run one after another, so a file done with
 * its database hands it back, and the next file gets it reset to the seed in ~60 ms
 * (seeded-databases.ts), with the session's settings and LISTENs dropped. One left inside a
 * transaction is closed.
 */

interface Pooled {
  client: PGlite;
  copy: SeedCopy;
}

const idle: Pooled[] = [];
/** PGlite's WebAssembly, compiled once per worker (decision 0080). */
let wasm: Promise<WebAssembly.Module> | undefined;

const runnerOf = (client: PGlite): SqlRunner => ({
  query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
  exec: async (sql) => void (await client.exec(sql)),
});

/** Opens a database from the template dump and copies its seeded rows aside. */
async function openFromTemplate(file: string): Promise<Pooled> {
  wasm ??= compilePgliteWasm();
  // A Blob backed by the file: PGlite reads the 42 MB dump straight from it (decision 0080).
  const client = await createPglite({
    loadDataDir: await fs.openAsBlob(file),
    pgliteWasmModule: wasm,
  });
  return { client, copy: await copySeedAside(runnerOf(client)) };
}

/** Puts a database a file is done with back to the seed, or closes it when it cannot be. */
async function giveBack(pooled: Pooled) {
  const { client } = pooled;
  try {
    if (client.closed) return;
    if (client.isInTransaction()) throw new Error('a transaction was left open');
    await client.exec('unlisten *; reset all;');
    await resetToSeed(runnerOf(client), pooled.copy);
    idle.push(pooled);
  } catch {
    poolCounts.closed++;
    if (!client.closed) await client.close();
  }
}

/** A seeded PGlite database for one test file: reused from this worker's pool when one is idle. */
export async function takeSeededPglite(templateFile: string): Promise<Database> {
  const pooled = await idleOrNew(idle, () => openFromTemplate(templateFile));
  const database = pgliteDatabase(pooled.client);
  return {
    ...database,
    close: async () => {
      await database.pubsub.close();
      await giveBack(pooled);
    },
  };
}
