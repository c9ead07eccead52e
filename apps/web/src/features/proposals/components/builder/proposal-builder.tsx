import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PROPOSAL_MESSAGES, type CreateProposalResponse } from '@pb/core';
import { useMemo } from 'react';
import { PageHeader } from '../../../../components/ui/page-header';
import { NEW_PROPOSAL_HOURS_ERROR, useNewProposalHours } from '../../api/get-new-proposal-hours';
import { useProposal } from '../../api/get-proposal';
import { useProposalHours } from '../../api/get-proposal-hours';
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
 * (or from a copy of a proposal), then hands over to the form. On an hourly plan it also loads
 * the hours the first save will price with (decision 0066: the details' from
 * GET /api/customers/{id}/new-proposal-hours, a copy's from its proposal's hours) and shows no
 * figures until they arrive: the month groups' figures would not be the ones the save stores.
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
  const startPlan = initialValues?.details.preSolarPlan ?? context?.fallbackPreSolarPlan;
  const isHourly =
    !!initialValues && !!(startPlan?.hourly || initialValues.details.postSolarPlan?.hourly);
  const copyHours = useProposalHours(
    copyOf ?? '',
    copy.data?.version ?? 0,
    isHourly && copyOf !== null,
  );
  const newHours = useNewProposalHours(
    customerId,
    details?.version ?? null,
    isHourly && copyOf === null,
  );
  const hours = copyOf !== null ? copyHours : newHours;
  const priced = useMemo(
    () => (context && isHourly && hours.data ? { ...context, hours: hours.data } : context),
    [context, isHourly, hours.data],
  );
  const isHoursError = isHourly && hours.isError && !hours.data;

  const title = context
    ? `Proposal Builder — ${context.customer.firstName} ${context.customer.lastName}`
    : 'Proposal Builder';
  if (isError || copy.isError || isHoursError) {
    return (
      <>
        <PageHeader title="Proposal Builder" />
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                retry();
                // A disabled query still fetches on refetch(): only what this page asks for.
                if (copyOf !== null) void copy.refetch();
                if (isHourly) void hours.refetch();
              }}
            >
              Retry
            </Button>
          }
        >
          {copy.isError
            ? PROPOSAL_MESSAGES.couldNotGetProposal
            : isHoursError && !isError
              ? NEW_PROPOSAL_HOURS_ERROR
              : 'Could not load the customer and catalogue.'}
        </Alert>
      </>
    );
  }
  // null hours (no usage yet: the server has none to price with) show the form, which says
  // 'Power Info Required.'; only hours still loading keep the skeleton.
  if (isPending || !priced || !initialValues || (isHourly && hours.data === undefined)) {
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
      <ProposalBuilderForm context={priced} initialValues={initialValues} onCreated={onCreated} />
    </>
  );
}
