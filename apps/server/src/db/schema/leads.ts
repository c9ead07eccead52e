import { doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from './columns';
import { customers } from './customers';

/**
 * Leads of the embedded sales system (used when LEADS_API_URL is not set): keyed by the lead id
 * the customer carries as metaData.BsaId. `redline` is the rep's baseline in $/W;
 * `proposal_builder_id` links the lead to our customer (GET /leads/proposalBuilderId/{id});
 * `closer_id` is the closer's sales-system id (users.sales_system_id), who thereby reaches the
 * customer (decision 0027).
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    proposalBuilderId: uuid('proposal_builder_id').references(() => customers.id, {
      onDelete: 'set null',
    }),
    redline: doublePrecision('redline'),
    leadSetterId: text('lead_setter_id'),
    closerId: text('closer_id'),
    appointmentDate: text('appointment_date'),
    startTime: text('start_time'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('leads_proposal_builder_id_idx').on(t.proposalBuilderId),
    index('leads_closer_id_idx').on(t.closerId),
  ],
);
