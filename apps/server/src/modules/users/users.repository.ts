import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Capability, Me, RoleName, User } from '@pb/core';
import type { Db } from '../../db/client';
import { tableChanged } from '../../db/table-cache';
import { roles, users } from '../../db/schema/index';

const userWithRole = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  profilePicPath: users.profilePicPath,
  salesSystemId: users.salesSystemId,
  version: users.version,
  roleId: roles.id,
  roleName: roles.name,
  capabilities: roles.capabilities,
};

type Row = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profilePicPath: string;
  salesSystemId: string | null;
  version: number;
  roleId: string;
  roleName: RoleName;
  capabilities: Capability[];
};

export const toUser = (r: Row): User => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  phone: r.phone,
  profilePicPath: r.profilePicPath,
  role: r.roleName,
  salesSystemId: r.salesSystemId,
  version: r.version,
});

export const toMe = (r: Row): Me => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  phone: r.phone,
  profilePicPath: r.profilePicPath,
  role: { id: r.roleId, name: r.roleName, capabilities: { proposalBuilder: r.capabilities } },
});

const base = (db: Db) =>
  db.select(userWithRole).from(users).innerJoin(roles, eq(users.roleId, roles.id));

/** The user with their role; `alsoRequire` adds a condition (e.g. the session is still active). */
export async function findUserRowById(
  db: Db,
  id: string,
  alsoRequire?: SQL<unknown>,
): Promise<Row | undefined> {
  const [row] = await base(db).where(
    alsoRequire ? and(eq(users.id, id), alsoRequire) : eq(users.id, id),
  );
  return row;
}

export async function findUserRowByEmail(db: Db, email: string): Promise<Row | undefined> {
  const [row] = await base(db).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function listUserRows(db: Db): Promise<Row[]> {
  return base(db).orderBy(asc(users.lastName), asc(users.firstName));
}

export async function findRole(
  db: Db,
  name: RoleName,
): Promise<{ id: string; capabilities: Capability[] } | undefined> {
  const [row] = await db
    .select({ id: roles.id, capabilities: roles.capabilities })
    .from(roles)
    .where(eq(roles.name, name));
  return row;
}

/** The capability that lets a user manage users: someone must always keep it (issue 33). */
export const USER_MANAGER_CAPABILITY: Capability = 'PB_MANAGE_ADMIN_ITEMS';

/**
 * How many users other than `exceptId` hold a role that may manage users. Call it inside a
 * transaction after `lockUserManagers`, so two demotions at once cannot both see the other.
 */
export async function countOtherUserManagers(db: Db, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(
      and(
        ne(users.id, exceptId),
        sql`${roles.capabilities} @> ${JSON.stringify([USER_MANAGER_CAPABILITY])}::jsonb`,
      ),
    );
  return row?.n ?? 0;
}

/** Serializes changes that may take the user-manager capability away (transaction-scoped). */
export async function lockUserManagers(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('pb:user-managers'))`);
}

/** Optimistic update: returns false when the version did not match (someone saved first). */
export async function updateUserRow(
  db: Db,
  id: string,
  version: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  tableChanged(db, 'users');
  return updated.length === 1;
}
