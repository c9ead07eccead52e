import { CreateIncentiveInputSchema, type CreateIncentiveInput } from '@pb/core';
import type { DefaultValues } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useCreateIncentive } from '../api/create-incentive';
import { IncentiveFields } from './incentive-fields';
import { withScopedStates } from './with-scoped-states';

const EMPTY_INCENTIVE: DefaultValues<CreateIncentiveInput> = {
  name: '',
  max: 0,
  hasNoMax: false,
  scope: 'Local',
  statesServiced: [],
  kind: 'standard',
};

type CreateIncentiveDialogProps = { isOpen: boolean; onClose: () => void };

export function CreateIncentiveDialog({ isOpen, onClose }: CreateIncentiveDialogProps) {
  const createIncentive = useCreateIncentive({ mutationConfig: { onSuccess: onClose } });
  return (
    <FormDialog
      title="Create New Incentive"
      isOpen={isOpen}
      onClose={onClose}
      schema={CreateIncentiveInputSchema}
      defaultValues={EMPTY_INCENTIVE}
      onSubmit={(values) => createIncentive.mutateAsync(withScopedStates(values))}
    >
      <IncentiveFields />
    </FormDialog>
  );
}
