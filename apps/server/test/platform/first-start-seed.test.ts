import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { customers, users } from '../../src/db/schema/index';
import { SEEDERS, seedIfEmpty } from '../../src/db/seed/seed';
import { openEmptyDatabase } from '../helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await openEmptyDatabase();
}, 60_000);
afterAll(() => database.close());

const countOf = async (table: typeof users | typeof customers) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('first-start seeding', () => {
  it('a crash half-way leaves nothing behind, and the next start seeds everything', async () => {
    const crashing = [
      ...SEEDERS.slice(0, 2),
      {
        name: 'crash',
        run: () => Promise.reject(new Error('power cut')),
      },
    ];
    await expect(seedIfEmpty(database.db, crashing)).rejects.toThrow('power cut');
    expect(await countOf(users)).toBe(0);
    expect(await countOf(customers)).toBe(0);

    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await countOf(users)).toBeGreaterThan(0);
    expect(await countOf(customers)).toBeGreaterThan(0);
    // a second start finds data and leaves it alone
    expect(await seedIfEmpty(database.db)).toBe(false);
  }, 60_000);
});
