import { DEFAULT_ROLE_CAPABILITIES, ROLE_NAMES, type RoleName } from '@pb/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { brandTemplates, roles, users } from '../schema/index';
import { BRAND_TEMPLATE_SEED } from './brand-template-seed';

interface SeedUser {
  firstName: string;
  lastName: string;
  email: string;
  role: RoleName;
  /**
   * The closer id of the demo leads (lead-seed.ts) this user closes: the demo Closer gets
   * CLO-04's customers (Maria Alvarez, James Whitfield, Tanya Brooks), the demo Sales Rep
   * CLO-09's (Tanya Brooks, Kevin O'Neal). Reps reach only such customers (decision 0027).
   */
  salesSystemId?: string;
}

export const SEED_USERS: SeedUser[] = [
  { firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' },
  {
    firstName: 'Carl',
    lastName: 'Closer',
    email: 'closer@example.com',
    role: 'Closer',
    salesSystemId: 'CLO-04',
  },
  { firstName: 'Dana', lastName: 'Developer', email: 'developer@example.com', role: 'Developer' },
  {
    firstName: 'Sam',
    lastName: 'Rep',
    email: 'rep@example.com',
    role: 'Sales Rep',
    salesSystemId: 'CLO-09',
  },
];

/** Roles with their default capabilities, the demo users and the four brand templates. Idempotent. */
export async function seedPlatform(db: Db): Promise<void> {
  for (const name of ROLE_NAMES) {
    await db
      .insert(roles)
      .values({ name, capabilities: [...DEFAULT_ROLE_CAPABILITIES[name]] })
      .onConflictDoNothing({ target: roles.name });
  }
  for (const u of SEED_USERS) {
    const [role] = await db.select().from(roles).where(eq(roles.name, u.role));
    if (!role) throw new Error(`role ${u.role} missing`);
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, u.email));
    if (existing.length === 0) {
      await db.insert(users).values({
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        roleId: role.id,
        salesSystemId: u.salesSystemId ?? null,
      });
    }
  }
  for (const b of BRAND_TEMPLATE_SEED) {
    await db
      .insert(brandTemplates)
      .values(b)
      .onConflictDoNothing({ target: brandTemplates.baseTemplate });
  }
}
