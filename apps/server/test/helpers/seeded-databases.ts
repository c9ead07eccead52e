/*
 * Test databases handed back by one file and lent to the next, reset to the seed (decision 0081):
 * what PGlite's pool (pglite-pool.ts) and PostgreSQL's (postgres-pool.ts) share. A database's
 * seeded rows are copied aside once, into a schema of their own; a reset empties every table,
 * refills it from that copy and sets the sequences back. A database whose schema a file changed
 * (a table, a column, an index, a constraint, a trigger, a function, an enum's values) is not
 * lent again.
 */

/** Runs SQL on one test database: `query` answers rows, `exec` runs several statements. */
export interface SqlRunner {
  query<T>(sql: string): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

/** How this worker's databases were come by (the pools' own test reads it). */
export const poolCounts = { opened: 0, reused: 0, closed: 0 };

/** One of `idle`, or else a new one from `create`; counted in poolCounts. */
export async function idleOrNew<T>(idle: T[], create: () => Promise<T>): Promise<T> {
  const reused = idle.pop();
  if (reused) {
    poolCounts.reused++;
    return reused;
  }
  poolCounts.opened++;
  return create();
}

/** The schema holding each table's seeded rows, made when a database is first opened. */
export const SEED = 'pb_test_seed';

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
    select 'type ' || t.oid::regtype || ' ' || t.typtype::text || ' ' ||
           coalesce((select string_agg(e.enumlabel, '|' order by e.enumsortorder)
                       from pg_enum e where e.enumtypid = t.oid), '')
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname in ('public', 'drizzle') and t.typtype in ('e', 'd')
    union all
    select 'function ' || p.oid::regprocedure from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
  )
  select md5(string_agg(item, ',' order by item)) as shape from objects`;

export interface SeedCopy {
  /** Deletes every row (cheaper than a truncate on tables this small) and refills each table from
   * SEED; sets the sequences back. */
  resetSql: string;
  /** SHAPE_SQL's answer once the copy was made. */
  shape: string;
}

export const shapeOf = async (run: SqlRunner) =>
  (await run.query<{ shape: string }>(SHAPE_SQL))[0]!.shape;

/** Copies a freshly seeded database's rows aside (into SEED) and writes the SQL that restores them. */
export async function copySeedAside(run: SqlRunner): Promise<SeedCopy> {
  const tables = await run.query<{ name: string; columns: string }>(`
    select c.table_name as name,
           string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      group by c.table_name order by c.table_name`);
  const sequences = await run.query<{ name: string; last: string | null }>(
    `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  await run.exec(
    `create schema ${SEED};` +
      tables.map((t) => `create table ${SEED}."${t.name}" as table public."${t.name}";`).join(''),
  );
  const resetSql = [
    'set session_replication_role = replica;',
    ...tables.map((t) => `delete from public."${t.name}";`),
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
  return { resetSql, shape: await shapeOf(run) };
}

/** Resets a database to its seed; throws when its schema changed (it must not be lent again). */
export async function resetToSeed(run: SqlRunner, copy: SeedCopy) {
  if ((await shapeOf(run)) !== copy.shape) throw new Error('the schema changed');
  await run.exec(copy.resetSql);
}
