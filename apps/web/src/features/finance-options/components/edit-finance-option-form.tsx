import {
  CATALOGUE_MESSAGES,
  SaveFinanceOptionInputSchema,
  type FinanceOptionRecord,
} from '@pb/core';
import { EditFormCard } from '../../../components/form/edit-form-card';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useFinanceOption } from '../api/get-finance-option';
import { useUpdateFinanceOption } from '../api/save-finance-option';
import { FinanceOptionFields, type InstallerChoice } from './finance-option-fields';

const toInput = (f: FinanceOptionRecord) => ({
  id: f.id,
  version: f.version,
  name: f.name,
  apr: f.apr,
  lengthInYears: f.lengthInYears,
  minEpc: f.minEpc,
  maxEpc: f.maxEpc,
  fee: f.fee,
  maxLoanAmount: f.maxLoanAmount,
  installerIds: f.installerIds,
  lender: f.lender ?? 'standard',
});

type EditFinanceOptionFormProps = {
  financeOptionId: string;
  installers: readonly InstallerChoice[];
  onSaved: () => void;
};

/** /finance-options/{id}: the finance option edit form (saved with PATCH). */
export function EditFinanceOptionForm({
  financeOptionId,
  installers,
  onSaved,
}: EditFinanceOptionFormProps) {
  const financeOption = useFinanceOption({ financeOptionId });
  const updateFinanceOption = useUpdateFinanceOption({ mutationConfig: { onSuccess: onSaved } });
  return (
    <QueryContent
      query={financeOption}
      errorMessage={CATALOGUE_MESSAGES.couldNotGetFinanceOption}
      notFoundMessage="This finance option does not exist."
    >
      {(data) => (
        <EditFormCard
          title={`Edit ${data.name}`}
          formLabel="Edit finance option"
          formKey={data.version}
          schema={SaveFinanceOptionInputSchema}
          defaultValues={toInput(data)}
          onSubmit={(values) => updateFinanceOption.mutateAsync(values)}
          cancelHref={paths.financeOptions.getHref()}
          saveError={updateFinanceOption.error}
          onReload={() => {
            updateFinanceOption.reset();
            void financeOption.refetch();
          }}
          maxWidth={880}
        >
          <FinanceOptionFields installers={installers} />
        </EditFormCard>
      )}
    </QueryContent>
  );
}
