import { CreatePowerCompanyInputSchema, type CreatePowerCompanyInput } from '@pb/core';
import type { DefaultValues } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useCreatePowerCompany } from '../api/create-power-company';
import { PowerCompanyFields } from './power-company-fields';

const EMPTY_COMPANY: DefaultValues<CreatePowerCompanyInput> = {
  name: '',
  statesServiced: [],
  systemSizeLimit: 0,
};

type CreatePowerCompanyDialogProps = { isOpen: boolean; onClose: () => void };

/** 'Create New Power Company': plans are added on the company's own page afterwards. */
export function CreatePowerCompanyDialog({ isOpen, onClose }: CreatePowerCompanyDialogProps) {
  const createPowerCompany = useCreatePowerCompany({ mutationConfig: { onSuccess: onClose } });
  return (
    <FormDialog
      title="Create New Power Company"
      isOpen={isOpen}
      onClose={onClose}
      schema={CreatePowerCompanyInputSchema}
      defaultValues={EMPTY_COMPANY}
      onSubmit={(values) => createPowerCompany.mutateAsync(values)}
    >
      <PowerCompanyFields />
    </FormDialog>
  );
}
