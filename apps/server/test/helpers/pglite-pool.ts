import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, pgliteDatabase, type Database } from '../../src/db/client';
import { compilePgliteWasm } from '../../src/db/pglite-wasm';

/*
 * The seeded PGlite databases of one test worker (decision 0081). Opening one from the template
 * dump costs 0.4–0.9 s of CPU; the test files of a worker run one after another, so a file done
 * with its database hands it back and the next file gets it reset to the seed in ~60 ms: every
 * table emptied and refilled from a copy of its seeded rows, the sequences set back, the
 * session's settings and LISTENs dropped. A database whose schema a file changed (a table, a
 * column, an index, a constraint, a trigger, a function), or that cannot be reset, is closed.
 */

/** The schema holding each table's seeded rows, made when a database is first opened. */
const SEED = 'pb_test_seed';

/** Everything a file could change in a schema, as one md5 (compared before a database is lent again). */
const SHAPE_SQL = `
  with objects as (
    select 'class ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_t%'
    union all
    select 'column ' || a.attrelid::regclass || '.' || a.attname || ' ' || a.atttypid::text || ' ' ||
           a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped and n.nspname in ('public', 'drizzle')
    union all
    select 'constraint ' || conname || ' ' || conrelid::regclass from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace where n.nspname in ('public', 'drizzle')
    union all
    select 'trigger ' || tgname || ' ' || tgrelid::regclass || ' ' || tgenabled::text from pg_trigger
      where not tgisinternal
    union all
    select 'function ' || p.oid::regprocedure from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
  )
  select md5(string_agg(item, ',' order by item)) as shape from objects`;

interface Pooled {
  client: PGlite;
  /** Empties every table and refills it from SEED, sets the sequences back. */
  resetSql: string;
  /** SHAPE_SQL's answer when the database was seeded. */
  shape: string;
}

const idle: Pooled[] = [];
/** How this worker's databases were come by (the pool's own test reads it). */
export const poolCounts = { opened: 0, reused: 0, closed: 0 };
/** PGlite's WebAssembly, compiled once per worker (decision 0080). */
let wasm: Promise<WebAssembly.Module> | undefined;

const shapeOf = async (client: PGlite) =>
  (await client.query<{ shape: string }>(SHAPE_SQL)).rows[0]!.shape;

/** Opens a database from the template dump and copies its seeded rows aside. */
async function openFromTemplate(file: string): Promise<Pooled> {
  wasm ??= compilePgliteWasm();
  // A Blob backed by the file: PGlite reads the 42 MB dump straight from it (decision 0080).
  const client = await createPglite({
    loadDataDir: await fs.openAsBlob(file),
    pgliteWasmModule: wasm,
  });
  const { rows: tables } = await client.query<{ name: string; columns: string }>(`
    select c.table_name as name,
           string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      group by c.table_name order by c.table_name`);
  const { rows: sequences } = await client.query<{ name: string; last: string | null }>(
    `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  await client.exec(
    `create schema ${SEED};` +
      tables.map((t) => `create table ${SEED}."${t.name}" as table public."${t.name}";`).join(''),
  );
  const resetSql = [
    'set session_replication_role = replica;',
    `truncate ${tables.map((t) => `public."${t.name}"`).join(', ')};`,
    ...tables.map(
      (t) =>
        `insert into public."${t.name}" (${t.columns}) overriding system value ` +
        `select ${t.columns} from ${SEED}."${t.name}";`,
    ),
    ...sequences.map((s) =>
      s.last === null
        ? `select setval('public."${s.name}"', 1, false);`
        : `select setval('public."${s.name}"', ${s.last}, true);`,
    ),
    'set session_replication_role = origin;',
  ].join('\n');
  return { client, resetSql, shape: await shapeOf(client) };
}

/** Puts a database a file is done with back to the seed, or closes it when it cannot be. */
async function giveBack(pooled: Pooled) {
  const { client } = pooled;
  try {
    if (client.closed) return;
    if (client.isInTransaction()) throw new Error('a transaction was left open');
    await client.exec('unlisten *; reset all;');
    if ((await shapeOf(client)) !== pooled.shape) throw new Error('the schema changed');
    await client.exec(pooled.resetSql);
    idle.push(pooled);
  } catch {
    poolCounts.closed++;
    if (!client.closed) await client.close();
  }
}

/** A seeded PGlite database for one test file: reused from this worker's pool when one is idle. */
export async function takeSeededPglite(templateFile: string): Promise<Database> {
  let pooled = idle.pop();
  if (pooled) poolCounts.reused++;
  else {
    pooled = await openFromTemplate(templateFile);
    poolCounts.opened++;
  }
  const database = pgliteDatabase(pooled.client);
  return {
    ...database,
    close: async () => {
      await database.pubsub.close();
      await giveBack(pooled);
    },
  };
}
