import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ProposalView } from '@pb/core';
import { FormSubmitButton } from '../../../../components/form/submit-button';
import { useFormIsDirty } from '../../../../components/form/use-form-state';
import { ConvertToRedLineButton } from '../workspace/convert-to-red-line-button';
import { CreateAgreementButton } from './create-agreement-button';

type EditorActionsProps = {
  view: ProposalView;
  formId: string;
  onSaveAsNew: () => void;
  isSavingAsNew: boolean;
};

/**
 * The editor's buttons: Preview Changes (checks, then saves), Convert To Redline, Save As New
 * Proposal (while there are unsaved changes) and Create Agreement.
 */
export function EditorActions({ view, formId, onSaveAsNew, isSavingAsNew }: EditorActionsProps) {
  const isDirty = useFormIsDirty();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormSubmitButton form={formId}>Preview Changes</FormSubmitButton>
      <ConvertToRedLineButton label="Convert To Redline" />
      {isDirty && (
        <Button variant="outlined" onClick={onSaveAsNew} disabled={isSavingAsNew}>
          Save As New Proposal
        </Button>
      )}
      <CreateAgreementButton view={view} />
    </Box>
  );
}
