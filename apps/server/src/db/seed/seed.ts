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

/** Seeders run in order; each is idempotent. Feature modules append theirs here. */
const SEEDERS: { name: string; run: (db: Db) => Promise<void> }[] = [
  { name: 'platform', run: seedPlatform },
  { name: 'customers', run: seedCustomers },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'customer details', run: seedCustomerDetails },
  { name: 'leads', run: seedLeads },
  { name: 'proposals', run: seedProposals },
  { name: 'onboarding', run: seedOnboarding },
];

export async function seedAll(db: Db): Promise<void> {
  for (const seeder of SEEDERS) await seeder.run(db);
}

/** Seeds only an empty database (first start). */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedAll(db);
  return true;
}
