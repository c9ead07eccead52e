import { CATALOGUE_MESSAGES, UpdateIncentiveInputSchema, type IncentiveRecord } from '@pb/core';
import { EditFormCard } from '../../../components/form/edit-form-card';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useIncentive } from '../api/get-incentive';
import { useUpdateIncentive } from '../api/update-incentive';
import { IncentiveFields } from './incentive-fields';
import { withScopedStates } from './with-scoped-states';

/** Proposals may hold Custom incentives; the catalogue only Federal and Local. */
const toInput = (i: IncentiveRecord) => ({
  id: i.id,
  version: i.version,
  name: i.name,
  type: i.type,
  value: i.value,
  max: i.max,
  hasNoMax: i.hasNoMax,
  scope: i.scope === 'Federal' ? ('Federal' as const) : ('Local' as const),
  statesServiced: i.statesServiced,
  kind: i.kind ?? ('standard' as const),
});

type EditIncentiveFormProps = { incentiveId: string; onSaved: () => void };

/** /incentives/{id}: the incentive edit form. */
export function EditIncentiveForm({ incentiveId, onSaved }: EditIncentiveFormProps) {
  const incentive = useIncentive({ incentiveId });
  const updateIncentive = useUpdateIncentive({ mutationConfig: { onSuccess: onSaved } });
  return (
    <QueryContent
      query={incentive}
      errorMessage={CATALOGUE_MESSAGES.couldNotGetIncentive}
      notFoundMessage="This incentive does not exist."
    >
      {(data) => (
        <EditFormCard
          title={`Edit ${data.name}`}
          formLabel="Edit incentive"
          formKey={data.version}
          schema={UpdateIncentiveInputSchema}
          defaultValues={toInput(data)}
          onSubmit={(values) => updateIncentive.mutateAsync(withScopedStates(values))}
          cancelHref={paths.incentives.getHref()}
          saveError={updateIncentive.error}
          onReload={() => {
            updateIncentive.reset();
            void incentive.refetch();
          }}
        >
          <IncentiveFields />
        </EditFormCard>
      )}
    </QueryContent>
  );
}
