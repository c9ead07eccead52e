import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { leads, users } from '../../src/db/schema/index';
import type { TestApp } from './test-app';

/**
 * Makes the user with `email` the closer of a lead of the customer (decision 0027: reps reach
 * the customers whose lead names them), giving the user a sales-system id if they have none.
 */
export async function assignCustomer(
  t: TestApp,
  customerId: string,
  email: string,
  lead: Partial<Pick<typeof leads.$inferInsert, 'appointmentDate' | 'startTime' | 'redline'>> = {},
): Promise<void> {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  let salesSystemId = user.salesSystemId;
  if (!salesSystemId) {
    salesSystemId = `TEST-${user.id}`;
    await t.db.update(users).set({ salesSystemId }).where(eq(users.id, user.id));
  }
  await t.db.insert(leads).values({
    id: `TEST-LEAD-${randomUUID()}`,
    proposalBuilderId: customerId,
    closerId: salesSystemId,
    ...lead,
  });
}
