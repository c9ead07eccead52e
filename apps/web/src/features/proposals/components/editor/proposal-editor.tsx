import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PROPOSAL_MESSAGES, type CreateProposalResponse } from '@pb/core';
import { PageHeader } from '../../../../components/ui/page-header';
import { isApiError } from '../../../../lib/api-client';
import { useProposal } from '../../api/get-proposal';
import { useProposalHours } from '../../api/get-proposal-hours';
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

/**
 * /customers/{id}/proposals/{proposalId}: loads the proposal and what it is priced with; on an
 * hourly plan also the server's hours (decision 0061), without which no figures are shown: the
 * month groups' figures would not be the ones a save stores.
 */
export function ProposalEditor({
  customerId,
  proposalId,
  onCreated,
  headerActions,
}: ProposalEditorProps) {
  const { context, isPending, isError, retry } = useProposalContext(customerId);
  const proposal = useProposal({ proposalId });
  const saved = proposal.data;
  const preSolarPlan = saved?.details.preSolarPlan ?? context?.fallbackPreSolarPlan;
  const isHourly =
    !!saved && !!context && !!(preSolarPlan?.hourly || saved.details.postSolarPlan?.hourly);
  const hours = useProposalHours(proposalId, saved?.version ?? 0, isHourly);
  const priced = useMemo(
    () => (context && isHourly && hours.data ? { ...context, hours: hours.data } : context),
    [context, isHourly, hours.data],
  );
  const title = proposal.data
    ? `Prop${proposal.data.proposalNumber}${proposal.data.description ? ` — ${proposal.data.description}` : ''}`
    : 'Proposal';

  const isHoursError = isHourly && hours.isError && !hours.data;
  // No hours for an hourly plan (the customer's usage or site is gone since the save): say so,
  // rather than a skeleton for ever or figures the server would not store.
  const isHoursMissing = isHourly && hours.isSuccess && hours.data === null;
  if (isHoursMissing) {
    return (
      <>
        <PageHeader title={title} actions={headerActions} />
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void hours.refetch()}>
              Retry
            </Button>
          }
        >
          {PROPOSAL_MESSAGES.hourlyBillUnavailable}
        </Alert>
      </>
    );
  }
  if (proposal.isError || isError || isHoursError) {
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
                onClick={() => (retry(), void proposal.refetch(), void hours.refetch())}
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
  if (isPending || !priced || !proposal.data || (isHourly && !hours.data)) {
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
        context={priced}
        view={proposal.data}
        onReload={() => proposal.refetch().then((result) => result.data)}
        onCreated={onCreated}
      />
    </>
  );
}
