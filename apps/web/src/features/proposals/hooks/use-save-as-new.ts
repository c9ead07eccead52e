import { PROPOSAL_MESSAGES, type CreateProposalResponse } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { useFormActions } from '../../../components/form/use-form-state';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useCreateProposal } from '../api/create-proposal';
import type { ProposalContext } from '../utils/proposal-context';
import { ProposalFormSchema, type ProposalFormValues } from '../utils/proposal-form-schema';
import { computeFigures } from '../utils/proposal-scenario';
import { toCreateRequest } from '../utils/proposal-request';

/**
 * Save As New Proposal (spec 3 §4): a copy of the proposal as it stands in the form, posted with
 * an empty id; the server numbers it, sets createdBy to the current user's full name and
 * isContractGenerated false.
 */
export function useSaveAsNew(
  context: ProposalContext,
  onCreated: (reply: CreateProposalResponse) => void,
) {
  const { getValues } = useFormActions<ProposalFormValues>();
  const create = useCreateProposal();
  const { run: saveAsNew, isRunning } = useSingleFlight(async () => {
    const parsed = ProposalFormSchema.safeParse(getValues());
    if (!parsed.success) {
      enqueueSnackbar(PROPOSAL_MESSAGES.couldNotCreateProposal, { variant: 'error' });
      return;
    }
    const values = parsed.data;
    try {
      const reply = await create.mutateAsync(
        toCreateRequest(context.customer.id, values, computeFigures(values, context)),
      );
      onCreated(reply);
    } catch {
      // The mutation shows the server's reason.
    }
  });
  return { saveAsNew, isSaving: create.isPending || isRunning };
}
