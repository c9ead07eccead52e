import { doublePrecision, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { customers } from './customers';
import { users } from './users';

/**
 * A customer's uploaded interval data (Green Button CSV/XML, issue 35, decision 0062): the typical
 * year core's parsers make of it, 8760 hourly kWh on the bill's calendar (hour 0 = 1 January
 * 00:00). One row per customer; when present the hourly engine prices from it instead of the load
 * modelled from the monthly kWh.
 */
export const customerIntervalLoads = pgTable('customer_interval_loads', {
  id: idColumn(),
  customerId: uuid('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  /** First and last day (YYYY-MM-DD) of the year used from the file. */
  periodStart: text('period_start').notNull(),
  periodEnd: text('period_end').notNull(),
  annualKwh: doublePrecision('annual_kwh').notNull(),
  hourlyKwh: real('hourly_kwh').array().notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
