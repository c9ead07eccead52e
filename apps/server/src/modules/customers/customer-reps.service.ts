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

/** Whether the user's role lacks PB_MANAGE_CUSTOMERS: the others reach every customer already. */
const CAN_BE_REP = sql<boolean>`NOT (${roles.capabilities} ? 'PB_MANAGE_CUSTOMERS')`;

/** Who may be assigned: every user who can be a rep (CAN_BE_REP), by name. */
export async function listRepCandidates(db: Db): Promise<CustomerRep[]> {
  return db
    .select(REP_COLUMNS)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(CAN_BE_REP)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/**
 * Replaces the assigned reps; every id must be an existing user who can be a rep (422 naming the
 * first that is not).
 */
export async function setCustomerReps(
  db: Db,
  user: Pick<AuthUser, 'id' | 'capabilities'>,
  customerId: string,
  input: SetCustomerRepsInput,
): Promise<CustomerRep[]> {
  await requireReachableCustomer(db, user, customerId);
  const { userIds } = input;
  if (userIds.length > 0) {
    const found = await db
      .select({ id: users.id, canBeRep: CAN_BE_REP })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(inArray(users.id, userIds));
    const canBeRep = new Map(found.map((u) => [u.id, u.canBeRep]));
    const index = userIds.findIndex((id) => canBeRep.get(id) !== true);
    if (index >= 0) {
      const message = canBeRep.has(userIds[index]!) ? M.managerNotRep : M.unknownRep;
      throw new AppError('UNPROCESSABLE', message, [{ path: `body.userIds.${index}`, message }]);
    }
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
