import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ContractDocument, SiteSurvey } from '@pb/core';
import { createdAtColumn, updatedAtColumn, versionColumn } from './columns';
import { customers } from './customers';
import { proposals } from './proposals';

/**
 * The onboarding record of a proposal (spec 3 §3 Contract); its id is the proposal's id.
 * `panda_docs` lists every generated agreement document with its last known status.
 */
export const contracts = pgTable('contracts', {
  id: uuid('id')
    .primaryKey()
    .references(() => proposals.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  contractId: text('contract_id').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zip: text('zip').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  loanId: text('loan_id').notNull().default(''),
  pandaDocId: text('panda_doc_id').notNull().default(''),
  pandaDocStatus: text('panda_doc_status').notNull().default(''),
  pandaDocs: jsonb('panda_docs').$type<ContractDocument[]>().notNull().default([]),
  salesforceId: text('salesforce_id').notNull().default(''),
  siteSurvey: jsonb('site_survey').$type<SiteSurvey | null>(),
  emailSent: boolean('email_sent').notNull().default(false),
  metaData: jsonb('meta_data').$type<Record<string, unknown>>().notNull().default({}),
  version: versionColumn(),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});
