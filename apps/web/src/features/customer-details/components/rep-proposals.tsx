import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PROPOSAL_MESSAGES } from '@pb/core';
import { useCustomerProposals } from '../api/get-customer-proposals';
import { CustomerProposalsList } from './customer-proposals-list';
import { SectionCard } from './section-card';

/** Why Request Initial Proposal cannot be used yet (the request starts a proposal-team chat). */
export const INITIAL_REQUEST_PENDING_TEXT =
  'Initial proposal requests open with the proposal-team chat, which is coming soon.';

/**
 * The rep view's proposals (spec 3 §2): exactly what a rep sees, the ones flagged
 * isViewableByRep. The server filters them for users without PB_MANAGE_CUSTOMERS; an admin
 * opening the rep view gets every proposal, so the view filters too (issue 9). Request Initial
 * Proposal when there are none.
 */
export function RepProposals({ customerId }: { customerId: string }) {
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
              <Tooltip title={INITIAL_REQUEST_PENDING_TEXT}>
                <span>
                  <Button variant="contained" startIcon={<SendIcon />} disabled>
                    Request Initial Proposal
                  </Button>
                </span>
              </Tooltip>
              <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                {INITIAL_REQUEST_PENDING_TEXT}
              </Typography>
            </Box>
          )}
        </>
      )}
    </SectionCard>
  );
}
