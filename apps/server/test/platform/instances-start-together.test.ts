import { count, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { seedIfEmpty } from '../../src/db/seed/seed';

/**
 * Instances started at the same moment on an empty PostgreSQL database (decision 0049): one
 * migrates and seeds under the advisory lock, the others wait and find the work done. Before,
 * the second died on `CREATE SCHEMA IF NOT EXISTS "drizzle"` (duplicate key in pg_namespace).
 */
const template = inject('dbTemplate');

describe.runIf(template.kind === 'postgres')('instances starting together', () => {
  it('migrate and seed once, all of them start', async () => {
    if (template.kind !== 'postgres') return;
    const name = `pb_t_together_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(template.adminUrl);
    url.pathname = `/${name}`;
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 3 })),
    );
    try {
      const seeded = await Promise.all(
        databases.map((d) =>
          d.exclusive(async () => {
            await d.migrate();
            return seedIfEmpty(d.db);
          }),
        ),
      );
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const journal = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const applied = (await databases[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      // The demo users once, not three times: a second seed would fail on unique e-mails or
      // double the rows; every instance sees the same count.
      const counts = await Promise.all(
        databases.map(async (d) => (await d.db.select({ n: count() }).from(users))[0]!.n),
      );
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBeGreaterThan(0);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
