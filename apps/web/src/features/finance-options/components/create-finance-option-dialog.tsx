import { SaveFinanceOptionInputSchema, type SaveFinanceOptionInput } from '@pb/core';
import type { DefaultValues } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useCreateFinanceOption } from '../api/save-finance-option';
import { FinanceOptionFields, type InstallerChoice } from './finance-option-fields';

const EMPTY_FINANCE_OPTION: DefaultValues<SaveFinanceOptionInput> = {
  name: '',
  maxEpc: 0,
  fee: 0,
  maxLoanAmount: 0,
  installerIds: [],
  lender: null,
};

type CreateFinanceOptionDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  installers: readonly InstallerChoice[];
};

/** Create New Finance Option (sent with PATCH and no id). */
export function CreateFinanceOptionDialog({
  isOpen,
  onClose,
  installers,
}: CreateFinanceOptionDialogProps) {
  const createFinanceOption = useCreateFinanceOption({ mutationConfig: { onSuccess: onClose } });
  return (
    <FormDialog
      title="Create New Finance Option"
      isOpen={isOpen}
      onClose={onClose}
      maxWidth="md"
      schema={SaveFinanceOptionInputSchema}
      defaultValues={EMPTY_FINANCE_OPTION}
      onSubmit={(values) => createFinanceOption.mutateAsync(values)}
    >
      <FinanceOptionFields installers={installers} />
    </FormDialog>
  );
}
