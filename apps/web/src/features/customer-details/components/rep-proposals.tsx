import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PROPOSAL_MESSAGES } from '@pb/core';
import type { ReactNode } from 'react';
import { useCustomerProposals } from '../api/get-customer-proposals';
import { CustomerProposalsList } from './customer-proposals-list';
import { SectionCard } from './section-card';

/**
 * The rep view's proposals (spec 3 §2): exactly what a rep sees, the ones flagged
 * isViewableByRep. The server filters them for users without PB_MANAGE_CUSTOMERS; an admin
 * opening the rep view gets every proposal, so the view filters too (issue 9). Request Initial
 * Proposal when there are none.
 */
export function RepProposals({
  customerId,
  requestInitialProposal,
}: {
  customerId: string;
  /** The Request Initial Proposal button (the chat feature's), shown when none is shared. */
  requestInitialProposal?: ReactNode;
}) {
  const query = useCustomerProposals({ customerId });
  const proposals = {
    ...query,
    data: query.data?.filter((p) => p.isViewableByRep),
  };
  return (
    <SectionCard title="Proposals">
      {proposals.isPending && <Skeleton variant="rounded" height={160} aria-label="Loading" />}
      {proposals.isError && <Alert severity="error">{PROPOSAL_MESSAGES.couldNotGetProposal}</Alert>}
      {proposals.data && (
        <>
          <CustomerProposalsList
            proposals={proposals.data}
            emptyText="No proposals have been shared with you yet."
          />
          {proposals.data.length === 0 && (
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
