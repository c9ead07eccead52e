import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LEAVE_WITHOUT_PROMPT } from '../../../../components/form/form-leave-guard';
import { paths } from '../../../../config/paths';
import { getCustomerQueryOptions } from '../../../../features/proposals/api/get-customer';
import { getCustomerDetailsQueryOptions } from '../../../../lib/customer-details-query';
import { ProposalBuilder } from '../../../../features/proposals/components/builder/proposal-builder';
import { authStorage } from '../../../../lib/auth-storage';
import { openInNewWindow } from '../../../../lib/open-in-new-window';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const customerId = params.customerId;
    if (customerId && authStorage.getAccessToken()) {
      void queryClient.prefetchQuery(getCustomerQueryOptions(customerId));
      void queryClient.prefetchQuery(getCustomerDetailsQueryOptions(customerId));
    }
    return null;
  };

/**
 * /customers/{id}/proposal-builder (?proposalId= copies a proposal). Any signed-in user may
 * open it (reps reach it by URL); the server decides what they may save. A generated proposal
 * opens in a new window (spec 3 §1: the internal proposal view opens in a new window) and this
 * tab goes back to the customer; where the browser blocks the window, it opens here.
 */
export default function ProposalBuilderRoute() {
  const { customerId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ProposalBuilder
      key={`${customerId}:${search.get('proposalId') ?? ''}`}
      customerId={customerId}
      copyOf={search.get('proposalId')}
      onCreated={(reply) => {
        const href = paths.proposal.getHref(customerId, reply.id);
        const opened = openInNewWindow(href);
        void navigate(opened ? paths.customer.getHref(customerId) : href, {
          state: LEAVE_WITHOUT_PROMPT,
        });
      }}
    />
  );
}
