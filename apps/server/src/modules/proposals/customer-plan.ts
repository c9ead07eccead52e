import { eq } from 'drizzle-orm';
import type { PaymentPlan } from '@pb/core';
import type { Db } from '../../db/client';
import { customerDetails } from '../../db/schema/index';

/** The pre-solar plan of the customer's saved details; null when none is saved. */
export async function findCustomerDetailsPlan(
  db: Db,
  customerId: string,
): Promise<PaymentPlan | null> {
  const [row] = await db
    .select({ plan: customerDetails.preSolarPlan })
    .from(customerDetails)
    .where(eq(customerDetails.customerId, customerId));
  return row?.plan ?? null;
}
