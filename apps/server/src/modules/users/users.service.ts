import type { CreateUserInput, Me, UpdateProfileInput, UpdateUserInput, User } from '@pb/core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { cached, tableChanged } from '../../db/table-cache';
import { AppError, badRequest, conflict, notFound, staleVersion } from '../../errors';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors';
import { USER_MESSAGES } from '@pb/core';
import {
  USER_MANAGER_CAPABILITY,
  countOtherUserManagers,
  findRole,
  findUserRowByEmail,
  findUserRowById,
  listUserRows,
  lockUserManagers,
  toMe,
  toUser,
  updateUserRow,
} from './users.repository';

export async function listUsers(db: Db): Promise<User[]> {
  return (await listUserRows(db)).map(toUser);
}

export async function getUser(db: Db, id: string): Promise<User> {
  const row = await findUserRowById(db, id);
  if (!row) throw notFound('User not found.');
  return toUser(row);
}

async function roleOf(db: Db, role: CreateUserInput['role']) {
  const found = await findRole(db, role);
  if (!found)
    throw badRequest(`Unknown role ${role}`, [{ path: 'body.role', message: 'Unknown role' }]);
  return found;
}

/** The sales-system id as stored: trimmed, null when blank. */
const salesSystemIdOf = (value: string | null | undefined) => value?.trim() || null;

/** 409 for a duplicate email or sales-system id (each belongs to one user). */
function duplicate(err: unknown): AppError {
  return violatedConstraint(err) === 'users_sales_system_id_idx'
    ? conflict('Another user already has this sales system id.')
    : conflict('A user with this email already exists.');
}

export async function createUser(db: Db, input: CreateUserInput): Promise<User> {
  const { id: roleId } = await roleOf(db, input.role);
  try {
    const [row] = await db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.trim().toLowerCase(),
        phone: input.phone ?? '',
        salesSystemId: salesSystemIdOf(input.salesSystemId),
        roleId,
      })
      .returning({ id: users.id });
    return getUser(db, row!.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(err);
    throw err;
  }
}

export async function updateUser(db: Db, input: UpdateUserInput): Promise<User> {
  const existing = await findUserRowById(db, input.id);
  if (!existing) throw notFound('User not found.');
  const role = await roleOf(db, input.role);
  // Taking away the last user manager would lock everyone out of the users screen (issue 33).
  const losesManager =
    existing.capabilities.includes(USER_MANAGER_CAPABILITY) &&
    !role.capabilities.includes(USER_MANAGER_CAPABILITY);
  try {
    const ok = await db.transaction(async (tx) => {
      if (losesManager) {
        await lockUserManagers(tx);
        if ((await countOtherUserManagers(tx, input.id)) === 0)
          throw new AppError('UNPROCESSABLE', USER_MESSAGES.lastManager, [
            { path: 'body.role', message: USER_MESSAGES.lastManager },
          ]);
      }
      return updateUserRow(tx, input.id, input.version, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.trim().toLowerCase(),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.salesSystemId !== undefined
          ? { salesSystemId: salesSystemIdOf(input.salesSystemId) }
          : {}),
        roleId: role.id,
      });
    });
    tableChanged(db, 'users');
    if (!ok) throw staleVersion('user');
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(err);
    throw err;
  }
  return getUser(db, input.id);
}

/** The signed-in user, read through the table cache as every request's authentication reads it. */
export async function getMe(db: Db, id: string): Promise<Me> {
  const row = await cached(db, 'users,roles', id, () => findUserRowById(db, id));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return toMe(row);
}

/** Manage My Profile: the caller's own name, phone and picture; last write wins on purpose. */
export async function updateProfile(db: Db, id: string, input: UpdateProfileInput): Promise<Me> {
  const row = await findUserRowById(db, id);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  await updateUserRow(db, id, row.version, input);
  return getMe(db, id);
}

export { findUserRowByEmail };
