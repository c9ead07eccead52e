import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';
import { roles } from './roles';

/** People who may sign in. Only users an admin created can sign in (matched by email). */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    profilePicPath: text('profile_pic_path').notNull().default(''),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    version: versionColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
  ],
);
