import type { ProposalView } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useUpdateProposal } from '../api/update-proposal';
import { figuresError, installerOfferAlert, templateSwap } from '../utils/preview-checks';
import type { ProposalContext } from '../utils/proposal-context';
import type { ProposalFormValues } from '../utils/proposal-form-schema';
import { computeFigures } from '../utils/proposal-scenario';
import { toUpdateRequest } from '../utils/proposal-request';

/**
 * Preview Changes (spec 3 §5): the panel and the finance option must be offered by the
 * installer and the installer must exist (browser alerts 'invalid Panel Selection', 'invalid
 * finance Option', 'invalid Installer'); a template of another base than the installer's asks
 * 'This will change the installer to {template}, Are you sure you want to do this?' (cancel
 * aborts, confirm swaps the template); an EPC above the max ('Number of Points Exceeds Epc
 * Limit') or any engine error is shown as an error. Then PUT; 'Proposal Updated!'.
 * Resolves with the saved proposal, or null when nothing was saved.
 */
export function usePreviewChanges(view: ProposalView, context: ProposalContext) {
  const confirm = useConfirm();
  const update = useUpdateProposal();

  const preview = async (values: ProposalFormValues): Promise<ProposalView | null> => {
    const alert = installerOfferAlert(values, context.catalogue);
    if (alert) {
      window.alert(alert);
      return null;
    }
    let next = values;
    const swap = templateSwap(values, context.catalogue);
    if (swap) {
      const isConfirmed = await confirm({
        title: 'Change Template',
        message: swap.message,
        confirmText: 'Yes',
      });
      if (!isConfirmed) return null;
      next = { ...values, template: swap.template };
    }
    const figures = computeFigures(next, context);
    const error = figuresError(figures, next);
    if (error) {
      enqueueSnackbar(error, { variant: 'error' });
      return null;
    }
    return update.mutateAsync(
      toUpdateRequest(view.id, values.version ?? view.version, next, figures),
    );
  };

  return { preview, error: update.error, reset: update.reset };
}
