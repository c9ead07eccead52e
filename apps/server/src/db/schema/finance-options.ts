import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FinanceLender } from '@pb/core';
import { deletedAtColumn } from './catalogue-columns';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';

/** Finance options (spec 2 §3): apr and fee in %, EPC bounds in $/W, max loan in $. */
export const financeOptions = pgTable(
  'finance_options',
  {
    id: idColumn(),
    name: text('name').notNull(),
    apr: doublePrecision('apr').notNull(),
    lengthInYears: integer('length_in_years').notNull(),
    minEpc: doublePrecision('min_epc').notNull(),
    maxEpc: doublePrecision('max_epc').notNull(),
    fee: doublePrecision('fee').notNull(),
    maxLoanAmount: doublePrecision('max_loan_amount').notNull(),
    installerIds: uuid('installer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** 'enium' gives the 12-month initial period (spec 2 §9); never read from the name. */
    lender: text('lender').$type<FinanceLender>().notNull().default('standard'),
    version: versionColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deletedAt: deletedAtColumn(),
  },
  (t) => [
    index('finance_options_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
