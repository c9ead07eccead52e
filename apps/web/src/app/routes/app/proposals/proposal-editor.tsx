import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { LEAVE_WITHOUT_PROMPT } from '../../../../components/form/form-leave-guard';
import { paths } from '../../../../config/paths';
import { getProposalQueryOptions } from '../../../../features/proposals/api/get-proposal';
import { ProposalEditor } from '../../../../features/proposals/components/editor/proposal-editor';
import { RedesignsButton } from '../../../../features/chat/components/redesigns-button';
import { authStorage } from '../../../../lib/auth-storage';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const proposalId = params.proposalId;
    if (proposalId && authStorage.getAccessToken()) {
      void queryClient.prefetchQuery(getProposalQueryOptions(proposalId)).catch(() => undefined);
    }
    return null;
  };

/**
 * /customers/{id}/proposals/{proposalId}: the internal proposal view and editor. Any signed-in
 * user may open it; the server answers 404 for proposals hidden from them. Save As New Proposal
 * opens the copy here.
 */
export default function ProposalEditorRoute() {
  const { customerId = '', proposalId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ProposalEditor
      key={proposalId}
      customerId={customerId}
      proposalId={proposalId}
      headerActions={<RedesignsButton customerId={customerId} proposalId={proposalId} />}
      onCreated={(reply) =>
        void navigate(paths.proposal.getHref(customerId, reply.id), { state: LEAVE_WITHOUT_PROMPT })
      }
    />
  );
}
