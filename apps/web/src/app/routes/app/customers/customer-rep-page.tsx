import Box from '@mui/material/Box';
import type { Customer } from '@pb/core';
import { PageHeader } from '../../../../components/ui/page-header';
import { RepProposals } from '../../../../features/customer-details/components/rep-proposals';
import { PersonName } from '../../../../components/ui/user-text';
import { CustomerSummary } from '../../../../features/customers/components/customer-summary';
import { RequestInitialProposalButton } from '../../../../features/chat/components/request-buttons';
import { RedesignHistory } from '../../../../features/chat/components/redesign-history';

/**
 * The rep view (spec 3 §2): the customer, the proposals shared with reps (isViewableByRep),
 * Request Initial Proposal when there are none, and Redesign History.
 */
export function CustomerRepPage({ customer }: { customer: Customer }) {
  return (
    <>
      <PageHeader title={<PersonName person={customer} />} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(260px, 1fr) minmax(0, 2fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <CustomerSummary customer={customer} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <RepProposals
            customerId={customer.id}
            requestInitialProposal={<RequestInitialProposalButton customerId={customer.id} />}
          />
          <RedesignHistory customerId={customer.id} />
        </Box>
      </Box>
    </>
  );
}
