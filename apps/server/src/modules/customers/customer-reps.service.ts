import { CUSTOMER_MESSAGES as M, type CustomerRep, type SetCustomerRepsInput } from '@pb/core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerReps, roles, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import { requireReachableCustomer } from './customer-access';

/** A rep as the API shows one (users joined with their role). */
const REP_COLUMNS = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: roles.name,
};

/**
 * Reps an admin assigned to a customer (decision 0034). Read and written with
 * PB_MANAGE_CUSTOMERS (the route checks it); customer-access.ts reads the table.
 */
export async function listCustomerReps(
  db: Db,
  user: Pick<AuthUser, 'id' | 'capabilities'>,
  customerId: string,
): Promise<CustomerRep[]> {
  await requireReachableCustomer(db, user, customerId);
  return db
    .select(REP_COLUMNS)
    .from(customerReps)
    .innerJoin(users, eq(users.id, customerReps.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(customerReps.customerId, customerId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/**
 * Who may be assigned: every user whose role lacks PB_MANAGE_CUSTOMERS (the others reach every
 * customer already), by name.
 */
export async function listRepCandidates(db: Db): Promise<CustomerRep[]> {
  return db
    .select(REP_COLUMNS)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`NOT (${roles.capabilities} ? 'PB_MANAGE_CUSTOMERS')`)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Replaces the assigned reps; every id must be an existing user (422 naming the first unknown). */
export async function setCustomerReps(
  db: Db,
  user: Pick<AuthUser, 'id' | 'capabilities'>,
  customerId: string,
  input: SetCustomerRepsInput,
): Promise<CustomerRep[]> {
  await requireReachableCustomer(db, user, customerId);
  const { userIds } = input;
  if (userIds.length > 0) {
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    const known = new Set(found.map((u) => u.id));
    const index = userIds.findIndex((id) => !known.has(id));
    if (index >= 0)
      throw new AppError('UNPROCESSABLE', M.unknownRep, [
        { path: `body.userIds.${index}`, message: M.unknownRep },
      ]);
  }
  await db.transaction(async (tx) => {
    await tx.delete(customerReps).where(eq(customerReps.customerId, customerId));
    if (userIds.length > 0)
      await tx
        .insert(customerReps)
        .values(userIds.map((userId) => ({ customerId, userId, assignedBy: user.id })));
  });
  return listCustomerReps(db, user, customerId);
}
