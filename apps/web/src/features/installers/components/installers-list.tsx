import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CATALOGUE_MESSAGES, type InstallerRecord } from '@pb/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { useDeleteInstaller } from '../api/delete-installer';
import { useInstallers } from '../api/get-installers';
import { useUpdateInstaller } from '../api/update-installer';
import { CreateInstallerDialog } from './create-installer-dialog';
import { InstallersTable } from './installers-table';

/** The whole installer as an update body, made the default. */
const asDefault = ({
  id,
  version,
  name,
  baseTemplate,
  statesServiced,
  adders,
}: InstallerRecord) => ({
  id,
  version,
  name,
  baseTemplate,
  statesServiced,
  adders,
  isDefault: true,
});

/** The Installers screen: list, default radio (one only), create and delete with confirmation. */
export function InstallersList() {
  const installers = useInstallers();
  const updateInstaller = useUpdateInstaller();
  const deleteInstaller = useDeleteInstaller();
  const confirmDelete = useConfirmDelete();
  const [isCreating, setIsCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="Installers"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            Create New Installer
          </Button>
        }
      />
      <QueryContent query={installers} errorMessage={CATALOGUE_MESSAGES.couldNotGetInstallers}>
        {(list) => (
          <InstallersTable
            installers={list}
            isChangingDefault={updateInstaller.isPending}
            pendingDefaultId={updateInstaller.isPending ? updateInstaller.variables.id : null}
            onMakeDefault={(installer) => updateInstaller.mutate(asDefault(installer))}
            onDelete={(installer) =>
              void confirmDelete('installer', () => deleteInstaller.mutateAsync(installer.id))
            }
          />
        )}
      </QueryContent>
      <CreateInstallerDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
