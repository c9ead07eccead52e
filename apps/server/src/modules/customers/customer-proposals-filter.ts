import { sql, type SQL } from 'drizzle-orm';
import { customers, proposals } from '../../db/schema/index';

/**
 * The `hasProposals` filter: whether a proposal exists for the customer (a correlated EXISTS,
 * served by the proposals' (customer_id, proposal_number) unique index).
 */
export function hasProposalsCondition(wanted: boolean): SQL {
  const exists = sql`EXISTS (SELECT 1 FROM ${proposals} WHERE ${proposals.customerId} = ${customers.id})`;
  return wanted ? exists : sql`NOT ${exists}`;
}
