import { CATALOGUE_MESSAGES, UpdatePanelInputSchema, type PanelRecord } from '@pb/core';
import { EditFormCard } from '../../../components/form/edit-form-card';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { usePanel } from '../api/get-panel';
import { useUpdatePanel } from '../api/update-panel';
import { PanelFields, type InstallerChoice } from './panel-fields';

const toInput = (panel: PanelRecord) => ({
  id: panel.id,
  version: panel.version,
  name: panel.name,
  cells: panel.cells,
  productionPercentage: panel.productionPercentage,
  installerIds: panel.installerIds,
  statesServiced: panel.statesServiced,
  isDefault: panel.isDefault,
});

type EditPanelFormProps = {
  panelId: string;
  installers: readonly InstallerChoice[];
  onSaved: () => void;
};

/** /panels/{id}: the panel edit form. */
export function EditPanelForm({ panelId, installers, onSaved }: EditPanelFormProps) {
  const panel = usePanel({ panelId });
  const updatePanel = useUpdatePanel({ mutationConfig: { onSuccess: onSaved } });
  return (
    <QueryContent
      query={panel}
      errorMessage={CATALOGUE_MESSAGES.couldNotGetPanel}
      notFoundMessage="This panel does not exist."
    >
      {(data) => (
        <EditFormCard
          title={`Edit ${data.name}`}
          formLabel="Edit panel"
          formKey={data.version}
          schema={UpdatePanelInputSchema}
          defaultValues={toInput(data)}
          onSubmit={(values) => updatePanel.mutateAsync(values)}
          cancelHref={paths.panels.getHref()}
          saveError={updatePanel.error}
          onReload={() => {
            updatePanel.reset();
            void panel.refetch();
          }}
        >
          <PanelFields installers={installers} hasDefaultField isCurrentDefault={data.isDefault} />
        </EditFormCard>
      )}
    </QueryContent>
  );
}
