import { CATALOGUE_MESSAGES, UpdateInverterInputSchema, type InverterRecord } from '@pb/core';
import { EditFormCard } from '../../../components/form/edit-form-card';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useInverter } from '../api/get-inverter';
import { useUpdateInverter } from '../api/update-inverter';
import { InverterFields } from './inverter-fields';

const toInput = ({
  id,
  version,
  name,
  losses,
  incentiveMultiplier,
  isDefault,
}: InverterRecord) => ({
  id,
  version,
  name,
  losses,
  incentiveMultiplier,
  isDefault,
});

type EditInverterFormProps = { inverterId: string; onSaved: () => void };

/** /inverters/{id}: name, losses and incentive multiplier. */
export function EditInverterForm({ inverterId, onSaved }: EditInverterFormProps) {
  const inverter = useInverter({ inverterId });
  const updateInverter = useUpdateInverter({ mutationConfig: { onSuccess: onSaved } });
  return (
    <QueryContent
      query={inverter}
      errorMessage={CATALOGUE_MESSAGES.couldNotGetInverter}
      notFoundMessage="This inverter does not exist."
    >
      {(data) => (
        <EditFormCard
          title={`Edit ${data.name}`}
          formLabel="Edit inverter"
          formKey={data.version}
          schema={UpdateInverterInputSchema}
          defaultValues={toInput(data)}
          onSubmit={(values) => updateInverter.mutateAsync(values)}
          cancelHref={paths.inverters.getHref()}
          saveError={updateInverter.error}
          onReload={() => {
            updateInverter.reset();
            void inverter.refetch();
          }}
        >
          <InverterFields isCurrentDefault={data.isDefault} />
        </EditFormCard>
      )}
    </QueryContent>
  );
}
