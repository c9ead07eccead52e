import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';
import { roles } from './roles';

/**
 * People who may sign in. Only users an admin created can sign in (matched by email).
 * `sales_system_id` is the user's id in the sales system: the `closerId` its leads carry, which
 * gives a rep their customers (decision 0027).
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    profilePicPath: text('profile_pic_path').notNull().default(''),
    salesSystemId: text('sales_system_id'),
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
    uniqueIndex('users_sales_system_id_idx').on(t.salesSystemId),
  ],
);
