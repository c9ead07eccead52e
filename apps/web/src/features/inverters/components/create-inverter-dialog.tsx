import { CreateInverterInputSchema, type CreateInverterInput } from '@pb/core';
import type { DefaultValues } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useCreateInverter } from '../api/create-inverter';
import { InverterFields } from './inverter-fields';

const EMPTY_INVERTER: DefaultValues<CreateInverterInput> = {
  name: '',
  incentiveMultiplier: 1,
  isDefault: false,
};

type CreateInverterDialogProps = { isOpen: boolean; onClose: () => void };

export function CreateInverterDialog({ isOpen, onClose }: CreateInverterDialogProps) {
  const createInverter = useCreateInverter({ mutationConfig: { onSuccess: onClose } });
  return (
    <FormDialog
      title="Create New Inverter"
      isOpen={isOpen}
      onClose={onClose}
      schema={CreateInverterInputSchema}
      defaultValues={EMPTY_INVERTER}
      onSubmit={(values) => createInverter.mutateAsync(values)}
    >
      <InverterFields />
    </FormDialog>
  );
}
