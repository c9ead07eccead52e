import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PROPOSAL_MESSAGES } from '@pb/core';
import type { ReactNode } from 'react';
import { useCustomerProposals } from '../api/get-customer-proposals';
import { CustomerProposalsList } from './customer-proposals-list';
import { SectionCard } from './section-card';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';

/**
 * The rep view's proposals (spec 3 §2): exactly what a rep sees, the ones flagged
 * isViewableByRep. The server narrows the list for users without PB_MANAGE_CUSTOMERS, and on
 * request for an admin opening the rep view (issue 9). Request Initial Proposal when there are
 * none; older ones page in on demand.
 */
export function RepProposals({
  customerId,
  requestInitialProposal,
}: {
  customerId: string;
  /** The Request Initial Proposal button (the chat feature's), shown when none is shared. */
  requestInitialProposal?: ReactNode;
}) {
  const list = useCustomerProposals({ customerId, onlyViewableByRep: true });
  const { query, proposals } = list;
  return (
    <SectionCard title="Proposals">
      {query.isPending && <LoadingSkeleton height={160} />}
      {query.isError && <Alert severity="error">{PROPOSAL_MESSAGES.couldNotGetProposal}</Alert>}
      {proposals && (
        <>
          <CustomerProposalsList
            proposals={proposals}
            emptyText="No proposals have been shared with you yet."
            more={list}
          />
          {proposals.length === 0 && (
            <Box
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, pb: 1 }}
            >
              {requestInitialProposal}
            </Box>
          )}
        </>
      )}
    </SectionCard>
  );
}
