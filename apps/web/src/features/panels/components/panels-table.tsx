import Checkbox from '@mui/material/Checkbox';
import Tooltip from '@mui/material/Tooltip';
import type { PanelRecord } from '@pb/core';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ListCell } from '../../../components/ui/list-cell';
import { DeleteRowButton, EditRowButton } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format-number';
import type { InstallerChoice } from './panel-fields';

type PanelsTableProps = {
  panels: readonly PanelRecord[];
  installers: readonly InstallerChoice[];
  onMakeDefault: (panel: PanelRecord) => void;
  isChangingDefault: boolean;
  /** The panel being made the default: shown ticked (and the others not) while it saves. */
  pendingDefaultId: string | null;
  onDelete: (panel: PanelRecord) => void;
};

/**
 * Spec 2 §2 /panels: Name, Watts, Production Percentage, Installers, States Serviced, a Default
 * checkbox (ticking one makes it the only default), edit and delete.
 */
export function PanelsTable({
  panels,
  installers,
  onMakeDefault,
  isChangingDefault,
  pendingDefaultId,
  onDelete,
}: PanelsTableProps) {
  const isShownDefault = (panel: PanelRecord) =>
    pendingDefaultId ? panel.id === pendingDefaultId : panel.isDefault;
  const installerName = new Map(installers.map((i) => [i.id, i.name]));
  const namesOf = (panel: PanelRecord) =>
    panel.installerIds.map((id) => installerName.get(id) ?? 'Removed installer');
  const columns: DataTableColumn<PanelRecord>[] = [
    {
      id: 'name',
      label: 'Name',
      minWidth: 180,
      sortValue: (p) => p.name,
      render: (p) => p.name,
    },
    {
      id: 'cells',
      label: 'Watts',
      align: 'right',
      sortValue: (p) => p.cells,
      render: (p) => formatNumber(p.cells),
    },
    {
      id: 'productionPercentage',
      label: 'Production Percentage',
      align: 'right',
      sortValue: (p) => p.productionPercentage,
      render: (p) => `${formatNumber(p.productionPercentage)}%`,
    },
    {
      id: 'installers',
      label: 'Installers',
      render: (p) => <ListCell items={namesOf(p)} emptyText="All installers" max={3} />,
    },
    {
      id: 'statesServiced',
      label: 'States Serviced',
      render: (p) => <ListCell items={p.statesServiced} emptyText="All states" />,
    },
    {
      id: 'isDefault',
      label: 'Default',
      align: 'center',
      sortValue: (p) => p.isDefault,
      render: (p) => (
        <Tooltip
          title={isShownDefault(p) ? 'The default panel' : 'Make this the default panel'}
          placement="left"
        >
          <Checkbox
            size="small"
            checked={isShownDefault(p)}
            disabled={isChangingDefault}
            onChange={(event) => {
              if (event.target.checked) onMakeDefault(p);
            }}
            slotProps={{ input: { 'aria-label': `Default panel: ${p.name}` } }}
          />
        </Tooltip>
      ),
    },
  ];
  return (
    <DataTable
      aria-label="Panels"
      rows={panels}
      columns={columns}
      getRowKey={(p) => p.id}
      defaultSortBy="name"
      emptyTitle="No panels yet"
      emptyDescription="Create the first one with Create New Panel."
      actions={(panel) => (
        <>
          <EditRowButton href={paths.panel.getHref(panel.id)} itemName={panel.name} />
          <DeleteRowButton
            itemName={panel.name}
            onClick={() => onDelete(panel)}
            disabled={panel.isDefault && panels.length > 1}
            disabledReason="Make another panel the default before deleting this one."
          />
        </>
      )}
    />
  );
}
