import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PROPOSAL_MESSAGES, type CreateProposalResponse } from '@pb/core';
import { PageHeader } from '../../../../components/ui/page-header';
import { isApiError } from '../../../../lib/api-client';
import { useProposal } from '../../api/get-proposal';
import { useProposalContext } from '../../hooks/use-proposal-context';
import { ProposalEditorForm } from './proposal-editor-form';
import { LoadingSkeleton } from '../../../../components/ui/loading-skeleton';

type ProposalEditorProps = {
  customerId: string;
  proposalId: string;
  onCreated: (reply: CreateProposalResponse) => void;
  /** Buttons beside the title (the Redesigns chat button, an app-level feature). */
  headerActions?: ReactNode;
};

/** /customers/{id}/proposals/{proposalId}: loads the proposal and what it is priced with. */
export function ProposalEditor({
  customerId,
  proposalId,
  onCreated,
  headerActions,
}: ProposalEditorProps) {
  const { context, isPending, isError, retry } = useProposalContext(customerId);
  const proposal = useProposal({ proposalId });
  const title = proposal.data
    ? `Prop${proposal.data.proposalNumber}${proposal.data.description ? ` — ${proposal.data.description}` : ''}`
    : 'Proposal';

  if (proposal.isError || isError) {
    const isNotFound = isApiError(proposal.error) && proposal.error.code === 'NOT_FOUND';
    return (
      <>
        <PageHeader title="Proposal" />
        <Alert
          severity="error"
          action={
            isNotFound ? undefined : (
              <Button
                color="inherit"
                size="small"
                onClick={() => (retry(), void proposal.refetch())}
              >
                Retry
              </Button>
            )
          }
        >
          {isNotFound
            ? PROPOSAL_MESSAGES.proposalDoesNotExist
            : PROPOSAL_MESSAGES.couldNotGetProposal}
        </Alert>
      </>
    );
  }
  if (isPending || !context || !proposal.data) {
    return (
      <>
        <PageHeader title={title} />
        <LoadingSkeleton height={480} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} actions={headerActions} />
      <ProposalEditorForm
        key={proposal.data.id}
        context={context}
        view={proposal.data}
        onReload={() => proposal.refetch().then((result) => result.data)}
        onCreated={onCreated}
      />
    </>
  );
}
