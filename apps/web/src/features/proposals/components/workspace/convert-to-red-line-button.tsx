import Button from '@mui/material/Button';
import { useFormActions } from '../../../../components/form/use-form-state';
import { useHasCapability } from '../../../../lib/current-user';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import type { ProposalFormValues } from '../../utils/proposal-form-schema';
import { pinBaseEpc } from '../../utils/proposal-form-values';

/**
 * Convert to Redline (spec 3 §4): only for PB_MANAGE_CUSTOMERS or PB_RED_LINE, and only on a
 * standard proposal — there is no way back. The description is cleared (the server sets
 * createdBy to the rep's name on save); the base EPC is worked out from the current price,
 * raised to the baseline's minimum.
 */
export function ConvertToRedLineButton({ label = 'Convert to Redline' }: { label?: string }) {
  const workspace = useProposalWorkspace();
  const { getValues, setValue } = useFormActions<ProposalFormValues>();
  const canManage = useHasCapability('PB_MANAGE_CUSTOMERS');
  const canRedLine = useHasCapability('PB_RED_LINE');
  if (!(canManage || canRedLine) || workspace.values.isRedLine) return null;

  const convert = () => {
    const current = getValues();
    const converted = pinBaseEpc(
      { ...current, isRedLine: true, hasManualProposalEpc: false },
      workspace,
      workspace.figures.proposalEpc,
    );
    setValue('isRedLine', true);
    setValue('description', '');
    setValue('hasManualProposalEpc', false);
    setValue('baseEpc', converted.baseEpc);
  };

  return (
    <Button size="small" color="error" variant="outlined" onClick={convert}>
      {label}
    </Button>
  );
}
