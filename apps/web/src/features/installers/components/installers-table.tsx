import Radio from '@mui/material/Radio';
import type { InstallerRecord } from '@pb/core';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ListCell } from '../../../components/ui/list-cell';
import { DeleteRowButton, EditRowButton } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';

type InstallersTableProps = {
  installers: readonly InstallerRecord[];
  onMakeDefault: (installer: InstallerRecord) => void;
  isChangingDefault: boolean;
  /** The installer being made the default: shown chosen while it saves. */
  pendingDefaultId: string | null;
  onDelete: (installer: InstallerRecord) => void;
};

/** The installers list: name, base template, states, per-state adders and the default radio. */
export function InstallersTable({
  installers,
  onMakeDefault,
  isChangingDefault,
  pendingDefaultId,
  onDelete,
}: InstallersTableProps) {
  const isShownDefault = (installer: InstallerRecord) =>
    pendingDefaultId ? installer.id === pendingDefaultId : installer.isDefault;
  const columns: DataTableColumn<InstallerRecord>[] = [
    {
      id: 'name',
      label: 'Name',
      minWidth: 180,
      sortValue: (i) => i.name,
      render: (i) => i.name,
    },
    {
      id: 'baseTemplate',
      label: 'Base Template',
      sortValue: (i) => i.baseTemplate,
      render: (i) => i.baseTemplate,
    },
    {
      id: 'statesServiced',
      label: 'States Serviced',
      render: (i) => <ListCell items={i.statesServiced} emptyText="All states" />,
    },
    {
      id: 'adders',
      label: 'State Adders',
      render: (i) => (
        <ListCell items={i.adders.map((a) => `${a.state} $${a.adder}/W`)} emptyText="None" />
      ),
    },
    {
      id: 'isDefault',
      label: 'Default',
      align: 'center',
      sortValue: (i) => i.isDefault,
      render: (i) => (
        <Radio
          name="default-installer"
          checked={isShownDefault(i)}
          disabled={isChangingDefault}
          onChange={() => onMakeDefault(i)}
          slotProps={{ input: { 'aria-label': `Default installer: ${i.name}` } }}
          size="small"
        />
      ),
    },
  ];
  return (
    <DataTable
      aria-label="Installers"
      rows={installers}
      columns={columns}
      getRowKey={(i) => i.id}
      defaultSortBy="name"
      emptyTitle="No installers yet"
      emptyDescription="Create the first one with Create New Installer."
      actions={(installer) => (
        <>
          <EditRowButton href={paths.installer.getHref(installer.id)} itemName={installer.name} />
          <DeleteRowButton
            itemName={installer.name}
            onClick={() => onDelete(installer)}
            disabled={installer.isDefault && installers.length > 1}
            disabledReason="Make another installer the default before deleting this one."
          />
        </>
      )}
    />
  );
}
