import { CUSTOMER_MESSAGES, hasCapability } from '@pb/core';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerReps, customers, leads, users } from '../../db/schema/index';
import { notFound } from '../../errors';
import { isUuid } from '../../lib/uuid';
import type { AuthUser } from '../../plugins/access-control';
import type { CustomerRow } from './customers.repository';

/**
 * Which customers a user reaches (spec 3 §2, §6; decision 0027). This is the one place the rule
 * lives; every service that reads or writes a customer, or something hanging off one (details,
 * proposals, onboarding, deck, design requests), asks here.
 *
 * - PB_MANAGE_CUSTOMERS reaches every customer.
 * - Anyone else reaches the customers they created (`customers.created_by`), those with a lead
 *   whose `closer_id` is the user's sales-system id (`users.sales_system_id`), and those an admin
 *   assigned to them (`customer_reps`, decision 0034).
 *
 * A customer out of reach answers 404 with the same message as a missing one, so ids do not tell
 * whether a customer exists.
 */
export type CustomerReader = Pick<AuthUser, 'id' | 'capabilities'>;

export const reachesEveryCustomer = (user: Pick<AuthUser, 'capabilities'>) =>
  hasCapability(user.capabilities, 'PB_MANAGE_CUSTOMERS');

/** A condition on `customers` for the rows `user` reaches; undefined when they reach all. */
export function reachableCustomers(user: CustomerReader): SQL | undefined {
  if (reachesEveryCustomer(user)) return undefined;
  const closesTheLead = sql`EXISTS (SELECT 1 FROM ${leads} INNER JOIN ${users} ON ${users.salesSystemId} = ${leads.closerId} WHERE ${leads.proposalBuilderId} = ${customers.id} AND ${users.id} = ${user.id})`;
  const isAssigned = sql`EXISTS (SELECT 1 FROM ${customerReps} WHERE ${customerReps.customerId} = ${customers.id} AND ${customerReps.userId} = ${user.id})`;
  return or(eq(customers.createdBy, user.id), closesTheLead, isAssigned);
}

/** The customer when `user` reaches it; else 404 with `message` (as for a missing customer). */
export async function requireReachableCustomer(
  db: Db,
  user: CustomerReader,
  customerId: string,
  message: string = CUSTOMER_MESSAGES.customerNotFound,
): Promise<CustomerRow> {
  if (!isUuid(customerId)) throw notFound(message);
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), reachableCustomers(user)));
  if (!row) throw notFound(message);
  return row;
}

/**
 * 404 with `message` unless `user` reaches the customer. Costs nothing for PB_MANAGE_CUSTOMERS
 * (whether the customer exists is then the caller's own check).
 */
export async function assertCustomerReachable(
  db: Db,
  user: CustomerReader,
  customerId: string,
  message: string = CUSTOMER_MESSAGES.customerNotFound,
): Promise<void> {
  const scope = reachableCustomers(user);
  if (!scope) return;
  if (!isUuid(customerId)) throw notFound(message);
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), scope));
  if (!row) throw notFound(message);
}
