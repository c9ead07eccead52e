import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { InverterRecord } from '@pb/core';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DeleteRowButton, EditRowButton } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format-number';

const COLUMNS: readonly DataTableColumn<InverterRecord>[] = [
  {
    id: 'name',
    label: 'Name',
    minWidth: 180,
    sortValue: (i) => i.name,
    render: (i) => i.name,
  },
  {
    id: 'losses',
    label: 'Losses %',
    align: 'right',
    sortValue: (i) => i.losses,
    render: (i) => formatNumber(i.losses),
  },
  {
    id: 'incentiveMultiplier',
    label: 'Incentive Multiplier',
    align: 'right',
    sortValue: (i) => i.incentiveMultiplier,
    render: (i) => formatNumber(i.incentiveMultiplier),
  },
  {
    id: 'isDefault',
    label: 'Default',
    align: 'center',
    sortValue: (i) => i.isDefault,
    render: (i) =>
      i.isDefault ? (
        <CheckCircleIcon color="success" fontSize="small" titleAccess="Default inverter" />
      ) : null,
  },
];

type InvertersTableProps = {
  inverters: readonly InverterRecord[];
  onDelete: (inverter: InverterRecord) => void;
};

/** Spec 2 §2 /inverters: Name, Losses %, Incentive Multiplier, Default mark; edit and delete. */
export function InvertersTable({ inverters, onDelete }: InvertersTableProps) {
  return (
    <DataTable
      aria-label="Inverters"
      rows={inverters}
      columns={COLUMNS}
      getRowKey={(i) => i.id}
      defaultSortBy="name"
      emptyTitle="No inverters yet"
      emptyDescription="Create the first one with Create New Inverter."
      actions={(inverter) => (
        <>
          <EditRowButton href={paths.inverter.getHref(inverter.id)} itemName={inverter.name} />
          <DeleteRowButton
            itemName={inverter.name}
            onClick={() => onDelete(inverter)}
            disabled={inverter.isDefault && inverters.length > 1}
            disabledReason="Make another inverter the default before deleting this one."
          />
        </>
      )}
    />
  );
}
