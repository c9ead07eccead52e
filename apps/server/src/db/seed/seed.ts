import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema/index';
import { seedCatalogue } from './seed-catalogue';
import { seedPlatform } from './seed-platform';
import { seedCustomers } from './seed-customers';
import { seedCustomerDetails } from './seed-customer-details';
import { seedLeads } from './seed-leads';
import { seedProposals } from './seed-proposals';
import { seedOnboarding } from './seed-onboarding';

export interface Seeder {
  name: string;
  run: (db: Db) => Promise<void>;
}

/** Seeders run in order; each is idempotent. Feature modules append theirs here. */
export const SEEDERS: Seeder[] = [
  { name: 'platform', run: seedPlatform },
  { name: 'customers', run: seedCustomers },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'customer details', run: seedCustomerDetails },
  { name: 'leads', run: seedLeads },
  { name: 'proposals', run: seedProposals },
  { name: 'onboarding', run: seedOnboarding },
];

/**
 * Runs every seeder in one transaction: a crash half-way leaves nothing behind, so the next start
 * sees an empty database and seeds it again. Each seeder is idempotent, so re-running is safe.
 */
export async function seedAll(db: Db, seeders = SEEDERS): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seeder of seeders) await seeder.run(tx as unknown as Db);
  });
}

/** Seeds only an empty database (first start). */
export async function seedIfEmpty(db: Db, seeders = SEEDERS): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedAll(db, seeders);
  return true;
}
