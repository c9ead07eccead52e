import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PROPOSAL_MESSAGES, type CreateProposalResponse } from '@pb/core';
import { useMemo } from 'react';
import { PageHeader } from '../../../../components/ui/page-header';
import { useProposal } from '../../api/get-proposal';
import { useProposalContext } from '../../hooks/use-proposal-context';
import { valuesFromDetails, valuesFromProposal } from '../../utils/proposal-form-values';
import { ProposalBuilderForm } from './proposal-builder-form';
import { LoadingSkeleton } from '../../../../components/ui/loading-skeleton';

type ProposalBuilderProps = {
  customerId: string;
  /** ?proposalId=: start from a copy of this proposal. */
  copyOf: string | null;
  onCreated: (reply: CreateProposalResponse) => void;
};

/**
 * /customers/{id}/proposal-builder: starts from the customer's saved details and the catalogue
 * (or from a copy of a proposal), then hands over to the form.
 */
export function ProposalBuilder({ customerId, copyOf, onCreated }: ProposalBuilderProps) {
  const { context, details, isPending, isError, retry } = useProposalContext(customerId);
  const copy = useProposal({ proposalId: copyOf ?? '', queryConfig: { enabled: copyOf !== null } });
  const initialValues = useMemo(() => {
    if (!context) return null;
    if (copyOf !== null)
      return copy.data ? valuesFromProposal(copy.data, context, { isCopy: true }) : null;
    return valuesFromDetails(details, context);
  }, [context, details, copyOf, copy.data]);

  const title = context
    ? `Proposal Builder — ${context.customer.firstName} ${context.customer.lastName}`
    : 'Proposal Builder';
  if (isError || copy.isError) {
    return (
      <>
        <PageHeader title="Proposal Builder" />
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => (retry(), void copy.refetch())}>
              Retry
            </Button>
          }
        >
          {copy.isError
            ? PROPOSAL_MESSAGES.couldNotGetProposal
            : 'Could not load the customer and catalogue.'}
        </Alert>
      </>
    );
  }
  if (isPending || !context || !initialValues) {
    return (
      <>
        <PageHeader title={title} />
        <LoadingSkeleton height={480} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      <ProposalBuilderForm context={context} initialValues={initialValues} onCreated={onCreated} />
    </>
  );
}
