import {
  CreateInstallerInputSchema,
  INSTALLER_CREATE_BASE_TEMPLATES,
  type CreateInstallerInput,
} from '@pb/core';
import type { DefaultValues } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useCreateInstaller } from '../api/create-installer';
import { InstallerFields } from './installer-fields';

const EMPTY_INSTALLER: DefaultValues<CreateInstallerInput> = {
  name: '',
  baseTemplate: INSTALLER_CREATE_BASE_TEMPLATES[0],
  statesServiced: [],
  adders: [],
  isDefault: false,
};

type CreateInstallerDialogProps = { isOpen: boolean; onClose: () => void };

/** Create New Installer: the dialog offers only the creatable base templates (spec 2 §2). */
export function CreateInstallerDialog({ isOpen, onClose }: CreateInstallerDialogProps) {
  const createInstaller = useCreateInstaller({ mutationConfig: { onSuccess: onClose } });
  return (
    <FormDialog
      title="Create New Installer"
      isOpen={isOpen}
      onClose={onClose}
      schema={CreateInstallerInputSchema}
      defaultValues={EMPTY_INSTALLER}
      onSubmit={(values) => createInstaller.mutateAsync(values)}
    >
      <InstallerFields baseTemplates={INSTALLER_CREATE_BASE_TEMPLATES} />
    </FormDialog>
  );
}
