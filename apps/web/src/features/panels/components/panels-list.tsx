import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CATALOGUE_MESSAGES, type PanelRecord } from '@pb/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { useDeletePanel } from '../api/delete-panel';
import { usePanels } from '../api/get-panels';
import { useUpdatePanel } from '../api/update-panel';
import { CreatePanelDialog } from './create-panel-dialog';
import type { InstallerChoice } from './panel-fields';
import { PanelsTable } from './panels-table';

/** The whole panel as an update body, made the default (the server clears the others). */
const asDefault = (panel: PanelRecord) => ({
  id: panel.id,
  version: panel.version,
  name: panel.name,
  cells: panel.cells,
  productionPercentage: panel.productionPercentage,
  installerIds: panel.installerIds,
  statesServiced: panel.statesServiced,
  isDefault: true,
});

/** The Panels screen: the table with the default checkbox, create and delete. */
export function PanelsList({ installers }: { installers: readonly InstallerChoice[] }) {
  const panels = usePanels();
  const updatePanel = useUpdatePanel();
  const deletePanel = useDeletePanel();
  const confirmDelete = useConfirmDelete();
  const [isCreating, setIsCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="Panels"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            Create New Panel
          </Button>
        }
      />
      <QueryContent query={panels} errorMessage={CATALOGUE_MESSAGES.couldNotGetPanels}>
        {(list) => (
          <PanelsTable
            panels={list}
            installers={installers}
            isChangingDefault={updatePanel.isPending}
            pendingDefaultId={updatePanel.isPending ? updatePanel.variables.id : null}
            onMakeDefault={(panel) => updatePanel.mutate(asDefault(panel))}
            onDelete={(panel) =>
              void confirmDelete('panel', () => deletePanel.mutateAsync(panel.id))
            }
          />
        )}
      </QueryContent>
      <CreatePanelDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        installers={installers}
      />
    </>
  );
}
