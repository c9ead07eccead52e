import { CreatePanelInputSchema, type CreatePanelInput } from '@pb/core';
import type { DefaultValues } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useCreatePanel } from '../api/create-panel';
import { PanelFields, type InstallerChoice } from './panel-fields';

const EMPTY_PANEL: DefaultValues<CreatePanelInput> = {
  name: '',
  productionPercentage: 100,
  installerIds: [],
  statesServiced: [],
  isDefault: false,
};

type CreatePanelDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  installers: readonly InstallerChoice[];
};

/** Create New Panel: name, cells, production percentage, installers and states serviced. */
export function CreatePanelDialog({ isOpen, onClose, installers }: CreatePanelDialogProps) {
  const createPanel = useCreatePanel({ mutationConfig: { onSuccess: onClose } });
  return (
    <FormDialog
      title="Create New Panel"
      isOpen={isOpen}
      onClose={onClose}
      schema={CreatePanelInputSchema}
      defaultValues={EMPTY_PANEL}
      onSubmit={(values) => createPanel.mutateAsync(values)}
    >
      <PanelFields installers={installers} />
    </FormDialog>
  );
}
