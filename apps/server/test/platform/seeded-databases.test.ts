import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { poolCounts } from '../helpers/seeded-databases';
import { openTestDatabase } from '../helpers/test-database';

/*
 * The test files share their worker's seeded databases (decision 0081): what one file changed
 * must not be seen by the next, on PGlite or on PostgreSQL.
 */
const onPglite = inject('dbTemplate').kind === 'pglite';

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)) as unknown as { rows: T[] };

/** Every public table's rows (one md5 each) and every sequence's last value. */
async function contents(database: Database) {
  const { rows: tables } = await rowsOf<{ name: string }>(
    database,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await rowsOf<{ sum: string; n: number }>(
      database,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum,
                count(*)::int as n from public."${name}" t`,
      ),
    );
    sums[name] = `${rows[0]!.n} ${rows[0]!.sum}`;
  }
  const { rows: sequences } = await rowsOf<{ name: string; last: string | null }>(
    database,
    sql`select sequencename as name, last_value::text as last from pg_sequences
        where schemaname = 'public' order by 1`,
  );
  return { sums, sequences };
}

const hasTable = async (database: Database, name: string) =>
  (
    await rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from information_schema.tables where table_name = ${name}`,
    )
  ).rows[0]!.n > 0;

describe("a worker's seeded databases, lent again", () => {
  it('come back as seeded: rows, sequences and session settings as before', async () => {
    const first = await openTestDatabase();
    const seeded = await contents(first);
    // The seed is there to be changed: users, customers and proposals have rows.
    expect(seeded.sums.users).not.toMatch(/^0 /);
    expect(seeded.sums.customers).not.toMatch(/^0 /);
    await first.db.execute(sql`update users set email = 'changed.' || email`);
    await first.db.execute(sql`delete from area_group_time_slots`);
    await first.db.execute(sql`update customers set first_name = 'Changed'`);
    await first.db.execute(sql`select nextval('public.jobs_id_seq')`);
    // A setting of the session (PGlite's one connection; PostgreSQL's pool opens new ones).
    await first.db.execute(sql`set statement_timeout = 4321`);
    const changed = await contents(first);
    expect(changed.sums.users).not.toBe(seeded.sums.users);
    expect(changed.sequences).not.toEqual(seeded.sequences);
    const reusedBefore = poolCounts.reused;
    await first.close();

    const second = await openTestDatabase();
    expect(poolCounts.reused).toBe(reusedBefore + 1);
    expect(await contents(second)).toEqual(seeded);
    const { rows } = await rowsOf<{ statement_timeout: string }>(
      second,
      sql`show statement_timeout`,
    );
    expect(rows[0]!.statement_timeout).toBe('0');
    // A generated column is computed again on the way back.
    const { rows: search } = await rowsOf<{ n: number }>(
      second,
      sql`select count(*)::int as n from customers where search_text like '%changed%'`,
    );
    expect(search[0]!.n).toBe(0);
    await second.close();
  });

  it.each([
    ['a new table', 'create table pool_probe (n int)'],
    ['a column default', `alter table customers alter column first_name set default 'Probe'`],
    ['a new enum type', `create type pool_probe_kind as enum ('a', 'b')`],
    [
      'a trigger',
      `create trigger pool_probe after insert on users execute function suppress_redundant_updates_trigger()`,
    ],
  ])('are closed, not lent again, when a file changed the schema: %s', async (_, ddl) => {
    const first = await openTestDatabase();
    await first.db.execute(sql.raw(ddl));
    const closedBefore = poolCounts.closed;
    await first.close();
    expect(poolCounts.closed).toBe(closedBefore + 1);

    const second = await openTestDatabase();
    expect(await hasTable(second, 'pool_probe')).toBe(false);
    await second.close();
  });

  // PostgreSQL ends a transaction with its connection; PGlite's one connection outlives the file.
  it.skipIf(!onPglite)(
    'are closed, not lent again, when a file left a transaction open',
    async () => {
      const first = await openTestDatabase();
      await first.db.execute(sql`begin`);
      await first.db.execute(sql`create temporary table pool_probe_open (n int)`);
      const closedBefore = poolCounts.closed;
      await first.close();
      expect(poolCounts.closed).toBe(closedBefore + 1);

      const second = await openTestDatabase();
      expect(await hasTable(second, 'pool_probe_open')).toBe(false);
      await second.close();
    },
  );
});
