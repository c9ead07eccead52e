import {
  BASE_TEMPLATES,
  CATALOGUE_MESSAGES,
  UpdateInstallerInputSchema,
  type InstallerRecord,
} from '@pb/core';
import { EditFormCard } from '../../../components/form/edit-form-card';
import { FormRadioField } from '../../../components/form/radio-field';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useInstaller } from '../api/get-installer';
import { useUpdateInstaller } from '../api/update-installer';
import { InstallerFields } from './installer-fields';
import { StateAddersField } from './state-adders-field';

const toInput = (i: InstallerRecord) => ({
  id: i.id,
  version: i.version,
  name: i.name,
  baseTemplate: i.baseTemplate,
  statesServiced: i.statesServiced,
  isDefault: i.isDefault,
  adders: i.adders,
});

type EditInstallerFormProps = { installerId: string; onSaved: () => void };

/** /installers/{id}: name, base template, per-state adders, states serviced and default. */
export function EditInstallerForm({ installerId, onSaved }: EditInstallerFormProps) {
  const installer = useInstaller({ installerId });
  const updateInstaller = useUpdateInstaller({ mutationConfig: { onSuccess: onSaved } });
  return (
    <QueryContent
      query={installer}
      errorMessage={CATALOGUE_MESSAGES.couldNotGetInstaller}
      notFoundMessage="This installer does not exist."
    >
      {(data) => (
        <EditFormCard
          title={`Edit ${data.name}`}
          formLabel="Edit installer"
          formKey={data.version}
          schema={UpdateInstallerInputSchema}
          defaultValues={toInput(data)}
          onSubmit={(values) => updateInstaller.mutateAsync(values)}
          cancelHref={paths.installers.getHref()}
          saveError={updateInstaller.error}
          onReload={() => {
            updateInstaller.reset();
            void installer.refetch();
          }}
        >
          <InstallerFields baseTemplates={BASE_TEMPLATES} />
          <FormRadioField
            name="isDefault"
            label="Default installer"
            disabled={data.isDefault}
            helperText={
              data.isDefault
                ? 'This is the default. Make another installer the default to change it.'
                : 'Only one installer is the default: setting this one clears the others.'
            }
          />
          <StateAddersField />
        </EditFormCard>
      )}
    </QueryContent>
  );
}
