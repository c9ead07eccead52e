import { boolean, doublePrecision, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CustomerMetaData, UsStateAbbreviation } from '@pb/core';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';
import { users } from './users';

/**
 * Customers (spec 3 §3). `search_text` is a stored, lower-cased concatenation of the searchable
 * fields; a pg_trgm GIN index on it makes "anywhere in the name or address" searches fast, and a
 * btree on the lower-cased names serves the list's ordering. `created_by` is the user who created
 * the customer (null for rows older than it, decision 0027): a rep reaches the customers they
 * created or whose lead names them as closer (modules/customers/customer-access.ts).
 * `latitude`/`longitude` stay 0,0 while the location is unknown (the API answers null then);
 * `is_location_placed` marks a home placed by a user, which an address edit keeps (decision 0055).
 */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').$type<UsStateAbbreviation>().notNull(),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    isLocationPlaced: boolean('is_location_placed').notNull().default(false),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    metaData: jsonb('meta_data').$type<CustomerMetaData>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || address1 || ' ' || city || ' ' || state || ' ' || zip)`,
      ),
    version: versionColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('customers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('customers_name_order_idx').on(
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
      t.id,
    ),
    index('customers_state_idx').on(t.state),
    index('customers_created_at_idx').on(t.createdAt),
    index('customers_created_by_idx').on(t.createdBy),
  ],
);
